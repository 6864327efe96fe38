/**
 * The built-in bot: it plays a uniformly random legal action. It uses only the public API
 * (`legalActions`, `apply`), like any other client, and its own seeded generator, so a
 * game between bots is determined by the game seed and the bot seed.
 */
import { createGame, type CreateGameOptions, type RuntimeOptions } from '../api.js';
import { EngineError } from '../engine/errors.js';
import type { Game } from '../engine/game/game.js';
import type { Action, GameEvent } from '../engine/game/module.js';
import { randomInt, seedRng, type RngState } from '../engine/game/rng.js';

export class RandomBot {
  private readonly rng: RngState;
  constructor(seed: number) {
    this.rng = seedRng(seed);
  }
  choose(actions: readonly Action[]): Action {
    return this.chooseOne(actions);
  }
  /** Any choice among options (a first player, a battlefield), uniformly at random. */
  chooseOne<T>(options: readonly T[]): T {
    if (options.length === 0) throw new EngineError('the bot was asked to choose among nothing');
    return options[randomInt(this.rng, options.length)] as T;
  }
}

/** What a client needs to find who must act: any game of any state type. */
export interface Actable {
  readonly seats: readonly string[];
  legalActions(seat: string): Action[];
}

/**
 * Actions a player may take at any time without being the one who must act (showing one's
 * hand): they never move the game on, so a bot takes them only as part of its own decision.
 */
const ANY_TIME = new Set(['showHand']);

/** The seat that must act now and its legal actions, or undefined when nobody can act. */
export function nextDecision(game: Actable): { seat: string; actions: Action[] } | undefined {
  for (const seat of game.seats) {
    const actions = game.legalActions(seat);
    if (actions.some((a) => !ANY_TIME.has(a.type))) return { seat, actions };
  }
  return undefined;
}

export interface PlayOptions extends CreateGameOptions {
  /** Seed of the bots' choices; defaults to the game seed. */
  readonly botSeed?: number;
  /** A safety limit: a game longer than this is an engine fault. */
  readonly maxActions?: number;
  /**
   * Called with the events of the setup (no action yet), then after every accepted action
   * with the events it caused.
   */
  readonly onEvents?: (events: readonly GameEvent[], game: Game, action?: Action) => void;
}

export interface PlayedGame {
  readonly game: Game;
  readonly actions: number;
}

/** Plays a complete game between random bots. */
export function playGame(options: PlayOptions, runtime: RuntimeOptions = {}): PlayedGame {
  const { botSeed, maxActions = 100_000, onEvents, ...create } = options;
  const game = createGame(create, runtime);
  onEvents?.(game.events(), game);
  return playToEnd(game, new RandomBot(botSeed ?? options.seed), maxActions, onEvents);
}

/** Plays an existing game to its end with `bot` choosing for every seat. */
export function playToEnd(game: Game, bot: RandomBot, maxActions = 100_000, onEvents?: PlayOptions['onEvents']): PlayedGame {
  let count = 0;
  while (!game.over) {
    const decision = nextDecision(game);
    if (!decision) throw new EngineError(`no seat can act in state ${game.machineState}, yet the game is not over`);
    if (count >= maxActions) throw new EngineError(`the game did not end within ${maxActions} actions`);
    const action = bot.choose(decision.actions);
    const result = game.apply(action);
    if (!result.ok) throw new EngineError(`a legal action was refused: ${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
    count++;
    onEvents?.(result.events, game, action);
  }
  return { game, actions: count };
}
