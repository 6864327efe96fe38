/**
 * Cards of the hand an effect lets its controller play (CR 419.3): which cards fit the effect's
 * description (a unit or a gear, of its types, keyword, tag and most Energy), and the
 * permission "you may play a gear ... from hand this turn, ignoring its Energy cost" (the
 * `playFromHand` step with `thisTurn`). Such a permission is a delayed effect (mechanics/delayed.ts)
 * kept in the state's `delayed` until the turn ends: the first fitting card its player plays
 * from hand, at the usual time, takes it, its cost changed as the step said (CR 356.1.b, 356.4).
 * A game where none is made reads one unset field as a card's cost is found.
 */
import type { Effect } from '../schema/card-schema.js';
import { keywordName } from '../schema/keyword-names.js';
import { card, object, seat as seatOf, type RiftHost } from '../reads/queries.js';
import type { HandPlayPermit, ObjectId, SeatId } from '../state/state.js';

type HandStep = Extract<Effect, { op: 'playFromHand' }>;

/** Whether a card fits what a step may play from hand: a unit or a gear, of its types, keyword, tag and most Energy. */
export function fitsHandFilter(host: RiftHost, id: ObjectId, filter: HandPlayPermit['card']): boolean {
  const def = card(host.rules, object(host.state, id).card);
  if (def.type !== 'unit' && def.type !== 'gear') return false;
  if (filter.types !== undefined && !(filter.types as readonly string[]).includes(def.type)) return false;
  if (filter.keyword !== undefined && !(def.keywords ?? []).some((k) => keywordName(k) === filter.keyword)) return false;
  if (filter.tag !== undefined && !(def.tags ?? []).includes(filter.tag)) return false;
  return filter.maxEnergy === undefined || (def.cost?.energy ?? 0) <= filter.maxEnergy;
}

/** `seat` may play a card of the step's kind from hand later this turn, at the cost it sets. */
export function allowHandPlay(host: RiftHost, seat: SeatId, step: HandStep): void {
  const { state } = host;
  const permit: HandPlayPermit = { kind: 'handPlay', seat, card: { ...step.card }, ignore: step.ignore ?? 'none', energy: step.reduce ?? 0 };
  state.delayed = [...(state.delayed ?? []), permit];
}

/** The permission card `id` of `seat`'s hand would take if played now: the first that fits it; usually none. */
export function handPlayPermit(host: RiftHost, seat: SeatId, id: ObjectId): HandPlayPermit | undefined {
  const delayed = host.state.delayed;
  if (delayed === undefined || !seatOf(host.state, seat).hand.includes(id)) return undefined;
  for (const d of delayed) if (d.kind === 'handPlay' && d.seat === seat && fitsHandFilter(host, id, d.card)) return d;
  return undefined;
}

/** The card played took `permit`: it ends (a one-time permission). */
export function useHandPlay(host: RiftHost, permit: HandPlayPermit): void {
  const { state } = host;
  const left = (state.delayed ?? []).filter((d) => d !== permit);
  state.delayed = left.length > 0 ? left : undefined;
}
