/**
 * The public types of a tournament (docs/tournaments.md): Swiss rounds, matches and their
 * results, standings with the tiebreakers of TR 409, and the top cut, as `createTournament`
 * returns it. Plain declarations; test/tournament/declared-types.test.ts keeps them in step
 * with the schemas the tournament checks its input against.
 */
import type { Language } from './game.js';

/** A ready-made deck name or a deck object, as a game's `decks` option takes it. */
export type TournamentDeck = string | { readonly [key: string]: unknown };

/** Options of `createTournament`; every field but `mode` has a default. */
export interface TournamentOptions {
  /** Default `tournament`. */
  readonly name?: string;
  /** The mode each match is played in, like `riftbound/match`, `riftbound/2v2` or `altered/ffa`. */
  readonly mode: string;
  /** The lots and every other random method follow from it; default 0. */
  readonly seed?: number;
  /** Rounds of Swiss (TR 202.3); default 3. */
  readonly swissRounds?: number;
  /** Entrants of the single-elimination cut (a power of the entrants a match seats); default 0, no cut. */
  readonly topCut?: number;
  /** Game wins that take a match; default: the mode's own format (2 for `riftbound/match`), otherwise 1. */
  readonly gamesToWin?: number;
  /** Every decklist public (TR 401.5); default false. */
  readonly openDecklist?: boolean;
  /** Match points; default 3, 1 and 0. */
  readonly points?: { readonly win: number; readonly draw: number; readonly loss: number };
  /** The least a percentage counts for in the opponents' means; default 1/3. */
  readonly percentageFloor?: number;
  /** Minutes of a Swiss round (TR 604.1); default 60; null for untimed rounds. */
  readonly roundMinutes?: number | null;
  /** Minutes of a top-cut round; default null, untimed (TR 604.2). */
  readonly topCutMinutes?: number | null;
}

export type TournamentAction =
  /** Registers an entrant and its decks, before the first pairing (TR 401). */
  | { readonly type: 'register'; readonly name: string; readonly players?: readonly string[]; readonly decks: readonly TournamentDeck[] }
  /** Pairs the next round: Swiss (TR 202.3), then the top cut. */
  | { readonly type: 'pair' }
  /** One game's winner, or null for a drawn game. */
  | { readonly type: 'reportGame'; readonly table: number; readonly winner: string | null }
  /** Ends a match when time is called between games (TR 404.4, 404.5, 408.3). */
  | { readonly type: 'endMatch'; readonly table: number }
  /** An entrant concedes its match (TR 410.2). */
  | { readonly type: 'concede'; readonly table: number; readonly entrant: string }
  /** The players agree to draw their match (TR 410.2); not in the top cut. */
  | { readonly type: 'drawMatch'; readonly table: number }
  /** Feeds the round clock the time (ms): the first starts the round, one past its minutes calls time (TR 408). */
  | { readonly type: 'clock'; readonly at: number }
  /** An entrant drops (TR 414), named by its id or one of its players (a team drops as one, TR 603.3); its match in progress is conceded. */
  | { readonly type: 'drop'; readonly entrant: string }
  /** A dropped entrant re-enters before a later Swiss round (TR 414.7). */
  | { readonly type: 'reenter'; readonly entrant: string };

export type TournamentRefusalCode =
  | 'MALFORMED_ACTION'
  | 'REGISTRATION_CLOSED'
  | 'DUPLICATE_ENTRANT'
  | 'DUPLICATE_PLAYER'
  | 'WRONG_TEAM_SIZE'
  | 'DECK_REFUSED'
  | 'TOO_FEW_ENTRANTS'
  | 'ROUND_NOT_OVER'
  | 'EVENT_OVER'
  | 'NO_ROUND'
  | 'UNKNOWN_TABLE'
  | 'UNKNOWN_ENTRANT'
  | 'NOT_AT_TABLE'
  | 'MATCH_OVER'
  | 'NO_DRAW_IN_ELIMINATION'
  | 'ALREADY_DROPPED'
  | 'NOT_DROPPED'
  | 'REENTRY_CLOSED'
  | 'CLOCK_BACKWARDS';

/** Why an action was refused; the event is unchanged. */
export interface TournamentRefusal {
  readonly code: TournamentRefusalCode;
  readonly message: string;
  /** `TR 414.7`, or `docs/tournaments.md` for the event's own conventions. */
  readonly rule: string;
  /** JSON path of the fault in the action. */
  readonly path: string;
  /** For `DECK_REFUSED`: every fault the game's deck construction found, with its path. */
  readonly issues?: readonly { readonly path: string; readonly message: string; readonly rule?: string; readonly code?: string }[];
}

