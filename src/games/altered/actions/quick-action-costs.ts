/**
 * What a quick action costs besides exhausting its card (glossary 1.2.4.c: a quick action is
 * written "Cost : Effect"; card data: the ability's `cost`): mana orbs ("{2}, {T} :"), and a
 * card given up, a card of its player's Reserve discarded ("{T}, Discard a card from your
 * Reserve:") or a character they control sacrificed ("{T}, Sacrifice a Character:", glossary
 * 7.3.19.a). The card given up is chosen as the action is taken (the action's `costCard`), as
 * costs are paid before the effect: a cost that cannot be paid cannot be chosen (glossary
 * 1.4.1.b), so an action whose cost finds no card is not offered. The card itself is never
 * the one given up: its own exhausting is its cost, and a cost that discards or sacrifices the
 * card itself prints "me" (docs/altered.md, decisions).
 */
import type { RuleViolation } from '../../../engine/errors.js';
import { discardFromReserve, sacrificeChosen } from '../mechanics/effects.js';
import { refuse } from '../i18n/messages.js';
import { inGame, seat } from '../reads/queries.js';
import type { Ability } from '../mechanics/targets.js';
import type { AlteredHost, AlteredObject, ObjectId, SeatId } from '../state/state.js';
import { canSpend, countersOf, spendCounters } from '../mechanics/counters.js';
import { optionalLeave } from '../mechanics/leave-replacement.js';

type Cost = NonNullable<Ability['cost']>;

/** The mana orbs a quick action costs besides Tough's. */
export function costMana(ability: Ability): number {
  return ability.cost?.mana ?? 0;
}

/** The cards `seatId` may give up to pay this ability's cost, or undefined when it gives up none. */
export function costCards(host: AlteredHost, seatId: SeatId, ability: Ability, source: ObjectId): readonly ObjectId[] | undefined {
  const giveUp = ability.cost?.giveUp;
  if (giveUp === undefined || !inGame(host.state, seatId)) return giveUp === undefined ? undefined : [];
  const s = seat(host.state, seatId);
  // "A Character": a character in their expeditions (glossary 7.3.19.a: an object they control in play).
  const among = giveUp === 'reserveCard' ? s.reserve : s.expedition;
  return among.filter((id) => id !== source);
}

/** Why `costCard` cannot pay this ability's cost (missing where one is needed, given where none is), if it cannot. */
export function costCardRefusal(host: AlteredHost, seatId: SeatId, ability: Ability, source: ObjectId, costCard: unknown): RuleViolation | undefined {
  const cards = costCards(host, seatId, ability, source);
  if (cards === undefined) return costCard === undefined ? undefined : refuse('MALFORMED_ACTION.noCostCard', 'docs/altered.md#actions');
  if (typeof costCard === 'string' && cards.includes(costCard)) return undefined;
  return (ability.cost as Cost).giveUp === 'reserveCard' ? refuse('NOT_ALLOWED.costReserveCard', 'glossary 1.4.1.b') : refuse('NOT_ALLOWED.costCharacter', 'glossary 7.3.19.a');
}

/**
 * Why the card cannot pay the counters its quick action spends ("{T}, Spend 1 of my Cobalt
 * counters:"), if it cannot: a cost that cannot be paid cannot be chosen (glossary 1.4.1.b).
 */
export function counterCostRefusal(obj: AlteredObject, ability: Ability, name: string): RuleViolation | undefined {
  const spend = ability.cost?.spend;
  return spend === undefined || canSpend(obj, spend) ? undefined : refuse('CANNOT_AFFORD.counters', 'glossary 1.4.1.b', { amount: spend.amount, counter: spend.counter, name, has: countersOf(obj, spend.counter) });
}

/** Pays the counters part of the cost (the caller checked it), from the card itself. */
export function spendCostCounters(host: AlteredHost, obj: AlteredObject, ability: Ability): void {
  if (ability.cost?.spend !== undefined) spendCounters(host, obj, ability.cost.spend);
}

/**
 * The ability as it resolves once its cost is paid: as printed, or, when the character it
 * sacrifices has a "you may" replacement of its leaving (mechanics/leave-replacement.ts), with
 * that sacrifice as its first step, so that its controller takes or declines the replacement as
 * it is paid (glossary 6.2.e), still before the effect (`giveUpCostCard` then gives up nothing).
 */
export function withCostAsked(host: AlteredHost, ability: Ability, costCard: ObjectId | undefined): Ability {
  const obj = costCard === undefined ? undefined : host.state.objects[costCard];
  if (ability.cost?.giveUp !== 'character' || obj === undefined || optionalLeave(host, obj) === undefined) return ability;
  // One object's step, as a "for each" step names it (mechanics/activate-each.ts).
  const sacrifice = { op: 'sacrifice', object: obj.id } as unknown as Ability['effects'][number];
  return { ...ability, effects: [sacrifice, ...ability.effects] };
}

/** Pays the card part of the cost (the caller checked it): the card of the Reserve to Discard, or the character sacrificed (unless `withCostAsked` made it the ability's first step). */
export function giveUpCostCard(host: AlteredHost, ability: Ability, costCard: ObjectId | undefined, asked = false): void {
  if (costCard === undefined || asked) return;
  if (ability.cost?.giveUp === 'reserveCard') discardFromReserve(host, costCard);
  else if (ability.cost?.giveUp === 'character') sacrificeChosen(host, costCard);
}
