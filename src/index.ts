/**
 * rulegraph: a declarative rule-graph interpreter for trading card games.
 *
 * ```ts
 * import { createGame } from 'rulegraph';
 * const game = createGame({ mode: 'riftbound/duel', seed: 7 });
 * const [first] = game.legalActions('A');
 * const result = game.apply(first);
 * ```
 */
export { createGame, restoreGame, replay, loadMode, listModes, loadPosition, type CreateGameOptions, type RuntimeOptions } from './api.js';
export { Game, type ApplyResult, type GameRecord, type Snapshot } from './engine/game.js';
export type { Action, GameEvent } from './engine/module.js';
export { LoadError, EngineError, type RuleViolation, type LoadIssue } from './engine/errors.js';
export { RandomBot, playGame, type PlayOptions, type PlayedGame } from './bots/random-bot.js';
export type { RiftboundState, RiftboundRules, RiftboundSetup } from './games/riftbound/index.js';
export { createMatch, RiftboundMatch, type MatchOptions, type MatchGameResult, type NextGameChoices } from './games/riftbound/match.js';
export { playMatch, type PlayMatchOptions } from './bots/match.js';
