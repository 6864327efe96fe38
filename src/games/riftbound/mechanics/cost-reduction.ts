/**
 * Discounts a card prints on itself, active under a dependent keyword ("Legion: I cost 2
 * less", CR 812.1.b, 356.4): the card field `costReduction` says how much Energy it takes
 * off and under which keyword. A discount applies to the total cost, after additional costs
 * such as Accelerate and Repeat (CR 356.4.d), and never takes a cost below 0 (CR 356.5).
 */
import type { Card, ObjectId, RiftboundState, SeatId } from '../state.js';
import { isActive } from './dependent.js';
import type { Cost } from './resources.js';

/** The Energy the card's own discount takes off now, for `seatId` playing `source` (0 when inactive). */
export function printedDiscount(state: RiftboundState, seatId: SeatId, source: ObjectId, def: Card): number {
  const reduction = def.costReduction;
  if (!reduction) return 0;
  // The card being played is not yet among the cards played this turn, so Legion counts another card (CR 812.1.c).
  return isActive(state, reduction, seatId, source) ? reduction.energy : 0;
}

/** A total cost less an Energy discount, never below 0 (CR 356.5). */
export function discounted(cost: Cost, energy: number): Cost {
  return energy === 0 ? cost : { ...cost, energy: Math.max(0, cost.energy - energy) };
}
