/**
 * A keyword for the one character of the card's expedition, a passive line in both languages side
 * by side (card data: a `grant` passive to `expedition` with `ifAlone`; glossary 2.3.1.g-i):
 * "If there is only one Character in my Expedition, it is [Defender]." ("S'il n'y a qu'un seul
 * Personnage dans mon Expédition, il est [Défenseur]."). The keyword is the language's bracket,
 * agreement included. Printed after the reactions, as the cards lay it out (lower.ts).
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { KeywordValue, Passive } from './ast.js';
import { t, words, type Rule } from './primitives.js';

const WORDS: Readonly<Record<'en' | 'fr', string>> = {
  en: 'if there is only one Character in my Expedition , it is',
  fr: "s' il n' y a qu' un seul Personnage dans mon Expédition , il est",
};

function aloneKeyword(opening: string, keyword: Rule<KeywordValue>): Rule<Passive> {
  return map(t`${words(opening)} ${slot('k', keyword)}`, {
    to: ({ k }): Passive => ({ kind: 'grant', keyword: k.keyword, ...(k.tough === undefined ? {} : { tough: k.tough }), to: 'expedition', ifAlone: true }) as Passive,
    from: (p: Passive) => {
      if (p.kind !== 'grant' || p.to !== 'expedition' || p.ifAlone !== true || p.keyword === undefined) return NO;
      if (Object.keys(p).some((key) => !['kind', 'keyword', 'tough', 'to', 'ifAlone'].includes(key))) return NO;
      return { k: p.keyword === 'tough' ? { keyword: 'tough', tough: p.tough ?? 1 } : { keyword: p.keyword } };
    },
  });
}

export const aloneKeywordWords = {
  en: (keyword: Rule<KeywordValue>): Rule<Passive> => aloneKeyword(WORDS.en, keyword),
  fr: (keyword: Rule<KeywordValue>): Rule<Passive> => aloneKeyword(WORDS.fr, keyword),
};
