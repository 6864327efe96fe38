/** Riftbound's card-text compiler as `rulegraph cards` uses it: imports and card sets rendered, in English. */
import type { CardCompiler, RenderedCard } from '../../../engine/card-text/card-import.js';
import { reasoned, reasonWords } from '../../../engine/card-text/reasons.js';
import { loadCardSets } from '../cards/cards.js';
import { cardLookup } from './context.js';
import { importCards } from './import.js';
import { renderCard } from './render.js';

export const riftboundCompiler: CardCompiler = {
  game: 'riftbound',
  languages: ['en'],
  importFile: (json, { setName }) => importCards(json as Parameters<typeof importCards>[0], setName),
  renderSet(file, json) {
    const cardsById = loadCardSets([{ file, json }]);
    const lookup = cardLookup(cardsById.values());
    return [...cardsById.values()].map((card): RenderedCard => {
      const r = renderCard(card, lookup);
      return r.ok ? { id: card.id, name: card.name, ok: true, text: r.text } : reasoned({ id: card.id, name: card.name, ok: false as const }, reasonWords(r));
    });
  },
};
