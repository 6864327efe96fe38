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
import { timingAllows } from '../mechanics/timing.js';
import { oncePerReadingFor } from '../unit-cache.js';
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

/** Where `id` is hidden facedown, if it is. */
function hidingSpot(state: RiftHost['state'], id: ObjectId): BattlefieldState | null {
  for (const bf of state.battlefields) if (bf.hidden?.card === id) return bf;
  return null;
}

/** A card's keyword names as played from the hand, and from hiding (then a Reaction too): the same for every copy, so made once. */
const playedKeywords = new WeakMap<Card, { readonly fromHand: readonly Keyword[]; readonly fromHiding: readonly Keyword[] }>();

function keywordsAsPlayed(def: Card, fromHiding: boolean): readonly Keyword[] {
  let lists = playedKeywords.get(def);
  if (lists === undefined) {
    const printed = (def.keywords ?? []).map((k) => keywordName(k) as Keyword);
    lists = { fromHand: printed, fromHiding: [...printed, 'reaction' as const] };
    playedKeywords.set(def, lists);
  }
  return fromHiding ? lists.fromHiding : lists.fromHand;
}

/** The playable card `id` of `seatId`, or why it is not one. */
export function cardSource(host: RiftHost, seatId: SeatId, id: ObjectId): CardSource | RuleViolation {
  const { state } = host;
  const hiddenAt = hidingSpot(state, id);
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
  const entries = def.keywords ?? [];
  const possibleKeywords = keywordsAsPlayed(def, hiddenAt !== null);
  // A timing keyword granted under a condition counts while the condition holds now (CR 806.4).
  const keywords = hasConditionalTiming(entries) ? ([...keywordsNow(host, entries, { controller: seatId, source: id }), ...(hiddenAt ? ['reaction'] : [])] as Keyword[]) : possibleKeywords;
  return { id, def, hiddenAt, keywords, possibleKeywords, discount: printedDiscount(state, seatId, id, def) };
}

const NO_KEYWORDS: readonly Keyword[] = [];

/**
 * Whether timing may let the card `id` be played now with the keywords it may have whatever its
 * choices ({@link CardSource.possibleKeywords}), found without the rest of its source. Listing
 * asks this first: timing refuses most cards while the chain is closed or a showdown is under way.
 */
export function timingMayAllow(host: RiftHost, id: ObjectId): boolean {
  return timingAllows(host, NO_KEYWORDS) || timingAllows(host, keywordsAsPlayed(card(host.rules, object(host.state, id).card), hidingSpot(host.state, id) !== null));
}

export function isViolation(value: CardSource | RuleViolation): value is RuleViolation {
  return 'code' in value;
}

/**
 * Every card `seatId` might play now of card type `type`: hand, the Chosen Champion in its
 * zone (CR 108.3.d), then hidden cards. Listing asks for each type of card in turn, so the
 * cards are sorted by type once per listing.
 */
export function playableIds(host: RiftHost, seatId: SeatId, type: Card['type']): readonly ObjectId[] {
  return oncePerReadingFor(host, 'playable', seatId, playableByType).get(type) ?? NONE;
}

const NONE: readonly ObjectId[] = [];

function playableByType(host: RiftHost, seatId: SeatId): ReadonlyMap<Card['type'], readonly ObjectId[]> {
  const { state, rules } = host;
  const player = seat(state, seatId);
  const byType = new Map<Card['type'], ObjectId[]>();
  const consider = (id: ObjectId) => {
    const type = rules.cardDb.cards.get(state.objects[id]?.card ?? '')?.type;
    if (type === undefined) return;
    const ids = byType.get(type);
    if (ids === undefined) byType.set(type, [id]);
    else ids.push(id);
  };
  player.hand.forEach(consider);
  player.championZone.forEach(consider);
  for (const bf of state.battlefields) if (bf.hidden?.owner === seatId) consider(bf.hidden.card);
  return byType;
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
