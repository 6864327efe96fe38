/**
 * Conceding, the same action in every game: no fields, always accepted (the statechart says
 * where), never listed, since listing it would make every seat look like it must act. A game
 * gives what conceding does to its state.
 */
import type { BaseState, GameEvent, Host } from '../game/module.js';
import { defineAction } from './define-action.js';

/** Conceding as every game publishes it: no field besides its type and seat. */
export interface ConcedeAction {
  readonly type: 'concede';
  readonly seat: string;
}

export function concessionAction<S extends BaseState, R, E extends GameEvent>(perform: (host: Host<S, R, E>, action: ConcedeAction) => void) {
  return defineAction<S, R, E, ConcedeAction>()({
    type: 'concede',
    description: 'Concede: leave the game (your team with you, in a team mode); always available, never listed.',
    fields: { properties: {} },
    enumerate: () => [],
    check: () => undefined,
    unlisted: true,
    perform,
  });
}
