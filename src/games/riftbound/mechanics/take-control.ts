/**
 * Gaining control of a unit (the `gainControl` effect). Abilities already on the chain keep
 * their controller (CR 188.4.b); everything read "for the controller" from now on reads the
 * new one, Level included (CR 824.1.c.1).
 *
 * Where the unit goes is not written in the rulebook; bases belong to their players, so a
 * unit taken at another player's base goes to its new controller's base (not a move), and a
 * unit taken at a battlefield stays there, contesting it if its new controller does not
 * control it (docs/riftbound.md, Decisions).
 */
import { battlefield, object, unitLocation, type RiftHost } from '../queries.js';
import type { ObjectId, SeatId } from '../state.js';
import { edit } from '../unit-cache.js';
import { arrive } from './control.js';
import { liftUnit, placeUnit } from './zones.js';

export function gainControl(host: RiftHost, seatId: SeatId, unit: ObjectId): void {
  const obj = object(host.state, unit);
  const where = unitLocation(host.state, unit);
  if (obj.controller === seatId || where === undefined) return;
  const previous = obj.controller;
  if (where === 'base') {
    liftUnit(host, unit);
    edit(host.state, obj).controller = seatId;
    placeUnit(host, unit, 'base');
  } else edit(host.state, obj).controller = seatId;
  host.emit({ type: 'unitControlChanged', unit, from: previous, to: seatId, at: where });
  if (where !== 'base') arrive(host, seatId, battlefield(host.state, where));
}
