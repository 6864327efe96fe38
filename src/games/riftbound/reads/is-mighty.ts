/**
 * Whether a unit is Mighty (CR 706-711): Might 5 or more, judged by its current Might on the
 * board and by its printed Might in other zones. A read of the board, so that card conditions
 * may ask it; when a unit becomes Mighty is a mechanic (mechanics/mighty.ts).
 */
import { might, object, printedFacts, unitLocation, type RiftHost } from './queries.js';
import type { ObjectId } from '../state/state.js';

export const MIGHTY_AT = 5;

/** CR 708, 710-711. */
export function isMighty(host: RiftHost, id: ObjectId): boolean {
  if (unitLocation(host.state, id) !== undefined) return might(host, id) >= MIGHTY_AT;
  return printedFacts(host, object(host.state, id)).might >= MIGHTY_AT;
}
