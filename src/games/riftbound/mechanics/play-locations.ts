/**
 * Where a player may play a unit (CR 140.2, 813.3.a): their base, or a battlefield they
 * control that is not contested and where their units may go (mechanics/movement.ts). Playing
 * a unit card uses it, and so does an effect that plays a unit token at a location its
 * player chooses (a `location` target, CR 182.1.a, 181.2).
 */
import { findBattlefield, type RiftHost } from '../queries.js';
import type { ObjectId, SeatId } from '../state.js';
import { destinationRefusal } from './movement.js';
import { oncePerReadingFor } from '../unit-cache.js';

/** Where `seatId` may play a unit now: asked for each unit card while listing, so worked out once per listing. */
export function unitPlayLocations(host: RiftHost, seatId: SeatId): readonly ('base' | ObjectId)[] {
  return oncePerReadingFor(host, 'unitPlayLocations', seatId, playLocationsAfresh);
}

function playLocationsAfresh(host: RiftHost, seatId: SeatId): readonly ('base' | ObjectId)[] {
  const places: ('base' | ObjectId)[] = ['base'];
  for (const bf of host.state.battlefields) if (bf.controller === seatId && !bf.contested && destinationRefusal(host, seatId, bf) === undefined) places.push(bf.id);
  return places;
}

/** Whether `seatId` may play a unit at `location` now. */
export function isUnitPlayLocation(host: RiftHost, seatId: SeatId, location: string): boolean {
  if (location === 'base') return true;
  const bf = findBattlefield(host.state, location);
  return bf !== undefined && bf.controller === seatId && !bf.contested && destinationRefusal(host, seatId, bf) === undefined;
}
