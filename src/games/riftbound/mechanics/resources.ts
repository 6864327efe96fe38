/**
 * Runes and costs (CR 159-166): runes are channeled from the rune deck; a rune on the
 * board is exhausted for 1 Energy, and recycled (to the bottom of the rune deck) for 1 Power
 * of its domain. Those are two abilities (CR 163.2): recycling does not need the rune ready,
 * so one payment may exhaust a rune for Energy and then recycle it for Power. Resources go to
 * the rune pool, and costs are paid from the pool.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import { announce } from './trigger-events.js';
import { DOMAINS, type Domain } from '../schema/card-schema.js';
import { cardOf, object, seat, type RiftHost } from '../reads/queries.js';
import type { ObjectId, ResourceUse, RestrictedResources, RunePool, SeatId, SeatState, CardDatabase, Cost } from '../state/state.js';
import { spendXp, xpRefusal } from './xp.js';
import { oncePerReadingFor } from '../reads/unit-cache.js';
import { recordTurnFact } from '../state/turn-facts.js';
import { refuse } from '../i18n/messages.js';

/**
 * Channels up to `count` runes from the top of the rune deck (CR 430.1), ready or, when the
 * effect says so, exhausted (CR 430.2); as many as there are (CR 315.3.b.1). Returns how many.
 */
export function channelRunes(host: RiftHost, seatId: SeatId, count: number, exhausted = false): number {
  const player = seat(host.state, seatId);
  const channeled = player.runeDeck.splice(0, count);
  for (const rune of channeled) object(host.state, rune).exhausted = exhausted;
  player.runes.push(...channeled);
  host.emit({ type: 'runesChanneled', seat: seatId, count: channeled.length, runes: channeled, ...(exhausted ? { exhausted: true } : {}) });
  return channeled.length;
}

/**
 * Readies up to `count` of a seat's exhausted runes (CR 311), in board order: which ones makes
 * no difference, as a rune is recycled for its Power whether ready or not (CR 163.2).
 */
export function readyRunes(host: RiftHost, seatId: SeatId, count: number): void {
  const readied: ObjectId[] = [];
  for (const rune of seat(host.state, seatId).runes) {
    if (readied.length === count) break;
    const obj = object(host.state, rune);
    if (!obj.exhausted) continue;
    obj.exhausted = false;
    readied.push(rune);
  }
  host.emit({ type: 'runesReadied', seat: seatId, runes: readied });
}

/** Puts one of the seat's runes on the board at the bottom of their rune deck, ready again for when it is channeled (CR 160.2.b, 416). */
export function recycleRune(host: RiftHost, seatId: SeatId, rune: ObjectId): void {
  const player = seat(host.state, seatId);
  const at = player.runes.indexOf(rune);
  if (at < 0) return;
  player.runes.splice(at, 1);
  object(host.state, rune).exhausted = false;
  player.runeDeck.push(rune);
  host.emit({ type: 'runeRecycled', seat: seatId, rune });
  announce(host, { trigger: 'recycled', object: rune, player: seatId, here: null });
}

export function emptyPool(player: SeatState): void {
  player.pool = { energy: 0, power: {}, restricted: undefined };
}

/**
 * How a cost would be paid now: pool first, then Power by recycling runes of the right
 * domain (exhausted ones first), then Energy by exhausting ready runes, those recycled for
 * Power first (they leave the board anyway: the others stay ready). Undefined when the cost
 * cannot be paid.
 */
export interface PaymentPlan {
  readonly recycle: ObjectId[];
  readonly exhaust: ObjectId[];
  readonly fromPool: { readonly energy: number; readonly power: Partial<Record<Domain | 'any', number>> };
  /** XP spent with the runes. */
  readonly xp: number;
  /** What the cost pays for, when the resources added only for that use may pay it: they are spent first. */
  readonly use: ResourceUse | undefined;
}

/** What playing a card of `type` is, for the resources added only for one use: a spell's or a gear's (CR 165.1). */
export function playUse(type: string): ResourceUse | undefined {
  return type === 'spell' ? 'spells' : type === 'gear' ? 'gear' : undefined;
}

type PoolResources = { readonly energy: number; readonly power: Partial<Record<Domain | 'any', number>> };

