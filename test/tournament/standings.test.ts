/**
 * Standings and TR 409's tiebreakers in order, against hand-worked examples: match points,
 * opponents' mean match-win percentage (409.2.a), game-win percentage (409.2.b), opponents'
 * mean game-win percentage (409.2.c), then the lots drawn from the seed (409.3).
 */
import { describe, expect, it } from 'vitest';
import { standings } from '../../src/tournament/standings.js';
import { bye, played, round, swissState } from './helpers.js';

const win = (winner: string) => ({ winner, end: 'played' as const });
const order = (state: Parameters<typeof standings>[0]) => standings(state).map((s) => s.entrant);

describe('standings', () => {
  it('ties left by every tiebreaker are broken by the lots drawn from the seed (TR 409.3)', () => {
    // R1: A beats B 2-0, C beats D 2-1. R2: A beats C 2-1, B beats D 2-0.
    // B and C: 3 points; opponents' match-win (1 + 1/3) / 2 = 2/3 each (D's 0 counts as the
    // floor 1/3); game-win 2/4 and 3/6 = 1/2 each; opponents' game-win (4/5 + 1/3) / 2 each.
    const build = (lots: string[]) => {
      const state = swissState(['A', 'B', 'C', 'D']);
      state.lots = lots;
      round(state, played(['A', 'B'], ['A', 'A'], win('A')), played(['C', 'D'], ['C', 'D', 'C'], win('C')));
      return round(state, played(['A', 'C'], ['A', 'C', 'A'], win('A')), played(['B', 'D'], ['B', 'B'], win('B')));
    };
    const first = standings(build(['C', 'A', 'B', 'D']));
    const b = first.find((s) => s.entrant === 'B');
    const c = first.find((s) => s.entrant === 'C');
    expect(b).toMatchObject({ matchPoints: 3, record: { wins: 1, losses: 1, draws: 0, byes: 0 } });
    expect(b?.opponentsMatchWin).toBeCloseTo(2 / 3, 12);
    expect(c?.opponentsMatchWin).toBeCloseTo(2 / 3, 12);
    expect(b?.gameWin).toBeCloseTo(1 / 2, 12);
    expect(c?.gameWin).toBeCloseTo(1 / 2, 12);
    expect(b?.opponentsGameWin).toBeCloseTo((4 / 5 + 1 / 3) / 2, 12);
    expect(c?.opponentsGameWin).toBeCloseTo((4 / 5 + 1 / 3) / 2, 12);
    expect(first.map((s) => s.entrant)).toEqual(['A', 'C', 'B', 'D']);
    expect(order(build(['B', 'A', 'C', 'D']))).toEqual(['A', 'B', 'C', 'D']);
  });

  it('equal points are ordered by opponents\' mean match-win percentage first (TR 409.2.a)', () => {
    // R1: A beats B, C beats D. R2: A beats C, D beats B. C and D have 3 points and equal game
    // records (2-2); C met D (1/2) and A (1): 3/4; D met C (1/2) and B (0, counted as 1/3): 5/12.
    const state = swissState(['D', 'C', 'B', 'A']);
    round(state, played(['A', 'B'], ['A', 'A'], win('A')), played(['C', 'D'], ['C', 'C'], win('C')));
    round(state, played(['A', 'C'], ['A', 'A'], win('A')), played(['D', 'B'], ['D', 'D'], win('D')));
    const rows = standings(state);
    expect(rows.map((s) => s.entrant)).toEqual(['A', 'C', 'D', 'B']);
    expect(rows[1]?.opponentsMatchWin).toBeCloseTo(3 / 4, 12);
    expect(rows[2]?.opponentsMatchWin).toBeCloseTo(5 / 12, 12);
    expect(rows[1]?.gameWin).toBeCloseTo(rows[2]?.gameWin as number, 12);
  });

  it('then by game-win percentage (TR 409.2.b)', () => {
    // As the first example, but B beats D 2-1: B's game-win falls to 2/5 while C keeps 3/6,
    // and their opponents' match-win stays 2/3 each.
    const state = swissState(['B', 'C', 'A', 'D']);
    round(state, played(['A', 'B'], ['A', 'A'], win('A')), played(['C', 'D'], ['C', 'D', 'C'], win('C')));
    round(state, played(['A', 'C'], ['A', 'C', 'A'], win('A')), played(['B', 'D'], ['B', 'D', 'B'], win('B')));
    const rows = standings(state);
    expect(rows.map((s) => s.entrant)).toEqual(['A', 'C', 'B', 'D']);
    expect(rows[2]?.gameWin).toBeCloseTo(2 / 5, 12);
    expect(rows[1]?.opponentsMatchWin).toBeCloseTo(rows[2]?.opponentsMatchWin as number, 12);
  });

  it('then by opponents\' mean game-win percentage (TR 409.2.c)', () => {
    // Eight entrants all 1-1 after two rounds, so every opponents' match-win is 1/2. X and Y
    // won 2-0 and lost 0-2 (game-win 1/2). X met P and Q (1/2 each); Y met R (2/5) and S (1/2).
    const names = ['Y', 'R', 'U', 'S', 'T', 'Q', 'P', 'X'];
    const state = swissState(names);
    round(state,
      played(['X', 'P'], ['X', 'X'], win('X')), played(['Y', 'R'], ['Y', 'Y'], win('Y')),
      played(['T', 'Q'], ['T', 'T'], win('T')), played(['U', 'S'], ['U', 'U'], win('U')));
    round(state,
      played(['Q', 'X'], ['Q', 'Q'], win('Q')), played(['S', 'Y'], ['S', 'S'], win('S')),
      played(['P', 'T'], ['P', 'P'], win('P')), played(['R', 'U'], ['R', 'U', 'R'], win('R')));
    const rows = standings(state);
    const x = rows.find((r) => r.entrant === 'X');
    const y = rows.find((r) => r.entrant === 'Y');
    expect(rows.every((r) => r.matchPoints === 3 && Math.abs(r.opponentsMatchWin - 1 / 2) < 1e-12)).toBe(true);
    expect(x?.gameWin).toBeCloseTo(1 / 2, 12);
    expect(y?.gameWin).toBeCloseTo(1 / 2, 12);
    expect(x?.opponentsGameWin).toBeCloseTo(1 / 2, 12);
    expect(y?.opponentsGameWin).toBeCloseTo((2 / 5 + 1 / 2) / 2, 12);
    // U leads on game-win (3/5), R trails (2/5); among the 1/2s, S (who met U) leads, and Y,
    // first in the lots, still comes after X, P, Q and T (tied, in the lots' order).
    expect(rows.map((r) => r.entrant)).toEqual(['U', 'S', 'T', 'Q', 'P', 'X', 'Y', 'R']);
  });

  it('a bye is a match won 2-0 that counts for nobody\'s opponents', () => {
    // Three entrants: A beats B 2-1, C has the bye. A and C have 3 points; C has no opponent
    // (0), A met B (0, counted as 1/3): A is first.
    const state = swissState(['C', 'A', 'B']);
    round(state, played(['A', 'B'], ['A', 'B', 'A'], win('A')), bye('C'));
    const rows = standings(state);
    expect(rows.map((s) => s.entrant)).toEqual(['A', 'C', 'B']);
    expect(rows[1]).toMatchObject({ matchPoints: 3, gameWin: 1, opponentsMatchWin: 0, record: { wins: 1, byes: 1 } });
    expect(rows[0]?.opponentsMatchWin).toBeCloseTo(1 / 3, 12);
    expect(rows[0]?.gameWin).toBeCloseTo(2 / 3, 12);
  });

  it('draws give a point; a conceded match counts the games the winner lacked (docs/tournaments.md)', () => {
    const state = swissState(['A', 'B', 'C', 'D']);
    round(state, played(['A', 'B'], ['A', null], { winner: null, end: 'time' }), played(['C', 'D'], ['D'], { winner: 'C', end: 'conceded' }, ['D']));
    const rows = standings(state);
    const by = Object.fromEntries(rows.map((s) => [s.entrant, s]));
    expect(by.A).toMatchObject({ matchPoints: 1, record: { draws: 1 } });
    // A: one game won (3) and one drawn (1) of 2 games: 4/6.
    expect(by.A?.gameWin).toBeCloseTo(4 / 6, 12);
    // C: D won the first game, then C conceded two games on D's concession: 6/9.
    expect(by.C?.gameWin).toBeCloseTo(6 / 9, 12);
    expect(by.C?.matchPoints).toBe(3);
    expect(rows[0]?.entrant).toBe('C');
  });

  it('a dropped entrant keeps its place and its results count for its opponents', () => {
    const state = swissState(['A', 'B']);
    round(state, played(['A', 'B'], ['B', 'B'], win('B')));
    (state.entrants[1] as { dropped: boolean }).dropped = true;
    const rows = standings(state);
    expect(rows[0]).toMatchObject({ entrant: 'B', dropped: true, matchPoints: 3 });
    expect(rows[1]?.opponentsMatchWin).toBe(1);
  });
});
