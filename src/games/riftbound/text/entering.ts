/**
 * Passives that say how cards enter the board (`enters`, mechanics/entering.ts): "I enter
 * ready.", "I enter ready if you control another Golem.", "If an opponent controls a
 * battlefield, I enter ready.", "Friendly units enter ready." (or "Other friendly units ...",
 * "Your tokens ..."),
 * "This enters exhausted."
 */
import { alt, map, mark, NO, slot, withContext, type WordingList } from '../../../engine/syntax/syntax.js';
import type { Ability } from '../schema/card-schema.js';
import type { AbilityAst } from './ability-ast.js';
import { condition, type Condition } from './condition-phrases.js';
import type { TextContext } from './context.js';
import { constant, t, type Rule } from './primitives.js';

type Passive = Extract<Ability, { kind: 'passive' }>;
type Entering = NonNullable<Passive['enters']>;
/** Whom it reaches; `yourTokens` is the controller's tokens (`yourUnits`, only tokens). */
type Reach = 'self' | 'otherFriendlyUnits' | 'friendlyUnits' | 'yourTokens';

interface Enters {
  readonly appliesTo: Reach;
  readonly enters: Entering;
  readonly condition?: Condition;
  readonly wording?: WordingList;
}

/** Who enters, with its verb: a unit or legend says "I enter", a gear or spell "This enters". */
const subject: Rule<Reach> = alt<Reach, TextContext>(
  withContext((c) => constant(c.type === 'unit' || c.type === 'legend' ? 'I enter' : 'this enters', 'self' as const)),
  constant('other friendly units enter', 'otherFriendlyUnits' as const),
  constant('friendly units enter', 'friendlyUnits' as const),
  constant('your tokens enter', 'yourTokens' as const),
);

const state: Rule<Entering> = alt(constant('ready', 'ready' as const), constant('exhausted', 'exhausted' as const));

const sentence: Rule<Enters> = alt<Enters, TextContext>(
  map(t`${slot('appliesTo', subject)} ${slot('enters', state)}`, {
    to: ({ appliesTo, enters }): Enters => ({ appliesTo, enters }),
    from: (e) => (e.condition === undefined && e.wording === undefined ? { appliesTo: e.appliesTo, enters: e.enters } : NO),
  }),
  map(t`if ${slot('condition', condition)} , ${slot('appliesTo', subject)} ${slot('enters', state)}`, {
    to: ({ condition: c, appliesTo, enters }): Enters => ({ appliesTo, enters, condition: c }),
    from: (e) => (e.condition !== undefined && e.wording === undefined ? { condition: e.condition, appliesTo: e.appliesTo, enters: e.enters } : NO),
  }),
  map(t`${mark('conditionAfter')} ${slot('appliesTo', subject)} ${slot('enters', state)} if ${slot('condition', condition)}`, {
    to: ({ condition: c, appliesTo, enters, wording }): Enters => ({ appliesTo, enters, condition: c, ...(wording ? { wording } : {}) }),
    from: (e) => (e.condition !== undefined ? { condition: e.condition, appliesTo: e.appliesTo, enters: e.enters, ...(e.wording ? { wording: e.wording } : {}) } : NO),
  }),
);

const ENTERS_KEYS = ['kind', 'appliesTo', 'only', 'enters', 'condition', 'wording'];

/** The passive's reach as data: `yourTokens` is `yourUnits` with only tokens. */
function reachData(reach: Reach): Pick<Passive, 'appliesTo' | 'only'> {
  return reach === 'yourTokens' ? { appliesTo: 'yourUnits', only: { token: true } } : { appliesTo: reach };
}

/** The text's reach of a passive's data, or NO when it has none. */
function reachOf(a: { readonly appliesTo?: unknown; readonly only?: unknown }): Reach | typeof NO {
  if (a.only === undefined) return a.appliesTo === 'yourUnits' ? NO : (a.appliesTo as Reach);
  const only = a.only as Record<string, unknown>;
  return a.appliesTo === 'yourUnits' && only['token'] === true && Object.keys(only).length === 1 ? 'yourTokens' : NO;
}

/** A passive that says how cards enter, and nothing else. */
export const ENTERING: readonly Rule<AbilityAst>[] = [
  map(sentence, {
    to: ({ appliesTo, ...e }) => ({ kind: 'passive', ...reachData(appliesTo), ...e }) as AbilityAst,
    from: (a) => {
      if (a.kind !== 'passive' || a.enters === undefined || a.appliesTo === undefined) return NO;
      if (!Object.entries(a).every(([k, v]) => v === undefined || ENTERS_KEYS.includes(k))) return NO;
      const reach = reachOf(a);
      if (reach === NO) return NO;
      return { appliesTo: reach, enters: a.enters, ...(a.condition !== undefined ? { condition: a.condition } : {}), ...(a.wording !== undefined ? { wording: a.wording } : {}) };
    },
  }),
];
