/**
 * When a card or ability may be used (CR 307-313): by default only in Neutral Open (on your
 * own turn, with priority: the statechart's guards); Action also in Showdown states; Reaction
 * also in Closed states. A card played from hiding is a Reaction.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { RiftHost } from '../reads/queries.js';
import { refuse } from '../i18n/messages.js';

/** What keeps a card or ability with these keywords from being used now, if anything. */
function timingProblem(host: RiftHost, keywords: readonly string[]): 'NEEDS_REACTION' | 'NEEDS_ACTION' | undefined {
  const { state } = host;
  if (state.chain.length === 0 && state.showdown === null) return undefined;
  const reaction = keywords.includes('reaction');
  if (state.chain.length > 0 && !reaction) return 'NEEDS_REACTION';
  if (state.showdown && !reaction && !keywords.includes('action')) return 'NEEDS_ACTION';
  return undefined;
}

/** Whether a card or ability with these keywords may be used now, as far as timing goes (legal actions ask this often). */
export function timingAllows(host: RiftHost, keywords: readonly string[]): boolean {
  return timingProblem(host, keywords) === undefined;
}

export function timingRefusal(host: RiftHost, keywords: readonly string[]): RuleViolation | undefined {
  switch (timingProblem(host, keywords)) {
    case 'NEEDS_REACTION':
      return refuse('NEEDS_REACTION', 'CR 307-313');
    case 'NEEDS_ACTION':
      return refuse('NEEDS_ACTION', 'CR 307-313');
    case undefined:
      return undefined;
  }
}
