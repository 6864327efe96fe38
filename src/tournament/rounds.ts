/** Reading the event: the round in progress, a table of it, an entrant, whether a round is over. */
import { refuse } from './refusal.js';
import type { Entrant, Match, Round, TournamentState } from './state.js';

/** The last round paired, or undefined before the first. */
export function currentRound(state: TournamentState): Round | undefined {
  return state.rounds.at(-1);
}

export function roundOver(round: Round): boolean {
  return round.matches.every((m) => m.result !== null);
}

export function entrantOf(state: TournamentState, id: string, path: string): Entrant {
  const entrant = state.entrants.find((e) => e.id === id);
  if (!entrant) refuse('UNKNOWN_ENTRANT', 'TR 405.1', path, { entrant: id });
  return entrant;
}

/** The match at `table` in the round in progress, refused when there is none or it has its result. */
export function openMatchAt(state: TournamentState, table: number): Match {
  const round = currentRound(state);
  if (!round) refuse('NO_ROUND', 'TR 405.1', '$');
  const match = round.matches.find((m) => m.table === table);
  if (!match) refuse('UNKNOWN_TABLE', 'TR 405.1', '$.table', { round: round.number, table });
  if (match.result !== null) refuse('MATCH_OVER', 'TR 408.1', '$.table', { table });
  return match;
}

/** The table where `entrant` plays in the round in progress, while its match has no result; null otherwise. */
export function nextTable(state: TournamentState, entrant: string): number | null {
  const match = currentRound(state)?.matches.find((m) => m.result === null && m.entrants.includes(entrant));
  return match ? match.table : null;
}
