/**
 * A card's own cost lowered as it is played, in both languages side by side (card data: its
 * `costLess`; mechanics/own-cost.ts of the engine): "I cost {3} less", "... if there are four or more
 * exhausted cards in Reserve", "... if there are two or more base statistics of 0 among
 * Characters you control", "... per exhausted card in Reserve"; "Je coûte {3} de moins", "...
 * s'il y a au moins quatre cartes épuisées en Réserve", "... par carte épuisée en Réserve". The count after "if there are" is from two, as a step's "if you have" is.
 */
import { alt, map, NO, pair, pure, slot } from '../../../engine/syntax/syntax.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import { constantValue, either, mana, t, words, type Rule } from './primitives.js';

export type CostLess = NonNullable<AlteredCard['costLess']>;
type Counted = NonNullable<CostLess['per']>;

/** A language's words around the amount and what is counted. */
interface Words {
  readonly cost: Rule<undefined>;
  readonly less: Rule<undefined>;
  readonly enough: (count: Rule<number>, counted: Rule<Counted>) => Rule<{ count: number; counted: Counted }>;
  /** What "if there are N or more" counts (plural). */
  readonly counted: Rule<Counted>;
  readonly per: Rule<undefined>;
  /** What "per" counts (singular). */
  readonly perCounted: Rule<Counted>;
}

type Condition = Pick<CostLess, 'ifHave' | 'per'>;

function costLess(w: Words, number: Rule<number>): Rule<CostLess> {
  const enough = map(w.enough(number, w.counted), {
    to: ({ count, counted }) => (count >= 2 ? ({ ifHave: { atLeast: count, of: counted } } as Condition) : NO),
    from: (c: Condition) => (c.ifHave !== undefined && c.per === undefined ? { count: c.ifHave.atLeast, counted: c.ifHave.of } : NO),
  });
  const per = map(pair(w.per, w.perCounted), {
    to: ([, counted]) => ({ per: counted }) as Condition,
    from: (c: Condition) => (c.per !== undefined && c.ifHave === undefined ? ([undefined, c.per] as const) : NO),
  });
  const always = pure<Condition, undefined>({}, (a, b) => a.ifHave === b.ifHave && a.per === b.per);
  return map(pair(pair(pair(w.cost, mana), w.less), alt(enough, per, always)), {
    to: ([[[, amount]], condition]): CostLess | typeof NO => (amount >= 1 ? { amount, ...condition } : NO),
    // Lowered for where it is played: cost-less-into.ts.
    from: ({ amount, into, ifDiscard, ...condition }: CostLess) => (into === undefined && ifDiscard === undefined ? ([[[undefined, amount], undefined], condition] as const) : NO),
  });
}

export const costLessWords = {
  /** `number`: the language's number words. */
  en: (number: Rule<number>): Rule<CostLess> =>
    costLess(
      {
        cost: words('I cost'),
        less: words('less'),
        enough: (count, counted) => t`if there are ${slot('count', count)} or more ${slot('counted', counted)}`,
        counted: alt(
          constantValue('exhausted cards in Reserve', { what: 'exhaustedReserveCards' } as Counted),
          constantValue('cards in Reserve', { what: 'reserveCards' } as Counted),
          constantValue('base statistics of 0 among Characters you control', { what: 'zeroBaseStatistics' } as Counted),
        ),
        per: words('per'),
        perCounted: alt(constantValue('exhausted card in Reserve', { what: 'exhaustedReserveCards' } as Counted), constantValue('card in your Reserve', { what: 'reserveCards' } as Counted)),
      },
      number,
    ),
  fr: (number: Rule<number>): Rule<CostLess> =>
    costLess(
      {
        cost: words('je coûte'),
        less: words('de moins'),
        enough: (count, counted) => t`s'il y a au moins ${slot('count', count)} ${slot('counted', counted)}`,
        counted: alt(
          constantValue('cartes épuisées en Réserve', { what: 'exhaustedReserveCards' } as Counted),
          constantValue('cartes en Réserve', { what: 'reserveCards' } as Counted),
          constantValue(either('statistiques de base 0 parmi les Personnages que vous contrôlez', 'statistiques de base de 0 parmi les Personnages que vous contrôlez'), { what: 'zeroBaseStatistics' } as Counted),
        ),
        per: words('par'),
        perCounted: alt(constantValue('carte épuisée en Réserve', { what: 'exhaustedReserveCards' } as Counted), constantValue('carte dans votre Réserve', { what: 'reserveCards' } as Counted)),
      },
      number,
    ),
};
