// Example 3 of docs/client.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
const match = await client.createMatch({ mode: 'riftbound/2v2', seed: 7, bots: { C: 'random', D: 'random' } });
const all = await client.listMatches();            // MatchSummary[]: id, mode, seats, version, over, winner
const { seat, credential } = await client.join(match.id, 'A');
// ... later
await client.leave(match.id, credential);

export {};
