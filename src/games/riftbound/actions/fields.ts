/** Shape checks of action fields, turned into MALFORMED_ACTION violations. */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/module.js';

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

/** Every subset of `items` with at most `max` elements, smallest first, in item order. */
export function subsetsUpTo<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (let size = 1; size <= Math.min(max, items.length); size++) {
    const pick = (start: number, chosen: T[]): void => {
      if (chosen.length === size) {
        out.push(chosen);
        return;
      }
      for (let i = start; i < items.length; i++) pick(i + 1, [...chosen, items[i] as T]);
    };
    pick(0, []);
  }
  return out;
}
