// Example 6 of docs/api.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
const game = createGame({ mode: 'riftbound/duel', seed: 7 });
const stop = game.subscribe('A', ({ version, view, actions, log }) => {
  for (const line of log ?? []) console.log(line);
});
stop();

export {};
