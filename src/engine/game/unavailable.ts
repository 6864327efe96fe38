/**
 * Why an action type an active state handles has no legal instance for a seat, when the
 * statechart's guards do not say: every entry of `unavailableActions()` carries a reason.
 */
import { violation, type RuleViolation } from '../errors.js';

export function noInstanceReason(kind: { readonly unlisted?: boolean } | undefined, type: string, seat: string): RuleViolation {
  if (kind?.unlisted === true) return violation('NEVER_LISTED', `${type} is accepted at any time and never listed among the legal actions`, 'docs/api.md#actions');
  return violation('NO_LEGAL_CHOICE', `no ${type} of ${seat} passes the game's checks now: no cards, targets or payment make one legal`, 'docs/api.md#playing');
}
