/**
 * The lines of a card as printed, each one ability, one keyword line, a line stating a fact
 * of the card, or a spell's instructions: the grammar's top rule. A line is read into a
 * {@link Line}, in the text's form (objects chosen where named); card-lines.ts puts the lines
 * of a card together into card data and takes card data apart into lines.
 */
import { alt, map, NO, optional, slot, type Syntax } from '../../../engine/syntax/syntax.js';
import { jsonEqual } from '../../../engine/json/json-equal.js';
import type { Condition } from './condition-phrases.js';
import type { AbilityAst, Line } from './ability-ast.js';
import { activated, equipCards } from './activated.js';
import { fieldLine } from './card-fields.js';
import { asYouPlayLine } from './additional-cost-lines.js';
import type { TextContext } from './context.js';
import { step, steps } from './effects.js';
import { dash, keywordLine } from './keyword-lines.js';
import { passive } from './passives.js';
import { REPLACEMENT_LINES } from './replacement-lines.js';
import { bracket, phrase, resources, t, words, type Rule } from './primitives.js';
import { trigger, TRIGGER_WORDINGS, type TriggerClause, type TriggerWording } from './trigger-words.js';
import { ifCondition } from './conditions.js';
import { selfCondition } from './while-conditions.js';
import type { Expression } from './amounts.js';

/** The fields of a triggered ability its line states: its trigger clause (with the wording it was said in), an "if" after the comma, its effects. */
const TRIGGERED_KEYS = new Set(['kind', 'trigger', 'subject', 'nth', 'wording', 'condition', 'effects']);

const triggered: Rule<AbilityAst> = map(t`${slot('when', trigger)} , ${slot('condition', optional(map(t`${slot('c', ifCondition)} ,`, { to: ({ c }) => c, from: (c) => ({ c }) })))} ${slot('effects', steps)}`, {
  to: ({ when, condition, effects }) => ({ kind: 'triggered', ...when, ...(condition === undefined ? {} : { condition }), effects }) as AbilityAst,
  from: (a) => {
    if (a.kind !== 'triggered' || !Object.entries(a).every(([k, v]) => v === undefined || TRIGGERED_KEYS.has(k))) return NO;
    // The ability's wordings are its trigger clause's (the only ones this line states).
    if (a.wording !== undefined && !a.wording.every((w) => (TRIGGER_WORDINGS as readonly string[]).includes(w))) return NO;
    const when: TriggerClause = {
      trigger: a.trigger,
      ...(a.subject === undefined ? {} : { subject: a.subject }),
      ...(a.nth === undefined ? {} : { nth: a.nth }),
      ...(a.wording === undefined ? {} : { wording: a.wording as readonly TriggerWording[] }),
    };
    return { when, condition: a.condition, effects: a.effects };
  },
});

/**
 * "with one or more [Mighty] units" after a conquer or hold trigger: the conqueror's units at
 * the battlefield, some of them in that state as the event happens (the ability's `condition`,
 * CR 383.3.e). Each state is the selector that asks it of one unit.
 */
const WITH_UNITS: readonly { readonly words: Rule<undefined>; readonly state: string }[] = [
  { words: phrase(t`with one or more ${bracket('Mighty')} units`), state: 'isMighty' },
  { words: words('with one or more buffed units'), state: 'isBuffed' },
];
const CONQUEROR_EVENTS: readonly unknown[] = ['conquerHere', 'holdHere', 'conquers', 'holds'];

function unitsInState(state: string): Condition {
  return { some: [{ sel: 'units', args: [{ event: 'controller' }, 'friendly', { event: 'here' }] }, 'u', { sel: state, args: [{ var: 'u' }] }] };
}

const triggeredWithUnits: Rule<AbilityAst> = alt(
  ...WITH_UNITS.map(({ words: withWords, state }) =>
    map(t`${slot('when', trigger)} ${withWords} , ${slot('effects', steps)}`, {
      to: ({ when, effects }) => (CONQUEROR_EVENTS.includes(when.trigger) && when.subject === undefined ? ({ kind: 'triggered', ...when, condition: unitsInState(state), effects } as AbilityAst) : NO),
      from: (a) => {
        if (a.kind !== 'triggered' || a.wording !== undefined || a.nth !== undefined || a.subject !== undefined || !CONQUEROR_EVENTS.includes(a.trigger)) return NO;
        if (!Object.keys(a).every((k) => TRIGGERED_KEYS.has(k)) || !jsonEqual(a.condition, unitsInState(state))) return NO;
        return { when: { trigger: a.trigger }, effects: a.effects };
      },
    }),
  ),
);

