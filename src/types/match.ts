/**
 * The public types of a Riftbound match (CR 478.6, 481): a sequence of games between the same
 * players with the same decks, as `createMatch` and `playMatch` return it.
 */
import type { GameRecording, Inspection, PlayableGame, RiftboundTypes } from './game.js';
import type { JsonObject } from './json.js';
import type { RiftboundModeName } from './riftbound.js';

/** Options of `createMatch`. */
export interface MatchOptions {
  /** A Riftbound mode: `riftbound/match` (best of three) or a one-game mode like `riftbound/duel`. */
  readonly mode: RiftboundModeName;
  /** Every game's seed follows from it. */
  readonly seed: number;
  /** Player names; default P1, P2, ... They name the players in every game. */
  readonly seats?: readonly string[];
  /** One deck per player (a ready-made deck name or a deck object), kept for the whole match. */
  readonly decks?: readonly (string | JsonObject)[];
  /** Rule overrides for every game, or the path of a rules file (docs/rules.md), as `createGame` reads them. */
  readonly rules?: JsonObject | string;
}

/** How one game of the match ended. */
export interface MatchGameResult {
  readonly game: number;
  /** The player (by name) who won it, or null when it ended without a winner. */
  readonly winner: string | null;
  /** Who played first. */
  readonly first: string;
  /** The battlefield each player brought, by player name. */
  readonly battlefields: { readonly [player: string]: string };
}

/** What the next game may be told: who plays first and each player's battlefield. */
export interface NextGameChoices {
  /** The player (by name) who takes the first turn; only after a game with a winner (its loser decides). */
  readonly first?: string;
  /** Battlefield card ids by player name, each among the player's battlefields left. */
  readonly battlefields?: { readonly [player: string]: string };
}

/** A match in progress: its current game, the results so far, what the next game may be told. */
export interface RiftboundMatch {
  readonly mode: string;
  readonly players: readonly string[];
  /** Games to win: a majority of the format's games (2 of 3, 1 of 1). */
  readonly gamesToWin: number;
  /** The game in progress, or the last one once the match is over. */
  readonly current: PlayableGame<RiftboundTypes>;
  readonly results: readonly MatchGameResult[];
  /** Game wins by player name. */
  readonly gameWins: { readonly [player: string]: number };
  readonly winner: string | null;
  readonly over: boolean;
  /** Who chooses the first player of the next game: the loser of the last, or null. */
  readonly chooser: string | null;
  /** The battlefields each player may still bring, by player name. */
  readonly battlefieldsLeft: { readonly [player: string]: readonly string[] };
  /** Every game's record so far, the current one last: each replays on its own. */
  gameRecords(): GameRecording<RiftboundTypes>[];
  /** Starts the next game once the current one is over; a faulty choice is refused with a LoadError. */
  nextGame(choices?: NextGameChoices): PlayableGame<RiftboundTypes>;
}

/** Options of `playMatch`: a match between random bots. */
export interface PlayMatchOptions extends MatchOptions {
  /** Seed of the bots' choices; defaults to the match seed. */
  readonly botSeed?: number;
  /** A safety limit per game: a game longer than this is an engine fault. */
  readonly maxActions?: number;
  /** Called with each game's setup events, then after every accepted action with its events. */
  readonly onEvents?: (events: readonly RiftboundTypes['event'][], game: PlayableGame<RiftboundTypes>) => void;
  /** Called when a game of the match ends. */
  readonly onGameOver?: (match: RiftboundMatch) => void;
}

export type CreateMatch = (options: MatchOptions, runtime?: Inspection) => RiftboundMatch;
export type PlayMatch = (options: PlayMatchOptions, runtime?: Inspection) => { match: RiftboundMatch; actions: number };
