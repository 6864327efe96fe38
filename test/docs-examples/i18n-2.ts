// Example 2 of docs/i18n.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { createGame } from 'rulegraph';

const game = createGame({ mode: 'altered/duel', seed: 2, seats: ['Ana', 'Bo'] }, { lang: 'fr' });
const laid = game.events()[0];
console.log(game.describe(laid)); // Aventure en place : 8 Régions, dont 6 face cachée ; Ana joue en premier
console.log(game.describe(laid, { lang: 'en' })); // Adventure laid out: 8 regions, 6 face down; Ana plays first

export {};
