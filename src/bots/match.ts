/**
 * Random bots playing a whole Riftbound match: every game to its end, and between games the
 * loser's choice of first player and each player's battlefield made at random.
 */
import type { RuntimeOptions } from '../api.js';
import type { Game } from '../engine/game.js';
import type { GameEvent } from '../engine/module.js';
import { createMatch, type MatchOptions, type RiftboundMatch } from '../games/riftbound/match.js';
import { RandomBot, playToEnd } from './random-bot.js';

export interface PlayMatchOptions extends MatchOptions {
  readonly botSeed?: number;
  readonly maxActions?: number;
  /** Called with each game's setup events, then after every action, as in `playGame`. */
  readonly onEvents?: (events: readonly GameEvent[], game: Game) => void;
  /** Called when a game of the match ends. */
  readonly onGameOver?: (match: RiftboundMatch) => void;
}

export function playMatch(options: PlayMatchOptions, runtime: RuntimeOptions = {}): { match: RiftboundMatch; actions: number } {
  const { botSeed, maxActions, onEvents, onGameOver, ...create } = options;
  const match = createMatch(create, runtime);
  const bot = new RandomBot(botSeed ?? options.seed);
  let actions = 0;
  for (;;) {
    // The bot and the log see any game through the engine's common type.
    const game = match.current as unknown as Game;
    onEvents?.(game.events(), game);
    actions += playToEnd(game, bot, maxActions, onEvents).actions;
    onGameOver?.(match);
    if (match.over) return { match, actions };
    const chooser = match.chooser;
    const left = match.battlefieldsLeft;
    const battlefields = Object.fromEntries(Object.entries(left).map(([p, list]) => [p, bot.chooseOne(list)]));
    match.nextGame({ ...(chooser === null ? {} : { first: bot.chooseOne(match.players) }), battlefields });
  }
}
