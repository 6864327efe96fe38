/**
 * A seat's window reads the seat's events only when asked, and then exactly those the seat had
 * been shown when the window was made; `events(seat, from, to)` and `eventCount` slice the log.
 */
import { describe, expect, it, vi } from 'vitest';
import { createGame } from '../../src/api.js';
import { seatWindow } from '../../src/bots/bot.js';
import { nextDecision, RandomBot } from '../../src/bots/random-bot.js';
import { botFromSpec } from '../../src/bots/registry.js';
import { NotKeptError } from '../../src/engine/errors.js';
import type { Game } from '../../src/engine/game/game.js';

/** Plays `steps` random actions. */
function play(game: Game, steps: number, seed = 11): void {
  const bot = new RandomBot(seed);
  for (let n = 0; n < steps && !game.over; n++) {
    const decision = nextDecision(game);
    if (!decision) throw new Error('nobody can act');
    expect(game.apply(bot.choose(decision.actions)).ok).toBe(true);
  }
}

describe('seat windows', () => {
  it('copy no events until a bot reads them', () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 4 });
    play(game, 20);
    const events = vi.spyOn(game, 'events');
    const seat = nextDecision(game)!.seat;
    const window = seatWindow(game, seat);
    botFromSpec('greedy', 1).choose(window);
    expect(events).not.toHaveBeenCalled();
    expect(window.events).toEqual(game.events(seat));
    expect(window.events).toBe(window.events);
  });

  it('show the events of the moment they were made, even read after the game moved on', () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 9 });
    play(game, 15);
    const seat = nextDecision(game)!.seat;
    const window = seatWindow(game, seat);
    const then = game.events(seat);
    play(game, 10);
    expect(game.events(seat).length).toBeGreaterThan(then.length);
    expect(window.events).toEqual(then);
  });

  it('give each seat its own stream: its private fields, not another seat\'s', () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 2 });
    play(game, 8);
    for (const seat of game.seats) expect(seatWindow(game, seat).events).toEqual(game.events(seat));
    const [a, b] = game.seats as [string, string];
    expect(seatWindow(game, a).events).not.toEqual(seatWindow(game, b).events);
  });

  it('work in a game that keeps no event log, until the events are read', () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 5 }, { keepEvents: false });
    play(game, 10);
    const seat = nextDecision(game)!.seat;
    const window = seatWindow(game, seat);
    expect(window.actions).toContainEqual(botFromSpec('random', 3).choose(window));
    expect(game.eventCount).toBe(0);
    expect(() => window.events).toThrow(NotKeptError);
  });
});

describe('slices of the event log', () => {
  it('events(seat, from, to) is the slice of events(seat); eventCount is its length', () => {
    const game = createGame({ mode: 'altered/duel', seed: 6 });
    play(game, 12);
    const seat = game.seats[0] as string;
    const middle = game.eventCount;
    expect(middle).toBe(game.events().length);
    play(game, 12);
    const all = game.events(seat);
    expect(game.eventCount).toBe(all.length);
    expect(all.length).toBeGreaterThan(middle);
    expect(game.events(seat, 0, middle)).toEqual(all.slice(0, middle));
    expect(game.events(seat, middle)).toEqual(all.slice(middle));
    expect([...game.events(seat, 0, middle), ...game.events(seat, middle)]).toEqual(all);
    expect(game.events(null, middle)).toEqual(game.events().slice(middle));
  });
});
