/**
 * rulegraph for browsers and web workers: the same API as the Node entry, with the package's
 * machines, rules, card sets and decks bundled instead of read from files.
 *
 * The published `rulegraph/browser` is an esbuild bundle (scripts/build-browser.mjs) that
 * calls {@link useBundledDefinitions} with every JSON file of `rules/` and `machines/` before
 * anything else runs. Other bundlers can do the same with files of their choice.
 *
 * ```ts
 * import { createGame } from 'rulegraph/browser';
 * const game = createGame({ mode: 'riftbound/duel', seed: 7 });
 * ```
 */
import { useDefinitionSource } from '../engine/loading/source.js';
import { bundledSource, type BundledFiles } from './bundled-source.js';

/** Makes the API load modes from `files` (package paths to parsed JSON). */
export function useBundledDefinitions(files: BundledFiles): void {
  useDefinitionSource(bundledSource(files));
}

export { createGame, restoreGame, replay, loadMode, listModes, loadPosition, type CreateGameOptions, type RuntimeOptions } from '../api.js';
export { Game } from '../engine/game/game.js';
export type { GameRecord, Snapshot } from '../engine/game/record.js';
export type { ApplyResult } from '../engine/game/seat-events.js';
export type { Action, GameEvent } from '../engine/game/module.js';
export { LoadError, EngineError, NotKeptError, type RuleViolation, type LoadIssue, type LoadIssueCode } from '../engine/errors.js';
export { LIMITS } from '../engine/limits.js';
export { RandomBot, playGame, type PlayOptions, type PlayedGame } from '../bots/random-bot.js';
export type { BundledFiles } from './bundled-source.js';
export type { RiftboundState, RiftboundRules, RiftboundSetup } from '../games/riftbound/index.js';
// Riftbound deck codes and lists: pure functions, the same as the Node entry's.
export {
  decodeDeckCode,
  encodeDeckCode,
  parseDeckList,
  deckFromCode,
  deckFromList,
  deckToCode,
  DeckCodeError,
  DeckListError,
  DeckImportError,
  type DeckList,
  type DeckListEntry,
  type DeckListSection,
  type DeckCodeErrorCode,
  type DeckListErrorCode,
  type DeckImportErrorCode,
  type DeckImportIssue,
} from '../games/riftbound/decks/index.js';
export type * from '../games/riftbound/decks/types.js';
export { compileCardText, renderCardText, importCardFile, type CardTextHeader, type CardTextResult, type CardRendering, type CardImportReport, type ReadBackDifference, type RefusedCard, type CardRecordFault } from '../games/riftbound/text/public.js';
