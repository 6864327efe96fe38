// Example 4 of docs/client.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
const event = await client.createTournament({ mode: 'riftbound/duel', swissRounds: 3, topCut: 4, rules: { victory: { score: 4 } } });
await client.register(event.id, { name: 'ana', decks: ['ember'] });
await client.register(event.id, { name: 'bo', decks: ['tide'], bots: { bo: 'greedy' } });
const { credentials } = await client.register(event.id, { name: 'cy', decks: ['ember'] });   // each player's credential, once
const round = await client.pair(event.id, event.credential);   // the organiser's credential
const mine = await client.myTable(event.id, credentials.cy!);   // cy's table, asked with cy's credential
const where = await client.playerTable(event.id, 'ana');        // { entrant, table, match, seat }
if (where.match && where.seat) await client.join(where.match, where.seat);
await client.report(event.id, event.credential, { type: 'concede', table: 1, entrant: 'ana' });
const standings = await client.standings(event.id);             // Standing[], first place first

export {};