/**
 * A "While" condition, one step, and the time of the turn after it: "While I'm at a
 * battlefield, draw 1 at the end of your turn." The ability triggers at that time and its
 * condition is asked as it does, as "At the end of your turn, if I'm at a battlefield, draw 1."
 * says it (CR 390.2, 383.3.e); the ability's wording `whileFirst`.
 */
const triggeredWhile: Rule<AbilityAst> = map(t`while ${slot('condition', selfCondition)} , ${slot('effect', step)} at the end of your turn .`, {
  to: ({ condition, effect }) => (effect.link === undefined && effect.or === undefined ? ({ kind: 'triggered', trigger: 'turnEnd', condition, effects: [effect], wording: ['whileFirst'] } as AbilityAst) : NO),
  from: (a) => {
    if (a.kind !== 'triggered' || a.trigger !== 'turnEnd' || a.condition === undefined || a.subject !== undefined || a.nth !== undefined || a.effects.length !== 1) return NO;
    if (!jsonEqual(a.wording, ['whileFirst']) || !Object.keys(a).every((k) => TRIGGERED_KEYS.has(k))) return NO;
    return { condition: a.condition as Expression, effect: a.effects[0] as never };
  },
});

/** An ability on a line of its own: a passive's sentence ends with a period (steps end with theirs). */
export const ability: Rule<AbilityAst> = alt(triggered, triggeredWithUnits, triggeredWhile, activated, ...REPLACEMENT_LINES, map(t`${slot('a', passive)} .`, { to: ({ a }) => a, from: (a) => ({ a }) }), passive);

/** Any line of a card. */
export const line: Syntax<Line, TextContext> = alt<Line, TextContext>(
  map(bracket('Unique'), { to: () => ({ kind: 'unique' }), from: (l: Line) => (l.kind === 'unique' ? undefined : NO) }),
  map(t`${bracket('Equip')} ${slot('cost', resources)}`, { to: ({ cost }) => ({ kind: 'equip', cost }), from: (l: Line) => (l.kind === 'equip' && l.cards === undefined ? { cost: l.cost } : NO) }),
  // An Equip cost taking cards, after a dash (activated.ts, equipCards).
  map(t`${bracket('Equip')} ${dash} ${slot('cost', resources)} , ${slot('cards', equipCards)}`, {
    to: ({ cost, cards }) => ({ kind: 'equip', cost, cards }),
    from: (l: Line) => (l.kind === 'equip' && l.cards !== undefined ? { cost: l.cost, cards: l.cards } : NO),
  }),
  map(keywordLine(() => ability), { to: (keywords) => ({ kind: 'keywords', keywords }), from: (l: Line) => (l.kind === 'keywords' ? l.keywords : NO) }),
  asYouPlayLine,
  map(t`${slot('fields', fieldLine)} .`, { to: ({ fields }) => ({ kind: 'fields', fields }), from: (l: Line) => (l.kind === 'fields' ? { fields: l.fields } : NO) }),
  // A spell's optional cost, then its steps asking whether it was paid ("If you do, ..."): one line.
  map(t`${slot('fields', fieldLine)} . ${slot('effects', steps)}`, {
    to: ({ fields, effects }) => (effects[0]?.previous === undefined ? NO : { kind: 'costThenSteps', fields, effects }),
    from: (l: Line) => (l.kind === 'costThenSteps' ? { fields: l.fields, effects: l.effects } : NO),
  }),
  map(ability, { to: (a) => ({ kind: 'ability', ability: a }), from: (l: Line) => (l.kind === 'ability' ? l.ability : NO) }),
  map(steps, { to: (effects) => ({ kind: 'effects', effects }), from: (l: Line) => (l.kind === 'effects' ? l.effects : NO) }),
);
