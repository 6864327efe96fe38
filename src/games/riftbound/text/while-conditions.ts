/**
 * Conditions as printed after "While": "I'm buffed", "you have 8+ runes", read into card
 * conditions (expressions of the expression language asked with `controller`, `source`, `here`
 * and, for a passive, `unit`: the unit it would reach). Each phrase is one entry here. The
 * conditions printed before a step or after "if" are in conditions.ts.
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import { jsonEqual } from '../../../engine/json/json-equal.js';
import { atLeast, CONTROLLER, expressionConstant, HERE, SOURCE, type Expression } from './amounts.js';
import type { TextContext } from './context.js';
import { bracket, constant, phrase, t, type Rule } from './primitives.js';
import { anyPower } from './zone-cards.js';
import { ownScoreWithin } from './condition-phrases.js';
import { STATE_CONDITIONS } from './state-conditions.js';

const UNIT = { event: 'unit' } as const;

const about = (sel: string, who: object) => ({ sel, args: [who] });

/** "attacking or defending alone": an attacker or a defender, with no other friendly unit there (CR 741.1). */
const attackingOrDefendingAlone = (who: object) => ({ and: [{ or: [about('isAttacking', who), about('isDefending', who)] }, about('isAlone', who)] });

/** How many runes the controller has: "you have 8+ runes". */
const runesAtLeast: Rule<Expression> = map(t`you have ${slot('n', atLeast)} runes`, {
  to: ({ n }) => ({ '>=': [{ count: { sel: 'runes', args: [CONTROLLER] } }, n] }),
  from: (e) => {
    const ge = (e as { '>='?: readonly unknown[] })['>='];
    return Array.isArray(ge) && Object.keys(e as object).length === 1 && jsonEqual(ge[0], { count: { sel: 'runes', args: [CONTROLLER] } }) && typeof ge[1] === 'number' ? { n: ge[1] } : NO;
  },
});

/** What a card says of itself after "While": "I'm buffed", "I'm [Mighty]"...; and what its controller has ("you control a gear", state-conditions.ts). */
export const selfCondition: Rule<Expression> = alt<Expression, TextContext>(
  expressionConstant("I'm buffed", about('isBuffed', SOURCE)),
  expressionConstant(phrase(t`I'm ${bracket('Mighty')}`), about('isMighty', SOURCE)),
  expressionConstant("I'm in combat", about('isInCombat', SOURCE)),
  expressionConstant("I'm at a battlefield", about('isAtBattlefield', SOURCE)),
  expressionConstant("I'm alone", about('isAlone', SOURCE)),
  expressionConstant("I'm attacking or defending alone", attackingOrDefendingAlone(SOURCE)),
  // A battlefield's: its controller's passive applies only while they control it, not while nobody does (CR 187.6.b).
  expressionConstant('you control this battlefield', { in: [SOURCE, { sel: 'controlledBy', args: [CONTROLLER] }] }),
  expressionConstant('you have another unit here', { '>=': [{ count: { sel: 'units', args: [CONTROLLER, 'controlled', HERE] } }, 2] }),
  runesAtLeast,
  ownScoreWithin as Rule<Expression>,
  ...(STATE_CONDITIONS as readonly Rule<Expression>[]),
);

/** What is said of the unit a passive would reach, after "While a friendly unit": "defends alone". */
export const unitCondition: Rule<Expression> = alt<Expression, TextContext>(
  expressionConstant('defends alone', { and: [about('isDefending', UNIT), about('isAlone', UNIT)] }),
  expressionConstant('attacks alone', { and: [about('isAttacking', UNIT), about('isAlone', UNIT)] }),
  expressionConstant('attacks or defends alone', attackingOrDefendingAlone(UNIT)),
  expressionConstant('is buffed', about('isBuffed', UNIT)),
);

/** How much of a fact of this turn the controller has done (the `thisTurn` selector, state/turn-facts.ts). */
const thisTurn = (fact: string) => ({ sel: 'thisTurn', args: [CONTROLLER, fact] });

/** "you've spent at least :rb_rune_rainbow::rb_rune_rainbow: this turn": Power of any domain spent on costs. */
const powerSpent: Rule<Expression> = map(t`you've spent at least ${slot('n', anyPower)} this turn`, {
  to: ({ n }) => ({ '>=': [thisTurn('powerSpent'), n] }),
  from: (e) => {
    const ge = (e as { '>='?: readonly unknown[] })['>='];
    return Array.isArray(ge) && Object.keys(e as object).length === 1 && jsonEqual(ge[0], thisTurn('powerSpent')) && typeof ge[1] === 'number' ? { n: ge[1] } : NO;
  },
});

/** How often, in words: "once", "twice", "three times". */
const TIMES = ['once', 'twice', 'three times'] as const;
const times: Rule<number> = alt(...TIMES.map((word, i) => constant(word, i + 1)));

/** "I have moved twice this turn": the card's own moves this turn, at least that many (the `movesThisTurn` selector). */
const movedTimes: Rule<Expression> = map(t`I have moved ${slot('n', times)} this turn`, {
  to: ({ n }) => ({ '>=': [about('movesThisTurn', SOURCE), n] }),
  from: (e) => {
    const ge = (e as { '>='?: readonly unknown[] })['>='];
    return Array.isArray(ge) && Object.keys(e as object).length === 1 && jsonEqual(ge[0], about('movesThisTurn', SOURCE)) && typeof ge[1] === 'number' ? { n: ge[1] } : NO;
  },
});

/** What happened this turn, printed after "If" before a passive's sentence: "you've discarded a card this turn". */
export const turnCondition: Rule<Expression> = alt<Expression, TextContext>(
  expressionConstant("you've discarded a card this turn", { '>': [thisTurn('discarded'), 0] }),
  powerSpent,
  movedTimes,
);

/**
 * "While I'm buffed, ": the condition of a passive, before its sentence; one about this turn's
 * history is printed "If you've discarded a card this turn, ".
 */
export const whileCondition: Rule<Expression> = alt<Expression, TextContext>(
  map(t`while ${slot('c', selfCondition)} ,`, { to: ({ c }) => c, from: (c) => ({ c }) }),
  map(t`if ${slot('c', turnCondition)} ,`, { to: ({ c }) => c, from: (c) => ({ c }) }),
);
