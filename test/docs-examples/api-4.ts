// Example 4 of docs/api.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { createGame, playGame } from 'rulegraph/browser';

export {};
