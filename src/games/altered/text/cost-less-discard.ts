/**
 * A card's own cost lowered for a card of the Reserve discarded as it is played, in both
 * languages side by side (card data: its `costLess` with `ifDiscard`; mechanics/own-cost.ts and actions/actions.ts
 * of the engine): "You may discard a card from your Reserve to reduce my cost by {3}", "Vous
 * pouvez défausser une carte de votre Réserve pour réduire mon coût de {3}".
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { CostLess } from './cost-less.js';
import { mana, t, words, type Rule } from './primitives.js';

function costLessDiscard(sentence: Rule<{ amount: number }>): Rule<CostLess> {
  return map(sentence, {
    to: ({ amount }): CostLess | typeof NO => (amount >= 1 ? { amount, ifDiscard: 'reserve' } : NO),
    from: (c: CostLess) => (c.ifDiscard === 'reserve' && c.ifHave === undefined && c.per === undefined && c.into === undefined ? { amount: c.amount } : NO),
  });
}

export const costLessDiscardWords: Readonly<Record<'en' | 'fr', Rule<CostLess>>> = {
  en: costLessDiscard(t`${words('You may discard a card from your Reserve to reduce my cost by')} ${slot('amount', mana)}`),
  fr: costLessDiscard(t`${words('Vous pouvez défausser une carte de votre Réserve pour réduire mon coût de')} ${slot('amount', mana)}`),
};
