/**
 * Actions from outside, cleaned before the runtime reads them: a deep-frozen copy of the caller's
 * own fields, plain JSON of a bounded size, or a refusal; then their shape, which the game's
 * action kinds declare.
 */
import { issueText, type RuleViolation } from '../errors.js';
import { deepFreeze } from '../json/freeze.js';
import { isPlainObject, jsonValueIssues } from '../json/json-file.js';
import { listFits, sizeIssue } from '../json/value-size.js';
import type { Action } from './module.js';
import { refuse } from '../i18n/messages.js';
import { schemaIssues } from '../schema/validate.js';

/** The most JSON values (fields, list items, nested) one action from outside may hold. */
const MAX_ACTION_VALUES = 10_000;
const NO_FORBIDDEN_KEYS: ReadonlySet<string> = new Set();

/**
 * Deletes the fields whose value is undefined, all the way down, in the caller's copy. Stops
 * after as many values as an action may hold: a larger value, or one that contains itself (a
 * structured clone keeps cycles), is refused by the JSON check after.
 */
function dropUndefinedFields(value: unknown): void {
  const stack: unknown[] = [value];
  for (let budget = MAX_ACTION_VALUES; stack.length > 0 && budget > 0; budget--) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      if (!listFits(node, budget)) return;
      for (const item of node) stack.push(item);
      continue;
    }
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (record[key] === undefined) delete record[key];
      else stack.push(record[key]);
    }
  }
}

/**
 * A deep-frozen copy of an action from outside, its own fields only (as JSON or a message
 * carries them), or a refusal when it cannot be copied (a function, a symbol, a proxy).
 */
export function actionCopy(input: unknown): { action: Action } | { error: RuleViolation } {
  let copy: unknown;
  try {
    // Measured before the copy: copying a list of a huge length (holes included) takes seconds.
    const tooLarge = sizeIssue(input, MAX_ACTION_VALUES);
    if (tooLarge !== undefined) return { error: refuse('MALFORMED_ACTION.notPlainJson', 'docs/api.md#actions', { path: tooLarge.path, message: issueText(tooLarge) }) };
    copy = structuredClone(input);
  } catch {
    return { error: refuse('MALFORMED_ACTION.notCopyable', 'docs/api.md#actions') };
  }
  // The record keeps actions as JSON, and a saved one replays from JSON: an action is one exactly.
  // A field set to undefined is absent, as in JSON; any key is data (a target named "__proto__"
  // is refused by the game, as unknown).
  dropUndefinedFields(copy);
  const [issue] = jsonValueIssues(copy, [], MAX_ACTION_VALUES, NO_FORBIDDEN_KEYS);
  if (issue !== undefined) return { error: refuse('MALFORMED_ACTION.notPlainJson', 'docs/api.md#actions', { path: issue.path, message: issueText(issue) }) };
  return { action: deepFreeze(copy) as Action };
}

/**
 * Why `input` has not the shape of an action of one of `kinds`: a JSON object with a string
 * `type` naming a kind and a string `seat`, and no field its kind does not declare.
 */
export function shapeRefusal(input: unknown, kinds: Readonly<Record<string, { readonly fields: readonly string[] }>>): RuleViolation | undefined {
  if (!isPlainObject(input) || typeof input['type'] !== 'string' || typeof input['seat'] !== 'string') {
    return refuse('MALFORMED_ACTION.typeAndSeat', 'docs/api.md#actions');
  }
  const action = input as Action;
  if (!Object.hasOwn(kinds, action.type)) {
    return refuse('UNKNOWN_ACTION', 'docs/api.md#actions', { type: JSON.stringify(action.type) });
  }
  const kind = kinds[action.type] as NonNullable<(typeof kinds)[string]>;
  const unknown = Object.keys(action).find((k) => k !== 'type' && k !== 'seat' && !kind.fields.includes(k));
  if (unknown !== undefined) {
    return refuse('MALFORMED_ACTION.unknownField', 'docs/api.md#actions', { type: action.type, unknown: JSON.stringify(unknown) });
  }
  return undefined;
}

/**
 * Why an action its kind's check accepted has not the shape its kind's schema states: the
 * game's checks come first, in the rules' words; this refuses what none of them looks at.
 */
export function schemaRefusal(action: Action, schema: object | undefined): RuleViolation | undefined {
  if (schema === undefined) return undefined;
  const [issue] = schemaIssues(schema, action);
  if (issue === undefined) return undefined;
  return refuse('MALFORMED_ACTION.fieldShape', 'docs/api.md#actions', { type: action.type, path: issue.path, message: issueText(issue) });
}
