/**
 * Costs of an activated ability (an Equip's too, CR 818.1.c) paid with other cards (CR 376, 356.6, 357.2): "Recycle 3 from
 * your trash" and "Recycle a unit from your trash" (`recycleTrash`: the cards named in
 * `activate`'s `recycleTrash`, to the bottom of their owner's Main Deck in a random order, CR
 * 416.5-416.6; too few, and the ability cannot be activated, CR 416.3), and "Kill a friendly
 * unit or gear" (`killFriendly`: the unit or gear named in `kill`, which its activator controls),
 * and "Discard 1" (`discard`: the cards of its activator's hand named in `discard`, to their
 * trash, CR 422.1; too few in hand, and it cannot be activated).
 * An ability asking none costs nothing here: every function returns at once.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Ability } from '../schema/card-schema.js';
import { isGearOnBoard } from '../reads/gear-text.js';
import { card, object, seat, unitsOnBoard, type RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId } from '../state/state.js';
import { killGear } from './gear.js';
import { discardCards, recycleCards } from './zone-cards.js';
import { killUnit } from './zones.js';
import { refuse, text } from '../i18n/messages.js';

/** The parts of an activated ability's or an Equip's cost paid with cards. */
type ActivatedCost = Pick<Extract<Ability, { kind: 'activated' }>['cost'], 'recycleTrash' | 'killFriendly'> & { readonly discard?: number | undefined };

/** The choices of one activation: the trash cards recycled, the object killed and the cards discarded. */
export interface CardCostChoice {
  readonly recycleTrash?: readonly ObjectId[];
  readonly kill?: ObjectId;
  readonly discard?: readonly ObjectId[];
}

const NONE: readonly CardCostChoice[] = [{}];

/** Whether the ability's cost asks for cards: listing and paying skip the rest otherwise. */
export function asksCards(cost: ActivatedCost): boolean {
  return cost.recycleTrash !== undefined || cost.killFriendly !== undefined || cost.discard !== undefined;
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
  if (cost.discard !== undefined && seat(host.state, seatId).hand.length < cost.discard) return false;
  return cost.killFriendly === undefined || killable(host, seatId, cost).length > 0;
}

/**
 * The ways listed to pay the cost: each object it may kill, for the trash the oldest cards it
 * may recycle (any others are accepted as well: listing every set of them would multiply the
 * actions listed for no difference to the ability), and each card of the hand it may discard
 * for "Discard 1" (which card matters to the player), the first cards of the hand for more.
 */
export function cardCostChoices(host: RiftHost, seatId: SeatId, cost: ActivatedCost): readonly CardCostChoice[] {
  if (!asksCards(cost)) return NONE;
  const amount = cost.recycleTrash?.amount;
  const trash = amount === undefined ? [undefined] : [recyclable(host, seatId, cost).slice(0, amount)];
  const kills = cost.killFriendly === undefined ? [undefined] : killable(host, seatId, cost);
  const discards = discardChoices(host, seatId, cost);
  const out: CardCostChoice[] = [];
  for (const recycle of trash) {
    for (const kill of kills) {
      for (const discard of discards) out.push({ ...(recycle ? { recycleTrash: recycle } : {}), ...(kill ? { kill } : {}), ...(discard ? { discard } : {}) });
    }
  }
  return out;
}

/** The cards of the hand listed to discard for the cost: each one alone for one card, the first ones for more. */
function discardChoices(host: RiftHost, seatId: SeatId, cost: ActivatedCost): readonly (readonly ObjectId[] | undefined)[] {
  if (cost.discard === undefined) return [undefined];
  const { hand } = seat(host.state, seatId);
  return cost.discard === 1 ? hand.map((id) => [id]) : [hand.slice(0, cost.discard)];
}

/** Why the cards an `activate` or `equip` action names do not pay the cost, or undefined. */
export function cardCostRefusal(host: RiftHost, seatId: SeatId, cost: ActivatedCost, action: Record<string, unknown>): RuleViolation | undefined {
  const named = action['recycleTrash'];
  if (cost.recycleTrash === undefined) {
    if (named !== undefined) return refuse('MALFORMED_ACTION.thisCostRecycles', 'docs/api.md#actions');
  } else {
    const { amount, type } = cost.recycleTrash;
    if (!Array.isArray(named) || named.length !== amount || !named.every((id) => typeof id === 'string') || new Set(named).size !== amount) {
      return refuse('MISSING_ACTIVATION_COST', 'CR 416.3, CR 416.6', { amount });
    }
    const allowed = recyclable(host, seatId, cost);
    const wrong = (named as string[]).find((id) => !allowed.includes(id));
    if (wrong !== undefined) return (type === undefined ? refuse('NOT_IN_TRASH', 'CR 416.6', { id: wrong }) : refuse('NOT_IN_TRASH.unit', 'CR 416.6', { id: wrong }));
  }
  const discarded = discardRefusal(host, seatId, cost, action['discard']);
  if (discarded) return discarded;
  const kill = action['kill'];
  if (cost.killFriendly === undefined) return kill === undefined ? undefined : refuse('MALFORMED_ACTION.thisCostKills', 'docs/api.md#actions');
  if (typeof kill !== 'string') return refuse('MISSING_ACTIVATION_COST.kill', 'CR 356.6', { what: text(`kinds.${killKinds(cost.killFriendly)}`) });
  if (!killable(host, seatId, cost).includes(kill)) {
    return refuse('NOT_YOURS_TO_KILL', 'CR 356.6, CR 484.8.c', { id: kill, what: text(`kinds.${killKinds(cost.killFriendly)}`) });
  }
  return undefined;
}

/** Why the cards named in `discard` do not pay the cost's "Discard N": as many different cards of the activator's hand. */
function discardRefusal(host: RiftHost, seatId: SeatId, cost: ActivatedCost, named: unknown): RuleViolation | undefined {
  if (cost.discard === undefined) return named === undefined ? undefined : refuse('MALFORMED_ACTION.thisCostDiscards', 'docs/api.md#actions');
  const amount = cost.discard;
  if (!Array.isArray(named) || named.length !== amount || !named.every((id) => typeof id === 'string') || new Set(named).size !== amount) {
    return refuse('MISSING_ACTIVATION_COST.discard', 'CR 356.6, CR 422.1', { amount });
  }
  const { hand } = seat(host.state, seatId);
  const missing = (named as string[]).find((id) => !hand.includes(id));
  return missing === undefined ? undefined : refuse('NOT_IN_HAND', 'CR 422.1', { id: missing });
}

/** Pays the cards of the cost the action named (checked before): the trash cards recycled, the cards discarded, then the object killed. */
export function payCardCosts(host: RiftHost, seatId: SeatId, cost: ActivatedCost, choice: CardCostChoice): void {
  if (cost.recycleTrash !== undefined && choice.recycleTrash !== undefined) recycleCards(host, seatId, choice.recycleTrash);
  if (cost.discard !== undefined && choice.discard !== undefined) discardCards(host, seatId, choice.discard);
  if (cost.killFriendly === undefined || choice.kill === undefined) return;
  if (isGearOnBoard(host.state, choice.kill)) killGear(host, choice.kill);
  else killUnit(host, choice.kill);
}

/** The kinds of object a cost kills, as a catalogue names them: `unit`, `gear` or `unitOrGear`. */
function killKinds(kinds: readonly ('unit' | 'gear')[]): 'unit' | 'gear' | 'unitOrGear' {
  return kinds.length > 1 ? 'unitOrGear' : (kinds[0] ?? 'unit');
}
