/**
 * What the card checker asks of players choosing among named outcomes (mechanics/named-outcomes.ts,
 * CR 355.17): a step done "for each player that chooses" an outcome names one of a step before
 * it, and is done by the controller and that player, no other player named.
 */
import type { Text } from '../../../engine/i18n/catalogue.js';
import type { Effect } from '../schema/card-schema.js';
import { text } from '../i18n/cards-messages.js';

/** What the card checker finds wrong in step `i` of `effects` about named outcomes, as field and message. */
export function namedOutcomeIssues(effects: readonly Effect[], i: number): { field: string; message: Text }[] {
  const effect = effects[i];
  if (effect?.op !== 'draw' && effect?.op !== 'channel') return [];
  const outcome = effect.withEachChoosing;
  if (outcome === undefined) return [];
  const issues: { field: string; message: Text }[] = [];
  const named = effects.slice(0, i).some((e) => e.op === 'eachChoosesOutcome' && e.outcomes.includes(outcome));
  if (!named) issues.push({ field: 'withEachChoosing', message: text('outcomes.unnamed', { outcome }) });
  if (effect.player !== undefined) issues.push({ field: 'player', message: text('outcomes.player') });
  if (effect.op === 'channel' && effect.forEachBuffSpent !== undefined) issues.push({ field: 'forEachBuffSpent', message: text('outcomes.twoCounts') });
  return issues;
}
