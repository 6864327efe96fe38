/** What the lobby shows of a match (the `summary` of the wire protocol). */
import type { MatchSummary } from '../client/wire.js';
import type { MatchRow } from '../store/store.js';

// The lobby's types are the wire protocol's, which the client declares.
export type { MatchSummary, SeatSummary } from '../client/wire.js';

export function summaryOf(row: MatchRow, taken: readonly string[]): MatchSummary {
  const held = new Set(taken);
  return {
    id: row.id,
    mode: row.mode,
    seats: row.seats.map((seat) => {
      const bot = row.bots[seat] ?? null;
      return { seat, taken: bot !== null || held.has(seat), bot };
    }),
    version: row.version,
    over: row.over,
    winner: row.winner,
  };
}
