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
// The Node entry reads definitions from the file system; rulegraph/browser bundles them.
import './node/install.js';

export { createGame, restoreGame, replay, loadMode, listModes, loadPosition, type CreateGameOptions, type RuntimeOptions } from './api.js';
export { Game, type ApplyResult, type GameRecord, type Snapshot } from './engine/game.js';
export type { Action, GameEvent } from './engine/module.js';
export { LoadError, EngineError, type RuleViolation, type LoadIssue, type LoadIssueCode } from './engine/errors.js';
export { LIMITS } from './engine/limits.js';
export { RandomBot, playGame, type PlayOptions, type PlayedGame } from './bots/random-bot.js';
export type { RiftboundState, RiftboundRules, RiftboundSetup } from './games/riftbound/index.js';
