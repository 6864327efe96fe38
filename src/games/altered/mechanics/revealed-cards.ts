/**
 * "Reveal the top two cards of your deck. Put one in Reserve, and discard the other." (the
 * `revealTop` step): the top cards of the player's deck are revealed, everyone seeing them
 * (glossary 3.1.3: a card revealed is public; a `cardsRevealed` event with each card), the
 * ability waits for the player to choose one of them (the choose action's `card`, as a card
 * step's: mechanics/card-moves.ts), which goes to their Reserve (a card arriving there from
 * the deck, as a Resupply's does), and the others go to their Discard, each a new object
 * there (glossary 2.1.c). A deck with fewer cards reveals those it holds.
 */
import { cardOf, seat } from '../reads/queries.js';
import { arrivedInReserve } from './reserve-arrivals.js';
import { trigger } from './triggers.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, ObjectId, SeatId, Side } from '../state/state.js';

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

/**
 * The chosen card to the player's Reserve (the caller checked it is among them), the other
 * revealed cards to their Discard, each a new object there (glossary 2.1.c); with none chosen,
 * every revealed card to the Discard.
 */
export function keepRevealed(host: AlteredHost, seatId: SeatId, effect: RevealTop, chosen: ObjectId | undefined): void {
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

/**
 * "Choose up to three Characters from these cards and put them in your Expeditions. They gain
 * [[Fleeting]]. Discard the other cards." (`intoExpeditions`): the revealed characters the player
 * may still put in an expedition. A card put there leaves the deck, so the cards still revealed
 * are the top `amount` of the deck, the step's `amount` lowered by one for each card put.
 */
export function revealedCharacters(host: AlteredHost, seatId: SeatId, effect: RevealTop): ObjectId[] {
  return revealedCards(host, seatId, effect).filter((id) => cardOf(host, id).type === 'character');
}

/**
 * The chosen revealed character put in the player's expedition `side` at once (glossary 2.1.c:
 * a new object there): not played, so its {J} reactions activate and not its {H} nor {R} ones
 * (mechanics/triggers.ts: a `played` event from no zone), and it joins its expeditions; Fleeting
 * if the step says so. Returns the step as it waits for the next card: one fewer revealed and to choose.
 */
export function putRevealed(host: AlteredHost, seatId: SeatId, effect: RevealTop, chosen: ObjectId, side: Side): RevealTop {
  const s = seat(host.state, seatId);
  const obj = host.state.objects[chosen];
  const into = effect.intoExpeditions;
  if (!obj || !into) return effect;
  s.deck.splice(s.deck.indexOf(chosen), 1);
  obj.side = side;
  obj.timestamp = host.state.nextTimestamp++;
  if (into.fleeting) obj.fleeting = true;
  s.expedition.push(chosen);
  host.emit({ type: 'cardMoved', seat: seatId, object: chosen, card: obj.card, from: 'deck', to: 'expedition', side });
  trigger(host, { on: 'played', object: chosen });
  trigger(host, { on: 'joins', seat: seatId, object: chosen });
  return { ...effect, amount: effect.amount - 1, intoExpeditions: { ...into, upTo: into.upTo - 1 } };
}

/** The revealed cards not put in an expedition go to the player's Discard. */
export function discardRevealed(host: AlteredHost, seatId: SeatId, effect: RevealTop): void {
  keepRevealed(host, seatId, effect, undefined);
}

/** Whether the step may put another revealed character in an expedition now: one to choose, and a choice left. */
export function putsMore(host: AlteredHost, seatId: SeatId, effect: RevealTop): boolean {
  return effect.intoExpeditions !== undefined && effect.intoExpeditions.upTo > 0 && revealedCharacters(host, seatId, effect).length > 0;
}
