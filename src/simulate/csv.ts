/** A study as CSV tables (RFC 4180): one row per game, one per rate, one per comparison with the base. */
import type { Study } from './run.js';

function cell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function table(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** One row per game: its result, length and final points, then each player's seat, team, deck and bot. */
export function gamesCsv(study: Study): string {
  const players = Math.max(0, ...study.games.map((g) => g.players.length));
  const header = ['variant', 'index', 'seed', 'outcome', 'winner', 'first_seat', 'first_team', 'actions', 'rounds', 'final_points'];
  for (let p = 1; p <= players; p++) header.push(`p${p}_seat`, `p${p}_team`, `p${p}_deck`, `p${p}_bot`);
  const rows = study.games.map((g) => [
    g.variant,
    g.index,
    g.seed,
    g.outcome,
    g.winner,
    g.firstSeat,
    g.firstTeam,
    g.actions,
    g.rounds,
    Object.entries(g.pointsByRound.at(-1) ?? {}).map(([team, points]) => `${team}:${points}`).join(' '),
    ...g.players.flatMap((p) => [p.seat, p.team, p.deck, p.bot]),
  ]);
  return table(header, rows);
}

/** Every win rate, draw rate and unfinished rate with its 95% interval. */
export function ratesCsv(study: Study): string {
  const rows: (string | number)[][] = [];
  for (const v of study.summary.variants) {
    const add = (category: string, key: string, p: { successes: number; trials: number; estimate: number; low: number; high: number }) =>
      rows.push([v.label, category, key, p.successes, p.trials, p.estimate, p.low, p.high]);
    for (const category of ['seat', 'team', 'deck', 'bot'] as const) for (const r of v.winRate[category]) add(category, r.key, r);
    add('first player', 'first', v.winRate.firstPlayer);
    add('outcome', 'draw', v.draws);
    add('outcome', 'unfinished', v.unfinished);
  }
  return table(['variant', 'category', 'key', 'successes', 'trials', 'rate', 'low95', 'high95'], rows);
}

/** Each variant's differences from the base rules with their 95% intervals. */
export function versusBaseCsv(study: Study): string {
  const rows = study.summary.variants.flatMap((v) =>
    (v.versusBase ?? []).map((c) => [v.label, c.measure, c.base, c.variant, c.difference.estimate, c.difference.low, c.difference.high, c.difference.significant]),
  );
  return table(['variant', 'measure', 'base', 'variant_value', 'difference', 'low95', 'high95', 'significant'], rows);
}
