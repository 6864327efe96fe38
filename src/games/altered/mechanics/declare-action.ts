/**
 * Altered's declarer of player actions (engine/game-kit/define-action.ts) and the JSON Schemas
 * of the fields several actions share.
 */
import { defineAction } from '../../../engine/game-kit/define-action.js';
import type { AlteredAction, AlteredEvent } from '../../../types/altered.js';
import type { AlteredRules, AlteredState } from '../state/state.js';

/** Declares one of Altered's player actions: its listing and performers handle the published action of its type (`PlayCardAction` for `playCard`). */
export const alteredAction = defineAction<AlteredState, AlteredRules, AlteredEvent, AlteredAction>();

/** An object, emblem or seat id. */
export const id = { type: 'string' } as const;
export const idList = { type: 'array', items: id } as const;
/** A target: one id, or a list of ids for an ability with several targets (`targetCount`). */
export const target = { anyOf: [id, idList] } as const;
export const flag = { type: 'boolean' } as const;
/** One of a player's two expeditions. */
export const side = { enum: ['hero', 'companion'] } as const;
