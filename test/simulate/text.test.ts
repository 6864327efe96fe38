/** The study's summary and decision times on the terminal, in English and in French. */
import { describe, expect, it } from 'vitest';
import { decisionsText, type DecisionsFile } from '../../src/simulate/decisions.js';
import type { GameResult } from '../../src/simulate/play-one.js';
import { summarizeStudy } from '../../src/simulate/summary.js';
import { summaryText } from '../../src/simulate/text.js';

/** A duel won by `winner` (or drawn), `rounds` days long, seat A first. */
function duel(variant: string, index: number, winner: 'A' | 'B' | null, rounds: number): GameResult {
  return {
    variant,
    index,
    seed: index,
    outcome: winner === null ? 'draw' : 'win',
    winner,
    firstSeat: 'A',
    firstTeam: 'A',
    actions: rounds * 10,
    rounds,
    players: ['A', 'B'].map((seat, p) => ({ name: `P${p + 1}`, seat, team: seat, deck: 'red', bot: 'random' })),
    pointsByRound: [{ A: 0, B: 0 }],
  };
}

// Base: A wins 3 of 4, one draw; the variant's games are 2 days long, won by B.
const games = [duel('base', 0, 'A', 6), duel('base', 1, 'A', 7), duel('base', 2, null, 8), duel('base', 3, 'A', 7), ...[0, 1, 2, 3].map((i) => duel('short', i, 'B', 2))];
const summary = summarizeStudy('day', ['base', 'short'], games);

describe('the summary on the terminal', () => {
  it('in English: counts, win rates with their intervals, and each measure against the base', () => {
    const lines = summaryText(summary).split('\n');
    expect(lines[0]).toBe('base: 4 games, 1 draw, 0 unfinished; mean 70.0 actions, 7.0 days');
    expect(lines[1]).toMatch(/^ {2}wins by seat: A 75\.0% \[\d+\.\d%, \d+\.\d%\], B 0\.0% \[0\.0%, \d+\.\d%\]$/);
    expect(lines).toContain('short: 4 games, 0 draws, 0 unfinished; mean 20.0 actions, 2.0 days');
    expect(lines.find((l) => l.startsWith('  mean days:'))).toMatch(/^ {2}mean days: -5\.00 \[-\d+\.\d\d, -\d+\.\d\d\] versus base, significant$/);
  });

  it('in French: the same figures in French words and French numbers', () => {
    const lines = summaryText(summary, 'fr').split('\n');
    expect(lines[0]).toBe('base : 4 parties, 1 nulle, 0 inachevée ; en moyenne 70,0 actions, 7,0 jours');
    expect(lines[1]).toMatch(/^ {2}victoires par siège : A 75,0\s%\s\[\d+,\d\s%\s;\s\d+,\d\s%\], B 0,0\s%/);
    expect(lines.find((l) => l.includes('victoires du premier joueur :'))).toBeDefined();
    expect(lines.find((l) => l.startsWith('  jours en moyenne :'))).toMatch(/par rapport à la base, significatif$/);
    expect(lines.find((l) => l.startsWith('  victoires du siège B :'))).toBeDefined();
  });
});

describe('the decision times on the terminal', () => {
  const file: DecisionsFile = {
    format: 'rulegraph/decisions@1',
    clock: 'cpu',
    bots: [
      { bot: 'greedy', decisions: 120, meanMs: 2.25, slowestMs: 14.2, incidents: { error: 0, illegal: 0, timeout: 0 } },
      { bot: 'search:1', decisions: 40, meanMs: 1500.5, slowestMs: 2004, incidents: { error: 1, illegal: 0, timeout: 2 } },
    ],
  };

  it('a line per bot, with its fallbacks, in both languages', () => {
    expect(decisionsText(file)).toBe('  decisions of greedy: 120, mean 2.3 ms of CPU, slowest 14; no fallback\n  decisions of search:1: 40, mean 1500.5 ms of CPU, slowest 2004; 3 fallbacks (2 over the time limit, 1 errors, 0 illegal)\n');
    expect(decisionsText(file, 'fr')).toBe('  décisions de greedy : 120, en moyenne 2,3 ms de CPU, la plus lente 14 ; aucun repli\n  décisions de search:1 : 40, en moyenne 1500,5 ms de CPU, la plus lente 2004 ; 3 replis (2 au-delà du temps permis, 1 erreurs, 0 illégales)\n');
  });
});
