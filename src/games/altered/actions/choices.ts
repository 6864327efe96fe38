/**
 * A player's choice while their ability resolves (glossary 5.2.3.e, g): take or decline a
 * "you may" step, or an inner action ("you may pay N to..."), which is paid as it is taken
 * and may choose its own target then (Tough taxing it as any targeting does); or choose the card
 * a card step moves ("put a Spell from your hand in Reserve": mechanics/card-moves.ts), or the card a step
 * plays at once and its expedition (mechanics/play-now.ts), which its player must do unless the step is
 * optional; or, once a step rolled dice with its modifiers, the die kept and whether its "you may"
 * modifiers apply (mechanics/roll-modifiers.ts). Until the choice is made, nothing else happens: no
 * reaction is played, no turn is taken.
 */
import { decide, playedAbility } from '../mechanics/effects.js';
import { cardsIn, choosable, chooserOf, distributes, isChosenStep } from '../mechanics/card-moves.js';
import { targetableExpeditions } from '../reads/expeditions.js';
import { cardOf, readyMana, seat } from '../reads/queries.js';
import { stepTargetCost, stepTargetOf, targetable, targetRefusal, toughCost } from '../mechanics/targets.js';
import type { AlteredHost } from '../state/state.js';
import { refuse, text } from '../i18n/messages.js';
import { exhaustedReserveCards, readiesInReserve } from '../mechanics/ready-in-reserve.js';
import { violation } from '../../../engine/errors.js';
import { canSpend, countersOf, holderInPlay } from '../mechanics/counters.js';
import { alteredAction, flag, id, side, target } from '../mechanics/declare-action.js';
import { putIntoPlay } from './actions.js';
import { costNow, playNowOptions, type PlayNowOption } from '../mechanics/play-now.js';
import { isModeList, modesAllowed } from '../mechanics/more-modes.js';
import { isPlayNow, type PlayNow } from '../cards/play-now-step.js';
import { statusesOffered } from '../mechanics/status-choice.js';
import { pendingRoll, rollDeclinable } from '../mechanics/roll-modifiers.js';
import type { Side } from '../state/state.js';
import type { ChooseAction } from '../../../types/altered.js';
import type { PendingRoll } from '../state/modifier-plans.js';

const API = 'docs/altered.md#actions';

/** Whether the step waiting puts revealed characters in the player's expeditions ("Choose up to three Characters from these cards and put them in your Expeditions"). */
function putsInExpeditions(host: AlteredHost): boolean {
  const step = pendingStep(host);
  return step?.op === 'revealTop' && step.intoExpeditions !== undefined;
}

const SIDES = ['hero', 'companion'] as const;

/** Whether the choice waiting is a character's controller taking or declining its "you may" replacement of its leaving. */
function leaving(host: AlteredHost): boolean {
  return host.state.resolving?.asking !== undefined;
}

/** The step waiting for a choice, or undefined. */
function pendingStep(host: AlteredHost) {
  return host.state.resolving?.effects[0];
}

/** The kind of target the pending step chooses now, if it chooses one (an inner action's own, Sabotage's card). */
function innerTargetOf(host: AlteredHost) {
  return stepTargetOf(pendingStep(host));
}

/** What the chooser may choose, when the pending step has its players choose among their own (a card to move, an object to sacrifice). */
function cardsToChoose(host: AlteredHost, seatId: string): string[] | undefined {
  if (leaving(host)) return undefined;
  const step = pendingStep(host);
  return isChosenStep(step) ? choosable(host, seatId, step, host.state.resolving?.me ?? null) : undefined;
}

/** Whether the pending step may be declined: a "you may" step or an inner action may, a chosen step without them may not (a card to play now among them). */
function declinable(host: AlteredHost): boolean {
  if (leaving(host) || putsInExpeditions(host)) return true;
  const step = pendingStep(host);
  const roll = pendingRoll(host.state);
  if (roll) return rollDeclinable(roll);
  if (statusesOffered(step) !== undefined) return step?.optional === true;
  return !isChosenStep(step) || step.optional === true || step.innerCost !== undefined || step.spend !== undefined;
}

