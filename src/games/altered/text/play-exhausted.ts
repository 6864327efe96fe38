/**
 * Playing exhausted cards from the Reserve, a passive line in both languages side by side
 * (card data: `playExhausted`): "You may play exhausted cards from your Reserve.", "Vous
 * pouvez jouer les cartes épuisées de votre Réserve.", only characters ("exhausted
 * Characters", "les Personnages épuisés"), and only into the card's own expedition ("in my
 * Expedition", "dans mon Expédition").
 */
import { alt, map, NO, pair, pure } from '../../../engine/syntax/syntax.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import { constantValue, words, type Rule } from './primitives.js';

export type PlayExhausted = NonNullable<AlteredCard['playExhausted']>;
type Cards = Pick<PlayExhausted, 'cardType'>;

interface Words {
  /** The cards named, with their words: any card, then characters. */
  readonly cards: readonly [Rule<undefined>, Rule<undefined>];
  readonly opening: Rule<undefined>;
  readonly fromReserve: Rule<undefined>;
  readonly inMyExpedition: Rule<undefined>;
}

function playExhausted(w: Words): Rule<PlayExhausted> {
  const cards = alt(constantValue(w.cards[0], {} as Cards), constantValue(w.cards[1], { cardType: 'character' } as Cards));
  const where = alt(constantValue(w.inMyExpedition, { expedition: 'mine' } as Pick<PlayExhausted, 'expedition'>), pure({} as Pick<PlayExhausted, 'expedition'>, (a, b) => a.expedition === b.expedition));
  return map(pair(pair(w.opening, cards), pair(w.fromReserve, where)), {
    to: ([[, c], [, e]]) => ({ ...c, ...e }),
    from: (v) => {
      const extra = Object.keys(v).filter((k) => k !== 'cardType' && k !== 'expedition');
      if (extra.length > 0) return NO;
      const c: Cards = v.cardType === undefined ? {} : { cardType: v.cardType };
      const e: Pick<PlayExhausted, 'expedition'> = v.expedition === undefined ? {} : { expedition: v.expedition };
      return [[undefined, c], [undefined, e]] as const;
    },
  });
}

export const playExhaustedWords = {
  en: playExhausted({
    opening: words('You may play exhausted'),
    cards: [words('cards'), words('Characters')],
    fromReserve: words('from your Reserve'),
    inMyExpedition: words('in my Expedition'),
  }),
  fr: playExhausted({
    opening: words('Vous pouvez jouer les'),
    cards: [words('cartes épuisées'), words('Personnages épuisés')],
    fromReserve: words('de votre Réserve'),
    inMyExpedition: words('dans mon Expédition'),
  }),
};
