/**
 * Where a player may play a unit (CR 140.2, 813.3.a): their base, or a battlefield they
 * control that is not contested and where their units may go (mechanics/movement.ts). Playing
 * a unit card uses it, and so does an effect that plays a unit token at a location its
 * player chooses (a `location` target, CR 182.1.a, 181.2). Also whether a seat's units may
 * go to a battlefield at all, as listing moves and plays asks it.
 */
import { findBattlefield, object, teamOf, type RiftHost } from '../queries.js';
import type { BattlefieldState, ObjectId, RiftboundState, SeatId } from '../state.js';
import { destinationRefusal } from './movement.js';
import { oncePerReadingFor } from '../unit-cache.js';

/**
 * Whether `seatId`'s units may go to `bf`: {@link destinationRefusal} finds nothing. A seat
 * without teammates is refused only a battlefield holding units of two other players, found
 * here without listing the seats present (listing asks this of every battlefield).
 */
export function mayGoTo(host: RiftHost, seatId: SeatId, bf: BattlefieldState): boolean {
  if (teamOf(host.state, seatId).seats.length > 1) return destinationRefusal(host, seatId, bf) === undefined;
  return !holdsTwoOtherSeats(host.state, bf, seatId);
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

/** Where `seatId` may play a unit now: asked for each unit card while listing, so worked out once per listing. */
export function unitPlayLocations(host: RiftHost, seatId: SeatId): readonly ('base' | ObjectId)[] {
  return oncePerReadingFor(host, 'unitPlayLocations', seatId, playLocationsAfresh);
}

function playLocationsAfresh(host: RiftHost, seatId: SeatId): readonly ('base' | ObjectId)[] {
  const places: ('base' | ObjectId)[] = ['base'];
  for (const bf of host.state.battlefields) if (bf.controller === seatId && !bf.contested && mayGoTo(host, seatId, bf)) places.push(bf.id);
  return places;
}

/** Whether `seatId` may play a unit at `location` now. */
export function isUnitPlayLocation(host: RiftHost, seatId: SeatId, location: string): boolean {
  if (location === 'base') return true;
  const bf = findBattlefield(host.state, location);
  return bf !== undefined && bf.controller === seatId && !bf.contested && mayGoTo(host, seatId, bf);
}
