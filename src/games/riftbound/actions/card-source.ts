/**
 * Where a played card comes from: the hand, the champion zone (the Chosen Champion, CR
 * 108.3.d), or hidden facedown at a battlefield the player controls since an earlier turn
 * (then it is a Reaction and costs nothing; CR 811).
 */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import type { Domain, Keyword } from '../card-schema.js';
import { mayPlayElsewhere } from '../keywords/handlers.js';
import { keywordName } from '../keywords/names.js';
import { printedDiscount } from '../mechanics/cost-reduction.js';
import { hasConditionalTiming, keywordsNow } from '../mechanics/timing-keywords.js';
import { card, object, seat, type RiftHost } from '../queries.js';
import { timingAllows } from '../mechanics/timing.js';
import type { Cost } from '../mechanics/resources.js';
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
  /** The cost it prints as played (Energy, Power and XP; nothing from hiding, CR 811), before any discount. */
  readonly printedCost: Cost;
}

/** Where `id` is hidden facedown, if it is. */
function hidingSpot(state: RiftHost['state'], id: ObjectId): BattlefieldState | null {
  for (const bf of state.battlefields) if (bf.hidden?.card === id) return bf;
  return null;
}

/**
 * What playing a card reads of its definition, the same for every copy: its keyword names as
 * played from the hand, and from hiding (then a Reaction too), and its printed cost. Made once
 * per card, and found once per listing with the card: the definitions are JSON of many
 * shapes, so each read of them is a generic lookup.
 */
export interface PlayedCard {
  readonly fromHand: readonly Keyword[];
  readonly fromHiding: readonly Keyword[];
  readonly cost: Cost;
  /** Whether a keyword of it lets it be played to more places (Ambush, keywords/handlers.ts). */
  readonly elsewhere: boolean;
}

const playedCards = new WeakMap<Card, PlayedCard>();

function playedCard(def: Card): PlayedCard {
  let played = playedCards.get(def);
  if (played === undefined) {
    const printed = (def.keywords ?? []).map((k) => keywordName(k) as Keyword);
    const cost: Cost = { energy: def.cost?.energy ?? 0, power: (def.cost?.power ?? []) as Domain[], xp: def.cost?.xp ?? 0 };
    played = { fromHand: printed, fromHiding: [...printed, 'reaction' as const], cost, elsewhere: mayPlayElsewhere(def) };
    playedCards.set(def, played);
  }
  return played;
}

function keywordsAsPlayed(playable: PlayableCard): readonly Keyword[] {
  return playable.hiddenAt !== null ? playable.played.fromHiding : playable.played.fromHand;
}

/** The cost of a card played from hiding (CR 811). */
const FROM_HIDING: Cost = { energy: 0, power: [], xp: 0 };

/** A card a seat may try to play, as listing finds it: where it is, and its card. */
export interface PlayableCard {
  readonly id: ObjectId;
  readonly def: Card;
  /** The battlefield it is hidden at, when it is hidden. */
  readonly hiddenAt: BattlefieldState | null;
  readonly played: PlayedCard;
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
  const def = card(host.rules, object(state, id).card);
  return playableSource(host, seatId, { id, def, hiddenAt, played: playedCard(def) });
}

/**
 * The source of a card found in `seatId`'s hand, champion zone or hiding spot ({@link
 * playableCards} finds them so), or why a hidden one cannot be played yet.
 */
export function playableSource(host: RiftHost, seatId: SeatId, playable: PlayableCard): CardSource | RuleViolation {
  const { state } = host;
  const { id, def, hiddenAt } = playable;
  if (hiddenAt) {
    if (hiddenAt.hidden?.owner !== seatId) return violation('NOT_IN_HAND', `${id} is not yours`, 'CR 811');
    if ((hiddenAt.hidden?.turn ?? Infinity) >= state.turn.number) {
      return violation('HIDDEN_THIS_TURN', 'a hidden card can be played from the next turn on', 'CR 811');
    }
    if (hiddenAt.controller !== seatId) return violation('NOT_YOUR_BATTLEFIELD', `you do not control ${hiddenAt.id}`, 'CR 811');
  }
  const entries = def.keywords ?? [];
  const possibleKeywords = keywordsAsPlayed(playable);
  // A timing keyword granted under a condition counts while the condition holds now (CR 806.4).
  const keywords = hasConditionalTiming(entries) ? ([...keywordsNow(host, entries, { controller: seatId, source: id }), ...(hiddenAt ? ['reaction'] : [])] as Keyword[]) : possibleKeywords;
  const printedCost = hiddenAt ? FROM_HIDING : playable.played.cost;
  return { id, def, hiddenAt, keywords, possibleKeywords, discount: printedDiscount(state, seatId, id, def), printedCost };
}

const NO_KEYWORDS: readonly Keyword[] = [];

/**
 * Whether timing may let the card be played now with the keywords it may have whatever its
 * choices ({@link CardSource.possibleKeywords}), found without the rest of its source. Listing
 * asks this first: timing refuses most cards while the chain is closed or a showdown is under way.
 */
export function timingMayAllow(host: RiftHost, playable: PlayableCard): boolean {
  return timingAllows(host, NO_KEYWORDS) || timingAllows(host, keywordsAsPlayed(playable));
}

export function isViolation(value: CardSource | RuleViolation): value is RuleViolation {
  return 'code' in value;
}

/**
 * Every card `seatId` might play now of card type `type`: hand, the Chosen Champion in its
 * zone (CR 108.3.d), then hidden cards. Listing asks for each type of card in turn, so the
 * cards are found and sorted by type once per listing, each with its card and hiding spot.
 */
export function playableCards(host: RiftHost, seatId: SeatId, type: Card['type']): readonly PlayableCard[] {
  return oncePerReadingFor(host, 'playable', seatId, playableByType).get(type) ?? NONE;
}

const NONE: readonly PlayableCard[] = [];

function playableByType(host: RiftHost, seatId: SeatId): ReadonlyMap<Card['type'], readonly PlayableCard[]> {
  const { state, rules } = host;
  const player = seat(state, seatId);
  const byType = new Map<Card['type'], PlayableCard[]>();
  const consider = (id: ObjectId, hiddenAt: BattlefieldState | null) => {
    const def = rules.cardDb.cards.get(state.objects[id]?.card ?? '');
    if (def === undefined) return;
    const playable: PlayableCard = { id, def, hiddenAt, played: playedCard(def) };
    const cards = byType.get(def.type);
    if (cards === undefined) byType.set(def.type, [playable]);
    else cards.push(playable);
  };
  for (const id of player.hand) consider(id, null);
  for (const id of player.championZone) consider(id, null);
  for (const bf of state.battlefields) if (bf.hidden?.owner === seatId) consider(bf.hidden.card, bf);
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
