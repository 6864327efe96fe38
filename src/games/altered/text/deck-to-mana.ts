/**
 * The top cards of a deck put in the Mana zone (card data: a `deckToMana` effect, its
 * `amount`; `player` `eachPlayer` for every player), in both languages side by side: "put the
 * top three cards of your deck ..." ("mettez les trois premières cartes de votre deck ..."),
 * each player's own ("each player puts ... of their deck in their Mana zone", "chaque joueur
 * met ... de son deck dans sa zone de Mana"). French says the top card two ways ("la première
 * carte", "la carte du dessus"): both are read, each form prints the one its cards print. The
 * reminder of the exhausted Mana Orb, in parentheses, is dropped by the lexer.
 */
import { alt, map, NO, pair, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { constant, either, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

/** How many top cards: one (its words) or N of them (the number word before its plural). */
function topCards(one: Rule<undefined>, many: (n: Rule<number>) => Rule<number>, numbers: Rule<number>): Rule<number> {
  return alt(constant(one, 1), map(many(numbers), { to: (n) => (n >= 2 ? n : NO), from: (n) => (n >= 2 ? n : NO) }));
}

/** A language's words: the order (`put`), a player's own (`puts`), and how each says the cards and the zone. */
interface DeckToManaWords {
  /** Said to you: "put the top card of your deck in your Mana zone". */
  readonly yours: { readonly verb: Rule<undefined>; readonly cards: Rule<number>; readonly rest: Rule<undefined> };
  /** Said of each player: "each player puts the top card of their deck in their Mana zone". */
  readonly eachPlayer: { readonly subject: Rule<undefined>; readonly cards: Rule<number>; readonly rest: Rule<undefined> };
}

function deckToMana(said: DeckToManaWords): { order: Rule<Step>; sentence: Rule<Step> } {
  return {
    order: stepPhrase(
      t`${said.yours.verb} ${slot('amount', said.yours.cards)} ${said.yours.rest}`,
      ({ amount }) => ({ op: 'deckToMana', amount }),
      (s) => (s.op === 'deckToMana' && s.player === undefined ? { amount: s.amount } : NO),
    ),
    sentence: stepPhrase(
      pair(said.eachPlayer.subject, pair(said.eachPlayer.cards, said.eachPlayer.rest)),
      ([, [amount]]) => ({ op: 'deckToMana', amount, player: 'eachPlayer' }),
      (s) => (s.op === 'deckToMana' && s.player === 'eachPlayer' ? ([undefined, [s.amount, undefined]] as const) : NO),
    ),
  };
}

const countedCards = (word: Rule<undefined>) => (n: Rule<number>) => map(pair(n, word), { to: ([k]) => k, from: (k) => [k, undefined] as const });

export const deckToManaWords = {
  en: (numbers: Rule<number>) =>
    deckToMana({
      yours: { verb: words('put the top'), cards: topCards(words('card'), countedCards(words('cards')), numbers), rest: words('of your deck in your Mana zone') },
      eachPlayer: { subject: words('each player puts the top'), cards: topCards(words('card'), countedCards(words('cards')), numbers), rest: words('of their deck in their Mana zone') },
    }),
  /** French, the order as an imperative or (after "vous pouvez") an infinitive. */
  fr: (numbers: Rule<number>, imperative: boolean) => {
    const first = topCards(words('la première carte'), (n) => map(t`les ${slot('n', n)} premières cartes`, { to: ({ n: k }) => k, from: (k) => ({ n: k }) }), numbers);
    const onTop = topCards(words('la carte du dessus'), (n) => map(t`les ${slot('n', n)} cartes du dessus`, { to: ({ n: k }) => k, from: (k) => ({ n: k }) }), numbers);
    return deckToMana({
      yours: { verb: words(imperative ? 'mettez' : 'mettre'), cards: alt(first, onTop), rest: words('de votre deck dans votre zone de Mana') },
      // One card: "la carte du dessus" as printed; more: "les deux premières cartes".
      eachPlayer: { subject: either('chaque joueur met'), cards: alt(constant(words('la carte du dessus'), 1), first, onTop), rest: words('de son deck dans sa zone de Mana') },
    });
  },
};
