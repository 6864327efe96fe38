/**
 * The parts of Riftbound's noun phrases, shared by choices (targets.ts) and groups (groups.ts):
 * modifiers before and after the noun, each the words of fields of a target declaration or a
 * group ("exhausted", "enemy", "at a battlefield", "with [Tank]"), read in any order and printed
 * in one.
 */
import { alt, map, NO, printInto, slot, type ParseInput } from '../../../engine/syntax/syntax.js';
import { KEYWORDS, type Keyword } from '../schema/card-schema.js';
import type { TextContext } from './context.js';
import { article, bracket, bracketKeyword, digits, energy, mightSymbol, t, words, type Rule } from './primitives.js';
import { anyPower } from './zone-cards.js';
import type { Spec } from './targets.js';

/** Fields a noun phrase sets: a target declaration's or a group's. */
export type Fields = { readonly [key: string]: unknown };

/** A modifier of a noun phrase: its words and the fields of the declaration they set. */
export interface Modifier {
  readonly rule: Rule<Fields>;
  readonly keys: readonly string[];
}

export function modifier<const K extends keyof Spec>(keys: readonly K[], rule: Rule<Pick<Spec, K>>): Modifier {
  return { rule: rule as unknown as Rule<Fields>, keys };
}

/** Words that stand for fields with these values (compared as JSON, so a reference object matches its copy). */
export function fixedFields(text: string | Rule<undefined>, fields: Fields): Modifier {
  const keys = Object.keys(fields);
  return {
    keys,
    rule: map(typeof text === 'string' ? words(text) : text, {
      to: () => fields,
      from: (s: Fields) => (keys.every((k) => JSON.stringify(s[k]) === JSON.stringify(fields[k])) ? undefined : NO),
    }),
  };
}

export function fixed<const K extends keyof Spec>(text: string | Rule<undefined>, key: K, value: NonNullable<Spec[K]>): Modifier {
  return fixedFields(text, { [key]: value });
}

export const keywordModifier = modifier(
  ['keyword'],
  map(t`with ${slot('k', bracketKeyword)}`, {
    to: ({ k }) => (k.value === undefined && (KEYWORDS as readonly string[]).includes(k.name) ? { keyword: k.name as Keyword } : NO),
    from: (s) => (s.keyword === undefined ? NO : { k: { name: s.keyword, value: undefined } }),
  }),
);

export const maxMight = modifier(
  ['maxMight'],
  map(t`with ${slot('n', digits)} ${mightSymbol} or less`, {
    to: ({ n }) => ({ maxMight: n }),
    from: (s) => (s.maxMight === undefined ? NO : { n: s.maxMight }),
  }),
);

/** The most a spell's printed cost has: "that costs no more than :rb_energy_4: and no more than :rb_rune_rainbow:". */
export const costAtMost = modifier(
  ['maxEnergy', 'maxPower'],
  map(t`that costs no more than ${slot('e', energy)} and no more than ${slot('p', anyPower)}`, {
    to: ({ e, p }) => ({ maxEnergy: e, maxPower: p }),
    from: (s) => (s.maxEnergy !== undefined && s.maxPower !== undefined ? { e: s.maxEnergy, p: s.maxPower } : NO),
  }),
);

/** The most a gear's printed Energy cost is: "with Energy cost no more than :rb_energy_1:". */
export const energyAtMost = modifier(
  ['maxEnergy'],
  map(t`with Energy cost no more than ${slot('e', energy)}`, {
    to: ({ e }) => ({ maxEnergy: e }),
    from: (s) => (s.maxEnergy !== undefined ? { e: s.maxEnergy } : NO),
  }),
);

/** States a unit is in, printed before the noun ("an exhausted friendly unit", "all damaged enemy units"). */
export const STATES: readonly Modifier[] = [
  fixed('damaged', 'damaged', true),
  fixed('stunned', 'stunned', true),
  fixed('exhausted', 'exhausted', true),
  fixed('ready', 'exhausted', false),
  fixed('attacking', 'attacking', true),
  fixed('defending', 'defending', true),
  fixed('buffed', 'buffed', true),
  fixed('equipped', 'equipped', true),
  fixed('attached', 'attached', true),
  fixed('detached', 'attached', false),
];

/** Words before the noun, in the order they are printed. */
export const BEFORE: readonly Modifier[] = [
  ...STATES,
  fixed('enemy', 'relation', 'enemy'),
  fixed('friendly', 'relation', 'friendly'),
  fixed(bracket('Mighty'), 'mighty', true),
  fixed('token', 'token', true),
  fixed('open', 'open', true),
];

/** What a spell or ability chose: "that chooses a friendly unit or gear" (its `chooses`). */
const CHOSEN_KINDS: readonly (readonly [string, readonly ('unit' | 'gear')[]])[] = [
  ['unit or gear', ['unit', 'gear']],
  ['unit', ['unit']],
  ['gear', ['gear']],
];
export const choosing = modifier(
  ['chooses'],
  alt(
    ...(['friendly', 'enemy'] as const).flatMap((relation) =>
      CHOSEN_KINDS.map(([noun, select]) => map(t`that chooses ${article} ${words(`${relation} ${noun}`)}`, {
        to: () => ({ chooses: { relation, select: [...select] } }),
        from: (s: Pick<Spec, 'chooses'>) => (s.chooses?.relation === relation && JSON.stringify(s.chooses.select) === JSON.stringify(select) ? {} : NO),
      })),
    ),
  ),
);

/** Words after the noun, in the order they are printed. */
export const AFTER: readonly Modifier[] = [
  fixed('you control', 'relation', 'controlled'),
  fixed('at a battlefield', 'at', 'battlefield'),
  fixed('in a base', 'at', 'base'),
  fixed('in your base', 'at', 'yourBase'),
  fixed('anywhere', 'at', 'anywhere'),
  fixed('here', 'at', 'here'),
  fixed('in combat', 'inCombat', true),
  maxMight,
  keywordModifier,
  costAtMost,
  energyAtMost,
  // Where the last move chosen goes: "another enemy unit at its destination" (CR 355.11.b).
  fixedFields('at its destination', { sameLocationAs: { again: 'destination' } }),
  // Controlled by whoever controls the unit chosen just before: "a unit and an Equipment with the same controller" (CR 355.11.b).
  fixedFields('with the same controller', { sameControllerAs: { again: 'it' } }),
  choosing,
];

export function* modifiers(input: ParseInput<TextContext>, at: number, from: readonly Modifier[], spec: Fields, used: ReadonlySet<Modifier>): Generator<readonly [Fields, number]> {
  yield [spec, at] as const;
  for (const m of from) {
    if (used.has(m) || m.keys.some((k) => spec[k] !== undefined)) continue;
    for (const [part, next] of m.rule.parse(input, at)) yield* modifiers(input, next, from, { ...spec, ...part }, new Set([...used, m]));
  }
}

export function printModifiers(spec: Fields, from: readonly Modifier[], done: Set<string>, out: Parameters<Rule<unknown>['print']>[1]): boolean {
  for (const m of from) {
    if (m.keys.some((k) => spec[k] === undefined || done.has(k))) continue;
    const part: Record<string, unknown> = {};
    for (const k of m.keys) part[k] = spec[k];
    if (printInto(m.rule, part, out)) for (const k of m.keys) done.add(k);
  }
  return true;
}
