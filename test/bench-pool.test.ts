/**
 * The bench's side-by-side cost of compiled cards (`BENCH_CARDS`, bench/pool.ts): each side is
 * warmed up for the CPU time asked, as a mode's runs are, then both play in turns. Invented
 * cards only.
 */
import { describe, expect, it } from 'vitest';
import { formatPoolComparison, poolComparison } from '../bench/pool.js';

describe('bench pool comparison', () => {
  it('warms each side up for the CPU time asked, then plays both in turns and gives their ratio and the median of the runs\' own', () => {
    const compared = poolComparison('test/riftbound/text/fixtures/invented-pool.json', 2, 3, 0.05);
    for (const side of [compared.warmUp.shipped, compared.warmUp.pool]) {
      // Batches of ten until the time is spent.
      expect(side.games).toBeGreaterThanOrEqual(10);
      expect(side.games % 10).toBe(0);
      expect(side.cpuMicrosPerAction).toBeGreaterThan(0);
    }
    expect(compared.runs).toHaveLength(3);
    expect(compared.ratio).toBeCloseTo(compared.pool.cpuMicrosPerAction / compared.shipped.cpuMicrosPerAction);
    // The runs' own ratios, the middle one of three.
    const ratios = compared.runs.map((r) => r.pool / r.shipped).sort((a, b) => a - b);
    expect(compared.runsRatio).toBeCloseTo(ratios[1] as number);
    expect(formatPoolComparison(compared)).toMatch(/ratio +[\d.]+× \(runs: [\d.]+, [\d.]+, [\d.]+; their median [\d.]+×\)/);
    expect(formatPoolComparison(compared)).toMatch(/warm-up \(what a short-lived process pays\) +shipped [\d.]+ µs over \d+ games, pool [\d.]+ µs over \d+ games: [\d.]+×/);
  });
});
