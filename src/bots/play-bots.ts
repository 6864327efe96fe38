/**
 * One game between bots, each seat played by its own bot from its own window: what strength
 * measurements and tests play. Bots decide only from `seatWindow`, never from the game.
 */
import { createGame, type CreateGameOptions } from '../api.js';
import { EngineError } from '../engine/errors.js';
import type { Game } from '../engine/game/game.js';
import { seatWindow, type Bot } from './bot.js';
import { botClock } from './clock.js';
import { nextDecision } from './random-bot.js';

export interface BotGameResult {
  /** The winning team, or null for a draw or a game cut at `maxActions`. */
  readonly winner: string | null;
  readonly actions: number;
  /** Decision time in ms of `botClock` (CPU time under Node) by seat: total and slowest, for decisions with a choice. */
  readonly time: Readonly<Record<string, { readonly total: number; readonly max: number; readonly decisions: number }>>;
  readonly game: Game;
}

export function playBotGame(options: CreateGameOptions & { readonly maxActions?: number }, bots: Readonly<Record<string, Bot>>): BotGameResult {
  const { maxActions = 5000, ...create } = options;
  const game = createGame(create, { keepEvents: true });
  const { actions, time } = playBotsToEnd(game, bots, maxActions);
  return { winner: game.winner, actions, time, game };
}

/** Plays `game` on to its end, or to `maxActions` more actions, each seat's decisions made by its bot. */
export function playBotsToEnd(game: Game, bots: Readonly<Record<string, Bot>>, maxActions = 5000): Pick<BotGameResult, 'actions' | 'time'> {
  const time: Record<string, { total: number; max: number; decisions: number }> = {};
  let actions = 0;
  while (!game.over && actions < maxActions) {
    const decision = nextDecision(game);
    if (!decision) throw new EngineError(`no seat can act in state ${game.machineState}, yet the game is not over`);
    const bot = bots[decision.seat];
    if (!bot) throw new EngineError(`no bot plays seat ${decision.seat}`);
    const start = botClock();
    const action = bot.choose(seatWindow(game, decision.seat));
    const ms = botClock() - start;
    if (decision.actions.length > 1) {
      const t = (time[decision.seat] ??= { total: 0, max: 0, decisions: 0 });
      t.total += ms;
      t.max = Math.max(t.max, ms);
      t.decisions++;
    }
    const result = game.apply(action);
    if (!result.ok) throw new EngineError(`bot ${bot.name} chose a refused action: ${result.error.code} ${result.error.message}`);
    actions++;
  }
  return { actions, time };
}
