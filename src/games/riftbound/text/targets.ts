/**
 * What effects act on, as printed: a choice ("a friendly unit at a battlefield", chosen as the
 * card is played or the ability put on the chain, CR 355.5), a word for the card itself ("me",
 * "this"), "it" for the last thing chosen, and groups ("enemy units here").
 *
 * In the text a choice stands where the effect names it; in card data it is declared among
 * the card's `targets` and named by the effect. `lower.ts` turns one into the other both ways.
 */
import { alt, map, NO, printInto, syntax, type ParseInput } from '../../../engine/syntax/syntax.js';
import { KEYWORDS, type Keyword, type TargetSpec } from '../card-schema.js';
import type { TextContext } from './context.js';
import { article, bracket, bracketKeyword, constant, digits, either, energy, mightSymbol, powerSymbol, t, words, type Rule } from './primitives.js';
import { slot } from '../../../engine/syntax/syntax.js';

/** A target declaration without its name. */
export type Spec = Omit<TargetSpec, 'name'>;

/** A thing chosen where the effect names it. */
export interface Choice {
  readonly choose: Spec;
}

/** "it": the last thing chosen; "that unit": the last unit chosen. */
export interface Again {
  readonly again: Spec['select'] | 'it';
}

/** What an effect names: a choice, a reference back, or a word of the card language (self, unitsHere...). */
export type Ref = Choice | Again | string;

export function isChoice(ref: Ref): ref is Choice {
  return typeof ref === 'object' && 'choose' in ref;
}

export function isAgain(ref: Ref): ref is Again {
  return typeof ref === 'object' && 'again' in ref;
}

/** A modifier of a noun phrase: its words and the fields of the declaration they set. */
interface Modifier {
  readonly rule: Rule<Partial<Spec>>;
  readonly keys: readonly (keyof Spec)[];
}

function modifier<const K extends keyof Spec>(keys: readonly K[], rule: Rule<Pick<Spec, K>>): Modifier {
  return { rule: rule as Rule<Partial<Spec>>, keys };
}

function fixed<const K extends keyof Spec>(text: string | Rule<undefined>, key: K, value: NonNullable<Spec[K]>): Modifier {
  return modifier(
    [key],
    map(typeof text === 'string' ? words(text) : text, {
      to: () => ({ [key]: value }) as Pick<Spec, K>,
      from: (s) => (s[key] === value ? undefined : NO),
    }),
  );
}

const keywordModifier = modifier(
  ['keyword'],
  map(t`with ${slot('k', bracketKeyword)}`, {
    to: ({ k }) => (k.value === undefined && (KEYWORDS as readonly string[]).includes(k.name) ? { keyword: k.name as Keyword } : NO),
    from: (s) => (s.keyword === undefined ? NO : { k: { name: s.keyword, value: undefined } }),
  }),
);

const maxMight = modifier(
  ['maxMight'],
  map(t`with ${slot('n', digits)} ${mightSymbol} or less`, {
    to: ({ n }) => ({ maxMight: n }),
    from: (s) => (s.maxMight === undefined ? NO : { n: s.maxMight }),
  }),
);

/** Words before the noun, in the order they are printed. */
const BEFORE: readonly Modifier[] = [
  fixed('buffed', 'buffed', true),
  fixed('equipped', 'equipped', true),
  fixed('enemy', 'relation', 'enemy'),
  fixed('friendly', 'relation', 'friendly'),
  fixed(bracket('Mighty'), 'mighty', true),
];

/** Words after the noun, in the order they are printed. */
const AFTER: readonly Modifier[] = [
  fixed('you control', 'relation', 'controlled'),
  fixed('at a battlefield', 'at', 'battlefield'),
  fixed('in a base', 'at', 'base'),
  fixed('here', 'at', 'here'),
  maxMight,
  keywordModifier,
];

const NOUNS: readonly { readonly select: Spec['select']; readonly rule: Rule<undefined>; readonly tag?: string }[] = [
  { select: 'unit', rule: words('unit') },
  { select: 'gear', rule: words('gear') },
  { select: 'gear', rule: words('Equipment'), tag: 'Equipment' },
  { select: 'spell', rule: words('spell') },
  { select: 'battlefield', rule: words('battlefield') },
];

function* modifiers(input: ParseInput<TextContext>, at: number, from: readonly Modifier[], spec: Partial<Spec>, used: ReadonlySet<Modifier>): Generator<readonly [Partial<Spec>, number]> {
  yield [spec, at] as const;
  for (const m of from) {
    if (used.has(m) || m.keys.some((k) => spec[k] !== undefined)) continue;
    for (const [part, next] of m.rule.parse(input, at)) yield* modifiers(input, next, from, { ...spec, ...part }, new Set([...used, m]));
  }
}

