/**
 * What an event writes out: its standings as JSON or CSV (one line an entrant, the tiebreakers
 * as percentages with two decimals in CSV), and its rounds as JSON.
 */
import type { Standing } from './standings.js';
import type { Round, TournamentState } from './state.js';

const HEADER = ['rank', 'swissRank', 'entrant', 'players', 'matchPoints', 'wins', 'losses', 'draws', 'byes', 'opponentsMatchWin', 'gameWin', 'opponentsGameWin', 'dropped'];

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
function field(value: string | number | boolean): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const percent = (value: number) => (value * 100).toFixed(2);

export function standingsCsv(rows: readonly Standing[]): string {
  const lines = rows.map((r) => [
    r.rank, r.swissRank, r.entrant, r.players.join(' '), r.matchPoints, r.record.wins, r.record.losses, r.record.draws, r.record.byes,
    percent(r.opponentsMatchWin), percent(r.gameWin), percent(r.opponentsGameWin), r.dropped,
  ].map(field).join(','));
  return `${[HEADER.join(','), ...lines].join('\n')}\n`;
}

/** The rounds as they were played: each match's tables, entrants, games and result. */
export function roundsJson(state: TournamentState): { readonly rounds: readonly Round[] } {
  return { rounds: state.rounds };
}
