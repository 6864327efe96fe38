/**
 * The cards a frontend shows: each Altered card's data with its printed text in English, made
 * by the renderer from the data (render.ts). A card whose data has no printed form yet keeps its
 * data alone; a card's own `text` is kept as its author wrote it.
 */
import type { AlteredCard } from '../schema/file-schemas.js';
import { renderCard } from './render.js';
import { setTokens } from './token-book.js';

const withText = new WeakMap<ReadonlyMap<string, AlteredCard>, Readonly<Record<string, AlteredCard>>>();

/** The cards by id, each with a `text` when its data prints; made once per card database. */
export function alteredCardsWithText(cards: ReadonlyMap<string, AlteredCard>): Readonly<Record<string, AlteredCard>> {
  let made = withText.get(cards);
  if (made === undefined) {
    const tokens = setTokens(cards);
    const entries: Record<string, AlteredCard> = {};
    for (const [id, card] of cards) {
      if (card.text !== undefined) entries[id] = card;
      else {
        const rendered = renderCard(card, 'en', tokens);
        entries[id] = rendered.ok && rendered.text !== '' ? { ...card, text: rendered.text } : card;
      }
    }
    withText.set(cards, (made = entries));
  }
  return made;
}
