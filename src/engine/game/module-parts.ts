/**
 * What a game module offers the code around the engine (bots, simulations, matches, the CLI,
 * the card tools): each part is a member of the game's `GameModule` (module.ts), so that code
 * asks the module of a mode for it and names no game. The engine itself uses none of these.
 */
import type { CardCompiler } from '../card-text/card-import.js';
import type { DeckTools } from './deck-tools.js';
import type { PoolDecks } from './pool-decks.js';
import type { Game } from './game.js';
import type { GameOptions } from './options.js';
import type { GameRecord } from './record.js';
import type { RngState } from './rng.js';

/** The part of a game state the engine relies on (`BaseState` of module.ts, which names these parts). */
type Stated = { rng: RngState };

/** What the greedy and search bots need of a game (docs/bots.md). */
export interface BotParts<S, R, V> {
  /**
   * A whole state consistent with what `seat` sees in `view`: the hidden cards drawn with `rng`
   * from those the seat cannot place (information-set sampling), never read from the true game.
   */
  determinize(view: V, seat: string, rules: R, rng: RngState): S;
  /** The value of a state for `seat`'s side, in [0, 1]: 1 won, 0 lost. */
  evaluate(state: S, rules: R, seat: string): number;
}

/** What a simulation records of a game beyond its winner (docs/simulation.md). */
export interface SimulationFacts<S, R> {
  /** What a game's rounds are called: a game plays turns, or days. */
  readonly round: 'turn' | 'day';
  /** The seat that takes the first turn (known once the game is created). */
  firstSeat(state: S): string;
  /** The round in progress, from 1. */
  roundNumber(state: S): number;
  /** Each team's points now, by team id (a seat's id when the mode has no teams). */
  points(state: S, rules: R): Record<string, number>;
}

/** The options of a match: those of its games, kept for every game. */
export interface MatchOptions {
  /** A mode of the game, like `<game>/match`. */
  readonly mode: string;
  /** Every game's seed follows from it. */
  readonly seed: number;
  /** Player names; default P1, P2, ... They name the players in every game. */
  readonly seats?: readonly string[];
  /** One deck per player (a ready-made deck name or a deck), kept for the whole match. */
  readonly decks?: readonly unknown[];
  /** Rule overrides for every game, or a rules file (docs/rules.md), as `createGame` reads them. */
  readonly rules?: Readonly<Record<string, unknown>> | string;
}

/** How the games of a match are made: `createGame` of the public API, handed in by its caller. */
export type NewGame<S extends Stated> = (options: MatchOptions & Readonly<Record<string, unknown>>, runtime: GameOptions) => Game<S>;

/** How one game of a match ended. */
export interface MatchGameResult {
  readonly game: number;
  /** The player (by name) who won it, or null when it ended without a winner. */
  readonly winner: string | null;
  /** Who played first. */
  readonly first: string;
}

/** A match in progress, as code that plays any game's matches sees it. */
export interface GameMatch<S extends Stated> {
  readonly players: readonly string[];
  /** Game wins that take the match (2 in a best of three). */
  readonly gamesToWin: number;
  /** The game in progress, or the last one once the match is over. */
  readonly current: Game<S>;
  readonly results: readonly MatchGameResult[];
  /** Game wins by player name. */
  readonly gameWins: Record<string, number>;
  readonly winner: string | null;
  readonly over: boolean;
  /** Every game's record so far, the current one last. */
  gameRecords(): GameRecord[];
}

/** A game played as a match of several games between the same players (Riftbound's best of three). */
export interface MatchPlay<S extends Stated, R, M extends GameMatch<S>> {
  /** Whether a mode with these rules is played as several games (its format). */
  playsSeveralGames(rules: R): boolean;
  /** A new match whose first game rests where its first player must act; faults throw a LoadError. */
  create(options: MatchOptions, runtime: GameOptions, newGame: NewGame<S>): M;
  /**
   * Starts the next game of a match whose current game is over, each choice between games
   * (who plays first, what each player brings) made by `pick` among those allowed.
   */
  nextAtRandom(match: M, pick: <T>(among: readonly T[]) => T): void;
}

/** What the card tools (`rulegraph cards`, `rulegraph validate`) use of a game whose rules are `R`. */
export interface CardParts<R> {
  /** The compiler of the game's printed card text. */
  readonly compiler: CardCompiler;
  /** A card set file on its own, read as a rules file's `cards` reads it; faults throw a LoadError with their paths. */
  checkCardSet(file: string, json: unknown): void;
  /**
   * A deck file on its own, against the cards and construction rules of the game's own modes
   * (`rulesOf` loads a shipped mode's rules); faults throw a LoadError with their paths.
   */
  checkDeck(file: string, json: unknown, rulesOf: (mode: string) => R): void;
  /** Deck codes and lists (`rulegraph decks`), for a game whose decks are exchanged as codes. */
  readonly decks?: DeckTools;
  /** Random legal decks of an imported card pool, for bots to play its cards (`cards coverage --play`). */
  readonly pool?: PoolDecks<R>;
}