export interface TournamentSettings {
  readonly name: string;
  readonly mode: string;
  readonly swissRounds: number;
  readonly topCut: number;
  readonly gamesToWin: number;
  readonly openDecklist: boolean;
  readonly points: { readonly win: number; readonly draw: number; readonly loss: number };
  readonly percentageFloor: number;
  readonly roundMinutes: number | null;
  readonly topCutMinutes: number | null;
  /** Players an entrant brings (2 for a 2v2 team), read from the mode. */
  readonly teamSize: number;
  /** Entrants a match seats (more than 2 for a free-for-all pod), read from the mode. */
  readonly podSize: number;
}

export interface TournamentEntrant {
  readonly id: string;
  readonly name: string;
  readonly players: readonly string[];
  /** Null in a view where they are private (TR 401.5). */
  readonly decks: readonly TournamentDeck[] | null;
  readonly dropped: boolean;
}

export interface TournamentMatch {
  readonly table: number;
  /** Its entrants; in the top cut the designated player first (TR 407.2.a); one alone for a bye. */
  readonly entrants: readonly string[];
  /** Each game's winner, null for a drawn game. */
  readonly games: readonly (string | null)[];
  readonly conceded: readonly string[];
  /** Null while it is played. */
  readonly result: { readonly winner: string | null; readonly end: 'played' | 'time' | 'conceded' | 'intentionalDraw' | 'bye' } | null;
}

export interface TournamentRound {
  readonly number: number;
  readonly stage: 'swiss' | 'topCut';
  readonly matches: readonly TournamentMatch[];
  /** Times in ms of the clock fed by `clock` actions. */
  readonly clock: { readonly minutes: number | null; readonly startedAt: number | null; readonly now: number | null; readonly calledAt: number | null };
}

export type TournamentPhase = 'registration' | 'swiss' | 'topCut' | 'finished';

/** The whole event as JSON: store it, send it, continue it with `restoreTournament`. */
export interface TournamentState {
  readonly format: 'rulegraph/tournament@1';
  readonly seed: number;
  readonly settings: TournamentSettings;
  readonly phase: TournamentPhase;
  readonly entrants: readonly (TournamentEntrant & { readonly decks: readonly TournamentDeck[] })[];
  readonly rounds: readonly TournamentRound[];
  /** Entrant ids in the order drawn at the first pairing: the last tiebreaker (TR 409.3). */
  readonly lots: readonly string[];
  /** The seeded generator's state. */
  readonly rng: readonly [number, number, number, number];
}

/** The event as one viewer sees it: no generator state, others' decks null unless open decklist. */
export interface TournamentView extends Omit<TournamentState, 'entrants' | 'rng'> {
  readonly entrants: readonly TournamentEntrant[];
}

/** One line of the standings. */
export interface Standing {
  /** The place in the event: the top cut's entrants first, by how far each went. */
  readonly rank: number;
  /** The place after the Swiss rounds (TR 409). */
  readonly swissRank: number;
  readonly entrant: string;
  readonly name: string;
  readonly players: readonly string[];
  readonly matchPoints: number;
  readonly record: { readonly wins: number; readonly losses: number; readonly draws: number; readonly byes: number };
  /** TR 409.2.a: opponents' mean match-win percentage, from 0 to 1. */
  readonly opponentsMatchWin: number;
  /** TR 409.2.b: game-win percentage. */
  readonly gameWin: number;
  /** TR 409.2.c: opponents' mean game-win percentage. */
  readonly opponentsGameWin: number;
  readonly dropped: boolean;
}

export type TournamentResult = { readonly ok: true } | { readonly ok: false; readonly error: TournamentRefusal };

/** A tournament in progress. */
export interface Tournament {
  readonly state: TournamentState;
  readonly phase: TournamentPhase;
  /** The round being played or last played. */
  readonly round: TournamentRound | undefined;
  /** Applies `action`; a refusal's message is in `options.lang` (English by default). */
  apply(action: TournamentAction, options?: { readonly lang?: Language }): TournamentResult;
  /** The first place first; with the top cut's places once it is played. */
  standings(): Standing[];
  /** What `viewer` (an entrant id, or null for anyone else) may see. */
  view(viewer?: string | null): TournamentView;
  /** Whether the round's time has run out (TR 408.2). */
  readonly timeCalled: boolean;
  /** Milliseconds left in the round at the clock's last reading; null when untimed or not started. */
  readonly timeLeft: number | null;
  /** The game at `table` played on after time, decided by points after the additional turns (TR 408.2.b, 408.4.c); null when the table has no match in progress. */
  gameAtTime(table: number, points: { readonly [entrant: string]: number }): { readonly winner: string | null; readonly suddenDeath: boolean } | null;
  /** The table where `entrant` plays now, or null. */
  nextTable(entrant: string): number | null;
}

export type CreateTournament = (options: TournamentOptions) => Tournament;
export type RestoreTournament = (state: TournamentState) => Tournament;
