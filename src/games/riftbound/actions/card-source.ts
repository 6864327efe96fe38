/**
 * Where a played card comes from: the hand, or hidden facedown at a battlefield the player
 * controls since an earlier turn (then it is a Reaction and costs nothing; RULES.md §11).
 */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import type { Keyword } from '../card-schema.js';
import { card, object, seat, type RiftHost } from '../queries.js';
import type { BattlefieldState, Card, ObjectId, SeatId } from '../state.js';

export interface CardSource {
  readonly id: ObjectId;
  readonly def: Card;
  /** The battlefield it is hidden at, when played from hiding. */
  readonly hiddenAt: BattlefieldState | null;
  /** Its keywords as played (a hidden card is a Reaction). */
  readonly keywords: readonly Keyword[];
}

/** The playable card `id` of `seatId`, or why it is not one. */
export function cardSource(host: RiftHost, seatId: SeatId, id: ObjectId): CardSource | RuleViolation {
  const { state } = host;
  const hiddenAt = state.battlefields.find((b) => b.hidden?.card === id) ?? null;
  if (!seat(state, seatId).hand.includes(id) && !hiddenAt) return violation('NOT_IN_HAND', `${id} is not in your hand`, 'RULES.md §1');
  if (hiddenAt) {
    if (hiddenAt.hidden?.owner !== seatId) return violation('NOT_IN_HAND', `${id} is not yours`, 'RULES.md §11');
    if ((hiddenAt.hidden?.turn ?? Infinity) >= state.turn.number) {
      return violation('HIDDEN_THIS_TURN', 'a hidden card can be played from the next turn on', 'RULES.md §11');
    }
    if (hiddenAt.controller !== seatId) return violation('NOT_YOUR_BATTLEFIELD', `you do not control ${hiddenAt.id}`, 'RULES.md §11');
  }
  const def = card(host.rules, object(state, id).card);
  const keywords = [...((def.keywords ?? []) as Keyword[]), ...(hiddenAt ? (['reaction'] as const) : [])];
  return { id, def, hiddenAt, keywords };
}

export function isViolation(value: CardSource | RuleViolation): value is RuleViolation {
  return 'code' in value;
}

/** Every card `seatId` might play now: hand, then hidden cards. */
export function playableIds(host: RiftHost, seatId: SeatId): ObjectId[] {
  const hidden = host.state.battlefields.flatMap((b) => (b.hidden?.owner === seatId ? [b.hidden.card] : []));
  return [...seat(host.state, seatId).hand, ...hidden];
}

/** Takes the card from where it is (hand or hiding spot). */
export function takeCard(host: RiftHost, seatId: SeatId, source: CardSource): void {
  if (source.hiddenAt) {
    source.hiddenAt.hidden = null;
    return;
  }
  const hand = seat(host.state, seatId).hand;
  hand.splice(hand.indexOf(source.id), 1);
}
