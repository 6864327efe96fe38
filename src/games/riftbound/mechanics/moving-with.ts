/**
 * A unit that follows another (CR 144, 140): "When an enemy unit moves from my location, I
 * may be moved with it." The trigger hears a move whose origin is where the listening unit is
 * as the move happens (its battlefield, or the base it shares with the moved unit's controller:
 * each player's base is their own, CR 140); the step moves it to the location the unit the
 * event was about is at as it resolves.
 */
import { unitLocation } from '../reads/queries.js';
import type { ObjectId, RiftboundState } from '../state/state.js';
import type { TriggerEvent } from './trigger-events.js';

/** Whether a move event's origin is where `source` is now (`from: "myLocation"`). */
export function movedFromWhereItIs(state: RiftboundState, event: TriggerEvent, source: ObjectId): boolean {
  if (event.from === undefined || event.object === null) return false;
  const mine = unitLocation(state, source);
  if (mine === undefined || mine !== event.from) return false;
  // A base is its controller's: the moved unit left the listener's base only if they share a controller.
  return mine !== 'base' || state.objects[event.object]?.controller === state.objects[source]?.controller;
}

/** Where "moved with it" goes (`to: "withThatUnit"`): that unit's battlefield, or base when it is in one; nowhere once it has left the board. */
export function locationWith(state: RiftboundState, unit: ObjectId | undefined): 'base' | ObjectId | undefined {
  return unit === undefined ? undefined : unitLocation(state, unit);
}
