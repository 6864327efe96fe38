/**
 * A keyword a character has only while its player controls too few characters of a subtype,
 * in both languages side by side (card data: a `grant` passive's `unlessControl`): "I am
 * [Defender] unless you control two or more other Robots." ("Je suis [Défenseur] sauf si vous
 * contrôlez au moins deux autres Robots.", and the French "J'ai [Défenseur] ..." read too).
 * The subtype is kept in the language read (as a token's is) and said in the plural with an
 * "s", the plural of the subtypes both languages print.
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Passive } from './ast.js';
import { optionalWord, t, words, type Rule } from './primitives.js';
import { oneWord } from './subjects.js';

export type UnlessControl = NonNullable<Extract<Passive, { kind: 'grant' }>['unlessControl']>;

/** A subtype in the plural: the word with its "s" (a subtype that already ends in "s" has no such plural here). */
const plural: Rule<string> = map(oneWord, {
  to: (w) => (w.length > 1 && w.endsWith('s') ? w.slice(0, -1) : NO),
  from: (s: string) => (s.endsWith('s') ? NO : `${s}s`),
});

/** "unless you control two or more other Robots": how many, whether the character itself is left out, the subtype. */
function clause(opening: Rule<undefined>, more: Rule<undefined> | undefined, other: Rule<undefined>, number: Rule<number>): Rule<UnlessControl> {
  const counted = more === undefined
    ? t`${opening} ${slot('count', number)} ${slot('other', optionalWord(other))} ${slot('subtype', plural)}`
    : t`${opening} ${slot('count', number)} ${more} ${slot('other', optionalWord(other))} ${slot('subtype', plural)}`;
  return map(counted, {
    to: ({ count, other: o, subtype }) => (count >= 2 ? { count, subtype, ...(o ? { other: true as const } : {}) } : NO),
    from: (u: UnlessControl) => (u.count >= 2 ? { count: u.count, other: u.other === true, subtype: u.subtype } : NO),
  });
}

export const unlessControlWords = {
  en: (number: Rule<number>): Rule<UnlessControl> => clause(words('unless you control'), words('or more'), words('other'), number),
  fr: (number: Rule<number>): Rule<UnlessControl> => clause(words('sauf si vous contrôlez au moins'), undefined, words('autres'), number),
};
