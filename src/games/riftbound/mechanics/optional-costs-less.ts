/**
 * Optional additional costs made cheaper by a passive ("Optional additional costs you pay cost
 * :rb_energy_1: or :rb_rune_rainbow: less": `optionalCostsLess`, CR 356.4, 356.4.f): each
 * optional additional cost its controller pays (Accelerate, CR 805; a card's own optional cost,
 * CR 356.4.f.1; each Repeat, CR 820) costs that much Energy less, or one Power less (of any
 * domain first) when its Energy is under that much. Read with the card's source as it is played
 * (actions/card-source.ts); the player does not pick Power over Energy.
 */
import type { Ability } from '../schema/card-schema.js';
import { conditionHolds } from '../reads/card-conditions.js';
import { boardEntriesOfKind, object, unitLocation, type RiftHost } from '../reads/queries.js';
import { changedCostParts, type SeatId, type Cost } from '../state/state.js';
import { boardRead, cachedBoardRead } from '../reads/unit-cache.js';
import { isActive } from '../cards/dependent.js';

type Passive = Extract<Ability, { kind: 'passive' }>;

// Made from the board alone; most boards have no such passive, and share the empty list.
const LESSENERS = boardRead('passives lowering optional additional costs', (host: RiftHost) => {
  const found: { source: string; ability: Passive }[] = [];
  for (const { source, entries } of boardEntriesOfKind(host, 'passive')) for (const { ability } of entries) if (ability.optionalCostsLess !== undefined) found.push({ source, ability });
  return found;
}, true);

/** The Energy `seat`'s passives take off each optional additional cost they pay: 0 for most. */
export function optionalCostDiscount(host: RiftHost, seat: SeatId): number {
  const found = cachedBoardRead(host, LESSENERS);
  if (found.length === 0) return 0;
  let energy = 0;
  for (const { source, ability } of found) {
    const { controller } = object(host.state, source);
    if (controller !== seat || !isActive(host.state, ability, controller, source)) continue;
    if (!conditionHolds(host, ability, { controller, source, here: unitLocation(host.state, source) ?? null })) continue;
    energy += ability.optionalCostsLess?.energy ?? 0;
  }
  return energy;
}

/** One optional additional cost less `n` Energy, or one Power when its Energy is under `n`; `cost` itself when `n` is 0. */
export function lessOptional(cost: Cost, n: number): Cost {
  if (n === 0) return cost;
  if (cost.energy >= n) return changedCostParts(cost, cost.energy - n, cost.power);
  if (cost.power.length === 0) return changedCostParts(cost, 0, cost.power);
  const power = [...cost.power];
  const any = power.indexOf('any');
  power.splice(any >= 0 ? any : power.length - 1, 1);
  return changedCostParts(cost, cost.energy, power);
}
