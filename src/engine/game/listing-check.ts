/**
 * The shadow check of a legal-action listing: the plain path lists again, asking the statechart
 * about every action type an active state handles and every instance of it, and must find
 * exactly what the runtime listed, sharing nothing with the state.
 */
import type { StateValue } from 'xstate';
import { activeKeys } from '../chart/statechart.js';
import { EngineError } from '../errors.js';
import { sharesWith } from '../json/freeze.js';
import type { GameDefinition } from './definition.js';
import type { RuntimeHost } from './host.js';
import type { Action, BaseState } from './module.js';

/** The plain path: every action type, every instance asked of the statechart (`machineState` names the state in its faults). */
export function checkListing<S extends BaseState, R>(
  definition: GameDefinition<S, R>,
  host: RuntimeHost<S, R>,
  value: StateValue,
  machineState: string,
  seat: string,
  listed: readonly Action[],
): void {
  const kinds = definition.module.actions;
  const plain: Action[] = [];
  const keys = activeKeysOf(value);
  const types = new Set(keys.flatMap((key) => [...(definition.index.nodes.get(key)?.on.keys() ?? [])].filter((t) => Object.hasOwn(kinds, t))));
  for (const type of types) {
    for (const action of (kinds[type] as NonNullable<(typeof kinds)[string]>).enumerate(host, seat)) {
      let accepted = false;
      for (const key of keys) {
        for (const transition of definition.index.nodes.get(key)?.on.get(action.type) ?? []) {
          if (transition.guard === undefined || host.guard(transition.guard, action)) accepted = true;
        }
      }
      if (accepted) plain.push(action);
    }
  }
  if (JSON.stringify(plain) !== JSON.stringify(listed)) {
    throw new EngineError(`shadow check: legal actions of ${seat} in ${machineState} differ from the plain path`);
  }
  // Listed actions are frozen as they are: none may hold a part of the state.
  if (sharesWith(listed, host.state)) {
    throw new EngineError(`shadow check: a legal action of ${seat} in ${machineState} holds an object of the game state`);
  }
}

/** Active state node keys, deepest first, computed afresh (for the shadow check). */
function activeKeysOf(value: StateValue): string[] {
  return activeKeys(value).reverse();
}
