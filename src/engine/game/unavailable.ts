/**
 * Why an action type an active state handles has no legal instance for a seat, when the
 * statechart's guards do not say: every entry of `unavailableActions()` carries a reason.
 */
import type { RuleViolation } from '../errors.js';
import { refuse } from '../i18n/messages.js';

export function noInstanceReason(kind: { readonly unlisted?: boolean } | undefined, type: string, seat: string): RuleViolation {
  if (kind?.unlisted === true) return refuse('NEVER_LISTED', 'docs/api.md#actions', { type });
  return refuse('NO_LEGAL_CHOICE', 'docs/api.md#playing', { type, seat });
}
