/**
 * Listed actions are handed out sealed: a private, deeply frozen copy. A sealed action the
 * runtime listed in the current state version can then be applied without being checked
 * again or copied (nobody can have changed it since, and nothing it holds is shared with the
 * game state).
 */
import type { Action } from './module.js';

function sealValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return Object.freeze(value.map(sealValue));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = sealValue((value as Record<string, unknown>)[key]);
  return Object.freeze(out);
}

/** A deeply frozen copy of a plain-JSON action. */
export function sealAction(action: Action): Action {
  return sealValue(action) as Action;
}
