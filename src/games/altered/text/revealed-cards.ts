/**
 * The top cards of the player's deck revealed, one of them put in Reserve and the others
 * discarded (card data: a `revealTop` step and its `amount`; mechanics/revealed-cards.ts), in
 * both languages side by side: "reveal the top two cards of your deck. Put one in Reserve, and
 * discard the other" ("révélez les deux premières cartes de votre deck. Mettez-en une en
 * Réserve, et défaussez l'autre"); "the others" ("les autres") for more than two. The step's
 * two sentences are one step: the second says what becomes of the cards the first revealed.
 */
import { alt, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { constant, words, type Rule } from './primitives.js';
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

export const revealedCardWords = {
  en: (numbers: Rule<number>) =>
    revealed({ reveal: 'reveal the top', ofYourDeck: 'cards of your deck', keepOne: 'put one in Reserve ,', discardTheOther: 'and discard the other', discardTheOthers: 'and discard the others' }, numbers),
  fr: (numbers: Rule<number>) =>
    revealed({ reveal: 'révélez les', ofYourDeck: 'premières cartes de votre deck', keepOne: 'mettez-en une en Réserve ,', discardTheOther: "et défaussez l' autre", discardTheOthers: 'et défaussez les autres' }, numbers),
};
