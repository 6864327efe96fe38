/** Shape checks of action fields, turned into MALFORMED_ACTION violations. */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import { refuse } from '../i18n/messages.js';

const API = 'docs/api.md#actions';

export function stringField(action: Action, name: string): RuleViolation | undefined {
  return typeof action[name] === 'string' ? undefined : refuse('MALFORMED_ACTION.needsAString', API, { type: action.type, name });
}

export function idListField(action: Action, name: string, minItems: number): RuleViolation | undefined {
  const value = action[name];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    return refuse('MALFORMED_ACTION.needsAList', API, { type: action.type, name });
  }
  if (value.length < minItems) return refuse('MALFORMED_ACTION.needsAtLeast', API, { type: action.type, minItems, name });
  if (new Set(value).size !== value.length) return refuse('MALFORMED_ACTION.listsAnObject', API, { name });
  return undefined;
}
