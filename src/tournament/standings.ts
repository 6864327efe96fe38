/**
 * Standings: entrants ordered by match points, then by TR 409.2's tiebreakers in order
 * (opponents' mean match-win percentage, game-win percentage, opponents' mean game-win
 * percentage), then by the lots drawn from the event's seed (TR 409.3). The order is total:
 * no two entrants share a place.
 */
import { records, type EntrantRecord } from './records.js';
import type { TournamentState } from './state.js';
import type { Standing } from '../types/tournament.js';

export type { Standing };

/** Percentages closer than this are equal: they are means of the same fractions summed in different orders. */
const SAME = 1e-9;

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/** The match-win and game-win percentages of a record. */
export function percentages(record: EntrantRecord, win: number): { matchWin: number; gameWin: number } {
  return { matchWin: ratio(record.matchPoints, win * record.matches), gameWin: ratio(record.gamePoints, win * record.games) };
}

/** Standings over the Swiss rounds, the first place first. */
export function standings(state: TournamentState): Standing[] {
  const { points, percentageFloor } = state.settings;
  const all = records(state);
  const pct = new Map([...all].map(([id, record]) => [id, percentages(record, points.win)]));
  const floored = (value: number) => Math.max(percentageFloor, value);
  const mean = (ids: readonly string[], pick: (p: { matchWin: number; gameWin: number }) => number) =>
    ids.length === 0 ? 0 : ids.reduce((sum, id) => sum + floored(pick(pct.get(id) ?? { matchWin: 0, gameWin: 0 })), 0) / ids.length;
  const lot = (id: string) => {
    const at = state.lots.indexOf(id);
    return at === -1 ? state.lots.length + state.entrants.findIndex((e) => e.id === id) : at;
  };
  const rows = state.entrants.map((entrant) => {
    const record = all.get(entrant.id) as EntrantRecord;
    return {
      entrant: entrant.id,
      name: entrant.name,
      players: entrant.players,
      matchPoints: record.matchPoints,
      record: { wins: record.wins, losses: record.losses, draws: record.draws, byes: record.byes },
      opponentsMatchWin: mean(record.opponents, (p) => p.matchWin),
      gameWin: pct.get(entrant.id)?.gameWin ?? 0,
      opponentsGameWin: mean(record.opponents, (p) => p.gameWin),
      dropped: entrant.dropped,
      lot: lot(entrant.id),
    };
  });
  const higher = (a: number, b: number) => (Math.abs(a - b) <= SAME ? 0 : b - a);
  rows.sort((a, b) =>
    b.matchPoints - a.matchPoints
    || higher(a.opponentsMatchWin, b.opponentsMatchWin)
    || higher(a.gameWin, b.gameWin)
    || higher(a.opponentsGameWin, b.opponentsGameWin)
    || a.lot - b.lot);
  const swiss = rows.map(({ lot: _lot, ...row }, i) => ({ rank: i + 1, swissRank: i + 1, ...row }));
  const reached = cutDepths(state);
  const placed = [...swiss].sort((a, b) => (reached.get(b.entrant) ?? 0) - (reached.get(a.entrant) ?? 0) || a.swissRank - b.swissRank);
  return placed.map((row, i) => ({ ...row, rank: i + 1 }));
}

/** How far each entrant of the top cut went: the cut rounds it played in, one more for the winner of the final. */
function cutDepths(state: TournamentState): Map<string, number> {
  const depths = new Map<string, number>();
  const cut = state.rounds.filter((r) => r.stage === 'topCut');
  cut.forEach((round, i) => {
    for (const match of round.matches) for (const id of match.entrants) depths.set(id, i + 1);
  });
  const final = state.phase === 'finished' ? cut.at(-1)?.matches[0]?.result?.winner : undefined;
  if (final) depths.set(final, cut.length + 1);
  return depths;
}