/**
 * The pool a cost of `use` may spend (CR 165.1): the seat's, with the resources added only for
 * that use; the seat's pool itself when none were.
 */
function usablePool(pool: RunePool, use: ResourceUse | undefined): PoolResources {
  const extra = use === undefined || pool.restricted === undefined ? undefined : pool.restricted[use];
  if (extra === undefined) return pool;
  const power = { ...pool.power };
  for (const domain in extra.power) power[domain as Domain | 'any'] = (power[domain as Domain | 'any'] ?? 0) + (extra.power[domain as Domain | 'any'] ?? 0);
  return { energy: pool.energy + extra.energy, power };
}

/**
 * Takes what a plan spends from the pool: from the resources added only for its use first
 * (they pay nothing else), then from the rest; restricted resources all spent are unset.
 */
function spendFromPool(pool: RunePool, spent: PaymentPlan['fromPool'], use: ResourceUse | undefined): void {
  const extra = use === undefined || pool.restricted === undefined ? undefined : pool.restricted[use];
  let energy = spent.energy;
  if (extra !== undefined) {
    const taken = Math.min(extra.energy, energy);
    extra.energy -= taken;
    energy -= taken;
  }
  pool.energy -= energy;
  for (const domain in spent.power) {
    const key = domain as Domain | 'any';
    let n = spent.power[key] ?? 0;
    if (extra !== undefined) {
      const taken = Math.min(extra.power[key] ?? 0, n);
      if (taken > 0) extra.power[key] = (extra.power[key] ?? 0) - taken;
      n -= taken;
    }
    pool.power[key] = (pool.power[key] ?? 0) - n;
  }
  if (extra !== undefined && extra.energy === 0 && Object.values(extra.power).every((n) => n === 0)) {
    const { [use as ResourceUse]: _spent, ...rest } = pool.restricted as Partial<Record<ResourceUse, RestrictedResources>>;
    pool.restricted = Object.keys(rest).length > 0 ? rest : undefined;
  }
}

export function planPayment(host: RiftHost, seatId: SeatId, cost: Cost, use?: ResourceUse): PaymentPlan | undefined {
  const player = seat(host.state, seatId);
  if (xpRefusal(host.state, seatId, cost.xp ?? 0)) return undefined;
  const usable = usablePool(player.pool, use);
  const poolPower = { ...usable.power };
  const fromPoolPower: Partial<Record<Domain | 'any', number>> = {};
  const recycle: ObjectId[] = [];
  const used = new Set<ObjectId>();
  // Specific domains first: `any` takes what is left.
  const symbols = [...cost.power].sort((a, b) => Number(a === 'any') - Number(b === 'any'));
  for (const symbol of symbols) {
    if (takeFromPool(poolPower, fromPoolPower, symbol)) continue;
    const candidates = player.runes.filter((r) => !used.has(r) && (symbol === 'any' || cardOf(host, r).domain === symbol));
    const rune = candidates.find((r) => object(host.state, r).exhausted) ?? candidates[0];
    if (rune === undefined) return undefined;
    used.add(rune);
    recycle.push(rune);
  }
  const energyFromPool = Math.min(usable.energy, cost.energy);
  const needed = cost.energy - energyFromPool;
  if (needed === 0) return { recycle, exhaust: [], fromPool: { energy: energyFromPool, power: fromPoolPower }, xp: cost.xp ?? 0, use };
  const ready = player.runes.filter((r) => !object(host.state, r).exhausted);
  if (ready.length < needed) return undefined;
  // Stable: recycled runes first, each group in board order.
  const exhaust = [...ready.filter((r) => used.has(r)), ...ready.filter((r) => !used.has(r))].slice(0, needed);
  return { recycle, exhaust, fromPool: { energy: energyFromPool, power: fromPoolPower }, xp: cost.xp ?? 0, use };
}

/**
 * Takes one Power for `symbol` from the pool, if it holds one: of that domain, else of any
 * domain (CR 135.2.e.5.b); an `any` symbol takes the first Power the pool holds.
 */
