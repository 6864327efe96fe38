/**
 * The top cards of the player's deck revealed, one of them put in Reserve and the others
 * discarded (card data: a `revealTop` step and its `amount`; mechanics/revealed-cards.ts), in
 * both languages side by side: "reveal the top two cards of your deck. Put one in Reserve, and
 * discard the other" ("révélez les deux premières cartes de votre deck. Mettez-en une en
 * Réserve, et défaussez l'autre"); "the others" ("les autres") for more than two. The step's
 * two sentences are one step: the second says what becomes of the cards the first revealed.
 * Or characters among them put in the player's expeditions (`intoExpeditions`): "Choose up to
 * two Characters from these cards and put them in your Expeditions. They gain [[Fleeting]].
 * Discard the other cards." ("Choisissez jusqu'à trois Personnages parmi ces cartes et
 * mettez-les dans vos Expéditions. Ils gagnent [[Fugace]]. Défaussez les autres cartes."), its
 * four sentences one step; its reminder, dropped by the lexer, is no rule.
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { constant, optionalWord, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

/** A language's words: the reveal before and after the number, the card kept, and the others discarded (one, or more). */
interface RevealWords {
  readonly reveal: string;
  readonly ofYourDeck: string;
  readonly keepOne: string;
  readonly discardTheOther: string;
  readonly discardTheOthers: string;
}

/** Two cards leave one other; more leave others. */
const othersOf = (amount: number) => (amount === 2 ? 'other' : 'others');

function revealed(said: RevealWords, numbers: Rule<number>): Rule<Step> {
  const rest = alt(constant(said.discardTheOther, 'other' as const), constant(said.discardTheOthers, 'others' as const));
  return stepPhrase(
    pair(pair(words(said.reveal), numbers), pair(words(`${said.ofYourDeck} . ${said.keepOne}`), rest)),
    ([[, amount], [, which]]) => (amount >= 2 && which === othersOf(amount) ? { op: 'revealTop', amount } : NO),
    (s) => (s.op === 'revealTop' ? ([[undefined, s.amount], [undefined, othersOf(s.amount)]] as const) : NO),
  );
}

/** A language's words for the characters put in the expeditions: the choice before and after its number, their Fleeting, the others discarded. */
interface PutWords {
  readonly chooseUpTo: string;
  readonly putThem: string;
  readonly fleeting: string;
  readonly discardTheOthers: string;
}

function putInExpeditions(said: RevealWords, put: PutWords, numbers: Rule<number>): Rule<Step> {
  const choice = map(pair(pair(words(`${said.ofYourDeck} . ${put.chooseUpTo}`), numbers), pair(words(put.putThem), optionalWord(words(put.fleeting)))), {
    to: ([[, upTo], [, fleeting]]) => ({ upTo, ...(fleeting ? { fleeting: true as const } : {}) }),
    from: (into: { readonly upTo: number; readonly fleeting?: true }) => [[undefined, into.upTo], [undefined, into.fleeting === true]] as const,
  });
  return stepPhrase(
    pair(pair(words(said.reveal), numbers), pair(choice, words(put.discardTheOthers))),
    // "Up to two Characters ... them": one character would be worded otherwise, and no more than the cards revealed.
    ([[, amount], [into]]) => (amount >= 2 && into.upTo >= 2 && into.upTo < amount ? { op: 'revealTop', amount, intoExpeditions: into } : NO),
    (s) => (s.op === 'revealTop' && s.intoExpeditions !== undefined ? ([[undefined, s.amount], [s.intoExpeditions, undefined]] as const) : NO),
  );
}

const EN: RevealWords = { reveal: 'reveal the top', ofYourDeck: 'cards of your deck', keepOne: 'put one in Reserve ,', discardTheOther: 'and discard the other', discardTheOthers: 'and discard the others' };
const FR: RevealWords = { reveal: 'révélez les', ofYourDeck: 'premières cartes de votre deck', keepOne: 'mettez-en une en Réserve ,', discardTheOther: "et défaussez l' autre", discardTheOthers: 'et défaussez les autres' };

export const revealedCardWords = {
  en: (numbers: Rule<number>) =>
    alt(
      revealed(EN, numbers),
      putInExpeditions(EN, { chooseUpTo: 'choose up to', putThem: 'Characters from these cards and put them in your Expeditions .', fleeting: 'They gain [[Fleeting]] .', discardTheOthers: 'discard the other cards' }, numbers),
    ),
  fr: (numbers: Rule<number>) =>
    alt(
      revealed(FR, numbers),
      putInExpeditions(FR, { chooseUpTo: "choisissez jusqu' à", putThem: 'Personnages parmi ces cartes et mettez-les dans vos Expéditions .', fleeting: 'Ils gagnent [[Fugace]] .', discardTheOthers: 'défaussez les autres cartes' }, numbers),
    ),
};
