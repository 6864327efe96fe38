// Example 1 of README.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { createGame, createMatch, createTournament, restoreGame, replay, loadPosition } from 'rulegraph';

const game = createGame({ mode: 'riftbound/duel', seed: 7 }); // optional: seats (names), decks, rules
game.machineState;                 // 'setup.mulligan': the statechart state
const actions = game.legalActions('A');
// [{ type: 'mulligan', seat: 'A', setAside: [] }, { type: 'mulligan', seat: 'A', setAside: ['o3'] }, ...]

const result = game.apply({ type: 'mulligan', seat: 'A', setAside: [] });
if (result.ok) result.events;      // what happened, as anyone may know it (frozen JSON)
if (result.ok) result.bySeat['A']; // the same events as seat A may know them (its drawn cards)
else result.error;                 // { code: 'NOT_YOUR_MULLIGAN', message: '...', rule: 'CR 118' }

game.view('B');                    // what seat B may see: other hands and deck order redacted
game.events('B');                  // every event so far as seat B may know it; events() for spectators
game.state();                      // the full state (a copy), with the statechart state
const snapshot = game.snapshot();  // plain JSON; restoreGame(snapshot) continues from it
const same = replay(game.record()); // seed + actions: the identical game

game.events().map((event) => game.describe(event)); // every event in words: 'A mulligans 1 card', ...
const stop = game.subscribe('A', ({ view, actions, events }) => {}); // seat A's stream, as a server sends it (docs/client.md)
game.toAct();                      // ['A']: the seats that must or may act now
game.over; game.winner;            // false, null until a team wins (null also in a draw)

const match = createMatch({ mode: 'riftbound/match', seed: 7 }); // games in sequence (docs/riftbound.md)
const event = createTournament({ mode: 'riftbound/match', seed: 1, topCut: 4 }); // Swiss rounds and a top cut (docs/tournaments.md)
const judged = loadPosition({ mode: 'riftbound/ffa3', scores: { A: 7 } /* ... */ }); // any board (docs/scenarios.md)

export {};
