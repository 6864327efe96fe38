/**
 * Conditions as printed ("if you control another Mech", "if an opponent controls a
 * battlefield"), each read into the card condition expression the engine evaluates (with
 * `{ "event": "controller" }` and `{ "event": "source" }`), and printed from it. A rule is a
 * phrase and the expression it stands for, written once: the expression is built from the
 * phrase's slots, and an expression is this rule's to print when it has exactly that shape,
 * its slot values found where the phrase put them.
 */
import { jsonEqual } from '../../../engine/json/json-equal.js';
import { alt, map, NO, slot, token } from '../../../engine/syntax/syntax.js';
import type { TextContext } from './context.js';
import { bracket, digits, numberWord, t, type Rule } from './primitives.js';

/** A card condition: an expression of the rules files' language. */
export type Condition = unknown;

const controller = { event: 'controller' } as const;
const source = { event: 'source' } as const;

/** Stands for a slot's value while an expression's shape is built, to find the value in an expression. */
class Hole {
  constructor(readonly key: string) {}
}

/** Binds the holes of `shape` to the parts of `value` in their places; false when the rest differs. */
function bind(shape: unknown, value: unknown, out: Record<string, unknown>): boolean {
  if (shape instanceof Hole) {
    if (shape.key in out) return jsonEqual(out[shape.key], value);
    out[shape.key] = value;
    return true;
  }
  if (Array.isArray(shape)) return Array.isArray(value) && value.length === shape.length && shape.every((s, i) => bind(s, value[i], out));
  if (shape !== null && typeof shape === 'object') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    const keys = Object.keys(shape);
    return keys.length === Object.keys(value).length && keys.every((k) => k in value && bind((shape as Record<string, unknown>)[k], (value as Record<string, unknown>)[k], out));
  }
  return shape === value;
}

/** A condition (or count) phrase: its template, and the expression its slot values make. */
export function phrase<V extends object, R = Condition>(template: Rule<V>, build: (values: { readonly [K in keyof V]: V[K] }) => R): Rule<R> {
  const keys = 'keys' in template ? (template as { keys: readonly string[] }).keys : [];
  const shape = build(Object.fromEntries(keys.map((k) => [k, new Hole(k)])) as unknown as V);
  return map(template, {
    to: (values) => build(values),
    from: (condition) => {
      const values: Record<string, unknown> = {};
      return bind(shape, condition, values) && jsonEqual(build(values as V), condition) ? (values as V) : NO;
    },
  });
}

/** A tag as printed in a sentence, capitalised: "Mech", "Dragon" (CR 133.8). */
export const tagWord: Rule<string> = token<string, TextContext>(
  'word',
  (text) => (/^[A-Z][a-z]+$/.test(text) ? text : undefined),
  (tag) => (/^[A-Z][a-z]+$/.test(tag) ? tag : undefined),
);

/** The units the controller controls with a tag, the source aside. */
function othersWithTag(tag: unknown): Condition {
  return { some: [{ sel: 'unitsWithTag', args: [controller, tag] }, 'u', { '!=': [{ var: 'u' }, source] }] };
}

/**
 * A team's score at least the Victory Score less `n` (CR 478.3: "within N points" of it); the
 * Victory Score as the mode and the passives that change it set it.
 */
function scoreWithin(who: object, n: number): Condition {
  return { '>=': [{ sel: 'teamScore', args: [who] }, { '-': [{ sel: 'victoryScore' }, n] }] };
}

/** "your score is within 3 points of the Victory Score": the controller's team's, before a step or after "While". */
export const ownScoreWithin: Rule<Condition> = phrase(t`your score is within ${slot('n', digits)} points of the Victory Score`, ({ n }) => scoreWithin(controller, n));

/** "you have two or fewer cards in your hand": the size of the controller's hand, at most (public, CR 109.1). */
export const handAtMost: Rule<Condition> = phrase(t`you have ${countSlot()} or fewer cards in your hand`, ({ n }) => ({ '<=': [{ sel: 'handSize', args: [controller] }, n] }));

export const CONDITIONS: readonly Rule<Condition>[] = [
  phrase(t`you control another ${tagSlot()}`, ({ tag }) => othersWithTag(tag)),
  phrase(t`you control a ${tagSlot()}`, ({ tag }) => ({ '>': [{ count: { sel: 'unitsWithTag', args: [controller, tag] } }, 0] })),
  handAtMost,
  phrase(t`you have ${countSlot()} or more other units in your base`, ({ n }) => ({
    '>=': [{ count: { filter: [{ sel: 'baseUnits', args: [controller] }, 'u', { '!=': [{ var: 'u' }, source] }] } }, n],
  })),
  phrase(t`an opponent controls a battlefield`, () => ({ some: [{ sel: 'opponents', args: [controller] }, 's', { '>': [{ count: { sel: 'controlledBy', args: [{ var: 's' }] } }, 0] }] })),
  phrase(t`an enemy unit has died this turn`, () => ({ some: [{ sel: 'opponents', args: [controller] }, 's', { '>': [{ sel: 'thisTurn', args: [{ var: 's' }, 'unitsDied'] }, 0] }] })),
  phrase(t`an opponent's score is within ${slot('n', digits)} points of the Victory Score`, ({ n }) => ({
    some: [{ sel: 'opponents', args: [controller] }, 's', scoreWithin({ var: 's' }, n)],
  })),
  ownScoreWithin,
];

function tagSlot() {
  return slot('tag', tagWord);
}

/** A count of things, written as a word ("two or fewer"). */
function countSlot() {
  return slot('n', numberWord);
}

/** Any condition phrase. */
export const condition: Rule<Condition> = alt(...CONDITIONS);

/** "card in your trash": the cards of the controller's trash (public, CR 108.2.d). */
export const cardInTrash: Rule<Condition> = phrase(t`card in your trash`, () => ({ sel: 'trashSize', args: [controller] }));

/** "card in your hand": how many cards the controller's hand holds (its size is public, CR 109.1). */
export const cardInHand: Rule<Condition> = phrase(t`card in your hand`, () => ({ sel: 'handSize', args: [controller] }));

/** "Mech you control", "Equipment you control": the controller's units and gear of a tag (CR 133.8). */
export const taggedYouControl: Rule<Condition> = phrase(t`${tagSlot()} you control`, ({ tag }) => ({ sel: 'controlledWithTag', args: [controller, tag] }));

/** "XP you have": the controller's XP, their own (CR 729.2: public; 732: not a teammate's). */
export const xpYouHave: Rule<Condition> = phrase(t`XP you have`, () => ({ sel: 'xp', args: [controller] }));

/** What "for each ..." counts, as a number expression: "card in your trash". */
export const COUNTS: readonly Rule<Condition>[] = [
  cardInTrash,
  cardInHand,
  taggedYouControl,
  xpYouHave,
  phrase(t`card you've played this turn`, () => ({ sel: 'cardsPlayedThisTurn', args: [controller] })),
  phrase(t`of your ${bracket('Mighty')} units`, () => ({ sel: 'mightyUnits', args: [controller] })),
  // Points scored by holding this turn (CR 464.2; state/turn-facts.ts).
  phrase(t`point you scored from holding this turn`, () => ({ sel: 'thisTurn', args: [controller, 'heldPoints'] })),
];

/** Any count phrase. */
export const countPhrase: Rule<Condition> = alt(...COUNTS);