function takeFromPool(poolPower: Partial<Record<Domain | 'any', number>>, taken: Partial<Record<Domain | 'any', number>>, symbol: Domain | 'any'): boolean {
  let from: Domain | 'any' | undefined = symbol === 'any' ? (Object.keys(poolPower) as (Domain | 'any')[]).find((d) => (poolPower[d] ?? 0) > 0) : symbol;
  if (from !== undefined && (poolPower[from] ?? 0) <= 0) from = (poolPower.any ?? 0) > 0 ? 'any' : undefined;
  if (from === undefined) return false;
  poolPower[from] = (poolPower[from] ?? 0) - 1;
  taken[from] = (taken[from] ?? 0) + 1;
  return true;
}

/** Each domain's place in the counters of {@link canPay}; a rune without a domain counts in the last. */
const DOMAIN_SLOT: Readonly<Record<string, number>> = Object.fromEntries(DOMAINS.map((d, i) => [d, i]));
const SLOTS = DOMAINS.length + 1;

/** What {@link canPay} decides from: a seat's XP, pool, and runes counted by domain slot. */
export interface RuneTally {
  readonly xp: number;
  readonly poolEnergy: number;
  readonly pool: readonly number[];
  /** Power of any domain in the pool (CR 135.2.e.5.b). */
  readonly poolAny: number;
  readonly tired: readonly number[];
  readonly ready: readonly number[];
  /** Pool Power, exhausted runes and ready runes, of every domain. */
  readonly poolTotal: number;
  readonly tiredTotal: number;
  readonly readyTotal: number;
  /** The pool's resources added only for some uses (unset while there are none). */
  readonly restricted: RunePool['restricted'];
}

/** A counter per domain slot, at 0 (set one by one: `fill` is a call into the runtime). */
function zeroCounts(): number[] {
  const counts = new Array<number>(SLOTS);
  for (let i = 0; i < SLOTS; i++) counts[i] = 0;
  return counts;
}

/** The domain slot of each rune card, by card id, per card database. */
const runeSlotsOf = new WeakMap<CardDatabase['cards'], Map<string, number>>();

/**
 * The domain slot of each card of `cards` by card id, filled as runes are counted: a rune's
 * slot is then one lookup, not its card's, a read of that card's JSON (of many shapes) and
 * of the slot by domain name.
 */
function runeSlots(cards: CardDatabase['cards']): Map<string, number> {
  let slots = runeSlotsOf.get(cards);
  if (slots === undefined) runeSlotsOf.set(cards, (slots = new Map()));
  return slots;
}

function runeSlot(cards: CardDatabase['cards'], slots: Map<string, number>, cardId: string): number {
  let slot = slots.get(cardId);
  if (slot === undefined) {
    slot = DOMAIN_SLOT[cards.get(cardId)?.domain ?? ''] ?? DOMAINS.length;
    slots.set(cardId, slot);
  }
  return slot;
}

function tallyRunes(host: RiftHost, seatId: SeatId): RuneTally {
  const { state, rules } = host;
  const player = seat(state, seatId);
  const pool = zeroCounts();
  const tired = zeroCounts();
  const ready = zeroCounts();
  const power = player.pool.power;
  let poolTotal = 0;
  let poolAny = 0;
  // Only the domains the pool holds: reading each domain by name costs a generic lookup each.
  for (const domain in power) {
    const amount = power[domain as Domain | 'any'] ?? 0;
    const slot = DOMAIN_SLOT[domain];
    if (slot !== undefined) pool[slot] = amount;
    else if (domain === 'any') poolAny = amount;
    else continue;
    poolTotal += amount;
  }
  let tiredTotal = 0;
  let readyTotal = 0;
  const cards = rules.cardDb.cards;
  const slots = runeSlots(cards);
  for (const rune of player.runes) {
    const obj = object(state, rune);
    const slot = runeSlot(cards, slots, obj.card);
    if (obj.exhausted) {
      tired[slot]! += 1;
      tiredTotal++;
    } else {
      ready[slot]! += 1;
      readyTotal++;
    }
  }
  return { xp: player.xp, poolEnergy: player.pool.energy, pool, poolAny, tired, ready, poolTotal, tiredTotal, readyTotal, restricted: player.pool.restricted };
}

