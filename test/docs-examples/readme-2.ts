// Example 2 of README.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { createGame } from 'rulegraph/browser';   // pages, Web Workers, any JavaScript runtime
const game = createGame({ mode: 'riftbound/duel', seed: 7 });

export {};
