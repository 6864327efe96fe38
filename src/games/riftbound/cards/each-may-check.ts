/**
 * What the card checker asks of a token step each player may take for themselves
 * (mechanics/each-may.ts, CR 355.17): it asks its players as it resolves, so it is neither
 * declined as a whole nor part of a replacement effect (which asks nothing, CR 370.1.a); a
 * step counting the opponents who took it comes after one.
 */
import type { Text } from '../../../engine/i18n/catalogue.js';
import type { Effect } from '../schema/card-schema.js';
import { text } from '../i18n/cards-messages.js';

/** What the card checker finds wrong in step `i` of `effects` about players who may each take a step, as field, rule and message. */
export function eachMayIssues(effects: readonly Effect[], i: number, replacement: boolean): { field: string; rule: string; message: Text }[] {
  const effect = effects[i];
  if (effect?.op !== 'createToken') return [];
  const issues: { field: string; rule: string; message: Text }[] = [];
  if (effect.eachMay !== undefined) {
    if (effect.optional === true) issues.push({ field: 'optional', rule: 'CR 355.17', message: text('eachMay.optional') });
    if (replacement) issues.push({ field: 'eachMay', rule: 'CR 370.1.a', message: text('eachMay.replacement') });
    // Each player's tokens go to their own base: "here" and a location chosen are the controller's.
    if (effect.at !== 'base') issues.push({ field: 'at', rule: 'CR 182.1.a', message: text('eachMay.base') });
  }
  if (effect.forEachOpponentWhoDid === true) {
    if (!effects.slice(0, i).some((e) => e.op === 'createToken' && e.eachMay !== undefined)) issues.push({ field: 'forEachOpponentWhoDid', rule: 'CR 355.17', message: text('eachMay.forEachOpponentWhoDid') });
    if (effect.forEach !== undefined) issues.push({ field: 'forEach', rule: 'CR 355.17', message: text('eachMay.twoCounts') });
  }
  return issues;
}