/** The ways to take the pending step: with each card it may play and each expedition it may go to, each card it may move, each legal target it chooses now, or as it is. */
/** What taking the step names, one entry per way to take it. */
type Taking = Pick<ChooseAction, 'target' | 'card' | 'expedition' | 'status' | 'die' | 'mode'>;

function takings(host: AlteredHost, seatId: string): Taking[] {
  const step = pendingStep(host);
  if (!step) return [];
  // A "you may" replacement of a character's leaving: taken or declined, nothing more (mechanics/leave-replacement.ts).
  if (leaving(host)) return [{}];
  // Dice rolled: each die kept (declined below: kept without the "you may" modifiers).
  const roll = pendingRoll(host.state);
  if (roll) return roll.dice.map((_, die) => ({ die }));
  // A card played at once: a character or expedition permanent into each expedition it may go to, a landmark as it is, a spell in each of its modes and targets.
  if (isPlayNow(step)) return playNowOptions(host, seatId, step, host.state.resolving?.me ?? null).flatMap((o) => (o.aims ? o.aims.map((aim) => ({ card: o.card, ...(aim as Pick<Taking, 'mode' | 'target'>) })) : o.sides.length > 0 ? o.sides.map((expedition) => ({ card: o.card, expedition })) : [{ card: o.card }]));
  // A status of the player's choice (mechanics/status-choice.ts): each one listed.
  const statuses = statusesOffered(step);
  if (statuses) return statuses.map((status) => ({ status }));
  // A token distributed: its expedition, any player's, as the "target".
  if (distributes(step)) return targetableExpeditions(host).map((target) => ({ target }));
  const cards = cardsToChoose(host, seatId);
  // Revealed characters put in an expedition: each with each of the player's expeditions (mechanics/revealed-cards.ts).
  if (cards && putsInExpeditions(host)) return cards.flatMap((card) => SIDES.map((expedition) => ({ card, expedition })));
  if (cards) return cards.map((card) => ({ card }));
  const innerTarget = innerTargetOf(host);
  // "Ready an exhausted card in Reserve": only an exhausted one.
  if (readiesInReserve(pendingStep(host))) return exhaustedReserveCards(host).map((target) => ({ target }));
  return innerTarget ? targetable(host, seatId, { target: innerTarget }).map((target) => ({ target })) : [{}];
}

/** What taking the step costs: an inner action's mana orbs, and Tough on its own target. */
function takingCost(host: AlteredHost, seatId: string, target: unknown): number {
  return (pendingStep(host)?.innerCost ?? 0) + stepTargetCost(host, seatId, innerTargetOf(host), target);
}

