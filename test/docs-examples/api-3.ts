// Example 3 of docs/api.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
createGame({ mode: 'riftbound/duel', seed: 7, rules: { victory: { score: 10 } } }); // overrides over a shipped mode
createGame({ seed: 7, rules: { extends: 'riftbound/duel', mode: 'quick', victory: { score: 5 } } }); // a mode as a value
createGame({ seed: 7, rules: './house/my-duel.json' });  // a mode file anywhere (Node; relative to the working directory)
createGame({ mode: 'riftbound/duel', seed: 7, rules: './house/score-10.json' }); // a file of overrides of the mode

export {};
