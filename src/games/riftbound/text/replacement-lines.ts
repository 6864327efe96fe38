/**
 * Replacement effects as printed (CR 367-370): "If another friendly unit here would die,
 * instead heal it, exhaust it, and recall it.", with a condition about the unit after the
 * comma ("if it has less Might than me"), or the first step said before "instead" and the
 * rest in sentences after it ("If a friendly unit would die, kill this instead. Heal that
 * unit ..."; "The next time ..." when it applies once). The unit whose event is replaced is
 * "it" or "that unit" (`thatUnit`, card-lines.ts lowers it). An optional one says its cost on
 * its first step ("[If|When] ... would die, you may pay ... [and exhaust me] to ... instead.",
 * CR 371.1); a token play's ("If you would play a [unit|gear] token, ... instead.", CR 375) may
 * play that token after all ("play that token and an additional copy"). "Once each turn," before
 * a death replacement makes it its controller's choice, once each turn (CR 371).
 */
import { alt, map, NO, optional, slot, wordings, type WordingList } from '../../../engine/syntax/syntax.js';
import { jsonEqual } from '../../../engine/json/json-equal.js';
import type { Ability } from '../schema/card-schema.js';
import type { AbilityAst } from './ability-ast.js';
import type { TextContext } from './context.js';
import { steps } from './effects.js';
import { constant, t, words, type Rule } from './primitives.js';
import { without, type Step } from './step.js';

type Replacement = Extract<Ability, { kind: 'replacement' }>;
type Group = Replacement['appliesTo'];

/** The unit whose event it replaces, as the subject of "would die". */
const subject: Rule<Group> = alt<Group, TextContext>(
  constant('I', 'self' as const),
  constant('another friendly unit here', 'otherFriendlyUnitsHere' as const),
  constant('another unit you control here', 'otherYourUnitsHere' as const),
  constant('a friendly unit here', 'friendlyUnitsHere' as const),
  constant('an enemy unit here', 'enemyUnitsHere' as const),
  constant('a unit here', 'unitsHere' as const),
  constant('another friendly unit', 'otherFriendlyUnits' as const),
  constant('a friendly unit', 'friendlyUnits' as const),
  constant('a unit you control', 'yourUnits' as const),
  constant('a unit', 'units' as const),
);

/** "it has less Might than me": the unit whose event it replaces, against the card's own Might now. */
const LESS_MIGHT = { '<': [{ sel: 'might', args: [{ event: 'thatUnit' }] }, { sel: 'might', args: [{ event: 'source' }] }] };

/** A condition on the replaced unit, after "if". */
const condition: Rule<unknown> = alt<unknown, TextContext>(map(words('it has less Might than me'), { to: () => LESS_MIGHT, from: (c) => (jsonEqual(c, LESS_MIGHT) ? undefined : NO) }));

const KEYS = new Set(['kind', 'replaces', 'appliesTo', 'condition', 'next', 'wording', 'effects']);

function isReplacement(a: AbilityAst): a is AbilityAst & Replacement {
  return a.kind === 'replacement' && a.replaces === 'dies' && Object.entries(a).every(([k, v]) => v === undefined || KEYS.has(k));
}

/** The steps' objects named again ("that unit") as "it", or `undefined` when the first isn't "that unit" or another is. */
function thatUnitFirst(rest: readonly Step[]): Step[] | undefined {
  let first = true;
  const out: Step[] = [];
  for (const s of rest) {
    const target = s['target'] as { again?: string } | undefined;
    if (typeof target === 'object' && target !== null && target.again !== undefined) {
      if (target.again !== (first ? 'unit' : 'it')) return undefined;
      first = false;
      out.push({ ...s, target: { again: 'it' } });
    } else out.push(s);
  }
  return first ? undefined : out;
}

/** Back: the first object named again said "that unit". */
function sayThatUnitFirst(rest: readonly Step[]): Step[] | undefined {
  let first = true;
  const out = rest.map((s) => {
    const target = s['target'] as { again?: string } | undefined;
    if (!first || typeof target !== 'object' || target === null || target.again !== 'it') return s;
    first = false;
    return { ...s, target: { again: 'unit' } };
  });
  return first ? undefined : out;
}

