// Example 1 of docs/riftbound.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { createMatch } from 'rulegraph';
const match = createMatch({ mode: 'riftbound/match', seed: 7, seats: ['Ana', 'Bo'], decks: ['ember', 'tide'] });
match.current;             // the game in progress (a Game)
// ... play it to its end ...
match.results;             // [{ game: 1, winner: 'Bo', first: 'Ana', battlefields: { Ana: 'sunken-plaza', Bo: 'windworn-steps' } }]
match.chooser;             // 'Ana': the loser chooses who plays first (tournament rule 407.4)
match.battlefieldsLeft;    // used battlefields are gone for the rest of the match (CR 481.6)
match.nextGame({ first: 'Ana', battlefields: { Ana: 'glass-orchard' } }); // each player's choice among those left (CR 481.5)
match.gameWins; match.winner; match.over; match.gameRecords(); // every game replays on its own

export {};
