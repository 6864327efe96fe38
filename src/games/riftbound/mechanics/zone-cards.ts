/**
 * Cards moving between a player's zones (CR 107-108): discarding (CR 422), recycling (CR
 * 416), banishing (CR 427), putting cards into a trash and returning them to a hand. Each
 * card arrives as a fresh object (CR 110), keeping its id; a token leaving the board ceases
 * to exist (CR 182). Events say which cards moved where everyone may see them: to and from
 * a trash or banishment, which are public (CR 108.2.d, 108.6.e); cards leaving a Main Deck
 * or a hand unseen are told only to the seats that know them.
 */
import { card, isChosenChampion, object, seat, unitLocation, type RiftHost } from '../reads/queries.js';
import { newGameObject, type ObjectId, type RiftboundState, type SeatId } from '../state/state.js';
import { shuffle } from '../../../engine/game/rng.js';
import { isGearOnBoard } from '../reads/gear-text.js';
import { edit } from '../reads/unit-cache.js';
import { announceGearEvent, detachAllFrom, detachGear } from './gear.js';
import { liftUnit } from './zones.js';
import { announce } from './trigger-events.js';
import { recordTurnFact } from '../state/turn-facts.js';

/** The zones of a player that hold cards off the board. */
export type CardZone = 'hand' | 'deck' | 'trash' | 'banishment' | 'championZone';

const CARD_ZONES: readonly CardZone[] = ['hand', 'deck', 'trash', 'banishment', 'championZone'];

/** Where a card is: a zone of its owner, `board` for a unit or gear on the board, undefined elsewhere (the chain). */
export function zoneOf(state: RiftboundState, id: ObjectId): CardZone | 'board' | undefined {
  const obj = state.objects[id];
  if (obj === undefined) return undefined;
  if (unitLocation(state, id) !== undefined || isGearOnBoard(state, id)) return 'board';
  const owner = seat(state, obj.owner);
  for (const zone of CARD_ZONES) if (owner[zone].includes(id)) return zone;
  return undefined;
}

function takeFrom(list: ObjectId[], id: ObjectId): void {
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
}

/**
 * Takes a card from wherever it is so that it may go to another zone: off the board as a
 * fresh object (what is attached to a unit detaches where it was, CR 719.5), or out of its
 * owner's zone. False for a token leaving the board, which ceases to exist (CR 182.1.c).
 */
function lift(host: RiftHost, id: ObjectId): boolean {
  const { state } = host;
  const where = zoneOf(state, id);
  const obj = object(state, id);
  if (where === 'board') {
    if (isGearOnBoard(state, id)) {
      // "When this leaves the board" is heard as it goes (CR 359.3.e.13).
      announceGearEvent(host, 'leaves', id);
      detachGear(host, id);
      edit(state, state.gear).splice(state.gear.indexOf(id), 1);
    } else {
      detachAllFrom(host, id);
      liftUnit(host, id);
    }
    if (card(host.rules, obj.card).token) {
      delete edit(state, state.objects)[id];
      return false;
    }
  } else if (where !== undefined) takeFrom(seat(state, obj.owner)[where], id);
  edit(state, state.objects)[id] = newGameObject(obj.id, obj.card, obj.owner);
  return true;
}

/** The cards of objects, for an event's public or private part. */
function cardsOf(state: RiftboundState, ids: readonly ObjectId[]): string[] {
  return ids.map((id) => state.objects[id]?.card ?? '');
}

/** The player discards these cards of their hand (CR 422.1): each goes to its owner's trash, face up for everyone. */
export function discardCards(host: RiftHost, seatId: SeatId, cards: readonly ObjectId[]): void {
  const player = seat(host.state, seatId);
  for (const id of cards) {
    takeFrom(player.hand, id);
    seat(host.state, object(host.state, id).owner).trash.push(id);
  }
  host.emit({ type: 'cardsDiscarded', seat: seatId, cards: [...cards], cardIds: cardsOf(host.state, cards) });
  recordTurnFact(host.state, seatId, 'discarded', cards.length);
  // Each card discarded is heard in the trash, by its own "When you discard me" too (CR 383.2.c.1).
  for (const id of cards) announce(host, { trigger: 'discarded', object: id, player: seatId, here: null });
}

/**
 * Recycles these cards (CR 416): each to the bottom of its owner's Main Deck (CR 416.1.c),
 * several at once in a random order (CR 416.5). From a public zone, or revealed, everyone
 * learns them; from a Main Deck unseen, only `knownBy` does.
 */
export function recycleCards(host: RiftHost, seatId: SeatId, cards: readonly ObjectId[], knownBy: readonly SeatId[] | 'everyone' = 'everyone'): void {
  const { state } = host;
  // Gathered by a loop into a list literal: `filter` on an action's list (frozen) makes a holey
  // list, and one holey list shuffled turns every list shuffled after it, the decks made at
  // setup too, holey, a second kind of array for all the code that reads decks.
  const moved: ObjectId[] = [];
  for (const id of cards) if (lift(host, id)) moved.push(id);
  const order = moved.length > 1 ? shuffle(state.rng, moved) : moved;
  for (const id of order) seat(state, object(state, id).owner).deck.push(id);
  if (knownBy === 'everyone') host.emit({ type: 'cardsRecycled', seat: seatId, count: cards.length, cards: [...cards], cardIds: cardsOf(state, cards) });
  else host.emit({ type: 'cardsRecycled', seat: seatId, count: cards.length }, { to: [...knownBy], fields: { cards: [...cards], cardIds: cardsOf(state, cards) } });
}

