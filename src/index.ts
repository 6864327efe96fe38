/**
 * rulegraph: a declarative rule-graph interpreter for trading card games.
 *
 * ```ts
 * import { createGame } from 'rulegraph';
 * const game = createGame({ mode: 'riftbound/duel', seed: 7 });
 * const [seat] = game.toAct();
 * const [first] = game.legalActions(seat ?? 'A');
 * if (first) game.apply(first);
 * ```
 *
 * The API itself, with every function in its declared public type, is src/typed-api.ts, which
 * `rulegraph/browser` exports too: this entry adds where definitions come from.
 */
// The Node entry reads definitions from the file system; rulegraph/browser bundles them.
import './node/install.js';

export * from './typed-api.js';
