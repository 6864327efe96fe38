/**
 * Keywords one object gives another for a turn, with a Might change under the same "give"
 * (mechanics/keywords-shared.ts, CR 801.3.a): "give a friendly unit my keywords and +:rb_might:
 * equal to my Might this turn", "give it my keywords and +2 :rb_might: this turn" (a
 * `modifyMight` with `keywordsOf: "self"`). Said by a unit of itself only.
 */
import { slot, withContext, alt } from '../../../../engine/syntax/syntax.js';
import type { TextContext } from '../context.js';
import { mightSymbol, t, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';
import { recipient } from '../objects.js';
import { mightOf } from '../targets.js';
import { signedMight } from './basic.js';

export const SHARED_KEYWORD_OPERATIONS: readonly Rule<Step>[] = [
  withContext((c: TextContext) =>
    c.type !== 'unit'
      ? alt<Step, TextContext>()
      : alt<Step, TextContext>(
          operation('modifyMight', t`give ${slot('target', recipient)} my keywords and + ${mightSymbol} equal to ${slot('equalTo', mightOf)} this turn`, { keywordsOf: 'self' }),
          operation('modifyMight', t`give ${slot('target', recipient)} my keywords and ${slot('amount', signedMight)} this turn`, { keywordsOf: 'self' }),
        ),
  ),
];
