/**
 * The statistics of a simulation: proportions with Wilson score intervals, differences of
 * proportions with Newcombe's hybrid score interval, and summaries of numbers. Every
 * interval is two-sided at 95% unless a z is given.
 */

/** The standard normal quantile of 0.975: a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Proportion {
  readonly successes: number;
  readonly trials: number;
  /** successes / trials; 0 when there were no trials. */
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The Wilson score interval of a proportion (Wilson 1927): unlike the Wald interval it stays
 * inside [0, 1] and keeps its coverage near 0 and 1, where win rates of uneven bots live.
 * With no trials the interval is the whole of [0, 1].
 */
export function wilson(successes: number, trials: number, z = Z95): Proportion {
  if (!(Number.isInteger(successes) && Number.isInteger(trials) && successes >= 0 && successes <= trials)) {
    throw new RangeError(`a proportion needs 0 <= successes <= trials, got ${successes}/${trials}`);
  }
  if (trials === 0) return { successes, trials, estimate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = p + z2 / (2 * trials);
  const spread = z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  const denominator = 1 + z2 / trials;
  // Rounding may leave the exact ends a hair outside [0, 1].
  const low = successes === 0 ? 0 : Math.max(0, (centre - spread) / denominator);
  const high = successes === trials ? 1 : Math.min(1, (centre + spread) / denominator);
  return { successes, trials, estimate: p, low, high };
}

export interface Difference {
  /** The second proportion minus the first. */
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
  /** The interval leaves out 0. */
  readonly significant: boolean;
}

/**
 * The difference `b - a` of two independent proportions with Newcombe's hybrid score
 * interval (Newcombe 1998, method 10), built from the two Wilson intervals. It behaves well
 * for small counts and for proportions near 0 or 1, where the Wald interval does not.
 */
export function newcombe(a: { successes: number; trials: number }, b: { successes: number; trials: number }, z = Z95): Difference {
  const pa = wilson(a.successes, a.trials, z);
  const pb = wilson(b.successes, b.trials, z);
  const estimate = pb.estimate - pa.estimate;
  const low = estimate - Math.sqrt((pb.estimate - pb.low) ** 2 + (pa.high - pa.estimate) ** 2);
  const high = estimate + Math.sqrt((pb.high - pb.estimate) ** 2 + (pa.estimate - pa.low) ** 2);
  return { estimate, low, high, significant: low > 0 || high < 0 };
}

export interface Summary {
  readonly count: number;
  readonly mean: number;
  /** The sample standard deviation (n - 1); 0 below two values. */
  readonly sd: number;
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** Count, mean, standard deviation, median and range of some numbers (all 0 when there are none). */
export function summarize(values: readonly number[]): Summary {
  const count = values.length;
  if (count === 0) return { count: 0, mean: 0, sd: 0, median: 0, min: 0, max: 0 };
  const sorted = [...values].sort((x, y) => x - y);
  const mean = sorted.reduce((s, v) => s + v, 0) / count;
  const variance = count < 2 ? 0 : sorted.reduce((s, v) => s + (v - mean) ** 2, 0) / (count - 1);
  const middle = Math.floor(count / 2);
  const median = count % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { count, mean, sd: Math.sqrt(variance), median, min: sorted[0] as number, max: sorted[count - 1] as number };
}

/**
 * The difference of two means (`b - a`) with Welch's normal-approximation interval: for
 * game lengths over hundreds of games, where the normal approximation is sound.
 */
export function meanDifference(a: Summary, b: Summary, z = Z95): Difference {
  const estimate = b.mean - a.mean;
  const se = Math.sqrt((a.count > 0 ? a.sd ** 2 / a.count : 0) + (b.count > 0 ? b.sd ** 2 / b.count : 0));
  const low = estimate - z * se;
  const high = estimate + z * se;
  return { estimate, low, high, significant: se > 0 ? low > 0 || high < 0 : estimate !== 0 };
}
