/**
 * Changes other cards make to what a card costs as it is played (CR 356.3-356.4): the
 * passives on the board that say so (`costs`: "Your Mechs' Energy costs are reduced by 2, to
 * a minimum of 1", "enemy spells cost 1 more"), and the discount an effect left for the next
 * spell its player plays this turn (mechanics/next-spell.ts). They are found once as the card's
 * source is read (actions/card-source.ts), so listing and paying ask the same total.
 *
 * Increases come first (CR 356.3), then the discounts that set a minimum, each bounded by its
 * own (CR 356.4.e; applied first, which is the order that leaves the player paying least), then
 * the others, the card's own discount last (CR 356.4.d); never below 0 (CR 356.5). A change
 * for "the first" card of a type each turn (`first`) asks the cards its player has played this turn. A discount of
 * Power of any domain takes an `any` symbol first, then the first printed.
 */
import { conditionHolds } from '../reads/card-conditions.js';
import { boardEntriesOfKind, findBattlefield, object, unitLocation, type RiftHost } from '../reads/queries.js';
import { cardFacts } from '../reads/card-facts.js';
import type { Ability, Domain } from '../schema/card-schema.js';
import { changedCostParts, type Card, type ObjectId, type SeatId, type Cost } from '../state/state.js';
import { boardRead, cachedBoardRead } from '../reads/unit-cache.js';
import { isActive } from '../cards/dependent.js';
import { nextSpellDiscounts } from './next-spell.js';

type Passive = Extract<Ability, { kind: 'passive' }>;
export type CostChange = NonNullable<Passive['costs']>[number];
/** What one change does to a cost: the fields a next-spell discount has too. */
export interface CostDelta {
  readonly energy?: number | undefined;
  readonly power?: number | undefined;
  readonly more?: true | undefined;
  readonly minimum?: number | undefined;
  /** A permission to play a card of the hand (mechanics/hand-plays.ts) may ignore its printed cost or its Energy part first (CR 356.1.b). */
  readonly ignore?: 'cost' | 'energy' | 'none' | undefined;
}

/** A passive of the board that changes costs, with the object whose it is. */
interface CostPassive {
  readonly source: ObjectId;
  readonly ability: Passive;
}

const NONE: readonly never[] = [];

// Made from the board alone; most boards have no such passive, and share the empty list.
const COST_PASSIVES = boardRead('cost-changing passives', costPassivesAfresh, true);

function costPassivesAfresh(host: RiftHost): CostPassive[] {
  const found: CostPassive[] = [];
  for (const { source, entries } of boardEntriesOfKind(host, 'passive')) for (const { ability } of entries) if (ability.costs !== undefined) found.push({ source, ability });
  // A battlefield's passives too, controlled by whoever controls it (CR 187.6.a).
  for (const bf of host.state.battlefields) {
    const kinds = cardFacts(host.rules, bf.card)?.active.activeKinds;
    if (kinds === undefined) continue;
    for (const { kind, entries } of kinds) if (kind === 'passive') for (const { ability } of entries) if ((ability as Passive).costs !== undefined) found.push({ source: bf.id, ability: ability as Passive });
  }
  return found;
}

/** Who controls the passive's source and where it is: an object's, or a battlefield's (none while nobody controls it). */
function sourceOf(host: RiftHost, source: ObjectId): { readonly controller: SeatId | null; readonly here: ObjectId | 'base' | null } {
  const bf = findBattlefield(host.state, source);
  if (bf !== undefined) return { controller: bf.controller, here: bf.id };
  return { controller: object(host.state, source).controller, here: unitLocation(host.state, source) ?? null };
}

/** Whether `change` reaches the card `def` that `player` plays, its passive controlled by `controller`. */
function reaches(host: RiftHost, change: CostChange, def: Card, player: SeatId, controller: SeatId): boolean {
  if ((change.whose === 'yours') !== (player === controller)) return false;
  if (change.cards !== 'cards' && change.cards !== (def.type === 'gear' ? 'gear' : def.type === 'unit' ? 'units' : def.type === 'spell' ? 'spells' : undefined)) return false;
  if (change.tag !== undefined && !(def.tags?.includes(change.tag) ?? false)) return false;
  return change.first !== true || !playedOfTypeThisTurn(host, player, def.type);
}

/** Whether `player` has played a card of `type` this turn (tokens are made, never noted as played). */
function playedOfTypeThisTurn(host: RiftHost, player: SeatId, type: Card['type']): boolean {
  const { state } = host;
  const played = state.seats.find((s) => s.id === player)?.cardsPlayedThisTurn;
  if (played === undefined) return false;
  for (const id of played) {
    const obj = state.objects[id];
    if (obj !== undefined && host.rules.cardDb.cards.get(obj.card)?.type === type) return true;
  }
  return false;
}

