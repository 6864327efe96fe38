/**
 * Keeping more exhausted cards in Reserve at Clean-up, a passive line in both languages side by
 * side (card data: `keepExhausted`, how many more): "You may keep two more cards in Reserve
 * during Night if they're exhausted." ("Vous pouvez conserver deux cartes de plus en Réserve
 * pendant la Nuit si elles sont épuisées."); one card in the singular ("one more card ... if
 * it's exhausted", "une carte de plus ... si elle est épuisée").
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import { words, type Rule } from './primitives.js';

/** A language's words: the opening, the cards with their number (one, or after a number), and the rest of each one's sentence. */
interface KeepWords {
  readonly opening: string;
  readonly one: string;
  readonly many: string;
  readonly oneRest: string;
  readonly manyRest: string;
}

const WORDS: Readonly<Record<'en' | 'fr', KeepWords>> = {
  en: { opening: 'You may keep', one: 'one more card', many: 'more cards', oneRest: "in Reserve during Night if it's exhausted", manyRest: "in Reserve during Night if they're exhausted" },
  fr: { opening: 'Vous pouvez conserver', one: 'une carte de plus', many: 'cartes de plus', oneRest: 'en Réserve pendant la Nuit si elle est épuisée', manyRest: 'en Réserve pendant la Nuit si elles sont épuisées' },
};

/** The line in a language, with its number words. */
function keepExhausted(lang: 'en' | 'fr', numbers: Rule<number>): Rule<number> {
  const w = WORDS[lang];
  const one = map(pair(words(w.one), words(w.oneRest)), { to: () => 1, from: (n) => (n === 1 ? ([undefined, undefined] as const) : NO) });
  const many = map(pair(pair(numbers, words(w.many)), words(w.manyRest)), { to: ([[n]]) => (n >= 2 ? n : NO), from: (n) => (n >= 2 ? ([[n, undefined], undefined] as const) : NO) });
  return map(pair(words(w.opening), alt(one, many)), { to: ([, n]) => n, from: (n) => [undefined, n] as const });
}

export const keepExhaustedWords = {
  en: (numbers: Rule<number>) => keepExhausted('en', numbers),
  fr: (numbers: Rule<number>) => keepExhausted('fr', numbers),
};
