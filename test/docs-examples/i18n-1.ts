// Example 1 of docs/i18n.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { createGame } from 'rulegraph';

const game = createGame({ mode: 'riftbound/duel', seed: 1 }, { lang: 'fr' });
const refusal = game.check({ type: 'endTurn', seat: 'A' }); // before the first turn
console.log(refusal?.code, refusal?.message); // NOT_NOW endTurn n'est pas possible dans l'état setup.mulligan

export {};
