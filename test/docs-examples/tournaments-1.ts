// Example 1 of docs/tournaments.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { createTournament, restoreTournament } from 'rulegraph';

const event = createTournament({ mode: 'riftbound/match', seed: 1, swissRounds: 3, topCut: 4 });
event.apply({ type: 'register', name: 'ana', decks: ['ember'] });
event.apply({ type: 'register', name: 'bo', decks: ['tide'] });
// ... more entrants
event.apply({ type: 'pair' });              // round 1: tables in event.round.matches
event.apply({ type: 'reportGame', table: 1, winner: 'ana' });
const refused = event.apply({ type: 'pair' });
if (!refused.ok) refused.error;             // { code: 'ROUND_NOT_OVER', message, rule: 'TR 408.1', path: '$' }
event.standings();                          // [{ rank, entrant, matchPoints, record, opponentsMatchWin, gameWin, opponentsGameWin, ... }]
event.view('bo');                           // what bo may see: others' decks hidden (TR 401.5)
event.nextTable('ana');                     // the table ana plays at now, or null
const same = restoreTournament(JSON.parse(JSON.stringify(event.state)));

export {};
