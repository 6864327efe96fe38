/**
 * Readying (CR 311): an exhausted object becomes ready. A unit on the board that becomes ready
 * triggers its "when I become ready" abilities (`becomesReady`), whatever readied it (an
 * effect, the Awaken Phase). A unit that enters the board ready (Accelerate, a token played
 * ready) was never exhausted there, so it does not become ready (CR 805.6-805.6.a); readying a
 * unit that is already ready changes nothing and triggers nothing.
 */
import { object, unitLocation, type RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId } from '../state/state.js';
import { announce } from './trigger-events.js';

/** `by` readies `id` (the turn player in their Awaken Phase, an effect's controller). */
export function readyObject(host: RiftHost, id: ObjectId, by: SeatId): void {
  const obj = object(host.state, id);
  if (!obj.exhausted) return;
  obj.exhausted = false;
  const where = unitLocation(host.state, id);
  if (where !== undefined) announce(host, { trigger: 'becomesReady', object: id, player: by, here: where === 'base' ? null : where });
}
