/** Altered's card-text compiler as `rulegraph cards` uses it: imports in English or French, and card sets rendered in either. */
import type { CardCompiler, RenderedCard } from '../../../engine/card-text/card-import.js';
import { LANGUAGES, type Language } from './ast.js';
import { importAlteredCards } from './import.js';
import { renderCard } from './render.js';
import { loadAlteredCardSet } from './set-file.js';
import { setTokens } from './token-book.js';
import { reasoned, reasonWords } from '../../../engine/card-text/reasons.js';

function language(lang: string): Language {
  if (!(LANGUAGES as readonly string[]).includes(lang)) throw new RangeError(`Altered cards are read in ${LANGUAGES.join(', ')}; got ${JSON.stringify(lang)}`);
  return lang as Language;
}

export const alteredCompiler: CardCompiler = {
  game: 'altered',
  languages: LANGUAGES,
  importFile: (json, { setName, lang }) => importAlteredCards(json, setName, language(lang)),
  renderSet(file, json, lang) {
    const cards = loadAlteredCardSet(file, json);
    const tokens = setTokens(cards);
    return [...cards.values()].map((card): RenderedCard => {
      const r = renderCard(card, language(lang), tokens);
      return r.ok ? { id: card.id, name: card.name, ok: true, text: r.text } : reasoned({ id: card.id, name: card.name, ok: false as const }, reasonWords(r));
    });
  },
};
