/**
 * Combat (CR 440-461): after the showdown step, the damage step and the resolution.
 */
import { EngineError } from '../../../engine/errors.js';
import { markDamage } from './delayed.js';
import { damageRank, FIRST_OR_LAST } from '../reads/keyword-handlers.js';
import { battlefield, isForbidden, might, object, unitsOf, type RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId } from '../state/state.js';
import { endShowdown, establishControl, loseControl, NOT_OPEN } from './control.js';
import { recall } from './movement.js';
import { recalledOnTie } from './tied-combats.js';
import { killTogether } from './zones.js';
import { announce, announceDamaged } from './trigger-events.js';
import { expireCombatKeywordChanges } from '../reads/keyword-changes.js';
import { endMightThisCombat } from './buffs.js';

function combatants(host: RiftHost) {
  const showdown = host.state.showdown;
  if (!showdown?.combat || showdown.defender === null) throw new EngineError('no combat in progress');
  const bf = battlefield(host.state, showdown.battlefield);
  return { showdown, bf, attacker: showdown.attacker, defender: showdown.defender };
}

/** Total might of a side; negative might counts as zero; stunned units, and those a card forbids to deal combat damage (CR 054), add none. */
function totalMight(host: RiftHost, units: readonly ObjectId[]): number {
  return units.reduce((sum, u) => sum + (object(host.state, u).stunned || isForbidden(host, u, 'dealCombatDamage') ? 0 : Math.max(0, might(host, u))), 0);
}

/**
 * The opposing units by the place their keywords give them in the damage order: Tank units
 * first, then the others, then Backline units (CR 815.1.b, 826.3); `either` holds the units
 * with both, each placed first or last as the assigning player chooses (CR 460.2.c.7). Each
 * list keeps the given order.
 */
interface DamagePlaces {
  readonly first: ObjectId[];
  readonly middle: ObjectId[];
  readonly last: ObjectId[];
  readonly either: ObjectId[];
}

function damagePlaces(host: RiftHost, targets: readonly ObjectId[]): DamagePlaces {
  const places: DamagePlaces = { first: [], middle: [], last: [], either: [] };
  for (const unit of targets) {
    const rank = damageRank(host, unit);
    (rank === -1 ? places.first : rank === 0 ? places.middle : rank === 1 ? places.last : places.either).push(unit);
  }
  return places;
}

/**
 * The groups damage follows for each way of placing the `either` units (first or last, CR
 * 460.2.c.7), each grouping [first, middle, last] without its empty groups; the first
 * grouping places them all first.
 */
function groupings(places: DamagePlaces): ObjectId[][][] {
  const { either } = places;
  const out: ObjectId[][][] = [];
  for (let mask = 0; mask < 1 << either.length; mask++) {
    const first = [...places.first, ...either.filter((_, i) => (mask & (1 << i)) === 0)];
    const last = [...places.last, ...either.filter((_, i) => (mask & (1 << i)) !== 0)];
    out.push([first, places.middle, last].filter((group) => group.length > 0));
  }
  return out;
}

/**
 * An order damage may follow, for a side with no choice to make (its order cannot matter, or
 * there is one): Tank units, those with both keywords, the others, Backline units.
 */
function defaultOrder(host: RiftHost, targets: readonly ObjectId[]): ObjectId[] {
  const { first, middle, last, either } = damagePlaces(host, targets);
  return [...first, ...either, ...middle, ...last];
}

/** The lethal damage a unit still needs. */
function lethalFor(host: RiftHost, unit: ObjectId): number {
  return Math.max(1, might(host, unit) - object(host.state, unit).damage);
}

/**
 * Assigns `amount` damage to `ordered` in that order (a valid one, the assigning player's
 * choice or {@link defaultOrder}): lethal damage to one unit before any goes to the next.
 * What is left once every unit has lethal damage goes to the last. Written into `assigned`
 * (which holds no entry for these targets yet), and returned.
 */
export function assignDamage(host: RiftHost, amount: number, ordered: readonly ObjectId[], assigned: Record<ObjectId, number> = {}): Record<ObjectId, number> {
  let left = amount;
  for (const unit of ordered) {
    if (left <= 0) break;
    const dealt = Math.min(left, lethalFor(host, unit));
    assigned[unit] = dealt;
    left -= dealt;
  }
  const last = ordered.at(-1);
  if (left > 0 && last !== undefined) assigned[last] = (assigned[last] ?? 0) + left;
  return assigned;
}

/**
 * The places of the units `seat` damages when their order can matter: some, but not all, of
 * them can be given lethal damage, and there is more than one order.
 */
