/**
 * Text of an Equip ability that alters its cost (CR 818.1.c.4): `equip.reduction` takes Energy
 * off while a dependent keyword holds for the gear's controller ("Level 2: Equip costs 2
 * less"). It counts wherever the Equip cost is read, so Weaponmaster pays the altered cost too
 * (CR 821.1.c.2); never below 0 (CR 356.5).
 */
import { equipCostOf } from '../reads/gear-text.js';
import { object, type RiftHost } from '../reads/queries.js';
import type { ObjectId, Cost } from '../state/state.js';
import { discounted } from './cost-reduction.js';
import { isActive } from '../cards/dependent.js';

export function withEquipReduction(host: RiftHost, gear: ObjectId, cost: Cost, instance = 0): Cost {
  const obj = object(host.state, gear);
  const reduction = equipCostOf(host.rules, obj.card, instance)?.reduction;
  if (!reduction || !isActive(host.state, reduction, obj.controller, gear)) return cost;
  return discounted(cost, reduction.energy);
}
