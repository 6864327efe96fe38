import { describe, expect, it } from 'vitest';
import { meanDifference, newcombe, summarize, wilson } from '../../src/simulate/statistics.js';

// Published values: Newcombe, "Two-sided confidence intervals for the single proportion" and
// "Interval estimation for the difference between independent proportions" (Statistics in
// Medicine 17, 1998), given there to four decimals.
describe('Wilson score interval', () => {
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i: %f to %f', (k, n, low, high) => {
    const p = wilson(k, n);
    expect(p.estimate).toBeCloseTo(k / n, 12);
    expect(p.low).toBeCloseTo(low, 4);
    expect(p.high).toBeCloseTo(high, 4);
  });

  it('stays inside [0, 1] at the ends and is the whole range with no trials', () => {
    expect(wilson(20, 20)).toMatchObject({ estimate: 1, high: 1 });
    expect(wilson(20, 20).low).toBeCloseTo(0.8389, 4);
    expect(wilson(0, 0)).toEqual({ successes: 0, trials: 0, estimate: 0, low: 0, high: 1 });
  });

  it('narrows as the trials grow around the same rate', () => {
    const small = wilson(6, 10);
    const large = wilson(600, 1000);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
  });

  it('refuses impossible counts', () => {
    expect(() => wilson(5, 4)).toThrow(RangeError);
    expect(() => wilson(-1, 4)).toThrow(RangeError);
    expect(() => wilson(1.5, 4)).toThrow(RangeError);
  });
});

describe('Newcombe hybrid score interval for a difference', () => {
  it.each([
    // second minus first, as the paper's examples a to e
    [48, 80, 56, 70, 0.2, 0.0524, 0.3339],
    [3, 10, 9, 10, 0.6, 0.1705, 0.809],
    [2, 7, 6, 7, 0.5714, 0.0582, 0.8062],
    [0, 29, 5, 56, 0.0893, -0.0381, 0.1926],
    [0, 20, 0, 10, 0, -0.1611, 0.2775],
  ])('%i/%i against %i/%i: %f (%f to %f)', (ka, na, kb, nb, estimate, low, high) => {
    const d = newcombe({ successes: ka, trials: na }, { successes: kb, trials: nb });
    expect(d.estimate).toBeCloseTo(estimate, 4);
    expect(d.low).toBeCloseTo(low, 4);
    expect(d.high).toBeCloseTo(high, 4);
    expect(d.significant).toBe(low > 0);
  });

  it('is not significant when the interval holds 0, and flips sign with the order', () => {
    const d = newcombe({ successes: 50, trials: 100 }, { successes: 55, trials: 100 });
    expect(d.low).toBeLessThan(0);
    expect(d.high).toBeGreaterThan(0);
    expect(d.significant).toBe(false);
    const back = newcombe({ successes: 55, trials: 100 }, { successes: 50, trials: 100 });
    expect(back.estimate).toBeCloseTo(-d.estimate, 12);
    expect(back.low).toBeCloseTo(-d.high, 12);
  });
});

describe('summaries and differences of means', () => {
  it('summarizes numbers', () => {
    expect(summarize([4, 1, 3, 2])).toEqual({ count: 4, mean: 2.5, sd: Math.sqrt(5 / 3), median: 2.5, min: 1, max: 4 });
    expect(summarize([7])).toEqual({ count: 1, mean: 7, sd: 0, median: 7, min: 7, max: 7 });
    expect(summarize([]).count).toBe(0);
  });

  it("gives Welch's normal interval for a difference of means", () => {
    const a = summarize([10, 12, 14, 16, 18]);
    const b = summarize([20, 22, 24, 26, 28]);
    const d = meanDifference(a, b);
    const se = Math.sqrt(10 / 5 + 10 / 5);
    expect(d.estimate).toBe(10);
    expect(d.low).toBeCloseTo(10 - 1.959964 * se, 5);
    expect(d.high).toBeCloseTo(10 + 1.959964 * se, 5);
    expect(d.significant).toBe(true);
    expect(meanDifference(a, a).significant).toBe(false);
  });
});
