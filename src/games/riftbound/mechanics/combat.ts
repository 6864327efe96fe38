/**
 * Combat (CR 440-461): after the showdown step, the damage step and the resolution.
 */
import { EngineError } from '../../../engine/errors.js';
import { damageRank } from '../keywords/handlers.js';
import { battlefield, isForbidden, might, object, unitsOf, type RiftHost } from '../queries.js';
import type { ObjectId, SeatId } from '../state.js';
import { endShowdown, establishControl, loseControl } from './control.js';
import { recall } from './movement.js';
import { killUnit } from './zones.js';

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
 * The targets in the groups damage must follow: Tank units, then the others, then Backline
 * units (CR 815.1.b, 826.3), each group in the given order. Empty groups are dropped.
 */
function damageGroups(host: RiftHost, targets: readonly ObjectId[]): ObjectId[][] {
  // Each unit's rank read once, not once per group.
  const ranks = targets.map((u) => damageRank(host, u));
  const groups: ObjectId[][] = [];
  for (const rank of DAMAGE_GROUP_RANKS) {
    const group = targets.filter((_, i) => ranks[i] === rank);
    if (group.length > 0) groups.push(group);
  }
  return groups;
}

/** The damage ranks in the order their groups take damage: Tank, others, Backline. */
const DAMAGE_GROUP_RANKS = [-1, 0, 1] as const;

/** The targets in the order of their groups, each group in the given order. */
function tanksFirst(host: RiftHost, targets: readonly ObjectId[]): ObjectId[] {
  const ranks = targets.map((u) => damageRank(host, u));
  const ordered: ObjectId[] = [];
  for (const rank of DAMAGE_GROUP_RANKS) for (const [i, unit] of targets.entries()) if (ranks[i] === rank) ordered.push(unit);
  return ordered;
}

/** The lethal damage a unit still needs. */
function lethalFor(host: RiftHost, unit: ObjectId): number {
  return Math.max(1, might(host, unit) - object(host.state, unit).damage);
}

/**
 * Assigns `amount` damage to `targets` in their order (the assigning player's choice), Tank
 * units first: lethal damage to one unit before any goes to the next. What is left once
 * every unit has lethal damage goes to the last. Written into `assigned` (which holds no
 * entry for these targets yet), and returned.
 */
export function assignDamage(host: RiftHost, amount: number, targets: readonly ObjectId[], assigned: Record<ObjectId, number> = {}): Record<ObjectId, number> {
  const ordered = tanksFirst(host, targets);
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
 * The units `seat` damages, in their groups (Tank, others, Backline), when their order can
 * matter: some, but not all, of them can be given lethal damage, and there is more than one
 * order.
 */
function damageChoice(host: RiftHost, seat: SeatId): ObjectId[][] | undefined {
  const { bf, attacker, defender } = combatants(host);
  const targets = unitsOf(host.state, bf, seat === attacker ? defender : attacker);
  const amount = totalMight(host, unitsOf(host.state, bf, seat));
  const lethal = targets.reduce((sum, u) => sum + lethalFor(host, u), 0);
  if (amount === 0 || amount >= lethal) return undefined;
  const groups = damageGroups(host, targets);
  return groups.some((g) => g.length > 1) ? groups : undefined;
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

/** The orders `seat` may choose (Tank first, Backline last), at most `cap` of them; none when it has no choice. */
export function damageOrders(host: RiftHost, seat: SeatId, cap = 120): ObjectId[][] {
  const choice = damageChoice(host, seat);
  return choice ? groupOrders(choice, cap) : [];
}

/** Whether `order` is one `seat` may choose: every opposing unit once, Tank first, Backline last. */
export function isDamageOrder(host: RiftHost, seat: SeatId, order: readonly ObjectId[]): boolean {
  const choice = damageChoice(host, seat);
  if (!choice || order.length !== choice.flat().length || new Set(order).size !== order.length) return false;
  let at = 0;
  return choice.every((group) => {
    const part = order.slice(at, at + group.length);
    at += group.length;
    return part.every((u) => group.includes(u));
  });
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

/** The damage step: both sides assign their might, attacker first; all damage is dealt at once. */
export function dealCombatDamage(host: RiftHost): void {
  const { showdown, bf, attacker, defender } = combatants(host);
  const orders = showdown.orders ?? {};
  const orderOf = (seat: SeatId, units: ObjectId[]) => (orders[seat] ?? units).filter((u) => units.includes(u));
  const attackers = unitsOf(host.state, bf, attacker);
  const defenders = unitsOf(host.state, bf, defender);
  // Unset, not deleted: the showdown keeps its hidden class (state.ts, newShowdown).
  showdown.orders = undefined;
  showdown.assigners = undefined;
  const dealt: Record<ObjectId, number> = {};
  if (attackers.length === 0 || defenders.length === 0) {
    host.emit({ type: 'combatDamage', battlefield: bf.id, dealt });
    return;
  }
  // The sides damage different units: one record holds both, the attacker's first.
  assignDamage(host, totalMight(host, attackers), orderOf(attacker, defenders), dealt);
  assignDamage(host, totalMight(host, defenders), orderOf(defender, attackers), dealt);
  for (const unit in dealt) object(host.state, unit).damage += dealt[unit] as number;
  host.emit({ type: 'combatDamage', battlefield: bf.id, dealt });
}

function isLethal(host: RiftHost, unit: ObjectId): boolean {
  const damage = object(host.state, unit).damage;
  return damage > 0 && damage >= might(host, unit);
}

/**
 * Resolution: units with lethal damage die, survivors heal, attackers still facing
 * defenders are recalled, and the only player left establishes control.
 */
export function resolveCombat(host: RiftHost): void {
  const { bf, attacker, defender } = combatants(host);
  // Found before any dies: they die together, so one's death cannot change another's Might first.
  for (const unit of bf.units.filter((u) => isLethal(host, u))) killUnit(host, unit);
  for (const unit of bf.units) object(host.state, unit).damage = 0;
  const attackersLeft = unitsOf(host.state, bf, attacker);
  const defendersLeft = unitsOf(host.state, bf, defender);
  if (attackersLeft.length > 0 && defendersLeft.length > 0) {
    for (const unit of attackersLeft) recall(host, unit);
  }
  endShowdown(host);
  host.emit({ type: 'combatEnded', battlefield: bf.id, attacker, defender });
  const survivors: SeatId[] = [attacker, defender].filter((s) => unitsOf(host.state, bf, s).length > 0);
  if (survivors.length === 1) establishControl(host, survivors[0] as SeatId, bf);
  else if (survivors.length === 0 && bf.controller !== null) loseControl(host, bf);
}
