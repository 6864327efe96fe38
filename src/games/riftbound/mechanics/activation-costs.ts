/**
 * Costs of an activated ability (an Equip's too, CR 818.1.c) paid with other cards (CR 376, 356.6, 357.2): "Recycle 3 from
 * your trash" and "Recycle a unit from your trash" (`recycleTrash`: the cards named in
 * `activate`'s `recycleTrash`, to the bottom of their owner's Main Deck in a random order, CR
 * 416.5-416.6; too few, and the ability cannot be activated, CR 416.3), and "Kill a friendly
 * unit or gear" (`killFriendly`: the unit or gear named in `kill`, which its activator controls).
 * An ability asking neither costs nothing here: every function returns at once.
 */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import type { Ability } from '../card-schema.js';
import { isGearOnBoard } from '../gear-text.js';
import { card, object, seat, unitsOnBoard, type RiftHost } from '../queries.js';
import type { ObjectId, SeatId } from '../state.js';
import { killGear } from './gear.js';
import { recycleCards } from './zone-cards.js';
import { killUnit } from './zones.js';

/** The parts of an activated ability's or an Equip's cost paid with cards. */
type ActivatedCost = Pick<Extract<Ability, { kind: 'activated' }>['cost'], 'recycleTrash' | 'killFriendly'>;

/** The choices of one activation: the trash cards recycled and the object killed. */
export interface CardCostChoice {
  readonly recycleTrash?: readonly ObjectId[];
  readonly kill?: ObjectId;
}

const NONE: readonly CardCostChoice[] = [{}];

/** Whether the ability's cost asks for cards: listing and paying skip the rest otherwise. */
export function asksCards(cost: ActivatedCost): boolean {
  return cost.recycleTrash !== undefined || cost.killFriendly !== undefined;
}

/** The cards of `seatId`'s trash the cost may recycle. */
function recyclable(host: RiftHost, seatId: SeatId, cost: ActivatedCost): readonly ObjectId[] {
  const { trash } = seat(host.state, seatId);
  const only = cost.recycleTrash?.type;
  return only === undefined ? trash : trash.filter((id) => card(host.rules, object(host.state, id).card).type === only);
}

/** The units and gear `seatId` controls that the cost may kill. */
function killable(host: RiftHost, seatId: SeatId, cost: ActivatedCost): readonly ObjectId[] {
  const types = cost.killFriendly ?? [];
  const { state } = host;
  const units = types.includes('unit') ? unitsOnBoard(state).filter((u) => object(state, u).controller === seatId) : [];
  const gear = types.includes('gear') ? state.gear.filter((g) => object(state, g).controller === seatId) : [];
  return gear.length === 0 ? units : [...units, ...gear];
}

/** Whether `seatId` has the cards to pay the cost (CR 416.3). */
export function canPayCards(host: RiftHost, seatId: SeatId, cost: ActivatedCost): boolean {
  if (cost.recycleTrash !== undefined && recyclable(host, seatId, cost).length < cost.recycleTrash.amount) return false;
  return cost.killFriendly === undefined || killable(host, seatId, cost).length > 0;
}

/**
 * The ways listed to pay the cost: each object it may kill, and for the trash the oldest cards
 * it may recycle (any others are accepted as well: listing every set of them would multiply
 * the actions listed for no difference to the ability).
 */
export function cardCostChoices(host: RiftHost, seatId: SeatId, cost: ActivatedCost): readonly CardCostChoice[] {
  if (!asksCards(cost)) return NONE;
  const amount = cost.recycleTrash?.amount;
  const trash = amount === undefined ? [undefined] : [recyclable(host, seatId, cost).slice(0, amount)];
  const kills = cost.killFriendly === undefined ? [undefined] : killable(host, seatId, cost);
  const out: CardCostChoice[] = [];
  for (const recycle of trash) {
    for (const kill of kills) out.push({ ...(recycle ? { recycleTrash: recycle } : {}), ...(kill ? { kill } : {}) });
  }
  return out;
}

/** Why the cards an `activate` or `equip` action names do not pay the cost, or undefined. */
export function cardCostRefusal(host: RiftHost, seatId: SeatId, cost: ActivatedCost, action: Record<string, unknown>): RuleViolation | undefined {
  const named = action['recycleTrash'];
  if (cost.recycleTrash === undefined) {
    if (named !== undefined) return violation('MALFORMED_ACTION', 'this cost recycles no card from your trash: no "recycleTrash"', 'docs/api.md#actions');
  } else {
    const { amount, type } = cost.recycleTrash;
    if (!Array.isArray(named) || named.length !== amount || !named.every((id) => typeof id === 'string') || new Set(named).size !== amount) {
      return violation('MISSING_ACTIVATION_COST', `"recycleTrash" names ${amount} different card(s) of your trash to recycle for this cost`, 'CR 416.3, CR 416.6');
    }
    const allowed = recyclable(host, seatId, cost);
    const wrong = (named as string[]).find((id) => !allowed.includes(id));
    if (wrong !== undefined) return violation('NOT_IN_TRASH', `${wrong} is not ${type === undefined ? 'a card' : `a ${type} card`} in your trash`, 'CR 416.6');
  }
  const kill = action['kill'];
  if (cost.killFriendly === undefined) return kill === undefined ? undefined : violation('MALFORMED_ACTION', 'this cost kills nothing: no "kill"', 'docs/api.md#actions');
  if (typeof kill !== 'string') return violation('MISSING_ACTIVATION_COST', `"kill" names the ${cost.killFriendly.join(' or ')} you control killed for this cost`, 'CR 356.6');
  if (!killable(host, seatId, cost).includes(kill)) {
    return violation('NOT_YOURS_TO_KILL', `${kill} is not a ${cost.killFriendly.join(' or ')} you control on the board`, 'CR 356.6, CR 484.8.c');
  }
  return undefined;
}

/** Pays the cards of the cost the action named (checked before): the trash cards recycled, then the object killed. */
export function payCardCosts(host: RiftHost, seatId: SeatId, cost: ActivatedCost, choice: CardCostChoice): void {
  if (cost.recycleTrash !== undefined && choice.recycleTrash !== undefined) recycleCards(host, seatId, choice.recycleTrash);
  if (cost.killFriendly === undefined || choice.kill === undefined) return;
  if (isGearOnBoard(host.state, choice.kill)) killGear(host, choice.kill);
  else killUnit(host, choice.kill);
}
