/**
 * Each entrant's record, read from the Swiss rounds' results: match points, wins, losses,
 * draws, games, and whom it played. A bye is a match won by the games a match takes, and
 * counts for nobody's opponents; a drawn game counts as a game played (TR 404.3).
 */
import type { Match, TournamentState } from './state.js';

export interface EntrantRecord {
  readonly matchPoints: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly byes: number;
  /** Matches with a result, byes included. */
  readonly matches: number;
  readonly gamePoints: number;
  readonly games: number;
  /** Every entrant met in a finished or running match, once per meeting. */
  readonly opponents: readonly string[];
}

interface Tally {
  matchPoints: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  matches: number;
  gamePoints: number;
  games: number;
  opponents: string[];
}

/** The matches of the Swiss rounds (the top cut decides places, not standings). */
export function swissMatches(state: TournamentState): Match[] {
  return state.rounds.filter((round) => round.stage === 'swiss').flatMap((round) => round.matches);
}

/** Every entrant's record, by id, over the matches given (the Swiss rounds by default). */
export function records(state: TournamentState, matches: readonly Match[] = swissMatches(state)): Map<string, EntrantRecord> {
  const { points, gamesToWin } = state.settings;
  const tallies = new Map<string, Tally>(state.entrants.map((e) => [e.id, { matchPoints: 0, wins: 0, losses: 0, draws: 0, byes: 0, matches: 0, gamePoints: 0, games: 0, opponents: [] }]));
  for (const match of matches) {
    for (const id of match.entrants) {
      const tally = tallies.get(id);
      if (!tally) continue;
      tally.opponents.push(...match.entrants.filter((other) => other !== id));
      const result = match.result;
      if (!result) continue;
      tally.matches++;
      if (result.end === 'bye') {
        tally.byes++;
        tally.wins++;
        tally.matchPoints += points.win;
        tally.games += gamesToWin;
        tally.gamePoints += gamesToWin * points.win;
        continue;
      }
      if (result.winner === null) {
        tally.draws++;
        tally.matchPoints += points.draw;
      } else if (result.winner === id) {
        tally.wins++;
        tally.matchPoints += points.win;
      } else {
        tally.losses++;
        tally.matchPoints += points.loss;
      }
      for (const game of countedGames(match, gamesToWin)) {
        tally.games++;
        tally.gamePoints += game === null ? points.draw : game === id ? points.win : points.loss;
      }
    }
  }
  return tallies;
}

/**
 * The games a finished match counts: those played, and for a match conceded, the games the
 * winner lacked to take it, as if won (the match was given up, not played out).
 */
export function countedGames(match: Match, gamesToWin: number): (string | null)[] {
  const result = match.result;
  if (!result || result.end !== 'conceded' || result.winner === null) return match.games;
  const won = match.games.filter((g) => g === result.winner).length;
  return [...match.games, ...Array<string>(Math.max(0, gamesToWin - won)).fill(result.winner)];
}
