/**
 * Swiss pairing (TR 202.3) against hand-worked examples: top down by standing, no rematch
 * while another pairing exists, byes to the lowest standing without one; and the top cut's
 * bracket (TR 202.4).
 */
import { describe, expect, it } from 'vitest';
import { pairSwiss } from '../../src/tournament/pairing.js';
import { bracketSeeds, firstCutRound, isBracketSize } from '../../src/tournament/top-cut.js';

/** A history of meetings, as pairs written `A-B`. */
function history(...pairs: string[]) {
  const met = new Set(pairs.flatMap((p) => [p, p.split('-').reverse().join('-')]));
  return (a: string, b: string) => met.has(`${a}-${b}`);
}

const noBye = () => false;

describe('Swiss pairing', () => {
  it('pairs top down and gives the odd entrant out, the lowest, a bye', () => {
    const result = pairSwiss({ order: ['A', 'B', 'C', 'D', 'E'], podSize: 2, met: history(), hadBye: noBye });
    expect(result).toEqual({ matches: [['A', 'B'], ['C', 'D']], byes: ['E'], rematchFree: true });
  });

  it('gives the bye to the lowest standing entrant who has not had one', () => {
    const result = pairSwiss({ order: ['A', 'B', 'C', 'D', 'E'], podSize: 2, met: history(), hadBye: (id) => id === 'E' });
    expect(result.byes).toEqual(['D']);
    expect(result.matches).toEqual([['A', 'B'], ['C', 'E']]);
  });

  it('when everyone had a bye, the lowest standing takes it again', () => {
    const result = pairSwiss({ order: ['A', 'B', 'C'], podSize: 2, met: history(), hadBye: () => true });
    expect(result.byes).toEqual(['C']);
  });

  it('skips a rematch: the first entrant meets the next one it has not met', () => {
    const result = pairSwiss({ order: ['A', 'B', 'C', 'D'], podSize: 2, met: history('A-B'), hadBye: noBye });
    expect(result.matches).toEqual([['A', 'C'], ['B', 'D']]);
  });

  it('goes back on a choice when the pairs left would be a rematch', () => {
    // Top down would seat A-B, then C-D, who met: the search takes A-C and B-D instead.
    const result = pairSwiss({ order: ['A', 'B', 'C', 'D'], podSize: 2, met: history('C-D'), hadBye: noBye });
    expect(result).toEqual({ matches: [['A', 'C'], ['B', 'D']], byes: [], rematchFree: true });
  });

  it('moves the bye up when the lowest entrant taking it leaves only rematches', () => {
    // A has met B, C and D: with E's bye A would have no new opponent, so D takes it and A meets E.
    const result = pairSwiss({ order: ['A', 'B', 'C', 'D', 'E'], podSize: 2, met: history('A-B', 'A-C', 'A-D'), hadBye: noBye });
    expect(result).toEqual({ matches: [['A', 'E'], ['B', 'C']], byes: ['D'], rematchFree: true });
  });

  it('pairs a rematch only when no pairing avoids one, keeping the standing order', () => {
    const result = pairSwiss({ order: ['A', 'B'], podSize: 2, met: history('A-B'), hadBye: noBye });
    expect(result).toEqual({ matches: [['A', 'B']], byes: [], rematchFree: false });
  });

  it('seats free-for-all pods top down, byes to the lowest for the seats a pod cannot fill', () => {
    const result = pairSwiss({ order: ['A', 'B', 'C', 'D', 'E', 'F'], podSize: 4, met: history(), hadBye: noBye });
    expect(result).toEqual({ matches: [['A', 'B', 'C', 'D']], byes: ['F', 'E'], rematchFree: true });
  });

  it('keeps entrants who met apart in pods too', () => {
    const result = pairSwiss({ order: ['A', 'B', 'C', 'D', 'E', 'F'], podSize: 3, met: history('A-B'), hadBye: noBye });
    expect(result.matches).toEqual([['A', 'C', 'D'], ['B', 'E', 'F']]);
  });
});

describe('top cut bracket', () => {
  it('meets the best seeds as late as possible', () => {
    expect(bracketSeeds(2, 2)).toEqual([1, 2]);
    expect(bracketSeeds(4, 2)).toEqual([1, 4, 2, 3]);
    expect(bracketSeeds(8, 2)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('spreads the seeds of pods evenly', () => {
    const seeds = bracketSeeds(16, 4);
    const pods = [0, 1, 2, 3].map((i) => seeds.slice(i * 4, i * 4 + 4));
    expect(pods[0]).toEqual([1, 8, 9, 16]);
    for (const pod of pods) expect(pod.reduce((a, b) => a + b, 0)).toBe(34);
    expect([...seeds].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('takes the best of the standings, the higher seed first in each match (TR 407.2.a)', () => {
    expect(firstCutRound(['p1', 'p2', 'p3', 'p4', 'p5'], 4, 2)).toEqual([['p1', 'p4'], ['p2', 'p3']]);
  });

  it('knows which sizes make a bracket', () => {
    expect([2, 4, 8, 16].every((n) => isBracketSize(n, 2))).toBe(true);
    expect([1, 3, 6, 12].some((n) => isBracketSize(n, 2))).toBe(false);
    expect(isBracketSize(16, 4)).toBe(true);
    expect(isBracketSize(8, 4)).toBe(false);
  });
});
