/**
 * A triggered ability's cost within instructions paid with its own source (CR 742.1): "you may
 * exhaust me to ...", "pay :rb_energy_1: and exhaust this to ...", "you may kill me to ...". It
 * is paid as the ability is placed on the chain, with its other costs (CR 742.1.b, 383.3.b): the
 * unit, gear or legend whose ability it is must still be in play then, and ready to be
 * exhausted; otherwise only leaving it unpaid is possible, which removes the ability (CR 404.2).
 * A source killed for the cost dies as the ability is placed, which still resolves. Nothing else
 * is named by the payer. "Recycle me" (a Deathknell's, said of the card in its trash) is paid
 * only while the card is in its owner's trash, which it leaves for the bottom of their Main Deck.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Effect } from '../schema/card-schema.js';
import { unitsOnBoard, type RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId } from '../state/state.js';
import { killGear } from './gear.js';
import { recycleCards, zoneOf } from './zone-cards.js';
import { killUnit } from './zones.js';
import { refuse } from '../i18n/messages.js';

type SelfPart = 'exhaustSelf' | 'killSelf' | 'recycleSelf';

/** Whether the steps not declined ask this of the ability's source. */
function asksOfSelf(effects: readonly Effect[], declined: readonly number[], part: SelfPart): boolean {
  for (let i = 0; i < effects.length; i++) if (effects[i]?.pay?.[part] === true && !declined.includes(i)) return true;
  return false;
}

/** Whether the steps not declined ask to exhaust the ability's source. */
export function asksExhaustSelf(effects: readonly Effect[], declined: readonly number[]): boolean {
  return asksOfSelf(effects, declined, 'exhaustSelf');
}

/** Whether `source` is in play: a legend, a unit or a gear on the board. */
function inPlay(host: RiftHost, source: ObjectId): boolean {
  const { state } = host;
  return state.seats.some((s) => s.legendObject === source) || state.gear.includes(source) || unitsOnBoard(state).includes(source);
}

/** Whether the source can pay its part of the cost now: it is asked for nothing, or it is in play (and ready, to be exhausted). */
export function selfCostPayable(host: RiftHost, source: ObjectId, effects: readonly Effect[], declined: readonly number[]): boolean {
  // "Recycle me": the card is in its owner's trash (a Deathknell's, CR 416).
  if (asksOfSelf(effects, declined, 'recycleSelf') && zoneOf(host.state, source) !== 'trash') return false;
  const exhausts = asksExhaustSelf(effects, declined);
  if (!exhausts && !asksOfSelf(effects, declined, 'killSelf')) return true;
  const obj = host.state.objects[source];
  return obj !== undefined && !(exhausts && obj.exhausted) && inPlay(host, source);
}

/** Why the source cannot pay its part of the cost, or undefined. */
export function selfCostRefusal(host: RiftHost, source: ObjectId, effects: readonly Effect[], declined: readonly number[]): RuleViolation | undefined {
  if (selfCostPayable(host, source, effects, declined)) return undefined;
  return refuse('SOURCE_EXHAUSTED', 'CR 742.1.b, CR 404.2', { source });
}

/** Exhausts, or kills, the source for the cost (checked before). */
export function payExhaustSelf(host: RiftHost, seat: SeatId, source: ObjectId, effects: readonly Effect[], declined: readonly number[]): void {
  const obj = host.state.objects[source];
  if (obj === undefined) return;
  if (asksExhaustSelf(effects, declined)) {
    obj.exhausted = true;
    host.emit({ type: 'sourceExhaustedForCost', seat, source });
  }
  if (asksOfSelf(effects, declined, 'killSelf')) {
    if (host.state.gear.includes(source)) killGear(host, source);
    else killUnit(host, source);
  }
  if (asksOfSelf(effects, declined, 'recycleSelf')) recycleCards(host, seat, [source]);
}