function printModifiers(spec: Spec, from: readonly Modifier[], done: Set<keyof Spec>, out: Parameters<Rule<unknown>['print']>[1]): boolean {
  for (const m of from) {
    if (m.keys.some((k) => spec[k] === undefined || done.has(k))) continue;
    const part: Partial<Spec> = {};
    for (const k of m.keys) (part as Record<string, unknown>)[k] = spec[k];
    if (printInto(m.rule, part, out)) for (const k of m.keys) done.add(k);
  }
  return true;
}

/** The fields of a declaration a noun phrase may say (its `select` and tag are the noun's). */
const SAID = new Set<keyof Spec>(['select', 'relation', 'at', 'maxMight', 'mighty', 'buffed', 'keyword', 'tag', 'equipped']);

/** "a friendly unit at a battlefield", "an enemy gear", "a spell", "an Equipment you control". */
export const choice: Rule<Choice> = syntax(
  function* (input, at) {
    for (const [, afterArticle] of article.parse(input, at)) {
      for (const [before, afterBefore] of modifiers(input, afterArticle, BEFORE, {}, new Set())) {
        for (const noun of NOUNS) {
          for (const [, afterNoun] of noun.rule.parse(input, afterBefore)) {
            for (const [after, next] of modifiers(input, afterNoun, AFTER, { ...before, select: noun.select, ...(noun.tag ? { tag: noun.tag } : {}) }, new Set())) {
              yield [{ choose: cleanSpec(after as Spec) }, next] as const;
            }
          }
        }
      }
    }
  },
  (value, out) => {
    if (typeof value !== 'object' || !('choose' in value)) return false;
    const spec = value.choose;
    if (Object.keys(spec).some((k) => !SAID.has(k as keyof Spec))) return false;
    const noun = NOUNS.find((n) => n.select === spec.select && n.tag === spec.tag);
    if (!noun) return false;
    const done = new Set<keyof Spec>(['select', ...(noun.tag ? (['tag'] as const) : [])]);
    if (!printInto(article, undefined, out)) return false;
    printModifiers(spec, BEFORE, done, out);
    if (!printInto(noun.rule, undefined, out)) return false;
    printModifiers(spec, AFTER, done, out);
    return Object.keys(spec).every((k) => done.has(k as keyof Spec));
  },
);

/** A declaration with its fields in one order, none of them undefined. */
function cleanSpec(spec: Spec): Spec {
  const clean: Record<string, unknown> = {};
  for (const key of ['select', 'relation', 'at', 'maxMight', 'mighty', 'buffed', 'keyword', 'tag', 'equipped'] as const) if (spec[key] !== undefined) clean[key] = spec[key];
  return clean as unknown as Spec;
}

/** The card itself, as an object of an effect: "me" for units and legends, "this" for spells, gear and battlefields. */
export const selfObject: Rule<'self'> = syntax(
  (input, at) => constant(input.context.type === 'unit' || input.context.type === 'legend' ? 'me' : 'this', 'self' as const).parse(input, at),
  (value, out) => constant(out.context.type === 'unit' || out.context.type === 'legend' ? 'me' : 'this', 'self' as const).print(value, out),
);

/** "it" or "that unit": the last thing chosen. */
export const again: Rule<Again> = alt(
  ...(['it', 'unit', 'gear', 'spell', 'battlefield'] as const).map((what) =>
    map(words(what === 'it' ? 'it' : `that ${what}`), { to: () => ({ again: what }), from: (a: Again) => (typeof a === 'object' && a.again === what ? undefined : NO) }),
  ),
);

/** Groups the card language names (targets.ts in mechanics resolves them). */
export const group: Rule<string> = alt(
  constant(either('all enemy units here', 'enemy units here'), 'enemyUnitsHere'),
  constant(either('all friendly units here', 'friendly units here'), 'friendlyUnitsHere'),
  constant(either('all units here', 'units here'), 'unitsHere'),
);

/** The object of an effect that acts on units or gear: a choice, the card itself, "it", or a group. */
export const object: Rule<Ref> = alt<Ref, TextContext>(choice, selfObject, again, group);

/*
 * Cards in a trash (CR 355.9.a, 355.10.a): a trash is public, so a card chosen there is a
 * target, chosen like a unit as the card is played ("a unit from your trash"). The noun says
 * the card types (`types`), words after it its keyword and its cost; "from your trash" its
 * zone and whose it is.
 */

/** The noun of a card in a zone and the types it allows (none: any card). */
const ZONE_NOUNS: readonly { readonly types: Spec['types']; readonly rule: Rule<undefined> }[] = [
  { types: ['unit', 'gear'], rule: words('unit or gear') },
  { types: ['unit'], rule: words('unit') },
  { types: ['spell'], rule: words('spell') },
  { types: ['gear'], rule: words('gear') },
  { types: undefined, rule: words('card') },
];

/** Power symbols of any domain in a row, counted: `:rb_rune_rainbow::rb_rune_rainbow:` is 2. */
const anyPower: Rule<number> = syntax(
  function* (input, at) {
    let next = at;
    let n = 0;
    for (let found = true; found; ) {
      found = false;
      for (const [d, after] of powerSymbol.parse(input, next)) {
        if (d !== 'any') continue;
        n++;
        next = after;
        found = true;
      }
    }
    if (n > 0) yield [n, next] as const;
  },
  (n, out) => n > 0 && Array.from({ length: n }, () => 'any' as const).every((d) => powerSymbol.print(d, out)),
);

