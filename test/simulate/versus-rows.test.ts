/** The report's comparisons with the base: one unit per plot, significant differences first. */
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../../src/simulate/play-one.js';
import { summarizeStudy } from '../../src/simulate/summary.js';
import { significantFirst, versusGroups } from '../../src/simulate/versus-rows.js';

/** A duel won by `winner`, `actions` long, seat A first. */
function duel(variant: string, index: number, winner: 'A' | 'B', actions: number): GameResult {
  return {
    variant,
    index,
    seed: index,
    outcome: 'win',
    winner,
    firstSeat: 'A',
    firstTeam: 'A',
    actions,
    rounds: actions / 10,
    players: ['A', 'B'].map((seat, p) => ({ name: `P${p + 1}`, seat, team: seat, deck: 'red', bot: 'random' })),
    pointsByRound: [{ A: 0, B: 0 }],
  };
}

describe('versusGroups', () => {
  // The variant's games are much shorter (a significant difference) and won as often by A (not significant).
  const games = [
    ...Array.from({ length: 30 }, (_, i) => duel('base', i, i % 2 === 0 ? 'A' : 'B', 100 + (i % 5))),
    ...Array.from({ length: 30 }, (_, i) => duel('short', i, i % 3 === 0 ? 'B' : 'A', 50 + (i % 5))),
  ];
  const groups = versusGroups(summarizeStudy('turn', ['base', 'short'], games));

  it('puts each unit in its own group, named for the axis', () => {
    expect(groups.map((g) => g.unit).sort()).toEqual(['actionsPerGame', 'percentagePoints', 'roundsPerGame']);
    expect(groups.find((g) => g.unit === 'percentagePoints')?.percent).toBe(true);
    expect(groups.find((g) => g.unit === 'actionsPerGame')?.rows).toEqual([expect.objectContaining({ variant: 'short', measure: 'mean actions', significant: true })]);
  });

  it('orders groups and rows significant first, keeping the study order otherwise', () => {
    const significant = groups.map((g) => g.rows.some((r) => r.significant));
    expect(significant).toEqual([...significant].sort((a, b) => Number(b) - Number(a)));
    expect(significant[0]).toBe(true);
    for (const group of groups) {
      const flags = group.rows.map((r) => r.significant);
      expect(flags, group.unit).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    }
    const rates = groups.find((g) => g.unit === 'percentagePoints')?.rows.map((r) => r.measure);
    expect(rates).toEqual(['seat A wins', 'seat B wins', 'team A wins', 'team B wins', 'first player wins', 'draws', 'unfinished']);
  });

  it('gives no group for a study without variants', () => {
    expect(versusGroups(summarizeStudy('turn', ['base'], games.filter((g) => g.variant === 'base')))).toEqual([]);
  });
});

describe('significantFirst', () => {
  it('is a stable partition', () => {
    const rows = [{ n: 1, s: false }, { n: 2, s: true }, { n: 3, s: false }, { n: 4, s: true }];
    expect(significantFirst(rows, (r) => r.s).map((r) => r.n)).toEqual([2, 4, 1, 3]);
  });
});
