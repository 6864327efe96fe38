/**
 * A tournament is plain JSON: its settings, its entrants, its rounds with every match and game
 * result, and the state of its seeded generator. It stores, replays and travels as it is; every
 * figure (standings, tiebreakers, the next pairing) is derived from it.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { RngState } from '../engine/game/rng.js';
import type { TournamentSettings } from '../types/tournament.js';

/** The settings as the event runs them, every default filled in, with the shape of a match read from the mode. */
export type { TournamentSettings };

export const TOURNAMENT_FORMAT = 'rulegraph/tournament@1';

/** What an event decides before it starts; every field but `mode` has a default (docs/tournaments.md). */
export const settingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mode'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    /** The mode each match is played in, like `riftbound/match`. */
    mode: { type: 'string', minLength: 1, maxLength: 100 },
    seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
    /** Rounds of Swiss (TR 202.3). */
    swissRounds: { type: 'integer', minimum: 1, maximum: 30 },
    /** Entrants in the single-elimination top cut after the Swiss rounds (TR 202.4); 0 for none. */
    topCut: { type: 'integer', minimum: 0, maximum: 256 },
    /** Game wins that take a match: 2 in a best of three (TR 404.2). */
    gamesToWin: { type: 'integer', minimum: 1, maximum: 5 },
    /** Every decklist public (TR 401.5). */
    openDecklist: { type: 'boolean' },
    /** Match points for a win, a draw and a loss. */
    points: {
      type: 'object',
      additionalProperties: false,
      required: ['win', 'draw', 'loss'],
      properties: { win: { type: 'integer', minimum: 0, maximum: 100 }, draw: { type: 'integer', minimum: 0, maximum: 100 }, loss: { type: 'integer', minimum: 0, maximum: 100 } },
    },
    /** The least a percentage counts for in the opponents' means (TR 409.2.a, 409.2.c). */
    percentageFloor: { type: 'number', minimum: 0, maximum: 1 },
    /** Minutes of a Swiss round (TR 604.1); null for untimed rounds. */
    roundMinutes: { anyOf: [{ type: 'integer', minimum: 1, maximum: 600 }, { type: 'null' }] },
    /** Minutes of a top-cut round; null (the default) for untimed ones (TR 604.2). */
    topCutMinutes: { anyOf: [{ type: 'integer', minimum: 1, maximum: 600 }, { type: 'null' }] },
  },
} as const;

export type TournamentOptions = FromSchema<typeof settingsSchema>;

/** A player or a team, with the decks registered for the event (TR 401.3: they do not change). */
export interface Entrant {
  readonly id: string;
  readonly name: string;
  /** Its players in seating order (TR 603.2.a). */
  readonly players: readonly string[];
  /** One deck per player: a ready-made deck name or a deck object. */
  readonly decks: readonly unknown[];
  /** Whether it has dropped (TR 414); a dropped entrant is paired no more but keeps its results. */
  dropped: boolean;
}

/** How a match came to its result. */
export type MatchEnd = 'played' | 'time' | 'conceded' | 'intentionalDraw' | 'bye';

export interface MatchResult {
  /** The entrant who won the match, or null for a draw. */
  readonly winner: string | null;
  readonly end: MatchEnd;
}

export interface Match {
  readonly table: number;
  /** Its entrants, the designated player first in a top cut (TR 407.2.a); one alone for a bye. */
  readonly entrants: readonly string[];
  /** The winner of each game so far, null for a drawn game (TR 404.3). */
  readonly games: (string | null)[];
  /** Entrants who conceded the match or dropped from it (TR 410.2, 410.5). */
  readonly conceded: string[];
  /** Null while it is being played. */
  result: MatchResult | null;
}

export type Stage = 'swiss' | 'topCut';

/** A round's clock, fed the time from outside (milliseconds of any clock, as long as it never goes back). */
export interface RoundClock {
  /** The round's time, null for an untimed round. */
  readonly minutes: number | null;
  /** When the round began (the first time fed), null before. */
  startedAt: number | null;
  /** The last time fed. */
  now: number | null;
  /** When its time ran out, null before (TR 408.2). */
  calledAt: number | null;
}

