/**
 * The messages of the `rulegraph serve` wire protocol (docs/server.md), typed by the game of
 * the match: a riftbound match carries Riftbound's views, actions, events and refusal codes.
 * Declared types only, so the client bundle holds no engine code.
 */
import type { GameTypes, Language, ModeName, TypesOfMode } from '../types/game.js';
import type { JsonObject } from '../types/json.js';
import type { Standing, TournamentAction, TournamentDeck, TournamentOptions, TournamentView } from '../types/tournament.js';

export type { Standing, TournamentView };

/** The codes the server itself answers with, besides the engine's refusal codes. */
export type ServerErrorCode =
  | 'STALE_VERSION'
  | 'SEAT_TAKEN'
  | 'NOT_FOUND'
  | 'ORIGIN_REFUSED'
  | 'HOST_REFUSED'
  | 'TOO_MANY_CONNECTIONS'
  | 'UNAUTHORIZED'
  | 'BAD_REQUEST'
  | 'TOO_LARGE'
  | 'RATE_LIMITED'
  | 'BOT_NOT_ALLOWED'
  | (string & {});

/** An error as the server sends it: a stable code, a sentence, the rule and the JSON path when known. */
export interface WireError<C extends string = string> {
  readonly code: C | ServerErrorCode;
  readonly message: string;
  readonly rule?: string;
  readonly path?: string;
}

/** One seat of a match as the lobby sees it. */
export interface SeatSummary {
  readonly seat: string;
  readonly taken: boolean;
  /** The bot that plays the seat, or null. */
  readonly bot: string | null;
}

/** A match as `GET /api/matches` lists it. */
export interface MatchSummary {
  readonly id: string;
  readonly mode: string;
  readonly seats: readonly SeatSummary[];
  readonly version: number;
  readonly over: boolean;
  readonly winner: string | null;
}

/**
 * A match's cards, `GET /api/matches/:id/cards`: by card id, each card's data as its game's card
 * schema has it (name, type, costs, Might or statistics, keywords...) and its `text`.
 */
export interface CardCatalog {
  readonly [card: string]: JsonObject;
}

/** The body of `POST /api/matches`. */
export interface NewMatch<M extends string = ModeName> {
  readonly mode: M;
  /**
   * The contents of a rules file (docs/rules.md): overrides of the mode, or rules that extend
   * it (`"extends": "riftbound/duel"`). A server reads no file: what rules name stays inside
   * the package's rules.
   */
  readonly rules?: JsonObject;
  readonly decks?: JsonObject;
  readonly seed?: number;
  /** Seats played by a bot, with the bot's name (`random`). */
  readonly bots?: { readonly [seat: string]: string };
}

/** What joining a seat gives: the credential that lets this client act and see as the seat. */
export interface SeatCredential {
  readonly seat: string;
  readonly credential: string;
  /** The language the server words the seat's messages in (the join's `lang`, else the request's Accept-Language, else English). */
  readonly lang: Language;
}

// ---- socket messages ------------------------------------------------------------------------

export interface HelloMessage {
  readonly type: 'hello';
  readonly credential?: string;
  readonly since?: number;
  /** The language of this connection's messages; a seat's own when not given (and a seat's from now on when given). */
  readonly lang?: Language;
}

/** Words this connection's messages (and a seat's, stored) in `lang` from now on; answered with a {@link LanguageChanged}. */
export interface LanguageMessage {
  readonly type: 'lang';
  readonly lang: Language;
}

export interface ActMessage<T extends GameTypes = GameTypes> {
  readonly type: 'act';
  readonly id: string;
  readonly version: number;
  readonly action: T['action'];
}

export type ClientMessage<T extends GameTypes = GameTypes> = HelloMessage | ActMessage<T> | LanguageMessage;

