// Example 3 of README.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { createClient } from 'rulegraph/client';   // browsers and Node (pass ws's WebSocket under Node 20)
const client = createClient({ url: 'http://127.0.0.1:8080', WebSocket });
const match = await client.createMatch({ mode: 'riftbound/duel', seed: 7, bots: { B: 'random' } });
const { credential } = await client.join(match.id, 'A');
const table = client.connect<'riftbound/duel'>(match.id, { credential });
table.subscribe(({ view, actions, events }) => { /* the seat's view, legal actions and events */ });
await table.act((await table.ready()).actions[0]!);

export {};