/** The first step said with "instead" after it, the rest in sentences after it. */
function insteadAfter(effects: readonly Step[]): readonly Step[] | typeof NO {
  const [head, ...rest] = effects;
  if (head === undefined || head.instead !== true || rest.length === 0 || rest[0]?.link !== undefined) return NO;
  const named = thatUnitFirst(rest);
  return named ? [without(head, 'instead'), ...named] : NO;
}

function sayInsteadAfter(effects: readonly Step[]): readonly Step[] | typeof NO {
  const [head, ...rest] = effects;
  if (head === undefined || head.instead !== undefined || rest.length === 0) return NO;
  const named = sayThatUnitFirst(rest);
  return named ? [{ ...head, instead: true }, ...named] : NO;
}

/** Which of its player's token plays a replacement replaces: any, or those of one type. */
type TokenType = Replacement['token'];
const tokenPlayed: Rule<TokenType> = alt<TokenType, TextContext>(
  constant('a unit token', 'unit' as const),
  constant('a gear token', 'gear' as const),
  constant('a token', undefined),
);

const TOKEN_KEYS = new Set(['kind', 'replaces', 'token', 'condition', 'effects']);

/** "If you would play a token, draw 1 instead.": the first step said with "instead" after it, the rest in sentences after it. */
function insteadFirst(effects: readonly Step[]): readonly Step[] | typeof NO {
  const [head, ...rest] = effects;
  if (head === undefined || head.instead !== true || rest[0]?.link !== undefined) return NO;
  return [without(head, 'instead'), ...rest];
}

/** "it's buffed", of the unit whose death it replaces. */
const BUFFED = { sel: 'isBuffed', args: [{ event: 'thatUnit' }] };

/** The unit of an optional replacement, buffed or any: "a buffed unit you control", "a friendly unit". */
const paidSubject: Rule<{ readonly who: Group; readonly buffed: boolean }> = alt<{ readonly who: Group; readonly buffed: boolean }, TextContext>(
  map(t`a buffed friendly unit`, { to: () => ({ who: 'friendlyUnits' as const, buffed: true }), from: (v) => (v.buffed && v.who === 'friendlyUnits' ? {} : NO) }),
  map(t`a buffed unit you control`, { to: () => ({ who: 'yourUnits' as const, buffed: true }), from: (v) => (v.buffed && v.who === 'yourUnits' ? {} : NO) }),
  map(subject, { to: (who) => ({ who, buffed: false }), from: (v) => (v.buffed ? NO : v.who) }),
);

/** "If" before an optional replacement, or "When" (the wording `whenWould`). */
const paidLead = wordings<TextContext>(words('if'), { whenWould: words('when') });

const PAID_KEYS = new Set(['kind', 'replaces', 'appliesTo', 'condition', 'wording', 'effects']);

/** "..., you may pay X [and exhaust me] to A and B instead.": the steps, the last said with "instead", the first with the cost. */
function paidSteps(effects: readonly Step[]): readonly Step[] | typeof NO {
  const last = effects[effects.length - 1];
  if (effects[0]?.pay === undefined || last?.instead !== true || effects.slice(0, -1).some((e) => e.instead !== undefined)) return NO;
  return [...effects.slice(0, -1), without(last, 'instead')];
}

const dies = (appliesTo: Group, effects: readonly Step[], more: object = {}): AbilityAst => ({ kind: 'replacement', replaces: 'dies', appliesTo, ...more, effects }) as unknown as AbilityAst;

