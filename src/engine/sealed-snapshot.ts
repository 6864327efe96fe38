/**
 * Snapshots this process made and sealed: deep-frozen when taken, so nobody can change them
 * afterwards, and remembered with the game definition they were taken under. Restoring one
 * needs neither the checks an outside snapshot gets (its frame, the statechart state, the
 * game's schema and invariants: the game that made it held them) nor another frozen copy for
 * the record (it is one). A copy of a sealed snapshot (a JSON round trip, a structured clone,
 * a spread) is not sealed and is checked like any other, so a tampered one is still refused.
 *
 * A game restored from a sealed snapshot does not copy its state: it shares the frozen state
 * and copies it before its first change (copy on write, see `Game`), so a restore that is
 * only read copies nothing. A game that has not changed since its last sealed snapshot hands
 * out that one again.
 */
import { EngineError } from './errors.js';
import { frozenJsonCopy } from './freeze.js';
import type { GameDefinition, Snapshot } from './game.js';
import type { BaseState } from './module.js';

type AnyDefinition = GameDefinition<BaseState, unknown>;

const sealed = new WeakMap<Snapshot, AnyDefinition>();

/**
 * A sealed snapshot of `state`, remembered as made by this process under `definition`.
 * `state` must be deep-frozen plain JSON already (a frozen copy, or a state shared with a sealed snapshot).
 */
export function sealSnapshot(definition: AnyDefinition, frame: Omit<Snapshot, 'state'>, state: unknown): Snapshot {
  if (!Object.isFrozen(state)) throw new EngineError('a sealed snapshot holds a frozen state');
  const snapshot = Object.freeze({ ...frozenJsonCopy(frame), state }) as Snapshot;
  sealed.set(snapshot, definition);
  return snapshot;
}

/** The definition a sealed snapshot was taken under, or undefined for any other value. */
export function sealedDefinition(snapshot: unknown): AnyDefinition | undefined {
  return typeof snapshot === 'object' && snapshot !== null ? sealed.get(snapshot as Snapshot) : undefined;
}
