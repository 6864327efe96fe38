/** What the lobby shows of a match (the `summary` of the wire protocol). */
import type { MatchRow } from '../store/store.js';

export interface SeatSummary {
  readonly seat: string;
  readonly taken: boolean;
  readonly bot: string | null;
}

export interface MatchSummary {
  readonly id: string;
  readonly mode: string;
  readonly seats: readonly SeatSummary[];
  readonly version: number;
  readonly over: boolean;
  readonly winner: string | null;
}

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