/** Whether `change` reaches each [Repeat] cost `player` pays, its passive controlled by `controller`. */
function reachesRepeat(change: CostChange, player: SeatId, controller: SeatId): boolean {
  return change.cards === 'repeatCosts' && (change.whose === 'yours') === (player === controller);
}

/** The changes of the board's active passives that `reach` picks, after `first`; `first` itself when none does. */
function boardChanges(host: RiftHost, first: readonly CostDelta[], reach: (change: CostChange, controller: SeatId) => boolean): readonly CostDelta[] {
  const passives = cachedBoardRead(host, COST_PASSIVES);
  if (passives.length === 0) return first;
  let found: CostDelta[] | undefined;
  const { state } = host;
  for (const { source, ability } of passives) {
    const { controller, here } = sourceOf(host, source);
    if (controller === null) continue;
    if (!(ability.costs ?? NONE).some((change) => reach(change, controller))) continue;
    if (!isActive(state, ability, controller, source)) continue;
    if (!conditionHolds(host, ability, { controller, source, here })) continue;
    for (const change of ability.costs ?? NONE) if (reach(change, controller)) (found ??= [...first]).push(change);
  }
  return found ?? first;
}

/** The changes that reach `def` as `player` plays it now: usually none, the shared empty list. */
export function costChangesFor(host: RiftHost, player: SeatId, def: Card): readonly CostDelta[] {
  const next = def.type === 'spell' ? nextSpellDiscounts(host.state, player) : NONE;
  return boardChanges(host, next, (change, controller) => reaches(host, change, def, player, controller));
}

/** The changes that reach each [Repeat] cost `player` pays as they play a spell now ("friendly [Repeat] costs cost 1 less"): usually none. */
export function repeatCostChanges(host: RiftHost, player: SeatId): readonly CostDelta[] {
  return boardChanges(host, NONE, (change, controller) => reachesRepeat(change, player, controller));
}

/**
 * The printed cost `printed` as the base of the total (CR 356.1.b): without its Energy, or
 * nothing, when a change ignores it; additional costs are added to it after (CR 356.2).
 */
export function printedAfterIgnoring(printed: Cost, changes: readonly CostDelta[]): Cost {
  for (const change of changes) {
    if (change.ignore === 'cost') return changedCostParts(printed, 0, []);
    if (change.ignore === 'energy') return changedCostParts(printed, 0, printed.power);
  }
  return printed;
}

/**
 * `cost` with `changes` and then the card's own discount (CR 356.3-356.5): `own` Energy, and
 * `ownPower` symbols, each of its domain, else one of any domain.
 */
export function changedCost(cost: Cost, changes: readonly CostDelta[], own: number, ownPower: readonly Domain[] = NO_DOMAINS): Cost {
  if (ownPower.length > 0) return withoutPower(changedCost(cost, changes, own), ownPower);
  if (changes.length === 0) return own === 0 ? cost : changedCostParts(cost, Math.max(0, cost.energy - own), cost.power);
  let energy = cost.energy;
  const power = [...cost.power];
  for (const change of changes) {
    if (change.more !== true) continue;
    energy += change.energy ?? 0;
    for (let i = 0; i < (change.power ?? 0); i++) power.push('any');
  }
  for (const bounded of [true, false]) {
    for (const change of changes) {
      if (change.more === true || (change.minimum !== undefined) !== bounded) continue;
      const floor = change.minimum ?? 0;
      if (energy > floor) energy = Math.max(floor, energy - (change.energy ?? 0));
      for (let i = 0; i < (change.power ?? 0) && power.length > 0; i++) {
        const any = power.indexOf('any');
        power.splice(any >= 0 ? any : 0, 1);
      }
    }
  }
  return changedCostParts(cost, Math.max(0, energy - own), power);
}

const NO_DOMAINS: readonly Domain[] = [];

/** `cost` without one Power symbol for each of `power`: of that domain, else of any domain; none left, nothing more comes off (CR 356.5). */
function withoutPower(cost: Cost, power: readonly Domain[]): Cost {
  const left = [...cost.power];
  for (const domain of power) {
    const at = left.indexOf(domain);
    const any = at >= 0 ? at : left.indexOf('any');
    if (any >= 0) left.splice(any, 1);
  }
  return changedCostParts(cost, cost.energy, left);
}
