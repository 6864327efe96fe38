/** How a game runs: its inspector, its shadow checks, what it keeps (events, record), how it steps its statechart. */
import type { InspectionEvent, Observer } from 'xstate';
import type { SteppingMode } from '../chart/stepping-mode.js';
import type { Language } from '../i18n/language.js';

export interface GameOptions {
  /** Receives XState's inspection events (see `@statelyai/inspect`). */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /**
   * Checks the runtime's shortcuts against the plain path on every call, and throws an
   * EngineError where they differ: each legal-action list against one built by asking the
   * statechart about every candidate, and each listed action applied unchecked against the
   * full check. For tests; it makes a game several times slower.
   */
  readonly shadowCheck?: boolean;
  /**
   * False: the game keeps no event log (`events()` then throws a NotKeptError). Each action's
   * events still come back from `apply`; records, snapshots and replays work as usual. For
   * self-play and search, where a finished game's history is never read: a live game then
   * holds little more than its state and record. Default true.
   */
  readonly keepEvents?: boolean;
  /**
   * False: the game keeps no record (its start and actions): `record()` throws a NotKeptError
   * (code `RECORD_NOT_KEPT`). For the games a search samples and throws away.
   * Without a record, a failure inside game code cannot be repaired: the game then refuses
   * every further call with an EngineError. Default true.
   */
  readonly keepRecord?: boolean;
  /**
   * How the statechart is stepped: `compiled` (the default) runs a transition table derived
   * from the machine by XState's own algorithms, without an actor; `actor` runs an XState
   * actor; `shadow` runs the compiled table and, on a copy of the game, an actor, and throws
   * an EngineError where their configuration, events or game state differ (for tests). With
   * `inspect`, or a machine the table cannot express, an actor is used. Unset: the default of
   * `withStepping` (compiled).
   */
  readonly stepping?: SteppingMode;
  /**
   * The language of the words the game hands out: refusals' messages, the reasons of
   * `unavailableActions`, `describe` (docs/i18n.md). Default `en`.
   */
  readonly lang?: Language;
}
