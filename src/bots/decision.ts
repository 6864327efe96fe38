/**
 * A bot decision any process can make. A bot's whole state between decisions is its spec, its
 * seed and its generators (`Watchdog.generators()`), so a task carries them with the seat's
 * window; the process that decides rebuilds the bot, restores the generators, decides, and
 * sends the action back with the generators as the decision left them. Decisions made this way
 * are those of one bot kept in memory, decision after decision (the same seed, the same game).
 *
 * The window holds the seat's view and legal actions only: what the seat may see, never the
 * game, so no hidden card reaches the process that decides. Its events are not sent (no shipped
 * bot reads them); reading them there throws a NotKeptError.
 */
import { NotKeptError } from '../engine/errors.js';
import type { Action, GameEvent } from '../engine/game/module.js';
import type { RngState } from '../engine/game/rng.js';
import type { SeatWindow } from './bot.js';
import { botClock } from './clock.js';
import { botModel } from './models.js';
import { botFromSpec } from './registry.js';
import type { Watchdog, WatchdogIncident } from './watchdog.js';

/** What a decision is made from: the seat's window without its events. */
export type DecisionWindow = Omit<SeatWindow, 'events'>;

export interface DecisionTask {
  readonly spec: string;
  readonly seed: number;
  /** The bot's generators as its previous decision left them. */
  readonly generators: readonly RngState[];
  /** The longest the decision may take, in ms of `botClock()`: past it the bot stops or is replaced. */
  readonly limitMs: number;
  readonly window: DecisionWindow;
}

export interface DecisionAnswer {
  readonly action: Action;
  readonly generators: RngState[];
  /** Why the bot's own choice was replaced by its fallback's, if it was. */
  readonly incident?: WatchdogIncident;
  /** What the decision took, in ms of `botClock()` where it was made. */
  readonly ms: number;
}

/** The bot of a task, its generators restored. */
function botOf(task: DecisionTask, onIncident: (incident: WatchdogIncident) => void): Watchdog {
  const bot = botFromSpec(task.spec, task.seed, onIncident, { maxLimitMs: task.limitMs });
  bot.restore(task.generators);
  return bot;
}

function windowOf(window: DecisionWindow): SeatWindow {
  return {
    ...window,
    get events(): readonly GameEvent[] {
      throw new NotKeptError('a decision made away from the game has no events: it decides from the view');
    },
  };
}

/**
 * Makes the decision of `task`. The mode's model is loaded before the clock starts: a worker's
 * first decision of a mode would otherwise spend its limit reading definitions, which a bot in
 * the process that holds the game never pays for.
 */
export function decide(task: DecisionTask): DecisionAnswer {
  try {
    botModel(task.window.mode);
  } catch {
    // A game no model knows: only the random bot plays it, and it needs none.
  }
  let incident: WatchdogIncident | undefined;
  const bot = botOf(task, (seen) => (incident = seen));
  const start = botClock();
  const action = bot.choose(windowOf(task.window));
  return { action, generators: bot.generators(), ms: botClock() - start, ...(incident ? { incident } : {}) };
}

/**
 * The fallback's decision for `task` (the bot's own could not be made: its process died or
 * overran): a legal action, cheap enough for any thread. Only the fallback's generator moves.
 */
export function decideByFallback(task: DecisionTask): DecisionAnswer {
  const bot = botOf(task, () => undefined);
  const start = botClock();
  const action = bot.fallbackChoice(windowOf(task.window));
  return { action, generators: bot.generators(), ms: botClock() - start };
}

/** The state of one bot seat between decisions, in the process that holds the game. */
export class BotSeat {
  readonly name: string;
  private generators: RngState[];
  constructor(
    readonly spec: string,
    readonly seed: number,
  ) {
    const bot = botFromSpec(spec, seed);
    this.name = bot.name;
    this.generators = bot.generators();
  }

  /** The task of this bot's next decision on `window`. */
  task(window: DecisionWindow, limitMs: number): DecisionTask {
    return { spec: this.spec, seed: this.seed, generators: this.generators, limitMs, window };
  }

  /** Keeps the generators of a decision that was played. */
  played(answer: DecisionAnswer): void {
    this.generators = answer.generators;
  }
}
