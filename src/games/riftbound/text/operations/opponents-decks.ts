/**
 * The tops of opponents' Main Decks revealed (mechanics/opponents-decks.ts, CR 424): "each
 * opponent reveals the top 2 cards of their Main Deck", or the top card alone; the steps after
 * it ("choose one and banish it, then play it", "recycle the rest") are those of the cards a
 * player looks at (operations/zones.ts).
 */
import { alt, map, NO, slot } from '../../../../engine/syntax/syntax.js';
import { digits, numberWord, t, words } from '../primitives.js';
import { operation, type Step } from '../step.js';
import type { Rule } from '../primitives.js';

/** How many of the top cards, counted by `number` ("2 cards"), from two. */
function severalCards(number: Rule<number>): Rule<number> {
  return map(t`${slot('n', number)} cards`, { to: ({ n }) => (n < 2 ? NO : n), from: (n: number) => (n < 2 ? NO : { n }) });
}

/** The top card alone: "card". */
const oneCard: Rule<number> = map(words('card'), { to: () => 1, from: (n: number) => (n === 1 ? undefined : NO) });

export const OPPONENTS_DECK_OPERATIONS: readonly Rule<Step>[] = [
  operation('look', t`each opponent reveals the top ${slot('amount', alt(oneCard, severalCards(digits)))} of their Main Deck`, { reveal: true, players: 'opponents' }),
  // The count in words, as some cards print it ("the top two cards").
  operation('look', t`each opponent reveals the top ${slot('amount', severalCards(numberWord))} of their Main Deck`, { reveal: true, players: 'opponents', wording: ['countInWords'] }),
];
