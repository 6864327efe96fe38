/**
 * Where a played card comes from: the hand, the champion zone (the Chosen Champion, CR
 * 108.3.d), or hidden facedown at a battlefield the player controls since an earlier turn
 * (then it is a Reaction and costs nothing; CR 811).
 */
import { EngineError, type RuleViolation } from '../../../engine/errors.js';
import type { Domain, Keyword } from '../schema/card-schema.js';
import { cardFacts, type PlayedCard } from '../reads/card-facts.js';
import { mayPlayElsewhere } from '../reads/keyword-handlers.js';
import { keywordName } from '../schema/keyword-names.js';
import { printedDiscount, printedPowerDiscount } from '../mechanics/cost-reduction.js';
import { costChangesFor, type CostDelta } from '../mechanics/cost-changes.js';
import { handPlayPermit, useHandPlay } from '../mechanics/hand-plays.js';
import { limitsItsOwnPlaces, permitsItsOwnPlaces } from '../mechanics/play-locations.js';
import { cardPlaysForbidden, hiddenRevealForbidden } from '../reads/player-rules.js';
import { hasConditionalTiming, keywordsNow } from '../mechanics/timing-keywords.js';
import { withPlayedKeywords } from '../mechanics/played-keywords.js';
import { optionalCostDiscount } from '../mechanics/optional-costs-less.js';
import { object, seat, type RiftHost } from '../reads/queries.js';
import { timingAllows } from '../mechanics/timing.js';
import { oncePerReadingFor } from '../reads/unit-cache.js';
import type { BattlefieldState, Card, HandPlayPermit, ObjectId, SeatId, Cost } from '../state/state.js';
import { refuse } from '../i18n/messages.js';

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
  /** The Power symbols its own discount takes off (mechanics/cost-reduction.ts): usually none. */
  readonly powerDiscount: readonly Domain[];
  /** What other cards change of its cost now (mechanics/cost-changes.ts): usually none. */
  readonly changes: readonly CostDelta[];
  /** The cost it prints as played (Energy, Power and XP; nothing from hiding, CR 811), before any discount. */
  readonly printedCost: Cost;
  /** The Energy its player's passives take off each optional additional cost they pay (mechanics/optional-costs-less.ts); 0 for most. */
  readonly optionalLess: number;
}

/** Where `id` is hidden facedown, if it is. */
function hidingSpot(state: RiftHost['state'], id: ObjectId): BattlefieldState | null {
  for (const bf of state.battlefields) if (bf.hidden?.card === id) return bf;
  return null;
}

/**
 * The card `cardId` of `rules` as played, or undefined when the database has no such card:
 * kept with the card's facts (reads/card-facts.ts), so that finding it is the one lookup by id.
 */
function playedCard(rules: RiftHost['rules'], cardId: string): PlayedCard | undefined {
  const facts = cardFacts(rules, cardId);
  if (facts === undefined) return undefined;
  return (facts.played ??= asPlayed(facts.def));
}

function asPlayed(def: Card): PlayedCard {
  const entries = def.keywords ?? [];
  const printed = entries.map((k) => keywordName(k) as Keyword);
  const cost: Cost = { energy: def.cost?.energy ?? 0, power: (def.cost?.power ?? []) as Domain[], xp: def.cost?.xp ?? 0 };
  return { def, fromHand: printed, fromHiding: [...printed, 'reaction' as const], cost, elsewhere: mayPlayElsewhere(def) || permitsItsOwnPlaces(def) || limitsItsOwnPlaces(def), conditional: hasConditionalTiming(entries), discounts: def.costReduction !== undefined };
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
      ? refuse('NOT_IN_CHAMPION_ZONE', 'CR 108.3.d', { id })
      : refuse('NOT_IN_HAND', 'CR 108.7', { id });
  }
  const cardId = object(state, id).card;
  const played = playedCard(host.rules, cardId);
  if (played === undefined) throw new EngineError(`no card ${cardId}`);
  return playableSource(host, seatId, { id, def: played.def, hiddenAt, played });
}

/**
 * The source of a card found in `seatId`'s hand, champion zone or hiding spot ({@link
 * playableCards} finds them so), or why a hidden one cannot be played yet.
 */
