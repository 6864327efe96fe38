/**
 * Passives giving keywords to cards as they are played, not to units on the board
 * (`playedKeywords`, mechanics/played-keywords.ts): "Each Equipment in your hand has
 * [Quick-Draw].", "Friendly units played from anywhere other than a player's hand have
 * [Accelerate]." The noun says which cards (units, gear, or a gear tag such as Equipment), the
 * place where they are played from, and the keyword one of those that act as a card is played.
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import { PLAYED_KEYWORDS, type Ability } from '../card-schema.js';
import type { AbilityAst } from './ability-ast.js';
import type { TextContext } from './context.js';
import { jsonEqual } from '../../../engine/json/json-equal.js';
import { bracketKeyword, t, words, type Rule } from './primitives.js';

type Passive = Extract<Ability, { kind: 'passive' }>;
type PlayedKeywords = NonNullable<Passive['playedKeywords']>;
type PlayedKeyword = PlayedKeywords['keywords'][number];

/** Which cards: `{ cards, tag }`. */
interface Cards {
  readonly cards: PlayedKeywords['cards'];
  readonly tag?: string;
}

function noun(text: string, cards: Cards): Rule<Cards> {
  return map(words(text), { to: () => cards, from: (c: Cards) => (jsonEqual(c, cards) ? undefined : NO) });
}

function nouns(plural: boolean): Rule<Cards> {
  return alt<Cards, TextContext>(noun(plural ? 'units' : 'unit', { cards: 'units' }), noun('gear', { cards: 'gear' }), noun('Equipment', { cards: 'gear', tag: 'Equipment' }));
}

/** One keyword that acts as a card is played, bracketed. */
const playedKeyword: Rule<PlayedKeyword> = map(bracketKeyword, {
  to: (k) => (k.value === undefined && (PLAYED_KEYWORDS as readonly string[]).includes(k.name) ? (k.name as PlayedKeyword) : NO),
  from: (k) => ({ name: k, value: undefined }),
});

/** The keyword a noun's cards can use: Accelerate a unit's (CR 805), Quick-Draw a gear's (CR 819). */
function fits(cards: Cards, keyword: PlayedKeyword): boolean {
  return (cards.cards === 'units') === (keyword === 'accelerate');
}

const sentence: Rule<PlayedKeywords> = alt<PlayedKeywords, TextContext>(
  // "Each Equipment in your hand has [Quick-Draw]"
  map(t`each ${slot('cards', nouns(false))} in your hand has ${slot('keyword', playedKeyword)}`, {
    to: ({ cards, keyword }) => (fits(cards, keyword) ? { ...cards, from: 'hand' as const, keywords: [keyword] } : NO),
    from: (g) => (g.from === 'hand' && g.keywords.length === 1 ? { cards: cardsOf(g), keyword: g.keywords[0] as PlayedKeyword } : NO),
  }),
  // "Friendly units played from anywhere other than a player's hand have [Accelerate]"
  map(t`friendly ${slot('cards', nouns(true))} played from anywhere other than a player's hand have ${slot('keyword', playedKeyword)}`, {
    to: ({ cards, keyword }) => (fits(cards, keyword) ? { ...cards, from: 'notHand' as const, keywords: [keyword] } : NO),
    from: (g) => (g.from === 'notHand' && g.keywords.length === 1 ? { cards: cardsOf(g), keyword: g.keywords[0] as PlayedKeyword } : NO),
  }),
);

function cardsOf(g: PlayedKeywords): Cards {
  return g.tag === undefined ? { cards: g.cards } : { cards: g.cards, tag: g.tag };
}

/** A passive giving keywords to played cards, and nothing else. */
export const PLAYED_KEYWORD_PASSIVES: readonly Rule<AbilityAst>[] = [
  map(sentence, {
    to: (playedKeywords) => ({ kind: 'passive', playedKeywords }) as AbilityAst,
    from: (a) => (a.kind === 'passive' && a.playedKeywords !== undefined && Object.entries(a).every(([k, v]) => v === undefined || k === 'kind' || k === 'playedKeywords') ? a.playedKeywords : NO),
  }),
];
