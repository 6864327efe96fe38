/**
 * The tops of other players' Main Decks revealed by an effect: "Each opponent reveals the top
 * card of their Main Deck" (`look` with `players: "opponents"`). Each opponent of the effect's
 * controller, in turn order from the next player, reveals their own top cards to every player
 * (CR 424.1, 424.3); the cards stay on top of their owners' decks (CR 424.1.a.2) while the
 * steps after take from among them (CR 424.4.a): the controller chooses one to banish and play
 * (mechanics/zone-operations.ts, playLooked), and "the rest" go to the bottom of their owners'
 * decks (CR 416.5). A teammate is not an opponent (CR 484).
 */
import { sameTeam } from '../reads/queries.js';
import type { ObjectId } from '../state/state.js';
import { seatsFrom } from './each-player.js';
import type { Context } from './effects.js';
import { revealedFromDeck } from './reveal-abilities.js';
import { lookAtTopCards } from './zone-cards.js';

/** Each opponent of the controller reveals their top `amount` cards; returns all of them, the next player's first. */
export function revealOpponentsTops(ctx: Context, amount: number): ObjectId[] {
  const { host, controller } = ctx;
  // A player who has left the game reveals nothing (CR 652).
  const opponents = seatsFrom(ctx, controller).filter((s) => !sameTeam(host.state, s, controller) && !host.state.removed.some((r) => r.seat === s));
  const revealed = opponents.flatMap((opponent) => lookAtTopCards(host, opponent, amount, true));
  // Each card's own "As I'm revealed from your deck" is its owner's (CR 424.1.a.1).
  revealedFromDeck(host, revealed);
  return revealed;
}
