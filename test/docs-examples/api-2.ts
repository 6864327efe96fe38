// Example 2 of docs/api.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
const game = createGame({
  mode: 'riftbound/duel',     // rules/riftbound/duel.json
  seed: 7,                    // every random draw follows from it
  seats: ['Ana', 'Bo'],       // optional player names, in seating order
  decks: ['ember', 'tide'],   // optional: ready-made deck names or deck objects (docs/cards.md)
  rules: { victory: { score: 10 } }, // optional overrides merged over the mode rules
}, { inspect });              // optional XState inspection observer

export {};