/**
 * Whether {@link planPayment} would find a plan for `cost`: the same choices made by counting
 * runes and pool by domain, without building the plan. Legal actions ask this of every card,
 * so the runes are counted once per listing.
 */
export function canPay(host: RiftHost, seatId: SeatId, cost: Cost, use?: ResourceUse): boolean {
  return affords(runeTally(host, seatId), cost, use);
}

/** `seatId`'s runes and pool, counted once per listing: a listing that asks {@link affords} often keeps it. */
export function runeTally(host: RiftHost, seatId: SeatId): RuneTally {
  return oncePerReadingFor(host, 'runes', seatId, tallyRunes);
}

/** A tally with the resources added only for one use counted in its pool. */
function withRestricted(tally: RuneTally, extra: RestrictedResources): RuneTally {
  const pool = [...tally.pool];
  let poolAny = tally.poolAny;
  let added = 0;
  for (const domain in extra.power) {
    const amount = extra.power[domain as Domain | 'any'] ?? 0;
    const slot = DOMAIN_SLOT[domain];
    if (slot !== undefined) pool[slot]! += amount;
    else if (domain === 'any') poolAny += amount;
    else continue;
    added += amount;
  }
  return { ...tally, poolEnergy: tally.poolEnergy + extra.energy, pool, poolAny, poolTotal: tally.poolTotal + added, restricted: undefined };
}

/** {@link canPay} with the seat's runes already counted ({@link runeTally}); `use`: what the cost pays for, when restricted resources may pay it. */
export function affords(counted: RuneTally, cost: Cost, use?: ResourceUse): boolean {
  const extra = use === undefined || counted.restricted === undefined ? undefined : counted.restricted[use];
  const tally = extra === undefined ? counted : withRestricted(counted, extra);
  if ((cost.xp ?? 0) > tally.xp) return false;
  const energy = cost.energy - Math.min(tally.poolEnergy, cost.energy);
  // Energy alone: ready runes are all that count.
  if (cost.power.length === 0) return tally.readyTotal >= energy;
  let pool = tally.poolTotal;
  let tired = tally.tiredTotal;
  let ready = tally.readyTotal;
  let any = 0;
  let poolAny = tally.poolAny;
  const { power } = cost;
  // Specific domains first: the n symbols of a domain come from its pool Power, the pool's
  // Power of any domain, then its exhausted runes, then its ready ones (planPayment's order,
  // one symbol at a time).
  for (let i = 0; i < power.length; i++) {
    const symbol = power[i] as Domain | 'any';
    if (symbol === 'any') {
      any++;
      continue;
    }
    // Each domain once, at its first symbol.
    if (power.indexOf(symbol) < i) continue;
    const slot = DOMAIN_SLOT[symbol];
    if (slot === undefined) return false;
    let n = 0;
    for (let j = i; j < power.length; j++) if (power[j] === symbol) n++;
    let fromPool = Math.min(n, tally.pool[slot]!);
    if (fromPool < n && poolAny > 0) {
      const fromAny = Math.min(n - fromPool, poolAny);
      poolAny -= fromAny;
      fromPool += fromAny;
    }
    const fromTired = Math.min(n - fromPool, tally.tired[slot]!);
    const fromReady = n - fromPool - fromTired;
    if (fromReady > tally.ready[slot]!) return false;
    pool -= fromPool;
    tired -= fromTired;
    ready -= fromReady;
  }
  // Then `any`: what the pool has left, then any rune, exhausted ones first.
  any -= Math.min(any, pool);
  any -= Math.min(any, tired);
  if (any > ready) return false;
  // Energy: the pool's, then ready runes, those recycled for Power included (exhausted first, CR 163.2).
  return tally.readyTotal >= energy;
}

