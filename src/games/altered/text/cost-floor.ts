/**
 * The least the cards an opponent plays may cost, a line in both languages side by side (card
 * data: `opponentsCostAtLeast`): "Characters your opponents play can't cost less than {3}"
 * ("Spells", "Permanents" too), "Les Personnages joués par vos adversaires ne peuvent pas
 * coûter moins de {3}" ("Les Sorts joués", "Les Permanents joués").
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { AlteredCard, CHOSEN_CARD_TYPES } from '../schema/file-schemas.js';
import { constantValue, mana, t, type Rule } from './primitives.js';

type CardType = (typeof CHOSEN_CARD_TYPES)[number];
type Floor = NonNullable<AlteredCard['opponentsCostAtLeast']>;

/** A language's words: the cards named, each of a type, and the phrase around them and the amount. */
interface Words {
  readonly cards: Readonly<Record<CardType, string>>;
  readonly phrase: (cards: Rule<CardType>, amount: Rule<number>) => Rule<{ cards: CardType; amount: number }>;
}

function costFloor(w: Words): Rule<Floor> {
  const cards = alt(...(Object.entries(w.cards) as [CardType, string][]).map(([type, said]) => constantValue(said, type)));
  return map(w.phrase(cards, mana), {
    to: ({ cards: cardType, amount }): Floor | typeof NO => (amount >= 1 ? { cardType, amount } : NO),
    from: (floor) => ({ cards: floor.cardType, amount: floor.amount }),
  });
}

export const costFloorWords: Readonly<Record<'en' | 'fr', Rule<Floor>>> = {
  en: costFloor({
    cards: { character: 'Characters', spell: 'Spells', permanent: 'Permanents' },
    phrase: (cards, amount) => t`${slot('cards', cards)} your opponents play can't cost less than ${slot('amount', amount)}`,
  }),
  fr: costFloor({
    cards: { character: 'Les Personnages joués', spell: 'Les Sorts joués', permanent: 'Les Permanents joués' },
    phrase: (cards, amount) => t`${slot('cards', cards)} par vos adversaires ne peuvent pas coûter moins de ${slot('amount', amount)}`,
  }),
};
