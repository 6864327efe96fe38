/**
 * The contract every bot keeps: it decides from what its seat may see and nothing else. A bot
 * is handed a `SeatWindow` (the seat's view, its legal actions and the events it was shown),
 * never the game, so hidden cards cannot leak into a decision by mistake.
 */
import type { Game } from '../engine/game/game.js';
import type { Action, GameEvent } from '../engine/game/module.js';
import type { RngState } from '../engine/game/rng.js';

/** What one seat may see of a game at the moment it must decide. */
export interface SeatWindow {
  /** The mode played, as `createGame` names it (`riftbound/duel`). */
  readonly mode: string;
  readonly seat: string;
  /** `game.view(seat)`: the statechart state and the game as this seat sees it. */
  readonly view: { readonly machine: string; readonly [key: string]: unknown };
  /** `game.legalActions(seat)`: never empty when a bot is asked. */
  readonly actions: readonly Action[];
  /**
   * `game.events(seat)`: everything this seat was shown since the game began, up to the moment
   * the window was made. Read on demand (a NotKeptError in a game that keeps no event log).
   */
  readonly events: readonly GameEvent[];
}

export interface Bot {
  /** The bot's name as the command line and reports spell it (`random`, `greedy`, `search:2`). */
  readonly name: string;
  /**
   * One of `window.actions`. `deadline` (a time of `botClock()`, clock.ts), when given, is when
   * the decision must be made: a bot that thinks stops there.
   */
  choose(window: SeatWindow, deadline?: number): Action;
  /**
   * The bot's seeded generator, which its decisions advance: all a shipped bot carries from
   * one decision to the next, so a bot rebuilt from its spec and seed with this state decides
   * as the one that made the earlier decisions (decision.ts, in another process).
   */
  readonly rng?: RngState;
}

/**
 * The window of `seat` on `game` now. Its `events` are made on first read (most bots never
 * read them, and copying the seat's whole log at every decision costs more the longer the
 * game runs), then kept: they are the events the seat had been shown when the window was
 * made, even if the game has moved on since. The window holds no reference to the game a bot
 * could reach; only the closure below does.
 */
export function seatWindow(game: Game, seat: string): SeatWindow {
  const shown = game.eventCount;
  let events: readonly GameEvent[] | undefined;
  return {
    mode: game.mode,
    seat,
    view: game.view(seat),
    actions: game.legalActions(seat),
    get events() {
      return (events ??= game.events(seat, 0, shown));
    },
  };
}