function damageChoice(host: RiftHost, seat: SeatId): DamagePlaces | undefined {
  const { bf, attacker, defender } = combatants(host);
  const targets = unitsOf(host.state, bf, seat === attacker ? defender : attacker);
  const amount = totalMight(host, unitsOf(host.state, bf, seat));
  const lethal = targets.reduce((sum, u) => sum + lethalFor(host, u), 0);
  if (amount === 0 || amount >= lethal) return undefined;
  const places = damagePlaces(host, targets);
  return ordersOf(places, 2).length > 1 ? places : undefined;
}

/** Whether `seat` chooses the order of its damage in this combat. */
export function choosesDamageOrder(host: RiftHost, seat: SeatId): boolean {
  return damageChoice(host, seat) !== undefined;
}

/**
 * The first `cap` orders of the groups, each group permuted within its place: the orders of
 * the unit indexes in lexicographic order (the first group's permutations vary slowest).
 * Placed unit by unit into one array, copied when complete: building each group's
 * permutations as arrays of their own costs several times as much.
 */
function groupOrders(groups: readonly ObjectId[][], cap: number): ObjectId[][] {
  const out: ObjectId[][] = [];
  const order: ObjectId[] = [];
  const placed = groups.map((group) => group.map(() => false));
  const place = (g: number, count: number): void => {
    const group = groups[g];
    if (group === undefined) {
      out.push(order.slice());
      return;
    }
    if (count === group.length) {
      place(g + 1, 0);
      return;
    }
    const taken = placed[g] as boolean[];
    for (let i = 0; i < group.length && out.length < cap; i++) {
      if (taken[i]) continue;
      taken[i] = true;
      order.push(group[i] as ObjectId);
      place(g, count + 1);
      order.pop();
      taken[i] = false;
    }
  };
  place(0, 0);
  return out;
}

/**
 * The first `cap` distinct orders of `places`: those of each grouping in turn (a unit with
 * both keywords first, then last); two groupings give the same order when nothing stands
 * between their first and last places.
 */
function ordersOf(places: DamagePlaces, cap: number): ObjectId[][] {
  if (places.either.length === 0) return groupOrders([places.first, places.middle, places.last].filter((g) => g.length > 0), cap);
  const seen = new Set<string>();
  const out: ObjectId[][] = [];
  for (const groups of groupings(places)) {
    for (const order of groupOrders(groups, cap)) {
      const key = order.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(order);
      if (out.length >= cap) return out;
    }
  }
  return out;
}

/** The orders `seat` may choose (Tank first, Backline last, a unit with both first or last), at most `cap` of them; none when it has no choice. */
export function damageOrders(host: RiftHost, seat: SeatId, cap = 120): ObjectId[][] {
  const choice = damageChoice(host, seat);
  return choice ? ordersOf(choice, cap) : [];
}

/**
 * Whether `order` is one `seat` may choose: every opposing unit once, Tank units first,
 * Backline units last, each unit with both among the first or among the last. Read left to
 * right, such a unit counts as first until a unit of a later place has come (CR 460.2.c.7).
 */
export function isDamageOrder(host: RiftHost, seat: SeatId, order: readonly ObjectId[]): boolean {
  const choice = damageChoice(host, seat);
  if (!choice) return false;
  const all = [...choice.first, ...choice.middle, ...choice.last, ...choice.either];
  if (order.length !== all.length || new Set(order).size !== order.length || !order.every((u) => all.includes(u))) return false;
  let reached = -1;
  for (const unit of order) {
    const rank = damageRank(host, unit);
    const place = rank === FIRST_OR_LAST ? (reached <= -1 ? -1 : 1) : rank;
    if (place < reached) return false;
    reached = place;
  }
  return true;
}

/** Before damage: the sides whose order can matter will choose it, attacker first. */
export function planCombatDamage(host: RiftHost): void {
  const { showdown, attacker, defender } = combatants(host);
  showdown.orders = {};
  showdown.assigners = [attacker, defender].filter((seat) => choosesDamageOrder(host, seat));
}

/** A side chose the order of its damage (checked against `damageOrders`). */
export function chooseDamageOrder(host: RiftHost, seat: SeatId, order: readonly ObjectId[]): void {
  const { showdown } = combatants(host);
  (showdown.orders ??= {})[seat] = [...order];
  showdown.assigners = (showdown.assigners ?? []).filter((s) => s !== seat);
  host.emit({ type: 'damageOrderChosen', seat, order: [...order] });
}

/**
 * The damage step: both sides assign their might, attacker first; all damage is dealt at once.
 * The statechart comes here only while both sides have units there (`combatDamageDue`, CR 460.1).
 */
