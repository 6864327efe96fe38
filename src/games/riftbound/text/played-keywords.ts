/**
 * Passives giving keywords to cards as they are played, not to units on the board
 * (`playedKeywords`, mechanics/played-keywords.ts): "Each Equipment in your hand has [K]",
 * "Friendly units played from anywhere other than a player's hand have [K]", "Dune Riders you
 * play have [K]" (a unit tag in the plural, played from anywhere; "Your Dune Riders have [K]",
 * the same, `your`). The noun says which cards (units, gear, or a tag), the place where they are
 * played from, and the keyword [K] one of those that act as a card is played.
 */
import { alt, map, NO, slot, syntax } from '../../../engine/syntax/syntax.js';
import { PLAYED_KEYWORDS, type Ability } from '../schema/card-schema.js';
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

/** The keyword a noun's cards can use: Accelerate and Weaponmaster a unit's (CR 805, 821.1.a), Quick-Draw a gear's (CR 819). */
function fits(cards: Cards, keyword: PlayedKeyword): boolean {
  return (cards.cards === 'units') === (keyword !== 'quick-draw');
}

/** "Dune Riders", "Mechs": a unit tag in the plural, one or two capitalised words, the last with an s. */
const pluralTag: Rule<string> = syntax<string, TextContext>(
  function* (input, at) {
    const names: string[] = [];
    for (let i = at; i < at + 2; i++) {
      const token = input.tokens[i];
      if (token?.kind !== 'word' || !/^[A-Z][a-z]+$/.test(token.text)) return;
      names.push(token.text);
      if (!token.text.endsWith('s')) continue;
      input.reached(i + 1);
      yield [[...names.slice(0, -1), token.text.slice(0, -1)].join(' '), i + 1] as const;
    }
  },
  (tag, out) => {
    if (!/^[A-Z][a-z]+( [A-Z][a-z]+)?$/.test(tag)) return false;
    for (const name of `${tag}s`.split(' ')) out.tokens.push({ kind: 'word', text: name });
    return true;
  },
);

/** A unit tag's grant from anywhere, `your` or not, as a `{ tag, keyword }` a sentence reads. */
function tagGrant(your: boolean) {
  return {
    to: ({ tag, keyword }: { tag: string; keyword: PlayedKeyword }): PlayedKeywords | typeof NO =>
      fits({ cards: 'units' }, keyword) ? { cards: 'units', tag, from: 'anywhere', keywords: [keyword], ...(your ? { your: true as const } : {}) } : NO,
    from: (g: PlayedKeywords) => (g.from === 'anywhere' && g.cards === 'units' && g.tag !== undefined && (g.your === true) === your && g.keywords.length === 1 ? { tag: g.tag, keyword: g.keywords[0] as PlayedKeyword } : NO),
  };
}

const sentence: Rule<PlayedKeywords> = alt<PlayedKeywords, TextContext>(
  // "Each Equipment in your hand has [K]"
  map(t`each ${slot('cards', nouns(false))} in your hand has ${slot('keyword', playedKeyword)}`, {
    to: ({ cards, keyword }) => (fits(cards, keyword) ? { ...cards, from: 'hand' as const, keywords: [keyword] } : NO),
    from: (g) => (g.from === 'hand' && g.keywords.length === 1 ? { cards: cardsOf(g), keyword: g.keywords[0] as PlayedKeyword } : NO),
  }),
  // "Friendly units played from anywhere other than a player's hand have [K]"
  map(t`friendly ${slot('cards', nouns(true))} played from anywhere other than a player's hand have ${slot('keyword', playedKeyword)}`, {
    to: ({ cards, keyword }) => (fits(cards, keyword) ? { ...cards, from: 'notHand' as const, keywords: [keyword] } : NO),
    from: (g) => (g.from === 'notHand' && g.keywords.length === 1 ? { cards: cardsOf(g), keyword: g.keywords[0] as PlayedKeyword } : NO),
  }),
  // "Dune Riders you play have [K]" (CR 821.1.c: the keyword acts as they are played)
  map(t`${slot('tag', pluralTag)} you play have ${slot('keyword', playedKeyword)}`, tagGrant(false)),
  // "Your Dune Riders have [K]": the same, said of the units of the tag (`your`)
  map(t`your ${slot('tag', pluralTag)} have ${slot('keyword', playedKeyword)}`, tagGrant(true)),
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
