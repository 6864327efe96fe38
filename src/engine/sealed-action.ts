/**
 * Listed actions are handed out sealed: a private, deeply frozen copy. A sealed action the
 * runtime listed in the current state version can then be applied without being checked
 * again or copied (nobody can have changed it since, and nothing it holds is shared with the
 * game state).
 */
import { frozenJsonCopy } from './freeze.js';
import type { Action } from './module.js';

/** A deeply frozen copy of a plain-JSON action. */
export function sealAction(action: Action): Action {
  return frozenJsonCopy(action);
}