/** Pays a cost by a plan from {@link planPayment}: resources go to the pool, then are spent; a rune in both lists is exhausted before it is recycled. */
export function pay(host: RiftHost, seatId: SeatId, plan: PaymentPlan): void {
  const player = seat(host.state, seatId);
  for (const rune of plan.exhaust) object(host.state, rune).exhausted = true;
  for (const rune of plan.recycle) {
    player.runes.splice(player.runes.indexOf(rune), 1);
    object(host.state, rune).exhausted = false;
    player.runeDeck.push(rune);
  }
  spendFromPool(player.pool, plan.fromPool, plan.use);
  // Power spent: each rune recycled for the cost, and what the pool gave (CR 159-166).
  let powerSpent = plan.recycle.length;
  for (const domain in plan.fromPool.power) powerSpent += plan.fromPool.power[domain as Domain | 'any'] ?? 0;
  recordTurnFact(host.state, seatId, 'powerSpent', powerSpent);
  if (plan.exhaust.length || plan.recycle.length) {
    host.emit({ type: 'runesUsed', seat: seatId, exhausted: plan.exhaust, recycled: plan.recycle });
  }
  for (const rune of plan.recycle) announce(host, { trigger: 'recycled', object: rune, player: seatId, here: null });
  spendXp(host, seatId, plan.xp);
}

/**
 * The payment an action gives (`payment: { exhaust: [...], recycle: [...] }`), checked
 * against the cost: the pool is spent first, then exactly the runes listed, exhausted for
 * Energy and recycled for Power of their domain; a rune may be in both lists (exhausted,
 * then recycled), once in each. Without `payment`, the cheapest plan.
 */
export function paymentFor(host: RiftHost, seatId: SeatId, cost: Cost, payment: unknown, use?: ResourceUse): PaymentPlan | RuleViolation {
  const noXp = xpRefusal(host.state, seatId, cost.xp ?? 0);
  if (noXp) return noXp;
  if (payment === undefined) return planPayment(host, seatId, cost, use) ?? refuse('CANNOT_AFFORD', 'CR 159-166');
  const given = payment as { exhaust?: unknown; recycle?: unknown };
  const list = (value: unknown) => (value === undefined ? [] : Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : null);
  const exhaust = list(given?.exhaust);
  const recycle = list(given?.recycle);
  const extra = typeof payment === 'object' && payment !== null ? Object.keys(payment).filter((k) => k !== 'exhaust' && k !== 'recycle') : ['payment'];
  if (!exhaust || !recycle || extra.length) {
    return refuse('MALFORMED_ACTION.paymentIsExhaust', 'docs/api.md#actions');
  }
  const player = seat(host.state, seatId);
  if (new Set(exhaust).size !== exhaust.length || new Set(recycle).size !== recycle.length) return refuse('WRONG_PAYMENT', 'CR 159-166');
  const foreign = [...exhaust, ...recycle].find((r) => !player.runes.includes(r));
  if (foreign !== undefined) return refuse('WRONG_PAYMENT.notYourRune', 'CR 159-166', { id: foreign });
  const tired = exhaust.find((r) => object(host.state, r).exhausted);
  if (tired !== undefined) return refuse('WRONG_PAYMENT.exhausted', 'CR 159-166', { id: tired });
  const usable = usablePool(player.pool, use);
  const energyFromPool = Math.min(usable.energy, cost.energy);
  if (exhaust.length !== cost.energy - energyFromPool) return refuse('WRONG_PAYMENT.energy', 'CR 159-166', { count: cost.energy - energyFromPool });
  const poolPower = { ...usable.power };
  const fromPoolPower: Partial<Record<Domain | 'any', number>> = {};
  const needed: (Domain | 'any')[] = [];
  for (const symbol of [...cost.power].sort((a, b) => Number(a === 'any') - Number(b === 'any'))) {
    if (!takeFromPool(poolPower, fromPoolPower, symbol)) needed.push(symbol);
  }
  const domains = recycle.map((r) => cardOf(host, r).domain as Domain);
  const matched = needed.every((symbol) => {
    const i = symbol === 'any' ? 0 : domains.indexOf(symbol);
    if (i < 0 || i >= domains.length) return false;
    domains.splice(i, 1);
    return true;
  });
  if (!matched || domains.length) return needed.length ? refuse('WRONG_PAYMENT.power', 'CR 159-166', { domains: needed.join(', ') }) : refuse('WRONG_PAYMENT.noPower', 'CR 159-166');
  return { recycle, exhaust, fromPool: { energy: energyFromPool, power: fromPoolPower }, xp: cost.xp ?? 0, use };
}

export function isPaymentPlan(value: PaymentPlan | RuleViolation): value is PaymentPlan {
  return !('code' in value);
}
