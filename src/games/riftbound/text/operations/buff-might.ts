/**
 * What a buff gives, changed for a turn (mechanics/buff-might.ts, CR 703): "Buffs give an
 * additional +N :rb_might: to friendly units this turn."
 */
import { slot } from '../../../../engine/syntax/syntax.js';
import { digits, mightSymbol, t, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';

export const BUFF_MIGHT_OPERATIONS: readonly Rule<Step>[] = [
  operation('buffsGiveMore', t`buffs give an additional + ${slot('amount', digits)} ${mightSymbol} to friendly units this turn`),
];
