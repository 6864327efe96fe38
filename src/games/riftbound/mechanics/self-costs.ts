/**
 * A triggered ability's cost within instructions paid with its own source (CR 742.1): "you may
 * exhaust me to ...", "pay :rb_energy_1: and exhaust this to ...". It is paid as the ability is
 * placed on the chain, with its other costs (CR 742.1.b, 383.3.b): the unit, gear or legend whose
 * ability it is must still be in play and ready then; otherwise only leaving it unpaid is
 * possible, which removes the ability (CR 404.2). Nothing else is named by the payer.
 */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import type { Effect } from '../card-schema.js';
import { unitsOnBoard, type RiftHost } from '../queries.js';
import type { ObjectId, SeatId } from '../state.js';

/** Whether the steps not declined ask to exhaust the ability's source. */
export function asksExhaustSelf(effects: readonly Effect[], declined: readonly number[]): boolean {
  for (let i = 0; i < effects.length; i++) if (effects[i]?.pay?.exhaustSelf === true && !declined.includes(i)) return true;
  return false;
}

/** Whether `source` is in play (a legend, a unit or a gear on the board) and ready. */
function readyInPlay(host: RiftHost, source: ObjectId): boolean {
  const { state } = host;
  const obj = state.objects[source];
  if (obj === undefined || obj.exhausted) return false;
  return state.seats.some((s) => s.legendObject === source) || state.gear.includes(source) || unitsOnBoard(state).includes(source);
}

/** Whether the source can pay its part of the cost now: it is asked for nothing, or it is ready in play. */
export function selfCostPayable(host: RiftHost, source: ObjectId, effects: readonly Effect[], declined: readonly number[]): boolean {
  return !asksExhaustSelf(effects, declined) || readyInPlay(host, source);
}

/** Why the source cannot pay its part of the cost, or undefined. */
export function selfCostRefusal(host: RiftHost, source: ObjectId, effects: readonly Effect[], declined: readonly number[]): RuleViolation | undefined {
  if (selfCostPayable(host, source, effects, declined)) return undefined;
  return violation('SOURCE_EXHAUSTED', `${source} is exhausted or no longer in play, and this cost exhausts it: leave the ability unpaid`, 'CR 742.1.b, CR 404.2');
}

/** Exhausts the source for the cost (checked before). */
export function payExhaustSelf(host: RiftHost, seat: SeatId, source: ObjectId, effects: readonly Effect[], declined: readonly number[]): void {
  if (!asksExhaustSelf(effects, declined)) return;
  const obj = host.state.objects[source];
  if (obj === undefined) return;
  obj.exhausted = true;
  host.emit({ type: 'sourceExhaustedForCost', seat, source });
}