export const choose = alteredAction({
  type: 'choose',
  description:
    'While an ability resolves: take ("accept": true) or decline ("accept": false) its "you may" step or inner action; a step that gives a status of its player\'s choice takes that "status"; an inner action taken is paid in mana orbs at once, and one with a target of its own takes "target"; a step that moves a card of yours you choose ("put a Spell from your hand in Reserve") takes that "card", and is declined only if optional; a step that plays a card at once takes the "card" and, for a character, its "expedition"; a token distributed among expeditions takes its expedition as the "target" (`<seat>:<side>`), and is never declined; dice rolled with their modifiers take the "die" kept (its index among the dice shown, 0 when one was rolled), and "accept" says whether the "you may" modifiers apply (false only where one is optional).',
  fields: { properties: { accept: flag, target, card: id, expedition: side, status: { enum: ['fleeting', 'anchored', 'asleep'] }, die: { type: 'integer', minimum: 0, maximum: 9 }, mode: { anyOf: [{ type: 'integer' }, { type: 'array', items: { type: 'integer' } }] } }, required: ['accept'] },
  enumerate(host, seatId) {
    if (chooserOf(host.state) !== seatId) return [];
    const taken = takings(host, seatId)
      .filter((aim) => takingCost(host, seatId, aim['target']) <= readyMana(host.state, seatId) && countersEnough(host))
      .map((aim): ChooseAction => ({ type: 'choose', seat: seatId, accept: true, ...aim }));
    const roll = pendingRoll(host.state);
    if (roll) return rollDeclinable(roll) ? [...taken, ...roll.dice.map((_, die): ChooseAction => ({ type: 'choose', seat: seatId, accept: false, die }))] : taken;
    return declinable(host) ? [...taken, { type: 'choose', seat: seatId, accept: false }] : taken;
  },
  check(host, action) {
    if (!pendingStep(host)) return refuse('NO_CHOICE', 'glossary 5.2.3.e');
    if (typeof action['accept'] !== 'boolean') return refuse('MALFORMED_ACTION.accept', API);
    const roll = pendingRoll(host.state);
    if (roll) return rollRefusal(action, roll);
    if (leaving(host)) return ['target', 'card', 'expedition', 'status', 'die'].some((k) => action[k] !== undefined) ? refuse('MALFORMED_ACTION.acceptOnly', 'glossary 6.2.b') : undefined;
    if (action['die'] !== undefined) return refuse('MALFORMED_ACTION.noDie', API);
    const step = pendingStep(host);
    if (isPlayNow(step)) return playNowRefusal(host, action, step);
    if (action['mode'] !== undefined) return refuse('MALFORMED_ACTION.noModes', API);
    const statuses = statusesOffered(step);
    if (statuses) return action['accept'] ? (statuses.includes(action['status'] as never) ? undefined : refuse('MALFORMED_ACTION.status', API, { statuses: statuses.join(', ') })) : declinable(host) ? undefined : refuse('NOT_ALLOWED.mustChoose', 'glossary 5.2.3.e');
    if (action['status'] !== undefined) return refuse('MALFORMED_ACTION.noStatus', API);
    if (distributes(step)) return distributionRefusal(host, action);
    if (action['expedition'] !== undefined && !(putsInExpeditions(host) && action['accept'] === true)) return refuse('MALFORMED_ACTION.noExpeditionChoice', API);
    if (putsInExpeditions(host) && action['accept'] === true && action['expedition'] !== 'hero' && action['expedition'] !== 'companion') return refuse('MALFORMED_ACTION.putExpedition', API);
    const cards = cardsToChoose(host, action.seat);
    if (cards) return cardRefusal(host, action, cards);
    if (action['card'] !== undefined) return refuse('MALFORMED_ACTION.noCard', API);
    const innerTarget = innerTargetOf(host);
    if (!action['accept'] || !innerTarget) return action['target'] === undefined ? affordable(host, action) : refuse('MALFORMED_ACTION.noTarget', API);
    const notExhausted = readiesInReserve(pendingStep(host)) && typeof action['target'] === 'string' && !exhaustedReserveCards(host).includes(action['target']);
    if (notExhausted) return refuse('NOT_ALLOWED.readyExhausted', 'glossary 1.4.1.c', { id: action['target'] as string });
    return targetRefusal(host, action.seat, { target: innerTarget }, action['target'], API) ?? affordable(host, action);
  },
  perform: performChoose,
});

