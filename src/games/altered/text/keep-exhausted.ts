/**
 * Keeping more exhausted cards in Reserve at Clean-up, a passive line in both languages side by
 * side (card data: `keepExhausted`, how many more): "You may keep two more cards in Reserve
 * during Night if they're exhausted." ("Vous pouvez conserver deux cartes de plus en Réserve
 * pendant la Nuit si elles sont épuisées."); one card in the singular ("one more card ... if
 * it's exhausted", "une carte de plus ... si elle est épuisée").
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import { words, type Rule } from './primitives.js';

/** A language's words: the opening, the cards with their number (singular or plural), and the rest of each number's sentence. */
interface KeepWords {
  readonly opening: Rule<undefined>;
  readonly one: Rule<undefined>;
  readonly many: (n: Rule<number>) => Rule<number>;
  readonly oneRest: Rule<undefined>;
  readonly manyRest: Rule<undefined>;
}

function keepExhausted(w: KeepWords, numbers: Rule<number>): Rule<number> {
  const one = map(pair(w.one, w.oneRest), { to: () => 1, from: (n) => (n === 1 ? ([undefined, undefined] as const) : NO) });
  const many = map(pair(w.many(numbers), w.manyRest), { to: ([n]) => (n >= 2 ? n : NO), from: (n) => (n >= 2 ? ([n, undefined] as const) : NO) });
  return map(pair(w.opening, alt(one, many)), { to: ([, n]) => n, from: (n) => [undefined, n] as const });
}

/** "two more cards", "deux cartes de plus": the number, then the words after it. */
const counted = (after: Rule<undefined>) => (n: Rule<number>) => map(pair(n, after), { to: ([k]) => k, from: (k) => [k, undefined] as const });

export const keepExhaustedWords = {
  en: (numbers: Rule<number>) =>
    keepExhausted(
      {
        opening: words('You may keep'),
        one: words('one more card'),
        many: counted(words('more cards')),
        oneRest: words("in Reserve during Night if it's exhausted"),
        manyRest: words("in Reserve during Night if they're exhausted"),
      },
      numbers,
    ),
  fr: (numbers: Rule<number>) =>
    keepExhausted(
      {
        opening: words('Vous pouvez conserver'),
        one: words('une carte de plus'),
        many: counted(words('cartes de plus')),
        oneRest: words('en Réserve pendant la Nuit si elle est épuisée'),
        manyRest: words('en Réserve pendant la Nuit si elles sont épuisées'),
      },
      numbers,
    ),
};
