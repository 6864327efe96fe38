/**
 * When a card or ability may be used (CR 307-313): by default only in Neutral Open (on your
 * own turn, with priority: the statechart's guards); Action also in Showdown states; Reaction
 * also in Closed states. A card played from hiding is a Reaction.
 */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import type { RiftHost } from '../queries.js';

export function timingRefusal(host: RiftHost, keywords: readonly string[]): RuleViolation | undefined {
  const { state } = host;
  const reaction = keywords.includes('reaction');
  if (state.chain.length > 0 && !reaction) {
    return violation('NEEDS_REACTION', 'only Reaction cards and abilities can be used while the chain is closed', 'CR 307-313');
  }
  if (state.showdown && !reaction && !keywords.includes('action')) {
    return violation('NEEDS_ACTION', 'only Action or Reaction cards and abilities can be used in a showdown', 'CR 307-313');
  }
  return undefined;
}
