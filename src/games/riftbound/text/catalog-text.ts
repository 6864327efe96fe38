/**
 * The cards a frontend shows: each card's data with its printed text. A card written as data
 * without a `text` gets the text the renderer makes of its data (render.ts), so every card of
 * a mode reads as the game prints its cards; a card's own `text` is kept as its author wrote it.
 */
import type { CardDefinition } from '../card-schema.js';
import { renderCard } from './render.js';

const withText = new WeakMap<ReadonlyMap<string, CardDefinition>, Readonly<Record<string, CardDefinition>>>();

/** The cards by id, each with a `text` (rendered when it had none and its data has a printed form); made once per card database. */
export function cardsWithText(cards: ReadonlyMap<string, CardDefinition>): Readonly<Record<string, CardDefinition>> {
  let made = withText.get(cards);
  if (made === undefined) {
    const entries: Record<string, CardDefinition> = {};
    for (const [id, card] of cards) {
      if (card.text !== undefined) entries[id] = card;
      else {
        const rendered = renderCard(card);
        entries[id] = rendered.ok && rendered.text !== '' ? { ...card, text: rendered.text } : card;
      }
    }
    withText.set(cards, (made = entries));
  }
  return made;
}
