/**
 * `game.subscribe(seat, listener)`: a local game's per-seat stream, in the shape of the
 * client's (docs/client.md) and filtered as the server filters it (the same code,
 * src/engine/game/seat-stream.ts): a seat never sees another's hand, events arrive in order and
 * once, and unsubscribing stops them.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../src/api.js';
import { RandomBot } from '../src/bots/random-bot.js';
import type { SeatUpdate } from '../src/engine/game/seat-stream.js';

/** Plays `count` random actions. */
function play(game: ReturnType<typeof createGame>, count: number, seed = 1): void {
  const bot = new RandomBot(seed);
  for (let n = 0; n < count && !game.over; n++) {
    const seat = game.toAct()[0];
    if (seat === undefined) return;
    expect(game.apply(bot.choose(game.legalActions(seat))).ok).toBe(true);
  }
}

describe('subscribe', () => {
  it('welcomes with the state and the log, then sends each action as the seat may know it, in order', () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 3 });
    const updates: SeatUpdate[] = [];
    game.subscribe('A', (update) => updates.push(update as unknown as SeatUpdate));
    expect(updates).toHaveLength(1);
    expect(Object.keys(updates[0] as object).sort()).toEqual(['actions', 'events', 'log', 'seat', 'version', 'view', 'welcome']);
    expect(updates[0]).toMatchObject({ seat: 'A', version: 0, welcome: true });
    expect(updates[0]?.events).toEqual(game.events('A'));
    play(game, 40);
    expect(updates.length).toBe(41);
    // Each update is the seat's stream: its events since the one before, which together are its log.
    expect(updates.flatMap((u) => u.events ?? [])).toEqual(game.events('A'));
    expect(updates.map((u) => u.version)).toEqual(updates.map((_, i) => i));
    // Each update's log words its events, one line each.
    for (const u of updates) expect(u.log?.length).toBe(u.events?.length);
    expect(updates.flatMap((u) => u.log ?? []).every((line) => line.length > 0)).toBe(true);
    const last = updates.at(-1) as SeatUpdate;
    expect(last.welcome).toBe(false);
    expect(last.view).toEqual(game.view('A'));
    expect(last.actions).toEqual(game.legalActions('A'));
  });

  it('never shows a seat another seat\'s hand; a spectator sees no hand and has no actions', () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 8 });
    const seen: Record<string, SeatUpdate[]> = { A: [], B: [], spectator: [] };
    game.subscribe('A', (u) => seen['A']?.push(u as unknown as SeatUpdate));
    game.subscribe('B', (u) => seen['B']?.push(u as unknown as SeatUpdate));
    game.subscribe(null, (u) => seen['spectator']?.push(u as unknown as SeatUpdate));
    play(game, 30, 2);
    const hand = (u: SeatUpdate, seat: string) => (u.view as { seats: { id: string; hand: string[] | null }[] }).seats.find((s) => s.id === seat)?.hand;
    for (const u of seen['A'] ?? []) expect(hand(u, 'B')).toBeNull();
    for (const u of seen['B'] ?? []) expect(hand(u, 'A')).toBeNull();
    for (const u of seen['spectator'] ?? []) {
      expect([hand(u, 'A'), hand(u, 'B'), u.actions]).toEqual([null, null, []]);
      // Drawn cards are private: the spectator stream carries none.
      for (const event of u.events ?? []) if (event.type === 'cardsDrawn') expect(event).not.toHaveProperty('cards');
    }
    const drawnBy = (updates: SeatUpdate[]) => updates.flatMap((u) => u.events ?? []).filter((e) => e.type === 'cardsDrawn' && 'cards' in e).map((e) => (e as unknown as { seat: string }).seat);
    expect(new Set(drawnBy(seen['A'] ?? []))).toEqual(new Set(['A']));
    expect(new Set(drawnBy(seen['B'] ?? []))).toEqual(new Set(['B']));
  });

  it('stops once unsubscribed, and other subscribers go on', () => {
    const game = createGame({ mode: 'altered/duel', seed: 2 });
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stop = game.subscribe('A', (u) => first.push(u));
    game.subscribe('A', (u) => second.push(u));
    play(game, 3);
    stop();
    stop();
    play(game, 3, 7);
    expect(first).toHaveLength(4);
    expect(second).toHaveLength(7);
  });

  it('a listener that throws leaves the game and the other listeners alone', async () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 3 });
    const thrown: unknown[] = [];
    const onError = (error: unknown) => thrown.push(error);
    process.on('uncaughtException', onError);
    try {
      let calls = 0;
      game.subscribe('A', () => {
        if (calls++ > 0) throw new Error('listener fault');
      });
      const others: unknown[] = [];
      game.subscribe('B', (u) => others.push(u));
      play(game, 2);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(others).toHaveLength(3);
      expect(thrown.length).toBeGreaterThan(0);
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
