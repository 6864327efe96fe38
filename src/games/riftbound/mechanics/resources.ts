/**
 * Runes and costs (RULES.md §10): runes are channeled from the rune deck; a rune on the
 * board is exhausted for 1 Energy or recycled (to the bottom of the rune deck) for 1 Power
 * of its domain. Resources go to the rune pool, and costs are paid from the pool.
 */
import type { Domain } from '../card-schema.js';
import { cardOf, object, seat, type RiftHost } from '../queries.js';
import type { ObjectId, SeatId, SeatState } from '../state.js';

export interface Cost {
  readonly energy: number;
  /** One entry per Power symbol: a domain, or `any` (hiding a card costs 1 Power of any domain). */
  readonly power: readonly (Domain | 'any')[];
}

export function channelRunes(host: RiftHost, seatId: SeatId, count: number): void {
  const player = seat(host.state, seatId);
  const channeled = player.runeDeck.splice(0, count);
  for (const rune of channeled) object(host.state, rune).exhausted = false;
  player.runes.push(...channeled);
  host.emit({ type: 'runesChanneled', seat: seatId, count: channeled.length, runes: channeled });
}

export function emptyPool(player: SeatState): void {
  player.pool = { energy: 0, power: {} };
}

/**
 * How a cost would be paid now: pool first, then Power by recycling runes of the right
 * domain (exhausted ones first, keeping ready runes for Energy), then Energy by exhausting
 * ready runes. Undefined when the cost cannot be paid.
 */
export interface PaymentPlan {
  readonly recycle: ObjectId[];
  readonly exhaust: ObjectId[];
  readonly fromPool: { readonly energy: number; readonly power: Partial<Record<Domain, number>> };
}

export function planPayment(host: RiftHost, seatId: SeatId, cost: Cost): PaymentPlan | undefined {
  const player = seat(host.state, seatId);
  const poolPower = { ...player.pool.power };
  const fromPoolPower: Partial<Record<Domain, number>> = {};
  const recycle: ObjectId[] = [];
  const used = new Set<ObjectId>();
  // Specific domains first: `any` takes what is left.
  const symbols = [...cost.power].sort((a, b) => Number(a === 'any') - Number(b === 'any'));
  for (const symbol of symbols) {
    const domain = symbol === 'any' ? (Object.keys(poolPower) as Domain[]).find((d) => (poolPower[d] ?? 0) > 0) : symbol;
    if (domain !== undefined && (poolPower[domain] ?? 0) > 0) {
      poolPower[domain] = (poolPower[domain] ?? 0) - 1;
      fromPoolPower[domain] = (fromPoolPower[domain] ?? 0) + 1;
      continue;
    }
    const candidates = player.runes.filter((r) => !used.has(r) && (symbol === 'any' || cardOf(host, r).domain === symbol));
    const rune = candidates.find((r) => object(host.state, r).exhausted) ?? candidates[0];
    if (rune === undefined) return undefined;
    used.add(rune);
    recycle.push(rune);
  }
  const energyFromPool = Math.min(player.pool.energy, cost.energy);
  const ready = player.runes.filter((r) => !used.has(r) && !object(host.state, r).exhausted);
  const needed = cost.energy - energyFromPool;
  if (ready.length < needed) return undefined;
  return { recycle, exhaust: ready.slice(0, needed), fromPool: { energy: energyFromPool, power: fromPoolPower } };
}

/** Pays a cost by a plan from {@link planPayment}: resources go to the pool, then are spent. */
export function pay(host: RiftHost, seatId: SeatId, plan: PaymentPlan): void {
  const player = seat(host.state, seatId);
  for (const rune of plan.exhaust) object(host.state, rune).exhausted = true;
  for (const rune of plan.recycle) {
    player.runes.splice(player.runes.indexOf(rune), 1);
    object(host.state, rune).exhausted = false;
    player.runeDeck.push(rune);
  }
  player.pool.energy -= plan.fromPool.energy;
  for (const [domain, n] of Object.entries(plan.fromPool.power) as [Domain, number][]) {
    player.pool.power[domain] = (player.pool.power[domain] ?? 0) - n;
  }
  if (plan.exhaust.length || plan.recycle.length) {
    host.emit({ type: 'runesUsed', seat: seatId, exhausted: plan.exhaust, recycled: plan.recycle });
  }
}