export interface WelcomeMessage<T extends GameTypes = GameTypes> {
  readonly type: 'welcome';
  readonly seat: string | null;
  readonly version: number;
  readonly view: T['view'];
  readonly actions: readonly T['action'][];
  /** The seat's events after `since`, or null when the server no longer holds them (the view is all). */
  readonly events: readonly T['event'][] | null;
  /** The same events in words (`game.describe`), one entry each; null with `events`. */
  readonly log: readonly string[] | null;
}

export interface AckMessage {
  readonly type: 'ack';
  readonly id: string;
  readonly version: number;
}

export interface RefusedMessage<T extends GameTypes = GameTypes> {
  readonly type: 'refused';
  readonly id: string;
  readonly version: number;
  readonly error: WireError<T['code']>;
}

export interface UpdateMessage<T extends GameTypes = GameTypes> {
  readonly type: 'update';
  readonly version: number;
  readonly events: readonly T['event'][];
  /** The events in words (`game.describe`), one entry each. */
  readonly log: readonly string[];
  readonly view: T['view'];
  readonly actions: readonly T['action'][];
}

export interface RedirectMessage {
  readonly type: 'redirect';
  readonly url: string;
}

export interface ErrorMessage {
  readonly type: 'error';
  readonly error: WireError;
}

/** The server's answer to a {@link LanguageMessage}: the messages after it are in `lang`. */
export interface LanguageChanged {
  readonly type: 'lang';
  readonly lang: Language;
}

export type ServerMessage<T extends GameTypes = GameTypes> =
  | WelcomeMessage<T>
  | AckMessage
  | RefusedMessage<T>
  | UpdateMessage<T>
  | RedirectMessage
  | ErrorMessage
  | LanguageChanged;

/** The game types of a mode name, or the generic ones for a mode the package does not ship. */
export type MatchTypes<M extends string> = TypesOfMode<M>;

/** A new tournament (docs/tournaments.md, docs/server.md): the event's options and the rules of its matches. */
export interface NewTournament<M extends string = ModeName> extends Omit<TournamentOptions, 'mode'> {
  readonly mode: M;
  /** Overrides of the mode every match is played by, as a match's `rules`. */
  readonly rules?: JsonObject;
}

/** An entrant to register: its name, its players (a team's, A then B), one deck a player, and the bots that play its players. */
export interface NewEntrant {
  readonly name: string;
  readonly players?: readonly string[];
  readonly decks: readonly TournamentDeck[];
  /** Bot name by player (docs/bots.md). */
  readonly bots?: Readonly<Record<string, string>>;
}

/** A tournament as the server answers it. */
export interface TournamentSummary {
  readonly id: string;
  /** What anyone may see: others' decklists hidden unless open decklist (TR 401.5). */
  readonly tournament: TournamentView;
  /** By table of the round in progress: the server matches of its games in order, the last one in play. */
  readonly tables: Readonly<Record<string, readonly string[]>>;
  readonly timeLeft: number | null;
  readonly timeCalled: boolean;
  /** By table of the round in progress: its game played on after time (TR 408), the turn that ends the additional turns, and whether it is in sudden death. */
  readonly atTime: Readonly<Record<string, { readonly match: string; readonly lastTurn: number; readonly suddenDeath: boolean }>>;
}

/** A registered entrant's answer: each of its players' credential, shown once, to ask where it plays (`myTable`). */
export interface RegisteredEntrant extends TournamentSummary {
  readonly credentials: Readonly<Record<string, string>>;
}

/** A new tournament's answer: its organiser's credential, shown once. */
export interface CreatedTournament extends TournamentSummary {
  readonly credential: string;
}

/** Where a player plays now: the table, and the server match and seat of the game in play there. */
export interface PlayerTable {
  readonly entrant: string;
  readonly table: number | null;
  readonly match: string | null;
  readonly seat: string | null;
}

/** What an organiser reports: a game, time between games, a concession, an intentional draw, a drop or a re-entry. */
export type ReportedAction = Extract<TournamentAction, { type: 'reportGame' | 'endMatch' | 'concede' | 'drawMatch' | 'drop' | 'reenter' }>;
