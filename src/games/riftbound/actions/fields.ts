/** Shape checks of action fields, turned into MALFORMED_ACTION violations. */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';

const API = 'docs/api.md#actions';

export function stringField(action: Action, name: string): RuleViolation | undefined {
  return typeof action[name] === 'string' ? undefined : violation('MALFORMED_ACTION', `${action.type} needs a string "${name}"`, API);
}

export function idListField(action: Action, name: string, minItems: number): RuleViolation | undefined {
  const value = action[name];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    return violation('MALFORMED_ACTION', `${action.type} needs "${name}": a list of object ids`, API);
  }
  if (value.length < minItems) return violation('MALFORMED_ACTION', `${action.type} needs at least ${minItems} id(s) in "${name}"`, API);
  if (new Set(value).size !== value.length) return violation('MALFORMED_ACTION', `"${name}" lists an object twice`, API);
  return undefined;
}
