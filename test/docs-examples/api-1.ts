// Example 1 of docs/api.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { createGame, restoreGame, replay, listModes, playGame, RandomBot, nextDecision } from 'rulegraph';

export {};
