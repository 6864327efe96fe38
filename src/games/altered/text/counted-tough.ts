/**
 * A Tough whose X is counted, a keyword line in both languages side by side (card data: the
 * keyword `tough` with `toughX`, a count, instead of a printed X; glossary 7.4.5): "[Tough X],
 * where X is the number of" ("[Coriace X], où X est le nombre de"), then what is counted: the
 * regions between the player's Hero and Companion expeditions ("regions between your Hero and
 * Companion", "régions entre votre Héros et votre Compagnon"), the exhausted cards in Reserve
 * ("exhausted cards in Reserve", "cartes épuisées en Réserve"), the cards in the player's
 * Reserve ("cards in your Reserve", "cartes dans votre Réserve"). French also prints ", X étant
 * le nombre de": read, and compared as "où X est le nombre de" (normalize.ts).
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { KeywordValue } from './ast.js';
import { bracketed, constantValue, t, words, type Rule } from './primitives.js';

type Counted = NonNullable<KeywordValue['toughX']>;

interface Words {
  readonly keyword: Rule<undefined>;
  /** After the keyword: the words printed first, then any other wording read. */
  readonly whereX: readonly string[];
  readonly counted: Readonly<Record<'regionsBetweenExpeditions' | 'exhaustedReserveCards' | 'reserveCards', string>>;
}

const WORDS: Readonly<Record<'en' | 'fr', Words>> = {
  en: {
    keyword: bracketed('Tough X'),
    whereX: [', where X is the number of'],
    counted: { regionsBetweenExpeditions: 'regions between your Hero and Companion', exhaustedReserveCards: 'exhausted cards in Reserve', reserveCards: 'cards in your Reserve' },
  },
  fr: {
    keyword: bracketed('Coriace X', 'Coriaces X'),
    whereX: [', où X est le nombre de', ', X étant le nombre de'],
    counted: { regionsBetweenExpeditions: 'régions entre votre Héros et votre Compagnon', exhaustedReserveCards: 'cartes épuisées en Réserve', reserveCards: 'cartes dans votre Réserve' },
  },
};

function countedTough(w: Words): Rule<KeywordValue> {
  const counted: Rule<Counted> = alt(...(Object.entries(w.counted) as [Counted['what'], string][]).map(([what, text]) => constantValue(text, { what } as Counted)));
  const whereX: Rule<undefined> = alt(...w.whereX.map((text) => words(text)));
  return map(t`${w.keyword} ${whereX} ${slot('x', counted)}`, {
    to: ({ x }): KeywordValue => ({ keyword: 'tough', toughX: x }),
    from: (v: KeywordValue) => (v.keyword === 'tough' && v.toughX !== undefined && v.tough === undefined ? { x: v.toughX } : NO),
  });
}

export const countedToughWords: Readonly<Record<'en' | 'fr', Rule<KeywordValue>>> = { en: countedTough(WORDS.en), fr: countedTough(WORDS.fr) };
