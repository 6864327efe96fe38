/**
 * Discounts a card gives itself (CR 356.4): the card field `costReduction` says how much
 * Energy and Power it takes off ("I cost 2 less"), for each of a count ("for each card in your trash"),
 * to a minimum ("to a minimum of 1", that discount's own, CR 356.4.e), only from outside the
 * hand, while a condition or a dependent keyword holds ("Legion: I cost 2 less", CR 812.1.b).
 * A discount applies to the total cost, after additional costs such as Accelerate and Repeat
 * (CR 356.4.d), and never takes a cost below 0 (CR 356.5).
 */
import { conditionHolds, countNow } from '../reads/card-conditions.js';
import { seat, type RiftHost } from '../reads/queries.js';
import type { Domain } from '../schema/card-schema.js';
import { changedCostParts, type Card, type ObjectId, type SeatId, type Cost } from '../state/state.js';
import { isActive } from '../cards/dependent.js';

/** The Energy the card's own discount takes off now, for `seatId` playing `source` (0 when inactive). */
export function printedDiscount(host: RiftHost, seatId: SeatId, source: ObjectId, def: Card): number {
  const reduction = def.costReduction;
  if (!reduction || !applies(host, seatId, source, def)) return 0;
  const asked = { controller: seatId, source };
  const amount = reduction.energy * countNow(host, reduction, asked);
  if (reduction.minimum === undefined) return amount;
  // Its minimum bounds this discount only (CR 356.4.e), judged on the printed Energy cost.
  return Math.min(amount, Math.max(0, (def.cost?.energy ?? 0) - reduction.minimum));
}

/** The Power symbols the card's own discount takes off now, for `seatId` playing `source` (none when inactive). */
export function printedPowerDiscount(host: RiftHost, seatId: SeatId, source: ObjectId, def: Card): readonly Domain[] {
  const reduction = def.costReduction;
  if (reduction?.power === undefined || !applies(host, seatId, source, def)) return NO_POWER;
  const times = countNow(host, reduction, { controller: seatId, source });
  return times <= 0 ? NO_POWER : Array.from({ length: times }, () => reduction.power ?? NO_POWER).flat();
}

const NO_POWER: readonly Domain[] = [];

/** Whether the card's own discount applies now, for `seatId` playing `source`. */
function applies(host: RiftHost, seatId: SeatId, source: ObjectId, def: Card): boolean {
  const reduction = def.costReduction;
  if (!reduction) return false;
  // The card being played is not yet among the cards played this turn, so Legion counts another card (CR 812.1.c).
  if (!isActive(host.state, reduction, seatId, source)) return false;
  if (reduction.outsideHand === true && seat(host.state, seatId).hand.includes(source)) return false;
  return conditionHolds(host, reduction, { controller: seatId, source });
}

/** A total cost less an Energy discount, never below 0 (CR 356.5). */
export function discounted(cost: Cost, energy: number): Cost {
  return energy === 0 ? cost : changedCostParts(cost, Math.max(0, cost.energy - energy), cost.power);
}
