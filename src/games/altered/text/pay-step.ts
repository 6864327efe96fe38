/**
 * A payment as a step of its own, in both languages side by side (card data: a `pay` step with
 * its `innerCost`, glossary 5.2.3.g): "You may pay {2}." ("Vous pouvez payer {2}."), then "If
 * you do, ..." for what it pays for. After "to" ("You may pay {2} to draw a card") the payment
 * is the step's own `innerCost` instead (steps.ts): joined-steps.ts never reads a `pay` step
 * there.
 */
import { map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { mana, words, type Rule } from './primitives.js';

function payStep(youMayPay: string): Rule<Step> {
  return map(pair(words(youMayPay), mana), {
    to: ([, cost]) => ({ op: 'pay', innerCost: cost }) as Step,
    from: (s) => (s.op === 'pay' && s.innerCost !== undefined && Object.keys(s).length === 2 ? ([undefined, s.innerCost] as const) : NO),
  });
}

export const payStepWords = { en: payStep('you may pay'), fr: payStep('vous pouvez payer') };
