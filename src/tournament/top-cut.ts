/**
 * The top cut: single elimination among the best of the Swiss standings (TR 202.4). The first
 * round is seeded so that the best seeds meet as late as possible (1 against 8, 4 against 5...
 * for a duel; pods spread the same way); each later round puts together the winners of
 * neighbouring matches. In every match the entrant with the best Swiss rank is the designated
 * player (TR 407.2.a) and is listed first.
 */

/** Whether `size` entrants fill a single-elimination bracket of pods of `podSize`. */
export function isBracketSize(size: number, podSize: number): boolean {
  let n = size;
  while (n > 1 && n % podSize === 0) n /= podSize;
  return size >= podSize && n === 1;
}

/**
 * Seeds 1..size in bracket order, `podSize` at a time: every pod's best seed plays the worst
 * left, and pods that meet later hold seeds that split the field evenly.
 */
export function bracketSeeds(size: number, podSize: number): number[] {
  let seeds = [1];
  for (let n = 1; n < size; n *= podSize) {
    // Each seed s of a bracket of n grows into a pod of the next bracket: one seed of each tier
    // of n, snaking so that a pod's total stays even.
    seeds = seeds.flatMap((s) => Array.from({ length: podSize }, (_, tier) => tier * n + (tier % 2 === 0 ? s : n + 1 - s)));
  }
  return seeds;
}

/** The first round of the cut: pods of entrant ids from the standings' best `size`. */
export function firstCutRound(ranked: readonly string[], size: number, podSize: number): string[][] {
  const order = bracketSeeds(size, podSize).map((seed) => ranked[seed - 1] as string);
  return Array.from({ length: size / podSize }, (_, i) => order.slice(i * podSize, (i + 1) * podSize));
}

/**
 * The next round: the winners of each `podSize` neighbouring matches meet, best Swiss rank
 * first. A match without a winner (both sides dropped) sends nobody on.
 */
export function nextCutRound(winners: readonly (string | null)[], podSize: number, rank: (id: string) => number): string[][] {
  const rounds: string[][] = [];
  for (let i = 0; i < winners.length; i += podSize) {
    rounds.push(winners.slice(i, i + podSize).filter((w): w is string => w !== null).sort((a, b) => rank(a) - rank(b)));
  }
  return rounds;
}
