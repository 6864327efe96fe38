/**
 * Random bots playing a whole match: every game to its end, and between games each choice the
 * match allows (the loser's choice of first player, what each player brings) made at random.
 */
import type { RuntimeOptions } from '../api.js';
import type { Game } from '../engine/game/game.js';
import type { GameMatch, MatchOptions } from '../engine/game/module-parts.js';
import type { BaseState, GameEvent } from '../engine/game/module.js';
import { createMatch, matchPlayOf } from '../match.js';
import { RandomBot, playToEnd } from './random-bot.js';

export interface PlayMatchOptions extends MatchOptions {
  readonly botSeed?: number;
  readonly maxActions?: number;
  /** Called with each game's setup events, then after every action, as in `playGame`. */
  readonly onEvents?: (events: readonly GameEvent[], game: Game) => void;
  /** Called when a game of the match ends. */
  readonly onGameOver?: (match: GameMatch<BaseState>) => void;
}

export function playMatch(options: PlayMatchOptions, runtime: RuntimeOptions = {}): { match: GameMatch<BaseState>; actions: number } {
  const { botSeed, maxActions, onEvents, onGameOver, ...create } = options;
  const match = createMatch(create, runtime);
  const plays = matchPlayOf(create.mode);
  const bot = new RandomBot(botSeed ?? options.seed);
  let actions = 0;
  for (;;) {
    const game = match.current;
    onEvents?.(game.events(), game);
    actions += playToEnd(game, bot, maxActions, onEvents).actions;
    onGameOver?.(match);
    if (match.over) return { match, actions };
    plays.nextAtRandom(match, (among) => bot.chooseOne(among));
  }
}
