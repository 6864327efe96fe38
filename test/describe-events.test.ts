/**
 * `describe()` words every event of both games: over random games of every mode, each event of
 * the spectator stream and of the acting seat's, described in the state right after its action,
 * is a non-empty text that names no object, battlefield, chain item or emblem by its id, and
 * seats by their label. Every event type has an entry (the compiler checks each game's table).
 */
import { describe, expect, it } from 'vitest';
import { createGame, listModes } from '../src/api.js';
import type { GameEvent } from '../src/engine/game/module.js';
import { playRandomGame } from './support/random-games.js';

/** The ids a game names things by now: objects, battlefields, chain items, pending abilities, emblems. */
function idsOf(state: Readonly<Record<string, unknown>>): Set<string> {
  const ids = new Set(Object.keys(state['objects'] as object));
  for (const key of ['battlefields', 'chain', 'triggers', 'limbo']) for (const entry of (state[key] ?? []) as { id: string }[]) ids.add(entry.id);
  return ids;
}

describe('describe() words every event', () => {
  for (const mode of listModes()) {
    it(`${mode}: never empty, no raw ids`, () => {
      const types = new Set<string>();
      // Collected and asserted once: every event of a whole game is checked, some twice.
      const faults: string[] = [];
      const check = (game: ReturnType<typeof createGame>, events: readonly GameEvent[]) => {
        const ids = idsOf(game.liveState as unknown as Record<string, unknown>);
        for (const event of events) {
          const text: unknown = game.describe(event as never);
          if (typeof text !== 'string' || text.trim() === '') {
            faults.push(`${event.type}: ${String(text)}`);
            continue;
          }
          const raw = text.split(/[^\w-]+/).filter((word) => ids.has(word) || /^(o|c|bf|E)\d+$/.test(word));
          if (raw.length) faults.push(`${event.type} names ${raw.join(', ')}: ${text}`);
          types.add(event.type);
        }
      };
      const game = playRandomGame(mode, 5, (g, seat, events) => {
        check(g, events);
        check(g, g.events(seat, Math.max(0, g.eventCount - events.length)));
      });
      check(game, game.events());
      expect(faults).toEqual([]);
      expect(types.size).toBeGreaterThan(10);
    });
  }

  it('names seats by their given name, and by their letter without one', () => {
    const named = createGame({ mode: 'riftbound/duel', seed: 4, seats: ['Ana', 'Bo'] });
    const unnamed = createGame({ mode: 'riftbound/duel', seed: 4 });
    const first = (game: typeof named) => game.describe(game.events().find((e) => e.type === 'battlefieldsRevealed') as never);
    expect(first(named)).toMatch(/Turn order: (Ana, Bo|Bo, Ana)/);
    expect(first(unnamed)).toMatch(/Turn order: A, B/);
    const seatsOf = (game: typeof named) => (game.view(null) as unknown as { seats: { id: string; name: string }[] }).seats;
    expect(seatsOf(unnamed).map((s) => s.name)).toEqual(['A', 'B']);
    expect(seatsOf(named).map((s) => s.name).sort()).toEqual(['Ana', 'Bo']);
    const altered = createGame({ mode: 'altered/2v2', seed: 4 });
    expect(seatsOf(altered).map((s) => s.name)).toEqual(seatsOf(altered).map((s) => s.id));
  });
});
