/** Moving objects between zones and board locations. */
import { EngineError } from '../../../engine/errors.js';
import { battlefield, object, seat, type RiftHost } from '../queries.js';
import type { ObjectId, SeatId } from '../state.js';

function removeFrom(list: ObjectId[], id: ObjectId): boolean {
  const i = list.indexOf(id);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** Takes a unit off the board (base or battlefield). */
export function liftUnit(host: RiftHost, unit: ObjectId): void {
  const { state } = host;
  const controller = object(state, unit).controller;
  if (removeFrom(seat(state, controller).base, unit)) return;
  for (const bf of state.battlefields) if (removeFrom(bf.units, unit)) return;
  throw new EngineError(`unit ${unit} is not on the board`);
}

/** Puts a unit at its controller's base or at a battlefield. */
export function placeUnit(host: RiftHost, unit: ObjectId, to: 'base' | ObjectId): void {
  const { state } = host;
  if (to === 'base') seat(state, object(state, unit).controller).base.push(unit);
  else battlefield(state, to).units.push(unit);
}

export function removeFromHand(host: RiftHost, seatId: SeatId, id: ObjectId): void {
  if (!removeFrom(seat(host.state, seatId).hand, id)) throw new EngineError(`${id} is not in ${seatId}'s hand`);
}

/** A unit dies: it leaves the board for its owner's trash, healed and ready. */
export function killUnit(host: RiftHost, unit: ObjectId): void {
  liftUnit(host, unit);
  const obj = object(host.state, unit);
  obj.damage = 0;
  obj.exhausted = false;
  obj.controller = obj.owner;
  seat(host.state, obj.owner).trash.push(unit);
  host.emit({ type: 'unitDied', unit, card: obj.card, owner: obj.owner });
}
