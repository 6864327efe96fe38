/**
 * An inner action of two parts, mana and a card of the player's moved, in both languages side by
 * side (card data: a `moveCard` step with its `innerCost`, glossary 5.2.3.g): "You may pay {1}
 * and put a card from your hand in Reserve to ...", "Vous pouvez payer {1} et mettre une carte
 * de votre main en Réserve pour ...". The card is chosen as the step resolves, once it is
 * taken and paid; what follows "to" is done only if it was. The same data without the words
 * (no `wording: "payAnd"`) prints "you may pay {1} to put a card ...".
 */
import { map, NO, pair, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { mana, t, type Rule } from './primitives.js';

function payAndMove(payAnd: Rule<number>, infinitive: Rule<Step>): Rule<Step> {
  return map(pair(payAnd, infinitive), {
    to: ([cost, s]) => (s.op === 'moveCard' && cost >= 1 && s.innerCost === undefined && s.optional === undefined && s.player === undefined && s.wording === undefined ? ({ ...s, innerCost: cost, wording: 'payAnd' } as Step) : NO),
    from: (s) => {
      if (s.op !== 'moveCard' || s.wording !== 'payAnd' || s.innerCost === undefined || s.optional !== undefined || s.player !== undefined || s.ifFirstPlayer !== undefined || s.ifDone !== undefined) return NO;
      const { innerCost, wording: _wording, ...rest } = s;
      return [innerCost, rest as Step] as const;
    },
  });
}

export const payAndMoveWords = {
  /** `infinitive`: the steps said after "you may" (a card moved among them). */
  en: (infinitive: Rule<Step>): Rule<Step> => payAndMove(map(t`you may pay ${slot('m', mana)} and`, { to: ({ m }) => m, from: (m) => ({ m }) }), infinitive),
  fr: (infinitive: Rule<Step>): Rule<Step> => payAndMove(map(t`vous pouvez payer ${slot('m', mana)} et`, { to: ({ m }) => m, from: (m) => ({ m }) }), infinitive),
};