/** The top `count` cards of the player's Main Deck go to their trash (as many as there are), face up. */
export function trashTopCards(host: RiftHost, seatId: SeatId, count: number): ObjectId[] {
  const player = seat(host.state, seatId);
  const moved = player.deck.splice(0, count);
  player.trash.push(...moved);
  host.emit({ type: 'cardsTrashed', seat: seatId, cards: [...moved], cardIds: cardsOf(host.state, moved) });
  return moved;
}

/** A card goes to its owner's banishment from any zone or from the board (CR 427.1-427.2); a token ceases to exist. */
export function banishCard(host: RiftHost, id: ObjectId): boolean {
  const { state } = host;
  const obj = object(state, id);
  const from = zoneOf(state, id);
  const stays = lift(host, id);
  host.emit({ type: 'cardBanished', object: id, card: obj.card, owner: obj.owner, from: from ?? 'chain' });
  if (stays) seat(state, obj.owner).banishment.push(id);
  return stays;
}

/**
 * A card in a public zone (a trash, banishment, or a gear on the board) returns to its owner's
 * hand, seen by everyone as it leaves; a token ceases to exist instead (CR 182.1.c).
 */
export function returnCardToHand(host: RiftHost, id: ObjectId): void {
  const { state } = host;
  const from = zoneOf(state, id);
  const obj = object(state, id);
  host.emit({ type: 'cardReturned', object: id, card: obj.card, owner: obj.owner, from: from ?? 'chain', to: 'hand' });
  if (lift(host, id)) seat(state, obj.owner).hand.push(id);
}

/**
 * A Chosen Champion taken from a trash to its owner's champion zone: only while that zone is
 * empty, and only a Chosen Champion (CR 108.3.c.1); otherwise it stays where it is.
 */
export function returnCardToChampionZone(host: RiftHost, id: ObjectId): void {
  const { state } = host;
  const obj = object(state, id);
  const owner = seat(state, obj.owner);
  if (owner.championZone.length > 0 || !isChosenChampion(host, obj.owner, id)) return;
  host.emit({ type: 'cardReturned', object: id, card: obj.card, owner: obj.owner, from: zoneOf(state, id) ?? 'chain', to: 'championZone' });
  if (lift(host, id)) owner.championZone.push(id);
}

/** The player looks at (only they learn them) or reveals (everyone does, CR 424.1) the top `count` cards of their Main Deck, which stay there. */
export function lookAtTopCards(host: RiftHost, seatId: SeatId, count: number, reveal: boolean): ObjectId[] {
  const cards = seat(host.state, seatId).deck.slice(0, count);
  if (reveal) revealCards(host, seatId, cards);
  else host.emit({ type: 'cardsLooked', seat: seatId, count: cards.length }, { to: [seatId], fields: { cards: [...cards], cardIds: cardsOf(host.state, cards) } });
  return cards;
}

/** Cards of the player's Main Deck go back on its top in this order, the first on top (CR 424: the order stays hidden from the others). */
export function putOnTop(host: RiftHost, seatId: SeatId, cards: readonly ObjectId[]): void {
  const { deck } = seat(host.state, seatId);
  for (const id of cards) takeFrom(deck, id);
  deck.unshift(...cards);
}

/** A card of the player's hand goes on the top or the bottom of their Main Deck: which card, only they are told. */
export function putHandCardOnDeck(host: RiftHost, seatId: SeatId, id: ObjectId, top: boolean): void {
  const player = seat(host.state, seatId);
  takeFrom(player.hand, id);
  if (top) player.deck.unshift(id);
  else player.deck.push(id);
  host.emit({ type: 'cardPutOnDeck', seat: seatId, top }, { to: [seatId], fields: { object: id, card: object(host.state, id).card } });
}

/** The player reveals these cards of a hidden zone: everyone sees them, and they stay where they are (CR 424.1). */
export function revealCards(host: RiftHost, seatId: SeatId, cards: readonly ObjectId[]): void {
  host.emit({ type: 'cardsRevealed', seat: seatId, cards: [...cards], cardIds: cardsOf(host.state, cards) });
}

/**
 * Cards of the player's Main Deck go to their hand, drawn or put there: which ones, only they
 * are told (cards revealed first were seen by everyone as they were revealed).
 */
export function takeIntoHand(host: RiftHost, seatId: SeatId, cards: readonly ObjectId[], drawn: boolean): void {
  const player = seat(host.state, seatId);
  for (const id of cards) {
    takeFrom(player.deck, id);
    player.hand.push(id);
  }
  if (drawn) host.emit({ type: 'cardsDrawn', seat: seatId, count: cards.length, reason: 'effect' }, { to: [seatId], fields: { objects: [...cards], cards: cardsOf(host.state, cards) } });
  else host.emit({ type: 'cardsPutInHand', seat: seatId, count: cards.length }, { to: [seatId], fields: { cards: [...cards], cardIds: cardsOf(host.state, cards) } });
}
