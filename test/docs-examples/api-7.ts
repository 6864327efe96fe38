// Example 7 of docs/api.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { decodeDeckCode, encodeDeckCode, parseDeckList, deckFromCode, deckFromList, deckToCode } from 'rulegraph';

decodeDeckCode('CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA');
// { version: 3, main: [{ code: 'OGN-007', count: 3 }, { code: 'OGN-089', count: 2 }, { code: 'OGN-004', count: 1 }], sideboard: [], legends: [] }
encodeDeckCode({ main: [{ code: 'OGN-007', count: 3 }], sideboard: [], legends: [] }); // a code, in the version the list needs

const { deck, sideboard, faults } = deckFromCode(code, cardSet); // or deckFromList(text, [setA, setB])
faults; // [{ path: '$.runes', message: 'the rune deck holds 11 runes; ...', rule: 'CR 103.3.a' }]
deckToCode(deck, cardSet, { sideboard });

export {};
