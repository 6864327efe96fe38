/**
 * The plain-JSON forms a game is kept in: a snapshot of one moment, and a record (how the game
 * started, and every action since) from which it replays; and a record's start as a game takes it.
 */
import { frozenCopy, frozenJsonCopy } from '../json/freeze.js';
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
