/**
 * The contract every bot keeps: it decides from what its seat may see and nothing else. A bot
 * is handed a `SeatWindow` (the seat's view, its legal actions and the events it was shown),
 * never the game, so hidden cards cannot leak into a decision by mistake.
 */
import type { Game } from '../engine/game.js';
import type { Action, GameEvent } from '../engine/module.js';

/** What one seat may see of a game at the moment it must decide. */
export interface SeatWindow {
  /** The mode played, as `createGame` names it (`riftbound/duel`). */
  readonly mode: string;
  readonly seat: string;
  /** `game.view(seat)`: the statechart state and the game as this seat sees it. */
  readonly view: { readonly machine: string; readonly [key: string]: unknown };
  /** `game.legalActions(seat)`: never empty when a bot is asked. */
  readonly actions: readonly Action[];
  /** `game.events(seat)`: everything this seat was shown since the game began. */
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
}

/** The window of `seat` on `game` now. */
export function seatWindow(game: Game, seat: string): SeatWindow {
  return { mode: game.mode, seat, view: game.view(seat), actions: game.legalActions(seat), events: game.events(seat) };
}
