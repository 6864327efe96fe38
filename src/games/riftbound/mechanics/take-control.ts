/**
 * Gaining control of a unit (the `gainControl` effect). Abilities already on the chain keep
 * their controller (CR 188.4.b); everything read "for the controller" from now on reads the
 * new one, Level included (CR 824.1.c.1).
 *
 * Where the unit goes is not written in the rulebook; bases belong to their players, so a
 * unit taken at another player's base goes to its new controller's base (not a move), and a
 * unit taken at a battlefield stays there, contesting it if its new controller does not
 * control it (docs/riftbound.md, Decisions).
 *
 * Losing control of a unit ("lose control of that unit", recalled or not, at once or at end of turn) gives it
 * back to its owner; recalled first, it goes to its base and then to its owner's, never
 * arriving at a battlefield. Said "at end of turn", it waits in `delayed` for the Ending Step
 * (CR 317.1.a) and happens only if the player still controls the unit then.
 */
import { battlefield, object, unitLocation, type RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId } from '../state/state.js';
import { edit } from '../reads/unit-cache.js';
import { arrive } from './control.js';
import { liftUnit, placeUnit } from './zones.js';
import { recall } from './movement.js';

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

/** `seat` loses control of `unit` to its owner, the unit recalled first when asked; nothing if `seat` no longer controls it. */
export function loseControl(host: RiftHost, seatId: SeatId, unit: ObjectId, recalled: boolean): void {
  const obj = host.state.objects[unit];
  const where = obj === undefined ? undefined : unitLocation(host.state, unit);
  if (obj === undefined || where === undefined || obj.controller !== seatId) return;
  if (recalled && where !== 'base') recall(host, unit);
  gainControl(host, obj.owner, unit);
}

/** Ending Step (CR 317.1.a): the control lost "at end of turn", in the order it was said. */
export function loseControlAtEndOfTurn(host: RiftHost): void {
  const delayed = host.state.delayed;
  if (delayed === undefined) return;
  for (const effect of delayed) if (effect.kind === 'loseControl') loseControl(host, effect.controller, effect.unit, effect.recall);
  const left = (host.state.delayed ?? []).filter((e) => e.kind !== 'loseControl');
  host.state.delayed = left.length > 0 ? left : undefined;
}

/** "... at end of turn": remembered until the Ending Step. */
export function loseControlLater(host: RiftHost, seatId: SeatId, unit: ObjectId, recalled: boolean): void {
  host.state.delayed = [...(host.state.delayed ?? []), { kind: 'loseControl', controller: seatId, unit, recall: recalled }];
}
