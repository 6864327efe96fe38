/**
 * The bench's side-by-side cost of compiled cards (`BENCH_CARDS`, bench/pool.ts): each side is
 * warmed up for the CPU time asked, as a mode's runs are, then both play in turns. Invented
 * cards only.
 */
import { describe, expect, it } from 'vitest';
import { formatPoolComparison, poolComparison } from '../bench/pool.js';

describe('bench pool comparison', () => {
  it('warms each side up for the CPU time asked, then plays both in turns and gives their ratio', () => {
    const compared = poolComparison('test/riftbound/text/fixtures/invented-pool.json', 2, 1, 0.05);
    for (const side of [compared.warmUp.shipped, compared.warmUp.pool]) {
      // Batches of ten until the time is spent.
      expect(side.games).toBeGreaterThanOrEqual(10);
      expect(side.games % 10).toBe(0);
      expect(side.cpuMicrosPerAction).toBeGreaterThan(0);
    }
    expect(compared.runs).toHaveLength(1);
    expect(compared.ratio).toBeCloseTo(compared.pool.cpuMicrosPerAction / compared.shipped.cpuMicrosPerAction);
    expect(formatPoolComparison(compared)).toMatch(/warm-up \(what a short-lived process pays\) +shipped [\d.]+ µs over \d+ games, pool [\d.]+ µs over \d+ games: [\d.]+×/);
  });
});
