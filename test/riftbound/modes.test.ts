import { describe, expect, it } from 'vitest';
import { createGame, listModes } from '../../src/api.js';
import type { RiftboundState } from '../../src/games/riftbound/state.js';
import { act } from '../support/riftbound.js';

function started(mode: string, seed = 1) {
  const game = createGame<RiftboundState>({ mode, seed, rules: { setup: { turnOrder: 'asSeated' } } });
  for (const seat of game.seats) act(game, { type: 'mulligan', seat, setAside: [] });
  return game;
}

describe('the modes (RULES.md §7)', () => {
  it('ships duel, ffa3, ffa4 and ffa4-war', () => {
    expect(listModes()).toEqual(expect.arrayContaining(['riftbound/duel', 'riftbound/ffa3', 'riftbound/ffa4', 'riftbound/ffa4-war']));
  });

  it.each([
    ['riftbound/duel', 2, 2, ['A', 'B']],
    ['riftbound/ffa3', 3, 3, ['A', 'B', 'C']],
    ['riftbound/ffa4', 4, 4, ['A', 'B', 'C', 'D']],
    ['riftbound/ffa4-war', 4, 3, ['B', 'C', 'D']],
  ])('%s: %i seats, %i battlefields brought by %j', (mode, seats, fields, contributors) => {
    const game = started(mode as string);
    expect(game.seats).toHaveLength(seats as number);
    const state = game.liveState;
    expect(state.battlefields).toHaveLength(fields as number);
    expect(state.battlefields.map((b) => b.contributedBy)).toEqual(contributors);
    expect(new Set(state.battlefields.map((b) => b.card)).size).toBe(fields as number);
    expect(game.rules).toMatchObject({ victory: { score: 8 } });
  });

  it.each(['riftbound/ffa3', 'riftbound/ffa4', 'riftbound/ffa4-war'])('%s: the first player skips the first draw; the last channels one extra rune', (mode) => {
    const game = started(mode);
    const seat = (id: string) => game.liveState.seats.find((s) => s.id === id)!;
    expect(seat('A').hand).toHaveLength(4);
    expect(seat('A').runes).toHaveLength(2);
    const last = game.seats.at(-1)!;
    for (const s of game.seats.slice(0, -1)) act(game, { type: 'endTurn', seat: s });
    expect(game.liveState.turn.seat).toBe(last);
    expect(seat(last).runes).toHaveLength(3);
    expect(seat(last).hand).toHaveLength(5);
    act(game, { type: 'endTurn', seat: last });
    expect(seat('A').hand).toHaveLength(5);
    expect(seat('A').runes).toHaveLength(4);
  });
});
