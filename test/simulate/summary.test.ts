/** Win rates by bot and deck count each side of a game once: teammates share one result. */
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../../src/simulate/play-one.js';
import { summarizeStudy } from '../../src/simulate/summary.js';

function teamGame(index: number, winner: string, bots: readonly [string, string, string, string]): GameResult {
  const seats = ['A', 'B', 'C', 'D'];
  return {
    variant: 'base',
    index,
    seed: index,
    outcome: 'win',
    winner,
    firstSeat: 'A',
    firstTeam: 'A+C',
    actions: 10,
    rounds: 2,
    players: seats.map((seat, p) => ({ name: `P${p + 1}`, seat, team: seat === 'A' || seat === 'C' ? 'A+C' : 'B+D', deck: p % 2 === 0 ? 'red' : 'blue', bot: bots[p] as string })),
    pointsByRound: [{ 'A+C': 0, 'B+D': 0 }],
  };
}

describe('win rates by bot and deck in team modes', () => {
  it('count a team of one bot once per game, and a bot on both sides once per side', () => {
    const games = [
      teamGame(0, 'A+C', ['search', 'greedy', 'search', 'greedy']),
      teamGame(1, 'A+C', ['search', 'greedy', 'search', 'greedy']),
      teamGame(2, 'B+D', ['search', 'greedy', 'search', 'greedy']),
      // The same bot on both teams: one win and one loss.
      teamGame(3, 'B+D', ['random', 'random', 'random', 'random']),
    ];
    const [base] = summarizeStudy('turn', ['base'], games).variants;
    const rate = (category: 'bot' | 'deck', key: string) => base?.winRate[category].find((r) => r.key === key);
    expect(rate('bot', 'search')).toMatchObject({ successes: 2, trials: 3 });
    expect(rate('bot', 'greedy')).toMatchObject({ successes: 1, trials: 3 });
    expect(rate('bot', 'random')).toMatchObject({ successes: 1, trials: 2 });
    // Decks: red is A+C's in every game, blue B+D's.
    expect(rate('deck', 'red')).toMatchObject({ successes: 2, trials: 4 });
    expect(rate('deck', 'blue')).toMatchObject({ successes: 2, trials: 4 });
  });
});
