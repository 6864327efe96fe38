/**
 * The search bot plays better than chance: over a few Riftbound duels with fixed seeds and a
 * budget in playouts (so the games are the same on every run), it beats the random bot in
 * nearly all, from either seat.
 */
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../src/bots/play-bots.js';
import { botFromSpec } from '../../src/bots/registry.js';

const SEARCH = 'search:1:playouts=8:rollout=2:ms=600000:watchdog=600000';

describe('search against random', () => {
  it('wins at least 5 of 6 riftbound duels, seats swapped each game', () => {
    let wins = 0;
    for (let g = 0; g < 6; g++) {
      const searchSeat = g % 2 === 0 ? 'A' : 'B';
      const bots = {
        A: botFromSpec(searchSeat === 'A' ? SEARCH : 'random', 100 + g),
        B: botFromSpec(searchSeat === 'B' ? SEARCH : 'random', 200 + g),
      };
      const result = playBotGame({ mode: 'riftbound/duel', seed: 300 + g }, bots);
      expect(result.winner, `game ${g} ended without a winner`).not.toBeNull();
      if (result.winner === searchSeat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  }, 600_000);
});
