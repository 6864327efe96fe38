/** What the rules of Riftbound's templating know while they read or write a card: its type, and the set's cards. */
import type { Refusal } from '../../../engine/syntax/syntax.js';
import type { CardDefinition } from '../schema/card-schema.js';

export interface TextContext {
  /** The card's type: a unit speaks of itself as "me" and "I", a spell or a gear as "this". */
  readonly type: CardDefinition['type'];
  /**
   * The cards of the set the card belongs to, when known: an effect that makes a token names
   * its card by id in card data, and prints it by what that card is ("a 2 :rb_might: Sentry
   * unit token"), so the renderer looks the card up.
   */
  readonly cards?: CardLookup;
}

/** How the card language finds the other cards of a set. */
export interface CardLookup {
  /** The card of this id. */
  readonly byId: (id: string) => CardDefinition | undefined;
  /**
   * The token card of this name (CR 176-184), when the set has one; a Refusal when a card of
   * that name exists but cannot be used (its own text was refused).
   */
  readonly tokenNamed: (name: string) => CardDefinition | Refusal | undefined;
}

/** A lookup over a set's cards (a token found by name among the cards marked `token`). */
export function cardLookup(cards: Iterable<CardDefinition>): CardLookup {
  const byId = new Map<string, CardDefinition>();
  const tokens = new Map<string, CardDefinition>();
  for (const card of cards) {
    byId.set(card.id, card);
    if (card.token && !tokens.has(card.name.toLowerCase())) tokens.set(card.name.toLowerCase(), card);
  }
  return { byId: (id) => byId.get(id), tokenNamed: (name) => tokens.get(name.toLowerCase()) };
}