/** Why this card step's choice is refused, if it is: declined when it must be taken, or a card it may not move. */
function cardRefusal(host: AlteredHost, action: { seat: string; accept?: unknown; target?: unknown; card?: unknown }, cards: readonly string[]) {
  if (action.target !== undefined) return refuse('MALFORMED_ACTION.cardNotTarget', API);
  if (!action.accept) return declinable(host) ? undefined : refuse('NOT_ALLOWED.mustChoose', 'glossary 5.2.3.e');
  if (typeof action.card !== 'string') return refuse('MALFORMED_ACTION.chosenCard', API);
  const step = pendingStep(host);
  if (!cards.includes(action.card)) {
    if (step?.op === 'anchor' || step?.op === 'sleep') return refuse('NOT_ALLOWED.otherCard', 'glossary 1.4.5.a');
    if (step?.op === 'revealTop') return refuse('NOT_ALLOWED.notRevealed', 'glossary 3.1.3');
    if (step?.op !== 'moveCard' && step?.op !== 'exchange') return refuse(step?.op === 'sacrifice' && step.chosen === 'character' ? 'NOT_ALLOWED.sacrificeCharacter' : 'NOT_ALLOWED.sacrificeCharacterOrPermanent', 'glossary 7.3.19.a');
    const from = step.op === 'exchange' ? 'hand' : step.from;
    const where = cardsIn(seat(host.state, action.seat), from).includes(action.card);
    return where
      ? refuse('NOT_ALLOWED.otherCard', 'glossary 1.4.5.a')
      : violation(from === 'hand' ? 'NOT_IN_HAND' : from === 'reserve' ? 'NOT_IN_RESERVE' : 'NOT_ALLOWED', text('chooseCardIn', { zone: text(`zone.${from}`) }), 'glossary 1.4.5.a');
  }
  return affordable(host, action);
}

/** Why the choice of a die is refused, if it is: another field, a die not rolled, or the modifiers declined where none is optional (glossary 7.3.13.c). */
function rollRefusal(action: { seat: string; accept?: unknown; target?: unknown; card?: unknown; expedition?: unknown; status?: unknown; die?: unknown }, roll: PendingRoll) {
  if (action.target !== undefined || action.card !== undefined || action.expedition !== undefined || action.status !== undefined) return refuse('MALFORMED_ACTION.dieOnly', API);
  const die = action.die ?? (roll.dice.length === 1 ? 0 : undefined);
  if (typeof die !== 'number' || !Number.isInteger(die) || die < 0 || die >= roll.dice.length) return refuse('MALFORMED_ACTION.die', 'glossary 7.3.13.c', { count: roll.dice.length });
  return action.accept === false && !rollDeclinable(roll) ? refuse('NOT_ALLOWED.keepModifiers', 'glossary 6.2.b') : undefined;
}

/**
 * Why the choice of a card to play now is refused, if it is: declined when it must be taken, a
 * card it cannot play now, an expedition the card may not go to; a spell's mode and target as
 * playing it on a turn checks them, and what its target's Tough adds (mechanics/play-now.ts).
 */
function playNowRefusal(host: AlteredHost, action: { seat: string; accept?: unknown; target?: unknown; card?: unknown; expedition?: unknown; mode?: unknown }, step: PlayNow) {
  if (!action.accept) return action.card === undefined && action.expedition === undefined && action.target === undefined && action.mode === undefined ? (step.optional === true ? undefined : refuse('NOT_ALLOWED.mustChoose', 'glossary 5.2.3.e')) : refuse('MALFORMED_ACTION.noCard', API);
  if (typeof action.card !== 'string') return refuse('MALFORMED_ACTION.chosenCard', API);
  const option = playNowOptions(host, action.seat, step, host.state.resolving?.me ?? null).find((o) => o.card === action.card);
  if (!option) return refuse('NOT_ALLOWED.playNow', 'seed 003 (Afternoon: play a card)');
  if (!option.aims && (action.target !== undefined || action.mode !== undefined)) return refuse('MALFORMED_ACTION.cardNotTarget', API);
  if (option.sides.length > 0) return option.sides.includes(action.expedition as Side) ? undefined : refuse('MALFORMED_ACTION.playNowExpedition', API);
  if (action.expedition !== undefined) return refuse('MALFORMED_ACTION.noExpeditionChoice', API);
  if (!option.aims) return undefined;
  const def = cardOf(host, option.card);
  const ability = playedAbility(def, action.mode);
  if (!ability) return def.modes ? refuse('MALFORMED_ACTION.mode', API, { count: def.modes.length }) : refuse('MALFORMED_ACTION.noModes', API);
  if (isModeList(action.mode) && action.mode.length > modesAllowed(host, action.seat, def)) return refuse('NOT_ALLOWED.moreModes', 'glossary 5.2.3.f', { count: modesAllowed(host, action.seat, def) });
  const aimed = targetRefusal(host, action.seat, ability, action.target, API, option.card);
  if (aimed) return aimed;
  const cost = costNow(host, action.seat, def, option.fromReserve, step, undefined, toughCost(host, action.seat, action.target));
  return cost <= readyMana(host.state, action.seat) ? undefined : refuse('CANNOT_AFFORD', 'seed 003', { cost });
}

