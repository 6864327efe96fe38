/**
 * Conceding, the same action in every game: no fields, always accepted (the statechart says
 * where), never listed, since listing it would make every seat look like it must act. A game
 * gives what conceding does to its state.
 */
import type { BaseState, GameEvent, Host } from '../game/module.js';
import { defineAction } from './define-action.js';

export function concessionAction<S extends BaseState, R, E extends GameEvent>(perform: (host: Host<S, R, E>, action: { readonly type: 'concede'; readonly seat: string }) => void) {
  return defineAction<S, R, E>()({
    type: 'concede',
    description: 'Concede: leave the game (your team with you, in a team mode); always available, never listed.',
    fields: { properties: {} },
    enumerate: () => [],
    check: () => undefined,
    unlisted: true,
    perform,
  });
}
