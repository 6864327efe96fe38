/**
 * The plain-JSON forms a game is kept in: a snapshot of one moment, and a record (how the game
 * started, and every action since) from which it replays; a snapshot made of a game; and a
 * record's start as a game takes it.
 */
import { frozenCopy, frozenJsonCopy, jsonCopy } from '../json/freeze.js';
import type { Action } from './module.js';
import { sealedDefinition } from './sealed-snapshot.js';

/** A plain-JSON picture of a game at one moment; `restore` continues from it. */
export interface Snapshot<S = unknown> {
  readonly format: 'rulegraph/snapshot@1';
  readonly mode: string;
  /** Rule overrides the game was created with, if any. */
  readonly rules?: unknown;
  /** The statechart state, like `turn.main.neutral.open`. */
  readonly machine: string;
  readonly state: S;
}

/** How a game started and what was done since: enough to replay it exactly. */
export interface GameRecord {
  readonly format: 'rulegraph/record@1';
  readonly start: { readonly setup: unknown } | { readonly snapshot: Snapshot };
  readonly actions: readonly Action[];
}

/** What a snapshot of a game of `definition` resting in `machine` holds but its state: its rule overrides as they are. */
export function snapshotFrame(definition: { readonly mode: string; readonly overrides: unknown }, machine: string): Omit<Snapshot, 'state'> {
  const rules = definition.overrides;
  return { format: 'rulegraph/snapshot@1' as const, mode: definition.mode, ...(rules === undefined ? {} : { rules }), machine };
}

/** A plain-JSON snapshot of a game of `definition` resting in `machine` with `state`: copies of its rule overrides and state. */
export function snapshotOf<S>(definition: { readonly mode: string; readonly overrides: unknown }, machine: string, state: S): Snapshot<S> {
  const rules = definition.overrides;
  return {
    format: 'rulegraph/snapshot@1',
    mode: definition.mode,
    ...(rules === undefined ? {} : { rules: structuredClone(rules) }),
    machine,
    state: jsonCopy(state),
  };
}

/** Whether a record starts from a snapshot this process sealed (checked by the game that made it, written by none since). */
export function isSealedStart(start: GameRecord['start']): boolean {
  return 'snapshot' in start && sealedDefinition(start.snapshot) !== undefined;
}

/**
 * A record's start from a snapshot, deep-frozen: the snapshot's state is plain JSON (its
 * game's schema checked it), copied by the fast JSON copy; its frame and rule overrides as
 * any other start.
 */
export function frozenSnapshotStart(snapshot: Snapshot): GameRecord['start'] {
  // Nobody can change a sealed snapshot: the record holds it as it is.
  if (sealedDefinition(snapshot) !== undefined) return Object.freeze({ snapshot });
  const { state, ...frame } = snapshot;
  return Object.freeze({ snapshot: Object.freeze({ ...frozenCopy(frame), state: frozenJsonCopy(state) }) });
}