/** Why the choice of a distributed token's expedition is refused, if it is: declined (it must be made), or no expedition of a player in the game. */
function distributionRefusal(host: AlteredHost, action: { seat: string; accept?: unknown; target?: unknown; card?: unknown; expedition?: unknown }) {
  if (action.card !== undefined || action.expedition !== undefined) return refuse('MALFORMED_ACTION.tokenExpedition', API);
  if (!action.accept) return refuse('NOT_ALLOWED.mustChoose', 'glossary 5.2.3.e');
  return typeof action.target === 'string' && targetableExpeditions(host).includes(action.target) ? undefined : refuse('MALFORMED_ACTION.tokenExpedition', API);
}

function affordable(host: AlteredHost, action: { seat: string; accept?: unknown; target?: unknown }) {
  const cost = takingCost(host, action.seat, action.target);
  const spend = pendingStep(host)?.spend;
  if (action.accept && spend !== undefined && !countersEnough(host)) {
    const me = host.state.resolving?.me ?? null;
    return refuse('CANNOT_AFFORD.counters', 'glossary 5.2.3.g', { amount: spend.amount, counter: spend.counter, name: String(me), has: countersOf(holderInPlay(host, me), spend.counter) });
  }
  return !action.accept || cost <= readyMana(host.state, action.seat) ? undefined : refuse('CANNOT_AFFORD.innerAction', 'glossary 5.2.3.g', { cost });
}

/** Whether the card that carries the ability, in play, holds the counters its inner action spends ("you may spend 1 of my Cobalt counters to"; mechanics/counters.ts): else it cannot be taken. */
function countersEnough(host: AlteredHost): boolean {
  const spend = pendingStep(host)?.spend;
  return spend === undefined || canSpend(holderInPlay(host, host.state.resolving?.me ?? null), spend);
}

export function performChoose(host: AlteredHost, action: ChooseAction): void {
  const step = pendingStep(host);
  // A card played at once is played here, paid as any card is (actions/actions.ts); the steps after it act on it (decide).
  if (isPlayNow(step) && action.accept === true) {
    const chooser = chooserOf(host.state) as string;
    const option = playNowOptions(host, chooser, step, host.state.resolving?.me ?? null).find((o) => o.card === action.card) as PlayNowOption;
    const cost = option.aims ? costNow(host, chooser, cardOf(host, option.card), option.fromReserve, step, undefined, toughCost(host, chooser, action.target)) : (option.costs[action.expedition ?? 'none'] ?? 0);
    // A spell resolves as it is played, inside the ability playing it: if it waits for a choice, the rest of that ability waits beneath it (decide).
    const playing = host.state.resolving;
    host.state.resolving = null;
    putIntoPlay(host, chooser, { id: option.card, fromReserve: option.fromReserve, cost, ...(step.boosts === undefined ? {} : { boosts: step.boosts }) }, action.expedition, action.mode, action.target);
    const above = host.state.resolving ?? undefined;
    host.state.resolving = playing;
    return decide(host, { accept: true, card: action.card }, above);
  }
  // Only a spell played at once takes a list of targets: any other choice's target is one id (check).
  decide(host, { accept: action.accept, target: action.target as string | undefined, card: action.card, status: action.status, die: action.die, expedition: action.expedition });
}
