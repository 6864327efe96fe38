// Example 1 of docs/scenarios.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { loadPosition } from 'rulegraph';
const game = loadPosition(json); // a normal game that continues from the position

export {};
