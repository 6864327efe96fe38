/**
 * restoreGame and loadPosition take input from outside: a snapshot whose shape, types or
 * invariants are broken, or a position asking for a billion cards, is refused with the JSON
 * path of the fault before any game runs on it.
 */
import { describe, expect, it } from 'vitest';
import { createGame, listModes, loadPosition, replay, restoreGame } from '../src/api.js';
import { playGame } from '../src/bots/random-bot.js';
import { LoadError } from '../src/engine/errors.js';
import type { Snapshot } from '../src/engine/game/record.js';

type Json = Record<string, any>;

function refusal(run: () => unknown): LoadError {
  try {
    run();
  } catch (error) {
    if (error instanceof LoadError) return error;
    throw error;
  }
  throw new Error('not refused');
}

/** A deep copy of a snapshot, changed by `edit`. */
function edited(snapshot: Snapshot, edit: (s: Json) => void): Snapshot {
  const copy = structuredClone(snapshot) as Json;
  edit(copy);
  return copy as Snapshot;
}

describe('restoreGame accepts what games produce', () => {
  it.each(listModes())('%s: snapshots along a whole bot game restore', (mode) => {
    const { game } = playGame({ mode, seed: 5, maxActions: 3_000 });
    const record = game.record();
    const replayed = createGame({ mode, seed: 5 });
    const snapshots = [replayed.snapshot()];
    for (const [i, action] of record.actions.entries()) {
      replayed.apply(action);
      if (i % 25 === 0) snapshots.push(replayed.snapshot());
    }
    snapshots.push(replayed.snapshot());
    for (const snapshot of snapshots) expect(restoreGame(snapshot).snapshot()).toEqual(snapshot);
  });
});

describe('restoreGame refuses a broken Riftbound snapshot with the path of the fault', () => {
  const base = createGame({ mode: 'riftbound/duel', seed: 2 }).snapshot();
  const cases: [string, (s: Json) => void, string, RegExp][] = [
    ['a score "7" (a string)', (s) => (s.state.teams[0].score = '7'), '$.state.teams[0].score', /integer/],
    ['a card in two zones', (s) => s.state.seats[1].hand.push(s.state.seats[0].hand[0]), '$.state.seats[1].hand[4]', /also at \$\.state\.seats\[0\]\.hand\[0\]/],
    ['an object in no zone', (s) => s.state.seats[0].hand.pop(), '$.state.objects', /in no zone/],
    ['a zone naming no object', (s) => s.state.seats[0].hand.push('o99999'), '$.state.seats[0].hand[4]', /no object "o99999"/],
    ['an unknown turn seat', (s) => (s.state.turn.seat = 'Z'), '$.state.turn.seat', /unknown seat "Z"/],
    ['an unknown seat forbidden to play units', (s) => (s.state.cantPlayTypes = { Z: ['unit'] }), '$.state.cantPlayTypes', /unknown seat "Z"/],
    ['an unknown restriction on a unit for the turn', (s) => (s.state.objects[s.state.seats[0].hand[0]].cantThisTurn = ['fly']), '$.state.objects', /must be one of "move"/],
    [
      'an unknown seat asked to discard',
      (s) => (s.state.instructionCost = { seat: 'A', item: 'c1', execution: 1, step: 0, memory: { discarders: { seats: ['A', 'Z'], next: 0 } } }),
      '$.state.instructionCost.memory.discarders.seats[1]',
      /unknown seat "Z"/,
    ],
    ['an unknown card', (s) => (s.state.objects[s.state.seats[0].hand[0]].card = 'no-such-card'), '$.state.objects', /unknown card/],
    ['an unknown statechart state', (s) => (s.machine = 'turn.nowhere'), '$.machine', /no state "turn.nowhere"/],
    ['an unknown field', (s) => (s.state.extra = 1), '$.state.extra', /unknown field/],
    ['a wrong format', (s) => (s.format = 'rulegraph/snapshot@9'), '$.format', /snapshot@1/],
    ['a state that is not an object', (s) => (s.state = 'x'), '$.state', /JSON object/],
    ['a generator state of the wrong length', (s) => (s.state.rng = [1, 2]), '$.state.rng', /fewer than 4/],
  ];
  it.each(cases)('%s', (_what, edit, path, message) => {
    const error = refusal(() => restoreGame(edited(base, edit)));
    const issue = error.issues.find((i) => i.path.startsWith(path) && message.test(i.message));
    expect(issue, JSON.stringify(error.issues)).toBeDefined();
  });

  it('names at most 20 faults however broken the input', () => {
    const error = refusal(() => restoreGame(edited(base, (s) => Object.values(s.state.objects).forEach((o: any) => (o.card = 7)))));
    expect(error.issues.length).toBeLessThanOrEqual(21);
    expect(error.message.length).toBeLessThan(4_000);
  });

  it('refuses the same faults in the snapshot a record starts from', () => {
    const record = { format: 'rulegraph/record@1' as const, start: { snapshot: edited(base, (s) => (s.state.teams[0].score = '7')) }, actions: [] };
    expect(refusal(() => replay(record)).issues[0]?.path).toBe('$.state.teams[0].score');
  });
});

describe('restoreGame refuses a broken Altered snapshot with the path of the fault', () => {
  const base = createGame({ mode: 'altered/duel', seed: 2 }).snapshot();
  const cases: [string, (s: Json) => void, string, RegExp][] = [
    ['a day "3" (a string)', (s) => (s.state.day = '3'), '$.state.day', /integer/],
    ['a card in hand and deck', (s) => s.state.seats[0].deck.push(s.state.seats[0].hand[0]), '$.state.seats[0]', /also at/],
    ['an unknown current player', (s) => (s.state.current = 'Q'), '$.state.current', /unknown seat "Q"/],
    ['a track outside the adventure', (s) => (s.state.seats[0].track = [99]), '$.state.seats[0].track[0]', /regions/],
  ];
  it.each(cases)('%s', (_what, edit, path, message) => {
    const error = refusal(() => restoreGame(edited(base, edit)));
    expect(error.issues.find((i) => i.path.startsWith(path) && message.test(i.message)), JSON.stringify(error.issues)).toBeDefined();
  });
});

describe('loadPosition bounds what a position creates', () => {
  it('refuses deck: 1e9 with a limit and a path, at once', () => {
    const started = Date.now();
    const error = refusal(() => loadPosition({ mode: 'riftbound/duel', seats: { A: { deck: 1e9 } } }));
    expect(error.issues[0]).toMatchObject({ path: '$.seats.A.deck', message: expect.stringMatching(/at most 10000/) });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(refusal(() => loadPosition({ mode: 'altered/duel', seats: { A: { deck: 1e9 } } })).issues[0]?.path).toBe('$.seats.A.deck');
  });

  it('still takes any seed and ordinary counts', () => {
    const game = loadPosition({ mode: 'riftbound/duel', seed: 2 ** 40, seats: { A: { deck: 30 } } });
    expect((game.view('A') as Json)['seats'][0].deckSize).toBe(30);
  });
});
