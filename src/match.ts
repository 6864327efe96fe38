/**
 * Matches: several games between the same players, for a game whose module plays them (its
 * `match` member). The game's code makes each game through `createGame`, handed in here, so
 * that no game imports the public API.
 */
import { createGame, type RuntimeOptions } from './api.js';
import { LoadError, wordedIssue } from './engine/errors.js';
import { text as loadText } from './engine/i18n/load/messages.js';
import type { GameMatch, MatchOptions, MatchPlay } from './engine/game/module-parts.js';
import type { BaseState } from './engine/game/module.js';
import { GAMES } from './games/index.js';

/** How the game of `mode` plays matches; refused with a LoadError when it plays none. */
export function matchPlayOf(mode: string): MatchPlay<BaseState, unknown, GameMatch<BaseState>> {
  const id = String(mode).split('/')[0] ?? '';
  const plays = Object.hasOwn(GAMES, id) ? GAMES[id]?.match : undefined;
  if (!plays) {
    const games = Object.values(GAMES).filter((game) => game.match !== undefined).map((game) => game.id);
    throw new LoadError('match', [wordedIssue({ path: '$.mode' }, loadText('rules.matchMode', { games: games.join(' or '), example: games[0] ?? '' }))]);
  }
  return plays;
}

/** A new match; its first game rests where the first player must act. */
export function createMatch(options: MatchOptions, runtime: RuntimeOptions = {}): GameMatch<BaseState> {
  return matchPlayOf(options.mode).create(options, runtime, createGame);
}