export interface Round {
  readonly number: number;
  readonly stage: Stage;
  readonly matches: Match[];
  readonly clock: RoundClock;
}

export type Phase = 'registration' | 'swiss' | 'topCut' | 'finished';

export interface TournamentState {
  readonly format: typeof TOURNAMENT_FORMAT;
  readonly seed: number;
  readonly settings: TournamentSettings;
  phase: Phase;
  readonly entrants: Entrant[];
  readonly rounds: Round[];
  /**
   * Entrant ids in an order drawn from the seed when the first round is paired: the random
   * method that breaks ties left after every tiebreaker (TR 409.3), and the first round's pairing.
   */
  lots: string[];
  /** The generator's state, advanced by every draw. */
  rng: RngState;
}

const name = { type: 'string', minLength: 1, maxLength: 64 } as const;
const count = { type: 'integer', minimum: 0, maximum: 100_000 } as const;
const uint32 = { type: 'integer', minimum: 0, maximum: 4294967295 } as const;

/** A stored state, checked before an event continues from it (`restoreTournament`). */
export const stateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['format', 'seed', 'settings', 'phase', 'entrants', 'rounds', 'lots', 'rng'],
  properties: {
    format: { const: TOURNAMENT_FORMAT },
    seed: uint32,
    settings: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'mode', 'swissRounds', 'topCut', 'gamesToWin', 'openDecklist', 'points', 'percentageFloor', 'roundMinutes', 'topCutMinutes', 'teamSize', 'podSize'],
      properties: {
        ...settingsSchema.properties,
        teamSize: { type: 'integer', minimum: 1, maximum: 8 },
        podSize: { type: 'integer', minimum: 2, maximum: 8 },
      },
    },
    phase: { enum: ['registration', 'swiss', 'topCut', 'finished'] },
    entrants: {
      type: 'array',
      maxItems: 4096,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'players', 'decks', 'dropped'],
        properties: {
          id: name,
          name,
          players: { type: 'array', minItems: 1, maxItems: 8, items: name },
          decks: { type: 'array', maxItems: 8, items: { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'object' }] } },
          dropped: { type: 'boolean' },
        },
      },
    },
    rounds: {
      type: 'array',
      maxItems: 64,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['number', 'stage', 'matches', 'clock'],
        properties: {
          number: count,
          stage: { enum: ['swiss', 'topCut'] },
          clock: {
            type: 'object',
            additionalProperties: false,
            required: ['minutes', 'startedAt', 'now', 'calledAt'],
            properties: {
              minutes: { anyOf: [{ type: 'integer', minimum: 1, maximum: 600 }, { type: 'null' }] },
              startedAt: { anyOf: [{ type: 'number', minimum: 0 }, { type: 'null' }] },
              now: { anyOf: [{ type: 'number', minimum: 0 }, { type: 'null' }] },
              calledAt: { anyOf: [{ type: 'number', minimum: 0 }, { type: 'null' }] },
            },
          },
          matches: {
            type: 'array',
            maxItems: 4096,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['table', 'entrants', 'games', 'conceded', 'result'],
              properties: {
                table: count,
                entrants: { type: 'array', minItems: 1, maxItems: 8, items: name },
                games: { type: 'array', maxItems: 64, items: { anyOf: [name, { type: 'null' }] } },
                conceded: { type: 'array', maxItems: 8, items: name },
                result: {
                  anyOf: [
                    { type: 'null' },
                    {
                      type: 'object',
                      additionalProperties: false,
                      required: ['winner', 'end'],
                      properties: { winner: { anyOf: [name, { type: 'null' }] }, end: { enum: ['played', 'time', 'conceded', 'intentionalDraw', 'bye'] } },
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
    lots: { type: 'array', maxItems: 4096, items: name },
    rng: { type: 'array', minItems: 4, maxItems: 4, items: uint32 },
  },
} as const;
