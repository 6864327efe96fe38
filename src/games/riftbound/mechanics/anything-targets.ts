/**
 * "Something" as a target (CR 124, 359.3.e.4): any game object on the board that can be
 * exhausted or readied, a unit, a gear, a legend or a rune, whoever controls it. Such a target
 * asks only whose it is (`relation`), whether it is exhausted, and not the card itself
 * ("something else that's exhausted"); it stays "something" whatever it becomes, so on
 * resolution only those questions are asked again (CR 359.3.e.4).
 */
import type { TargetSpec } from '../schema/card-schema.js';
import { isGearOnBoard } from '../reads/gear-text.js';
import { isForbidden, sameTeam, unitLocation, unitsOnBoard, type RiftHost } from '../reads/queries.js';
import type { ObjectId, RiftboundState, SeatId } from '../state/state.js';

/** Whether `id` is on the board as one of the objects "something" may be: a unit, a gear, a legend or a rune. */
export function isThingOnBoard(state: RiftboundState, id: ObjectId): boolean {
  if (state.objects[id] === undefined) return false;
  return unitLocation(state, id) !== undefined || isGearOnBoard(state, id) || state.seats.some((s) => s.legendObject === id || s.runes.includes(id));
}

/** Every object "something" may be, in a stable order: units, gear, legends, then each seat's runes. */
export function thingsOnBoard(state: RiftboundState): ObjectId[] {
  return [...unitsOnBoard(state), ...state.gear, ...state.seats.map((s) => s.legendObject), ...state.seats.flatMap((s) => s.runes)].filter((id) => state.objects[id] !== undefined);
}

export function isLegalThing(host: RiftHost, seat: SeatId, spec: TargetSpec, id: ObjectId): boolean {
  const { state } = host;
  if (!isThingOnBoard(state, id)) return false;
  const obj = state.objects[id];
  if (obj === undefined) return false;
  const relation = spec.relation ?? 'any';
  const ours = obj.controller === seat || sameTeam(state, seat, obj.controller);
  if (relation === 'controlled' && obj.controller !== seat) return false;
  if (relation === 'friendly' && !ours) return false;
  if (relation === 'enemy' && ours) return false;
  // A unit enemy spells and abilities cannot choose (CR 054) is out of reach as "something" too.
  if (!ours && unitLocation(state, id) !== undefined && isForbidden(host, id, 'beChosenByEnemies')) return false;
  return spec.exhausted === undefined || obj.exhausted === spec.exhausted;
}
