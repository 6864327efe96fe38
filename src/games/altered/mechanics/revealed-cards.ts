/**
 * "Reveal the top two cards of your deck. Put one in Reserve, and discard the other." (the
 * `revealTop` step): the top cards of the player's deck are revealed, everyone seeing them
 * (glossary 3.1.3: a card revealed is public; a `cardsRevealed` event with each card), the
 * ability waits for the player to choose one of them (the choose action's `card`, as a card
 * step's: mechanics/card-moves.ts), which goes to their Reserve (a card arriving there from
 * the deck, as a Resupply's does), and the others go to their Discard, each a new object
 * there (glossary 2.1.c). A deck with fewer cards reveals those it holds.
 */
import { seat } from '../reads/queries.js';
import { arrivedInReserve } from './reserve-arrivals.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, ObjectId, SeatId } from '../state/state.js';

type Effect = NonNullable<AlteredCard['effects']>[number];
export type RevealTop = Extract<Effect, { op: 'revealTop' }>;

/** The cards the step reveals: the top `amount` of the player's deck (the top is its first card). */
export function revealedCards(host: AlteredHost, seatId: SeatId, effect: RevealTop): ObjectId[] {
  return seat(host.state, seatId).deck.slice(0, effect.amount);
}

/** The cards are revealed to every player as the step waits for its choice. */
export function reveal(host: AlteredHost, seatId: SeatId, effect: RevealTop): void {
  const ids = revealedCards(host, seatId, effect);
  host.emit({ type: 'cardsRevealed', seat: seatId, objects: ids, cards: ids.map((id) => host.state.objects[id]?.card ?? '') });
}

/** The chosen card to the player's Reserve, the other revealed cards to their Discard (the caller checked it is among them). */
export function keepRevealed(host: AlteredHost, seatId: SeatId, effect: RevealTop, chosen: ObjectId): void {
  const s = seat(host.state, seatId);
  const revealed = revealedCards(host, seatId, effect);
  s.deck.splice(0, revealed.length);
  for (const id of revealed) {
    const obj = host.state.objects[id];
    if (!obj) continue;
    const to = id === chosen ? 'reserve' : 'discard';
    s[to].push(id);
    host.emit({ type: 'cardMoved', seat: seatId, object: id, card: obj.card, from: 'deck', to });
    if (to === 'reserve') arrivedInReserve(host, obj, 'deck');
  }
}
