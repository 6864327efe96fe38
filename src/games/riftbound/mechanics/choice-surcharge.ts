/**
 * What choosing costs: Deflect makes a spell or an ability of an opponent pay Power of any
 * domain for each time it chooses the permanent (CR 809.1.c, 809.1.c.1), a cost increase
 * that follows from the choices made (CR 356.2, 403.2). Spells, activated abilities and
 * triggered abilities as they are put on the chain all count it here.
 */
import { choiceSurcharge } from '../reads/keyword-handlers.js';
import type { RiftHost } from '../reads/queries.js';
import { changedCostParts, type SeatId, type Cost } from '../state/state.js';

/** The objects an action's `targets` and `split` name, each choice once: split units are targets too (CR 355.14.a). */
export function chosenIds(targets: unknown, split: unknown): string[] {
  const chosen: string[] = [];
  if (typeof targets === 'object' && targets !== null) for (const id of Object.values(targets)) if (typeof id === 'string') chosen.push(id);
  if (typeof split === 'object' && split !== null) {
    for (const group of Object.values(split)) if (Array.isArray(group)) for (const id of group) if (typeof id === 'string') chosen.push(id);
  }
  return chosen;
}

/** `cost` with `extra` Power of any domain more; `cost` itself when there is none. */
export function withAnyPower(cost: Cost, extra: number): Cost {
  if (extra === 0) return cost;
  const power: Cost['power'][number][] = [...cost.power];
  for (let i = 0; i < extra; i++) power.push('any');
  return changedCostParts(cost, cost.energy, power);
}

/** The Power `seat` pays more for these choices (0 for most). */
export function surchargeOf(host: RiftHost, seat: SeatId, targets: unknown, split: unknown): number {
  const chosen = chosenIds(targets, split);
  return chosen.length === 0 ? 0 : choiceSurcharge(host, seat, chosen);
}

/** `cost` (none: nothing else to pay) with the Power the choices add; undefined when nothing is to be paid. */
export function costWithChoices(host: RiftHost, seat: SeatId, cost: Cost | undefined, targets: unknown, split: unknown): Cost | undefined {
  const extra = surchargeOf(host, seat, targets, split);
  if (extra === 0) return cost;
  return withAnyPower(cost ?? NOTHING, extra);
}

const NOTHING: Cost = { energy: 0, power: [], xp: 0 };
