/**
 * Where units may go, and how they get there (CR 440-461): moves, instructed moves and
 * recalls.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import { findBattlefield, isForbidden, object, seat, seatsPresent, teammates, teamOf, unitLocation, type RiftHost } from '../reads/queries.js';
import type { BattlefieldState, ObjectId, RiftboundState, SeatId } from '../state/state.js';
import { arrive } from './control.js';
import { announce } from './trigger-events.js';
import { liftUnit, placeUnit } from './zones.js';
import { edit } from '../reads/unit-cache.js';
import { refuse } from '../i18n/messages.js';

/**
 * Why `seatId`'s units may not go to `bf`, or undefined. No battlefield may hold units of
 * three players, so one holding units of two other players is an invalid destination; in
 * team play, so is one occupied by a teammate's units (and, by the knob, one a teammate
 * controls). Listing asks this of every battlefield for each move and play: a seat without
 * teammates, which only the first rule can refuse, is answered without listing the seats present.
 */
export function destinationRefusal(host: RiftHost, seatId: SeatId, bf: BattlefieldState): RuleViolation | undefined {
  if (teamOf(host.state, seatId).seats.length === 1) return holdsTwoOtherSeats(host.state, bf, seatId) ? heldByTwoOthers(bf) : undefined;
  const others = seatsPresent(host.state, bf).filter((s) => s !== seatId);
  if (others.length >= 2) return heldByTwoOthers(bf);
  const mates = teammates(host.state, seatId);
  if (others.some((s) => mates.includes(s))) {
    return refuse('TEAMMATE_OCCUPIED', 'CR 484.8', { id: bf.id });
  }
  if (host.rules.knobs.invalidDestination === 'teammateOccupiedOrControlled' && bf.controller !== null && mates.includes(bf.controller)) {
    return refuse('TEAMMATE_CONTROLLED', 'CR 484.8 (v1.3), a rules knob (docs/riftbound.md#decisions)', { id: bf.id });
  }
  return undefined;
}

function heldByTwoOthers(bf: BattlefieldState): RuleViolation {
  return refuse('INVALID_DESTINATION.alreadyHoldsUnits', 'CR 440-461, CR 476-484', { id: bf.id });
}

/** Whether units of two seats other than `seatId` are at `bf`. */
function holdsTwoOtherSeats(state: RiftboundState, bf: BattlefieldState, seatId: SeatId): boolean {
  let other: SeatId | undefined;
  for (const unit of bf.units) {
    const { controller } = object(state, unit);
    if (controller === seatId || controller === other || !state.seats.some((s) => s.id === controller)) continue;
    if (other !== undefined) return true;
    other = controller;
  }
  return false;
}

/**
 * Moves units of `seatId` to `to` (base or a battlefield); arriving may contest it. `mover` is
 * the player responsible for the move (CR 411): its controller's own move, or the controller of
 * the effect that moves it, whose the move events are ("When you move an enemy unit").
 */
export function moveUnits(host: RiftHost, seatId: SeatId, units: readonly ObjectId[], to: 'base' | ObjectId, mover: SeatId = seatId): Record<ObjectId, string> {
  const from: Record<ObjectId, string> = {};
  // Where each was, read before any moves: one look at the board for all of them.
  for (const unit of units) from[unit] = unitLocation(host.state, unit) ?? 'base';
  for (const unit of units) {
    liftUnit(host, unit);
    placeUnit(host, unit, to);
    // Counted for the cards that ask how often it moved this turn; a new object starts again (CR 110).
    const obj = object(host.state, unit);
    edit(host.state, obj).movesThisTurn = (obj.movesThisTurn ?? 0) + 1;
  }
  host.emit({ type: 'unitsMoved', seat: seatId, units: [...units], from, to });
  const bf = findBattlefield(host.state, to);
  for (const unit of units) announce(host, { trigger: 'moved', object: unit, player: mover, here: bf?.id ?? null, from: from[unit] });
  if (bf) arrive(host, seatId, bf);
  return from;
}

/** A recall: to base, not a move (no move triggers; damage and exhaustion are kept). */
export function recall(host: RiftHost, unit: ObjectId): void {
  liftUnit(host, unit);
  placeUnit(host, unit, 'base');
  host.emit({ type: 'unitRecalled', unit, seat: seat(host.state, object(host.state, unit).controller).id });
}

/**
 * A move instructed by an effect of `by`'s: to an invalid destination it becomes a recall instead.
 * Returns whether the unit moved (false: it was recalled, or a card forbids the move).
 */
export function instructedMove(host: RiftHost, unit: ObjectId, to: 'base' | ObjectId, by: SeatId): boolean {
  // A card forbidding the move beats the instruction (CR 054): the unit stays where it is.
  if (isForbidden(host, unit, 'move') || (to === 'base' && isForbidden(host, unit, 'moveToBase'))) return false;
  const controller = object(host.state, unit).controller;
  const bf = findBattlefield(host.state, to);
  if (bf && destinationRefusal(host, controller, bf)) {
    recall(host, unit);
    return false;
  }
  moveUnits(host, controller, [unit], to, by);
  return true;
}
