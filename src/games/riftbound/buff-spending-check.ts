/**
 * What the card checker asks of steps spending any number of buffs (mechanics/buff-spending.ts,
 * CR 702.2.b): their units are chosen as they resolve, and a step counting the buffs spent
 * comes after one.
 */
import type { Effect } from './card-schema.js';

/** What the card checker finds wrong in step `i` of `effects` about spending any number of buffs, as field and message. */
export function buffSpendingIssues(effects: readonly Effect[], i: number): { field: string; message: string }[] {
  const effect = effects[i];
  const issues: { field: string; message: string }[] = [];
  if (effect?.op === 'spendBuff') {
    const names = effect.target !== undefined || effect.all !== undefined || effect.among !== undefined;
    if (effect.anyNumber === true && names) issues.push({ field: 'anyNumber', message: 'a step spending any number of buffs has its units chosen as it resolves: no target, all or among' });
    if (effect.readyEach === true && effect.anyNumber !== true) issues.push({ field: 'readyEach', message: 'readyEach readies the units a step spending any number of buffs chose: only with anyNumber' });
  }
  if (effect?.op === 'channel' && effect.forEachBuffSpent === true && !effects.slice(0, i).some((e) => e.op === 'spendBuff' && e.anyNumber === true)) {
    issues.push({ field: 'forEachBuffSpent', message: 'forEachBuffSpent counts the buffs a spendBuff step before it spent with anyNumber: only after one' });
  }
  return issues;
}
