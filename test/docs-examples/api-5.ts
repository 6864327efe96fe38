// Example 5 of docs/api.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
const game = createGame({ mode: 'riftbound/duel', seed: 7 });
const cards = game.catalog();
const card = cards[game.view('A').objects['o12']?.card ?? ''];
card?.name; card?.cost?.energy; card?.might; card?.text;

export {};
