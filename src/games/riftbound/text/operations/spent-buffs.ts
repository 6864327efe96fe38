/**
 * Buffs spent as a step resolves (mechanics/buff-spending.ts, CR 702.2.b): "spend any number
 * of buffs", each friendly unit's buff spent to ready it, the buff of the object named before
 * ("spend its buff"), and a step done for each buff spent.
 */
import { slot } from '../../../../engine/syntax/syntax.js';
import { t, words, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';
import { runes } from './basic.js';

/** "For each friendly unit," before a step done for each of them. */
const eachFriendlyUnit: Rule<undefined> = words('for each friendly unit ,');

export const SPENT_BUFF_OPERATIONS: readonly Rule<Step>[] = [
  operation('spendBuff', t`spend any number of buffs`, { anyNumber: true }),
  operation('spendBuff', t`${eachFriendlyUnit} you may spend its buff to ready it`, { anyNumber: true, readyEach: true }),
  // The buff of the object named before ("spend its buff and recall it", CR 702.2.b).
  operation('spendBuff', t`spend its buff`, { target: { again: 'it' } }),
  operation('channel', t`for each buff spent , channel ${slot('amount', runes)} exhausted`, { forEachBuffSpent: true, exhausted: true }),
  operation('channel', t`for each buff spent , channel ${slot('amount', runes)}`, { forEachBuffSpent: true }),
];
