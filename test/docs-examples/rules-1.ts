// Example 1 of docs/rules.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
createGame({ mode: 'riftbound/duel', seed: 1, rules: { knobs: { finalPointThreshold: 'exactlyOneShort' } } });

export {};
