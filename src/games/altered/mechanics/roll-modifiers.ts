/**
 * Modifiers of the atomic action "roll a die" inside an effect (glossary 6.2.d, 7.3.13): more
 * dice rolled, of which the player keeps one ("instead roll that many dice plus one and ignore
 * the roll of your choice": `extraDice`), and a number added to the result, which a "you may"
 * lets the player decline (`add`, `optional`). A card in play (a hero's from the start) modifies
 * its controller's rolls.
 *
 * The one place a die is rolled for an effect: the step that rolls asks `rollFor`. Without a
 * modifier, one die is rolled and its result is the step's. With modifiers they are ordered as
 * a step's are (mechanics/modifier-order.ts): each applies once (6.2.h) and, once one applied,
 * the others are checked again (6.2.g); a roll modified is still a roll, so none ends the
 * checking, and since extra dice add up and added numbers add up, their order changes nothing
 * and no one chooses it (6.2.f asks a choice only where it could). All the dice are rolled at
 * once, and where the player has something to choose (which die to keep, whether a "you may"
 * modifier applies), the ability waits for them with the dice shown (7.3.13.c: the player sees
 * the results before choosing the die and the modifiers): the `choose` action with `die` and
 * `accept`.
 */
import { randomInt } from '../../../engine/game/rng.js';
import { cardModifiers } from './step-modifiers.js';
import { settle, type Ordered } from './modifier-order.js';
import { playerActed } from './player-acts.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, AlteredState, SeatId } from '../state/state.js';
import type { Ordering, PendingRoll } from '../state/modifier-plans.js';

type CardModifier = NonNullable<AlteredCard['modifiers']>[number];
export type RollModifier = Extract<CardModifier, { step: 'rollDie' }>;

/** A roll modifier of the player's cards, as its order is judged. */
interface HeldRoll extends Ordered {
  readonly modifier: RollModifier;
}

const isRoll = (m: CardModifier): m is RollModifier => m.step === 'rollDie';

/** The roll modifiers of `seatId`'s cards that work now, in the order they apply ("you" is the card's controller). */
function applied(host: AlteredHost, seatId: SeatId): HeldRoll[] {
  const all: HeldRoll[] = cardModifiers(host, undefined, 'rollDie').flatMap(({ holder, modifier, id }) =>
    holder.controller === seatId && isRoll(modifier) ? [{ id, modifier, adds: true }] : [],
  );
  if (all.length === 0) return [];
  const plan: Ordering = { applied: [], options: [] };
  const order: HeldRoll[] = [];
  settle(plan, all, () => true, (m) => {
    plan.applied.push(m.id);
    order.push(m);
  });
  return order;
}

function rollOne(host: AlteredHost, seatId: SeatId): number {
  const result = randomInt(host.state.rng, 6) + 1;
  host.emit({ type: 'dieRolled', seat: seatId, result });
  return result;
}

/**
 * `seatId` rolls a die for an effect, with their modifiers: the result when nothing is left to
 * choose, else the dice rolled and what the choice may add (`keepDie` finishes the roll).
 */
export function rollFor(host: AlteredHost, seatId: SeatId): number | PendingRoll {
  const modifiers = applied(host, seatId);
  for (const m of modifiers) host.emit({ type: 'modifierApplied', seat: seatId, modifier: m.id });
  const extra = modifiers.reduce((n, m) => n + (m.modifier.instead.extraDice ?? 0), 0);
  const dice = Array.from({ length: 1 + extra }, () => rollOne(host, seatId));
  const add = modifiers.reduce((n, m) => n + (m.modifier.optional ? 0 : (m.modifier.instead.add ?? 0)), 0);
  const optionalAdd = modifiers.reduce((n, m) => n + (m.modifier.optional ? (m.modifier.instead.add ?? 0) : 0), 0);
  // An optional extra die needs no choice of its own: keeping the first die is declining it.
  if (dice.length === 1 && optionalAdd === 0) return finish(host, seatId, (dice[0] as number) + add, modifiers.length > 0);
  return { dice, add, optionalAdd };
}

/** The player keeps die `die` of the pending roll, with the optional modifiers if `take`: the roll's result (the caller checked `die`). */
export function keepDie(host: AlteredHost, seatId: SeatId, pending: PendingRoll, die: number, take: boolean): number {
  return finish(host, seatId, (pending.dice[die] as number) + pending.add + (take ? pending.optionalAdd : 0), true);
}

/** The roll ends with `result`; a modified one says so (`dieKept`), an unmodified one was said by its die. */
function finish(host: AlteredHost, seatId: SeatId, result: number, modified: boolean): number {
  if (modified) host.emit({ type: 'dieKept', seat: seatId, result });
  playerActed(host, seatId, 'rollDie');
  return result;
}

/** The roll waiting for its player's choice, if the ability waits for one. */
export function pendingRoll(state: AlteredState): PendingRoll | undefined {
  return state.resolving?.pendingRoll;
}

/** Whether the pending roll may be finished without the optional modifiers: only when one is optional. */
export function rollDeclinable(pending: PendingRoll): boolean {
  return pending.optionalAdd > 0;
}
