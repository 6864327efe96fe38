/**
 * Snapshots this process made and sealed. A sealed snapshot holds the state its game had,
 * privately: nobody outside the engine can reach that object, and no game writes it (each
 * game sharing it copies it before its first change, see `Game`). So restoring one needs
 * neither the checks an outside snapshot gets (its frame, the statechart state, the game's
 * schema and invariants: the game that made it held them) nor a copy; taking one copies
 * nothing either.
 *
 * Its `state` field, read from outside (serialized, compared, copied), is a deep-frozen copy
 * of the state held, made on the first read: what a caller sees can never change, and
 * changing it throws. A copy of a sealed snapshot (a JSON round trip, a structured clone, a
 * spread) is not sealed and is checked like any other, so a tampered one is still refused.
 */
import { freezeJson, frozenJsonCopy } from '../json/freeze.js';
import type { GameDefinition } from './definition.js';
import type { Snapshot } from './record.js';
import type { BaseState } from './module.js';

type AnyDefinition = GameDefinition<BaseState, unknown>;

interface Sealed {
  readonly definition: AnyDefinition;
  /** The state held: the game's own when sealed, written by no game since. */
  readonly state: unknown;
}

const sealed = new WeakMap<Snapshot, Sealed>();

/**
 * A sealed snapshot of `state`, remembered as made by this process under `definition`. The
 * caller hands `state` over: whoever holds it must copy it before changing it. `freeze`:
 * also deep-freeze the state held, so that a write to it by mistake throws (shadow checks).
 */
export function sealSnapshot(definition: AnyDefinition, frame: Omit<Snapshot, 'state'>, state: unknown, freeze = false): Snapshot {
  if (freeze) freezeJson(state);
  let seen: unknown;
  const snapshot = { ...frozenJsonCopy(frame) } as Snapshot;
  // An accessor, enumerable like a field: JSON, structuredClone, spreads and comparisons read it.
  Object.defineProperty(snapshot, 'state', { enumerable: true, get: () => (seen ??= frozenJsonCopy(state)) });
  sealed.set(Object.freeze(snapshot), { definition, state });
  return snapshot;
}

/** The definition a sealed snapshot was taken under, or undefined for any other value. */
export function sealedDefinition(snapshot: unknown): AnyDefinition | undefined {
  return typeof snapshot === 'object' && snapshot !== null ? sealed.get(snapshot as Snapshot)?.definition : undefined;
}

/** The state a sealed snapshot holds (to share, never to write), or undefined for any other value. */
export function sealedState(snapshot: unknown): unknown {
  return typeof snapshot === 'object' && snapshot !== null ? sealed.get(snapshot as Snapshot)?.state : undefined;
}
