/**
 * "Activate the conquer effects of units here" (CR 383.4.c, 383.4.c.3): each unit's own conquer
 * effects, its triggered abilities about its own conquest ("When I conquer"), trigger as if it
 * had conquered the battlefield it is at, controlled by its controller; no battlefield is
 * conquered, no point is scored, and no other card hears a conquest. A conquer effect asking
 * what the conquest was (an open battlefield, after an attack) does not trigger.
 */
import { unitLocation, type RiftHost } from '../reads/queries.js';
import type { ObjectId } from '../state/state.js';
import { announceToOwnText } from './trigger-events.js';

export function activateConquerEffects(host: RiftHost, units: readonly ObjectId[]): void {
  const { state } = host;
  for (const unit of units) {
    const obj = state.objects[unit];
    const at = unitLocation(state, unit);
    if (obj === undefined || at === undefined) continue;
    announceToOwnText(host, { trigger: 'conquers', object: unit, player: obj.controller, here: at === 'base' ? null : at }, unit);
  }
}