export function dealCombatDamage(host: RiftHost): void {
  const { showdown, bf, attacker, defender } = combatants(host);
  const orders = showdown.orders ?? {};
  // The order the side chose, or one its keywords allow when the order did not matter.
  const orderOf = (seat: SeatId, units: ObjectId[]) => orders[seat]?.filter((u) => units.includes(u)) ?? defaultOrder(host, units);
  const attackers = unitsOf(host.state, bf, attacker);
  const defenders = unitsOf(host.state, bf, defender);
  // Unset, not deleted: the showdown keeps its hidden class (state/state.ts, newShowdown).
  showdown.orders = undefined;
  showdown.assigners = undefined;
  const dealt: Record<ObjectId, number> = {};
  // The sides damage different units: one record holds both, the attacker's first.
  const attackerMight = totalMight(host, attackers);
  assignDamage(host, attackerMight, orderOf(attacker, defenders), dealt);
  assignDamage(host, totalMight(host, defenders), orderOf(defender, attackers), dealt);
  showdown.excessDamage = excessOver(host, attackerMight, defenders);
  const marked = markCombatDamage(host, dealt);
  host.emit({ type: 'combatDamage', battlefield: bf.id, dealt: marked });
  for (const unit in marked) if ((marked[unit] as number) > 0) announceDamaged(host, unit, true);
}

/**
 * The damage of `amount` assigned to `units` past lethal (CR 460.2): every unit gets lethal
 * damage before any is assigned beyond it, so the excess is what is left over their lethal damage.
 */
function excessOver(host: RiftHost, amount: number, units: readonly ObjectId[]): number {
  let left = amount;
  for (const unit of units) left -= lethalFor(host, unit);
  return Math.max(0, left);
}

/**
 * Marks the damage assigned; returns what was dealt. Damage all prevented is not dealt (CR
 * 437.4): the record leaves such units out, made anew only when a delayed effect may prevent
 * or a unit assigned some doesn't take damage (CR 054).
 */
function markCombatDamage(host: RiftHost, assigned: Record<ObjectId, number>): Record<ObjectId, number> {
  if (host.state.delayed === undefined && !takesNoDamage(host, assigned)) {
    for (const unit in assigned) object(host.state, unit).damage += assigned[unit] as number;
    return assigned;
  }
  const dealt: Record<ObjectId, number> = {};
  for (const unit in assigned) {
    const amount = assigned[unit] as number;
    if (markDamage(host, unit, amount, true) > 0 || amount === 0) dealt[unit] = amount;
  }
  return dealt;
}

/** Whether a passive says one of the units assigned damage doesn't take damage. */
function takesNoDamage(host: RiftHost, assigned: Record<ObjectId, number>): boolean {
  for (const unit in assigned) if (isForbidden(host, unit, 'takeDamage')) return true;
  return false;
}

function isLethal(host: RiftHost, unit: ObjectId): boolean {
  const damage = object(host.state, unit).damage;
  return damage > 0 && damage >= might(host, unit);
}

/**
 * Resolution, first: units with lethal damage die (CR 461.1). Their deaths may wait on a
 * choice among replacement effects (mechanics/replacements.ts); the rest of the resolution
 * waits for them (the statechart's `afterDeaths`).
 */
export function combatDeaths(host: RiftHost): void {
  const { bf } = combatants(host);
  // Found before any dies: they die together, so one's death cannot change another's Might first.
  const lethal = bf.units.filter((u) => isLethal(host, u));
  if (lethal.length > 0) killTogether(host, { units: lethal, inCombat: true });
}

/**
 * Resolution, then: survivors heal, attackers still facing defenders are recalled, and the
 * only player left establishes control.
 */
export function resolveCombat(host: RiftHost): void {
  const { showdown, bf, attacker, defender } = combatants(host);
  const excessDamage = showdown.excessDamage ?? 0;
  for (const unit of bf.units) object(host.state, unit).damage = 0;
  const attackersLeft = unitsOf(host.state, bf, attacker);
  const defendersLeft = unitsOf(host.state, bf, defender);
  if (attackersLeft.length > 0 && defendersLeft.length > 0) {
    for (const unit of recalledOnTie(host, attacker, defender, attackersLeft, bf.units)) recall(host, unit);
  }
  endShowdown(host);
  expireCombatKeywordChanges(host);
  endMightThisCombat(host);
  host.emit({ type: 'combatEnded', battlefield: bf.id, attacker, defender });
  const survivors: SeatId[] = [attacker, defender].filter((s) => unitsOf(host.state, bf, s).length > 0);
  // The only side left with units here won the combat, and its units with it (CR 461.3.a, 461.3.c).
  if (survivors.length === 1) announce(host, { trigger: 'winsCombat', object: null, player: survivors[0] as SeatId, here: bf.id });
  // A conquest by the attacker is one after an attack, with the excess damage it assigned.
  if (survivors.length === 1) establishControl(host, survivors[0] as SeatId, bf, survivors[0] === attacker ? { afterAttack: true, excessDamage } : NOT_OPEN);
  else if (survivors.length === 0 && bf.controller !== null) loseControl(host, bf);
}
