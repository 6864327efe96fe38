/**
 * Where a played card comes from: the hand, the champion zone (the Chosen Champion, CR
 * 108.3.d), or hidden facedown at a battlefield the player controls since an earlier turn
 * (then it is a Reaction and costs nothing; CR 811).
 */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import type { Keyword } from '../card-schema.js';
import { keywordName } from '../keywords/names.js';
import { printedDiscount } from '../mechanics/cost-reduction.js';
import { hasConditionalTiming, keywordsNow } from '../mechanics/timing-keywords.js';
import { card, object, seat, type RiftHost } from '../queries.js';
import type { BattlefieldState, Card, ObjectId, SeatId } from '../state.js';

export interface CardSource {
  readonly id: ObjectId;
  readonly def: Card;
  /** The battlefield it is hidden at, when played from hiding. */
  readonly hiddenAt: BattlefieldState | null;
  /**
   * Its keywords as played (a hidden card is a Reaction); a keyword granted under a condition
   * (CR 806.4) is among them when the condition holds without its choices.
   */
  readonly keywords: readonly Keyword[];
  /** Its keywords whatever its choices, conditional ones included: the timing it may be tried at (CR 806.4.a). */
  readonly possibleKeywords: readonly Keyword[];
  /** The Energy its own discount takes off its total cost now (Legion, mechanics/cost-reduction.ts). */
  readonly discount: number;
}

/** The playable card `id` of `seatId`, or why it is not one. */
export function cardSource(host: RiftHost, seatId: SeatId, id: ObjectId): CardSource | RuleViolation {
  const { state } = host;
  const hiddenAt = state.battlefields.find((b) => b.hidden?.card === id) ?? null;
  const player = seat(state, seatId);
  if (!player.hand.includes(id) && !player.championZone.includes(id) && !hiddenAt) {
    const champion = state.seats.some((s) => s.legendObject === id || s.championZone.includes(id)) || player.chosenChampion === state.objects[id]?.card;
    return champion
      ? violation('NOT_IN_CHAMPION_ZONE', `${id} is not in your hand or your champion zone`, 'CR 108.3.d')
      : violation('NOT_IN_HAND', `${id} is not in your hand`, 'CR 108.7');
  }
  if (hiddenAt) {
    if (hiddenAt.hidden?.owner !== seatId) return violation('NOT_IN_HAND', `${id} is not yours`, 'CR 811');
    if ((hiddenAt.hidden?.turn ?? Infinity) >= state.turn.number) {
      return violation('HIDDEN_THIS_TURN', 'a hidden card can be played from the next turn on', 'CR 811');
    }
    if (hiddenAt.controller !== seatId) return violation('NOT_YOUR_BATTLEFIELD', `you do not control ${hiddenAt.id}`, 'CR 811');
  }
  const def = card(host.rules, object(state, id).card);
  const hidden = hiddenAt ? (['reaction'] as const) : [];
  const entries = def.keywords ?? [];
  const keywords = [...(hasConditionalTiming(entries) ? keywordsNow(host, entries, { controller: seatId, source: id }) : entries.map(keywordName)), ...hidden] as Keyword[];
  const possibleKeywords = [...entries.map(keywordName), ...hidden] as Keyword[];
  return { id, def, hiddenAt, keywords, possibleKeywords, discount: printedDiscount(state, seatId, id, def) };
}

export function isViolation(value: CardSource | RuleViolation): value is RuleViolation {
  return 'code' in value;
}

/** Every card `seatId` might play now: hand, the Chosen Champion in its zone (CR 108.3.d), then hidden cards. */
export function playableIds(host: RiftHost, seatId: SeatId): ObjectId[] {
  const hidden = host.state.battlefields.flatMap((b) => (b.hidden?.owner === seatId ? [b.hidden.card] : []));
  const player = seat(host.state, seatId);
  return [...player.hand, ...player.championZone, ...hidden];
}

/** Takes the card from where it is (hand, champion zone or hiding spot). */
export function takeCard(host: RiftHost, seatId: SeatId, source: CardSource): void {
  if (source.hiddenAt) {
    source.hiddenAt.hidden = null;
    return;
  }
  const player = seat(host.state, seatId);
  const zone = player.championZone.includes(source.id) ? player.championZone : player.hand;
  zone.splice(zone.indexOf(source.id), 1);
}