export function playableSource(host: RiftHost, seatId: SeatId, playable: PlayableCard): CardSource | RuleViolation {
  const { state } = host;
  const { id, def, hiddenAt } = playable;
  if (cardPlaysForbidden(host, seatId)) return refuse('CANT_PLAY_CARDS', 'CR 054');
  if (cardPlaysForbidden(host, seatId, def.type)) return refuse('CANT_PLAY_CARDS.ofType', 'CR 054', { type: def.type });
  if (hiddenAt) {
    if (hiddenAt.hidden?.owner !== seatId) return refuse('NOT_IN_HAND.isNotYours', 'CR 811', { id });
    if ((hiddenAt.hidden?.turn ?? Infinity) >= state.turn.number) {
      return refuse('HIDDEN_THIS_TURN', 'CR 811');
    }
    if (hiddenAt.controller !== seatId) return refuse('NOT_YOUR_BATTLEFIELD', 'CR 811', { id: hiddenAt.id });
    if (hiddenRevealForbidden(host, seatId, hiddenAt.id)) return refuse('CANT_REVEAL_HERE', 'CR 054, CR 811', { id: hiddenAt.id });
  }
  const { played } = playable;
  const possibleKeywords = keywordsAsPlayed(playable);
  // A timing keyword granted under a condition counts while the condition holds now (CR 806.4).
  const own = played.conditional ? ([...keywordsNow(host, def.keywords ?? [], { controller: seatId, source: id }), ...(hiddenAt ? ['reaction'] : [])] as Keyword[]) : possibleKeywords;
  // Keywords the board's passives give it as it is played ("Each Equipment in your hand has [K]", a keyword that acts as a card is played).
  const keywords = withPlayedKeywords(host, seatId, id, def, hiddenAt !== null, own);
  const printedCost = hiddenAt ? FROM_HIDING : played.cost;
  const discount = played.discounts ? printedDiscount(host, seatId, id, def) : 0;
  const powerDiscount = played.discounts ? printedPowerDiscount(host, seatId, id, def) : NO_POWER;
  const changes = costChangesFor(host, seatId, def);
  // A permission to play it from hand this turn at a set cost (mechanics/hand-plays.ts), taken as it is played.
  const permit = hiddenAt ? undefined : handPlayPermit(host, seatId, id);
  const optionalLess = optionalCostDiscount(host, seatId);
  return { id, def, hiddenAt, keywords, possibleKeywords, discount, powerDiscount, changes: permit === undefined ? changes : [...changes, permit], printedCost, optionalLess };
}

const NO_KEYWORDS: readonly Keyword[] = [];
const NO_POWER: readonly Domain[] = [];

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

/** The card types listing plays from the hand, the champion zone or hiding. */
type PlayedType = 'unit' | 'spell' | 'gear';

/** A seat's playable cards by type, in the order {@link playableCards} gives them. */
interface PlayableByType {
  readonly unit: PlayableCard[];
  readonly spell: PlayableCard[];
  readonly gear: PlayableCard[];
}

/**
 * Every card `seatId` might play now of card type `type`: hand, the Chosen Champion in its
 * zone (CR 108.3.d), then hidden cards. Listing asks for each type of card in turn, so the
 * cards are found and sorted by type once per listing, each with its card and hiding spot.
 */
export function playableCards(host: RiftHost, seatId: SeatId, type: PlayedType): readonly PlayableCard[] {
  const byType = oncePerReadingFor(host, 'playable', seatId, playableByType);
  return type === 'unit' ? byType.unit : type === 'spell' ? byType.spell : byType.gear;
}

function playableByType(host: RiftHost, seatId: SeatId): PlayableByType {
  const { state } = host;
  const player = seat(state, seatId);
  const byType: PlayableByType = { unit: [], spell: [], gear: [] };
  const { rules } = host;
  for (const id of player.hand) addPlayable(byType, state, rules, id, null);
  for (const id of player.championZone) addPlayable(byType, state, rules, id, null);
  for (const bf of state.battlefields) if (bf.hidden?.owner === seatId) addPlayable(byType, state, rules, bf.hidden.card, bf);
  return byType;
}

/** Adds the card `id` to the list of its type, if it is one listing plays. */
function addPlayable(byType: PlayableByType, state: RiftHost['state'], rules: RiftHost['rules'], id: ObjectId, hiddenAt: BattlefieldState | null): void {
  const cardId = state.objects[id]?.card;
  const found = cardId === undefined ? undefined : playedCard(rules, cardId);
  if (found === undefined) return;
  const { type } = found.def;
  const list = type === 'unit' ? byType.unit : type === 'spell' ? byType.spell : type === 'gear' ? byType.gear : undefined;
  list?.push({ id, def: found.def, hiddenAt, played: found });
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
  for (const change of source.changes) if (isHandPlayPermit(change)) useHandPlay(host, change);
}

function isHandPlayPermit(change: CostDelta): change is HandPlayPermit {
  return (change as { kind?: unknown }).kind === 'handPlay';
}
