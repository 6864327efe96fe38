/**
 * Riftbound's declarer of player actions, the JSON Schemas of the fields several actions
 * share, and shape checks of action fields turned into MALFORMED_ACTION violations (in the
 * rules' words, before the declared schema is asked).
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import { defineAction } from '../../../engine/game-kit/define-action.js';
import type { RiftboundAction, RiftboundEvent } from '../../../types/riftbound.js';
import type { RiftboundRules, RiftboundState } from '../state/state.js';
import { refuse } from '../i18n/messages.js';

/**
 * Declares one of Riftbound's player actions (engine/game-kit/define-action.ts): its listing and
 * performers handle the published action of its type (`HideAction` for `hide`).
 */
export const riftAction = defineAction<RiftboundState, RiftboundRules, RiftboundEvent, RiftboundAction>();

/** An object, battlefield or seat id. */
export const id = { type: 'string' } as const;
export const ids = { type: 'array', items: id } as const;
/** One id, or a list with one per instance of what it pays. */
export const idOrIds = { anyOf: [id, ids] } as const;
export const flag = { type: 'boolean' } as const;
export const index = { type: 'integer' } as const;
/** The runes that pay: exhausted for Energy, recycled for Power. */
export const payment = { type: 'object', properties: { exhaust: ids, recycle: ids }, additionalProperties: false } as const;
/** Targets by name. */
export const targets = { type: 'object', additionalProperties: id } as const;
/** Optional steps declined, by index. */
export const indexes = { type: 'array', items: index } as const;
/** The units chosen for each group split damage goes to. */
export const groups = { type: 'object', additionalProperties: ids } as const;

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
