/**
 * What the card checker asks of steps spending any number of buffs (mechanics/buff-spending.ts,
 * CR 702.2.b): their units are chosen as they resolve, and a step counting the buffs spent
 * comes after one.
 */
import type { Text } from '../../../engine/i18n/catalogue.js';
import type { Effect } from '../schema/card-schema.js';
import { text } from '../i18n/cards-messages.js';

/** What the card checker finds wrong in step `i` of `effects` about spending any number of buffs, as field and message (a catalogue text). */
export function buffSpendingIssues(effects: readonly Effect[], i: number): { field: string; message: Text }[] {
  const effect = effects[i];
  const issues: { field: string; message: Text }[] = [];
  if (effect?.op === 'spendBuff') {
    const names = effect.target !== undefined || effect.all !== undefined || effect.among !== undefined;
    if (effect.anyNumber === true && names) issues.push({ field: 'anyNumber', message: text('buffs.anyNumberChosen') });
    if (effect.readyEach === true && effect.anyNumber !== true) issues.push({ field: 'readyEach', message: text('buffs.readyEach') });
  }
  if (effect?.op === 'channel' && effect.forEachBuffSpent === true && !effects.slice(0, i).some((e) => e.op === 'spendBuff' && e.anyNumber === true)) {
    issues.push({ field: 'forEachBuffSpent', message: text('buffs.forEachBuffSpent') });
  }
  return issues;
}