const LINES: readonly Rule<AbilityAst>[] = [
  // "When a buffed unit you control would die, you may pay ... and exhaust me to ... instead." (CR 371.1: its controller chooses, and pays).
  map(t`${paidLead} ${slot('who', paidSubject)} would die , ${slot('effects', steps)}`, {
    to: ({ who, effects, wording }) => {
      const said = paidSteps(effects);
      return said === NO ? NO : dies(who.who, said, { ...(who.buffed ? { condition: BUFFED } : {}), ...(wording ? { wording } : {}) });
    },
    from: (a) => {
      if (a.kind !== 'replacement' || a.replaces !== 'dies' || a.appliesTo === undefined || !Object.entries(a).every(([k, v]) => v === undefined || PAID_KEYS.has(k))) return NO;
      const effects = a.effects as readonly Step[];
      const last = effects[effects.length - 1];
      if (effects[0]?.pay === undefined || last === undefined || (a.condition !== undefined && !jsonEqual(a.condition, BUFFED))) return NO;
      const wording = a.wording as WordingList | undefined;
      if (wording !== undefined && !jsonEqual(wording, ['whenWould'])) return NO;
      return { who: { who: a.appliesTo, buffed: a.condition !== undefined }, effects: [...effects.slice(0, -1), { ...last, instead: true }], ...(wording ? { wording } : {}) };
    },
  }),
  // "If you would play a token, ... instead.", "If you would play a gear token, play that token and an additional copy instead." (CR 375).
  map(t`if you would play ${slot('token', tokenPlayed)} , ${slot('effects', steps)}`, {
    to: ({ token, effects }) => {
      const said = insteadFirst(effects);
      return said === NO ? NO : ({ kind: 'replacement', replaces: 'playsToken', ...(token ? { token } : {}), effects: said } as unknown as AbilityAst);
    },
    from: (a) => {
      if (a.kind !== 'replacement' || a.replaces !== 'playsToken' || !Object.entries(a).every(([k, v]) => v === undefined || TOKEN_KEYS.has(k)) || a.condition !== undefined) return NO;
      const [head, ...rest] = a.effects as readonly Step[];
      return head === undefined ? NO : { token: a.token as TokenType, effects: [{ ...head, instead: true }, ...rest] };
    },
  }),
  // "If ... would die, [if it ..., ] instead heal it, ...".
  map(t`if ${slot('who', subject)} would die , ${slot('c', optional(map(t`if ${slot('c', condition)} ,`, { to: ({ c }) => c, from: (c) => ({ c }) })))} instead ${slot('effects', steps)}`, {
    to: ({ who, c, effects }) => (effects.some((e) => e.instead !== undefined) ? NO : dies(who, effects, c === undefined ? {} : { condition: c })),
    from: (a) => (isReplacement(a) && a.next === undefined && a.wording === undefined ? { who: a.appliesTo, c: a.condition, effects: a.effects } : NO),
  }),
  // "If a friendly unit would die, kill this instead. Heal that unit, ..." (the wording `insteadAfter`).
  map(t`if ${slot('who', subject)} would die , ${slot('effects', steps)}`, {
    to: ({ who, effects }) => {
      const said = insteadAfter(effects);
      return said === NO ? NO : dies(who, said, { wording: ['insteadAfter'] });
    },
    from: (a) => {
      if (!isReplacement(a) || a.next !== undefined || a.condition !== undefined || !jsonEqual(a.wording, ['insteadAfter'])) return NO;
      const effects = sayInsteadAfter(a.effects);
      return effects === NO ? NO : { who: a.appliesTo, effects };
    },
  }),
  // "The next time a friendly unit would die, kill this instead. ...": it applies once.
  map(t`the next time ${slot('who', subject)} would die , ${slot('effects', steps)}`, {
    to: ({ who, effects }) => {
      const said = insteadAfter(effects);
      return said === NO ? NO : dies(who, said, { next: true });
    },
    from: (a) => {
      if (!isReplacement(a) || a.next !== true || a.condition !== undefined || a.wording !== undefined) return NO;
      const effects = sayInsteadAfter(a.effects);
      return effects === NO ? NO : { who: a.appliesTo, effects };
    },
  }),
];

/** A death replacement said after "Once each turn,": its controller chooses to apply it, at most once each turn (CR 371). */
const onceEachTurn: Rule<AbilityAst> = map(t`once each turn , ${slot('r', alt(...LINES))}`, {
  to: ({ r }) => (r.kind === 'replacement' && r.replaces === 'dies' && r.next === undefined && r.delayed === undefined ? ({ ...r, onceEachTurn: true } as unknown as AbilityAst) : NO),
  from: (a) => (a.kind === 'replacement' && a.onceEachTurn === true ? { r: without(a as unknown as Step, 'onceEachTurn') as unknown as AbilityAst } : NO),
});

export const REPLACEMENT_LINES: readonly Rule<AbilityAst>[] = [onceEachTurn, ...LINES];