/** "costing no more than :rb_energy_3: and no more than :rb_rune_rainbow:": the most Energy and Power symbols its cost has. */
const costAtMost: Rule<Pick<Spec, 'maxEnergy' | 'maxPower'>> = alt(
  map(t`${either('costing', 'with cost')} no more than ${slot('energy', energy)} and no more than ${slot('power', anyPower)}`, {
    to: ({ energy: e, power }) => ({ maxEnergy: e, maxPower: power }),
    from: (s) => (s.maxEnergy !== undefined && s.maxPower !== undefined ? { energy: s.maxEnergy, power: s.maxPower } : NO),
  }),
  map(t`with Energy cost no more than ${slot('energy', energy)}`, {
    to: ({ energy: e }): Pick<Spec, 'maxEnergy' | 'maxPower'> => ({ maxEnergy: e }),
    from: (s) => (s.maxEnergy !== undefined && s.maxPower === undefined ? { energy: s.maxEnergy } : NO),
  }),
);

/** A card's keyword in a zone: "with [Hidden]". */
const zoneKeyword: Rule<Pick<Spec, 'keyword'>> = map(t`with ${slot('k', bracketKeyword)}`, {
  to: ({ k }) => (k.value === undefined && (KEYWORDS as readonly string[]).includes(k.name) ? { keyword: k.name as Keyword } : NO),
  from: (s) => (s.keyword === undefined ? NO : { k: { name: s.keyword, value: undefined } }),
});

/** "a unit from your trash", "a unit or gear from your trash", "a card with [Hidden] from your trash", "a unit costing no more than ... from your trash". */
export const trashCard: Rule<Choice> = syntax(
  function* (input, at) {
    for (const [, afterArticle] of article.parse(input, at)) {
      for (const noun of ZONE_NOUNS) {
        for (const [, afterNoun] of noun.rule.parse(input, afterArticle)) {
          for (const [keyword, afterKeyword] of optionalPart(zoneKeyword).parse(input, afterNoun)) {
            for (const [cost, afterCost] of optionalPart(costAtMost).parse(input, afterKeyword)) {
              for (const [, next] of words('from your trash').parse(input, afterCost)) {
                const spec: Spec = cleanZoneSpec({ select: 'card', zone: 'trash', relation: 'controlled', ...(noun.types ? { types: noun.types } : {}), ...keyword, ...cost });
                yield [{ choose: spec }, next] as const;
                // "a spell from your trash with Energy cost no more than :rb_energy_3:": the cost said last.
                if (cost.maxEnergy !== undefined) continue;
                for (const [late, end] of costAtMost.parse(input, next)) yield [{ choose: cleanZoneSpec({ ...spec, ...late }) }, end] as const;
              }
            }
          }
        }
      }
    }
  },
  (value, out) => {
    if (typeof value !== 'object' || !('choose' in value)) return false;
    const spec = value.choose;
    if (spec.select !== 'card' || spec.zone !== 'trash' || spec.relation !== 'controlled') return false;
    if (Object.keys(spec).some((k) => !ZONE_SAID.has(k as keyof Spec))) return false;
    const noun = ZONE_NOUNS.find((n) => JSON.stringify(n.types) === JSON.stringify(spec.types));
    return (
      noun !== undefined &&
      printInto(article, undefined, out) &&
      printInto(noun.rule, undefined, out) &&
      (spec.keyword === undefined || printInto(zoneKeyword, { keyword: spec.keyword }, out)) &&
      (spec.maxEnergy === undefined || printInto(costAtMost, { maxEnergy: spec.maxEnergy, ...(spec.maxPower === undefined ? {} : { maxPower: spec.maxPower }) }, out)) &&
      printInto(words('from your trash'), undefined, out)
    );
  },
);

/** The fields of a declaration the trash-card noun phrase says. */
const ZONE_SAID = new Set<keyof Spec>(['select', 'zone', 'relation', 'types', 'keyword', 'maxEnergy', 'maxPower']);

/** A part that may be absent, read as an empty object then. */
function optionalPart<T extends object>(rule: Rule<T>): Rule<Partial<T>> {
  return syntax(
    function* (input, at) {
      yield* rule.parse(input, at);
      yield [{}, at] as const;
    },
    (value, out) => Object.keys(value).length === 0 || printInto(rule, value as T, out),
  );
}

/** A trash card's declaration with its fields in one order. */
function cleanZoneSpec(spec: Spec): Spec {
  const clean: Record<string, unknown> = {};
  for (const key of ['select', 'zone', 'relation', 'types', 'keyword', 'maxEnergy', 'maxPower'] as const) if (spec[key] !== undefined) clean[key] = spec[key];
  return clean as unknown as Spec;
}
