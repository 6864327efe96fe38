/**
 * A game may keep no event log (`keepEvents: false`, for self-play and search): it plays the
 * same game, `apply` still returns every action's events, records and snapshots are whole,
 * and asking for the log is refused with a typed error.
 */
import { describe, expect, it } from 'vitest';
import { createGame, replay, restoreGame } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import { NotKeptError } from '../../src/engine/errors.js';
import type { Action, GameEvent } from '../../src/engine/game/module.js';
import type { ApplyResult } from '../../src/engine/game/seat-events.js';
import type { Game } from '../../src/engine/game/game.js';
import { NotKeptError as PublicNotKeptError } from '../../src/index.js';

const MODES = ['riftbound/duel', 'riftbound/2v2', 'altered/duel', 'altered/2v2'];

/** Plays a seeded random game to its end; returns each action's events as `apply` gave them, for seat and spectator. */
function playOut(game: Game, seed: number): { spectator: GameEvent[][]; bySeat: Record<string, readonly GameEvent[]>[] } {
  const bot = new RandomBot(seed);
  const spectator: GameEvent[][] = [];
  const bySeat: Record<string, readonly GameEvent[]>[] = [];
  for (let n = 0; !game.over; n++) {
    if (n > 5000) throw new Error('game too long');
    const seat = game.seats.find((s) => game.legalActions(s).length > 0);
    if (seat === undefined) throw new Error(`nobody can act in ${game.machineState}`);
    const result = game.apply(bot.choose(game.legalActions(seat)));
    if (!result.ok) throw new Error(result.error.code);
    spectator.push([...result.events]);
    bySeat.push(result.bySeat);
  }
  return { spectator, bySeat };
}

describe.each(MODES)('%s without an event log', (mode) => {
  it('plays the same game: same events from apply, same record, same final snapshot', () => {
    const seed = 4;
    const kept = createGame({ mode, seed });
    const notKept = createGame({ mode, seed }, { keepEvents: false });
    const a = playOut(kept, seed);
    const b = playOut(notKept, seed);
    expect(b).toEqual(a);
    expect(notKept.record()).toEqual(kept.record());
    expect(notKept.snapshot()).toEqual(kept.snapshot());
    // What apply returned is the log, action by action (the setup's own events come first).
    const logged = kept.events();
    expect(logged.slice(logged.length - a.spectator.flat().length)).toEqual(a.spectator.flat());
  });

  it('refuses the log with a NotKeptError (code EVENT_LOG_NOT_KEPT); its record replays to a game with the whole log', () => {
    const seed = 5;
    const game = createGame({ mode, seed }, { keepEvents: false });
    playOut(game, seed);
    let thrown: unknown;
    try {
      game.events();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(NotKeptError);
    expect(thrown).toBeInstanceOf(PublicNotKeptError);
    expect((thrown as NotKeptError).code).toBe('EVENT_LOG_NOT_KEPT');
    expect((thrown as Error).message).toMatch(/keepEvents: false/);
    expect(() => game.events(game.seats[0] ?? null)).toThrow(NotKeptError);
    const replayed = replay(game.record());
    const reference = createGame({ mode, seed });
    playOut(reference, seed);
    expect(replayed.events()).toEqual(reference.events());
    expect(replayed.snapshot()).toEqual(game.snapshot());
  });

  it('restores from a snapshot without a log and plays on like a restored game with one', () => {
    const seed = 6;
    const source = createGame({ mode, seed });
    const bot = new RandomBot(seed);
    for (let n = 0; n < 30 && !source.over; n++) {
      const seat = source.seats.find((s) => source.legalActions(s).length > 0) as string;
      source.apply(bot.choose(source.legalActions(seat)));
    }
    const snapshot = source.snapshot();
    const withLog = restoreGame(snapshot);
    const withoutLog = restoreGame(snapshot, { keepEvents: false });
    expect(playOut(withoutLog, seed)).toEqual(playOut(withLog, seed));
    expect(withoutLog.snapshot()).toEqual(withLog.snapshot());
    expect(() => withoutLog.events()).toThrow(NotKeptError);
  });
});

describe.each([true, false])('an apply result (keepEvents: %s)', (keepEvents) => {
  it('gives the same frozen events however it is read: at once or after later actions, bySeat or events first, copied, as JSON', () => {
    const seed = 7;
    const game = createGame({ mode: 'riftbound/duel', seed }, { keepEvents });
    const reference = createGame({ mode: 'riftbound/duel', seed });
    const bot = new RandomBot(seed);
    const results: [ApplyResult, ApplyResult][] = [];
    for (let n = 0; n < 60 && !game.over; n++) {
      const seat = game.seats.find((s) => game.legalActions(s).length > 0) as string;
      const legal = game.legalActions(seat);
      const action = bot.choose(legal);
      const expected = reference.apply(reference.legalActions(seat)[legal.indexOf(action)] as Action);
      // The reference's result is read at once; two in three of the game's only at the end.
      if (expected.ok) void expected.bySeat;
      results.push([game.apply(action), expected]);
      if (n % 3 === 0) checkSame(...(results.at(-1) as [ApplyResult, ApplyResult]));
    }
    for (const [result, expected] of results) checkSame(result, expected);
  });
});

function checkSame(result: ApplyResult, expected: ApplyResult): void {
  if (!result.ok || !expected.ok) throw new Error('a listed action was refused');
  const bySeat = result.bySeat;
  expect(result.events).toEqual(expected.events);
  expect(bySeat).toEqual(expected.bySeat);
  expect(result.events).toBe(result.events);
  expect(result.bySeat).toBe(bySeat);
  expect(Object.isFrozen(result.events)).toBe(true);
  for (const event of result.events) expect(Object.isFrozen(event)).toBe(true);
  for (const events of Object.values(result.bySeat)) for (const event of events) expect(Object.isFrozen(event)).toBe(true);
  expect({ ...result }).toEqual({ ok: true, events: expected.events, bySeat: expected.bySeat });
  expect(JSON.parse(JSON.stringify(result))).toEqual(JSON.parse(JSON.stringify(expected)));
  expect(structuredClone(result)).toEqual({ ok: true, events: expected.events, bySeat: expected.bySeat });
  expect(() => {
    (result as { events: unknown }).events = [];
  }).toThrow(TypeError);
}
