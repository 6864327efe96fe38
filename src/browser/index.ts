/**
 * rulegraph for browsers and web workers: the same API as the Node entry, in the same declared
 * types, with the package's machines, rules, card sets and decks bundled instead of read from
 * files.
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

// The same API as the Node entry, in the same declared types (src/typed-api.ts).
export * from '../typed-api.js';
export type { BundledFiles } from './bundled-source.js';
