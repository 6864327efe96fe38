/**
 * Listed actions are handed out sealed: deeply frozen. A sealed action the runtime listed in
 * the current state version can then be applied without being checked again or copied
 * (nobody can have changed it since). The game lists new objects that share nothing with its
 * state (`ActionKind.enumerate`; the shadow check verifies it), so they are frozen as they are.
 */
import { freezeNewJson } from './freeze.js';
import type { Action } from './module.js';

/** A listed action, deeply frozen in place. */
export function sealAction(action: Action): Action {
  return freezeNewJson(action);
}
