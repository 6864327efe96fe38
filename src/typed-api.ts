/**
 * The public API of both entries, `rulegraph` (Node) and `rulegraph/browser`, seen through the
 * declared per-game types of src/types/: a game created for a Riftbound mode takes and gives
 * Riftbound's actions, events and views. The declarations hold plain types only, so a consumer
 * type-checks in seconds with `skipLibCheck: false`; test/types/ keeps them in step with the
 * engine. Each entry installs where definitions come from (files, or a bundle) and re-exports
 * this module.
 */
import * as api from './api.js';
import * as bots from './bots/random-bot.js';
import * as matchBots from './bots/match.js';
import * as registry from './bots/registry.js';
import * as botWindow from './bots/bot.js';
import * as matches from './match.js';
import * as tournaments from './tournament/create.js';
import type { CreateMatch, PlayMatch } from './types/match.js';
import type { CreateTournament, RestoreTournament } from './types/tournament.js';
import type { GameTypes, Inspection, ModeName, NewGameOptions, PlayableGame, RulesGameOptions, TypesOfMode, GameRecording, GameSnapshot } from './types/game.js';

export type * from './types/game.js';
export type * from './types/json.js';
export type * from './types/match.js';
export type * from './types/tournament.js';
export type * as Riftbound from './types/riftbound.js';
export type * as Altered from './types/altered.js';
export type { RiftboundAction, RiftboundEvent, RiftboundView, RiftboundRefusalCode, RiftboundModeName } from './types/riftbound.js';
export type { AlteredAction, AlteredEvent, AlteredView, AlteredRefusalCode, AlteredModeName } from './types/altered.js';
export { LoadError, EngineError, NotKeptError, type RuleViolation, type LoadIssue, type LoadIssueCode } from './engine/errors.js';
export { LIMITS } from './engine/limits.js';

// The engine's functions are typed by their state and rules; these are the same functions seen
// through the declared per-game types, which the runtime honours (test/types/ checks it).

/**
 * A new game, resting where the first player must act. Typed for the game of `mode`; a game
 * from rules that name their own mode (a rules file) is typed by the types you name.
 */
export const createGame: {
  <M extends ModeName>(options: NewGameOptions<M>, runtime?: Inspection): PlayableGame<TypesOfMode<M>>;
  <T extends GameTypes = GameTypes>(options: RulesGameOptions, runtime?: Inspection): PlayableGame<T>;
} = api.createGame as never;

/** A game continued from a snapshot; name its types to have them: `restoreGame<RiftboundTypes>(s)`. */
export const restoreGame: <T extends GameTypes = GameTypes>(snapshot: GameSnapshot, runtime?: Inspection) => PlayableGame<T> = api.restoreGame as never;

/** The game a record describes: same start, same actions, identical state. */
export const replay: <T extends GameTypes = GameTypes>(record: GameRecording<T>, runtime?: Inspection) => PlayableGame<T> = api.replay as never;

/** A game continuing from a position (docs/scenarios.md); `file` names the source in errors. */
export const loadPosition: <T extends GameTypes = GameTypes>(position: object, file?: string, runtime?: Inspection) => PlayableGame<T> = api.loadPosition as never;

/** Every mode the package ships. */
export const listModes: () => ModeName[] = api.listModes as never;

/** What a bot needs of a game: its seats and their legal actions. */
export interface Actable<A> {
  readonly seats: readonly string[];
  legalActions(seat: string): A[];
}

/** The first seat in turn order that has legal actions, with them; undefined when nobody can act. */
export const nextDecision: <A>(game: Actable<A>) => { seat: string; actions: A[] } | undefined = bots.nextDecision as never;

/** A bot that plays a uniformly random legal action, from its own seeded generator. */
export interface Bot {
  choose<A>(actions: readonly A[]): A;
}
export const RandomBot: new (seed: number) => Bot = bots.RandomBot as never;

export interface PlayOptions<M extends ModeName = ModeName> extends NewGameOptions<M> {
  /** Seed of the bots' choices; defaults to the game seed. */
  readonly botSeed?: number;
  /** A safety limit: a game longer than this is an engine fault. */
  readonly maxActions?: number;
  /** Called with the setup's events, then after every accepted action with its events. */
  readonly onEvents?: (events: readonly TypesOfMode<M>['event'][], game: PlayableGame<TypesOfMode<M>>, action?: TypesOfMode<M>['action']) => void;
}

/** Plays a complete game between random bots. */
export const playGame: <M extends ModeName>(options: PlayOptions<M>, runtime?: Inspection) => { game: PlayableGame<TypesOfMode<M>>; actions: number } = bots.playGame as never;

/** A new Riftbound match (CR 481.6); its first game rests where the first player must act. */
export const createMatch: CreateMatch = matches.createMatch as never;

/** Plays a whole Riftbound match between random bots, game after game. */
export const playMatch: PlayMatch = matchBots.playMatch as never;

/**
 * A new tournament of matches of `mode` (docs/tournaments.md): registration, Swiss rounds,
 * standings with TR 409's tiebreakers, the top cut. Bad options throw a LoadError.
 */
export const createTournament: CreateTournament = tournaments.createTournament as never;

/** A tournament continued from its state; a broken state throws a LoadError with its paths. */
export const restoreTournament: RestoreTournament = tournaments.restoreTournament as never;

/**
 * Bots that decide from one seat's window (its view, legal actions and events): `random`,
 * `greedy` and `search[:LEVEL]` by spec (docs/bots.md); unknown specs throw a BotSpecError.
 */
export const botFromSpec: (spec: string, seed: number) => SeatBot = registry.botFromSpec as never;
/** The bot specs and what each accepts, for help texts. */
export const BOT_SPECS: readonly { readonly spec: string; readonly description: string }[] = registry.BOT_SPECS;
export { BotSpecError } from './bots/spec-error.js';

/** What one seat may see of a game when it must decide: what a `SeatBot` is given. */
export interface SeatWindow<T extends GameTypes = GameTypes> {
  /** The mode played (`riftbound/duel`). */
  readonly mode: string;
  readonly seat: string;
  /** `game.view(seat)`. */
  readonly view: T['view'];
  /** `game.legalActions(seat)`; never empty when a bot is asked. */
  readonly actions: readonly T['action'][];
  /** `game.events(seat)`: what this seat was shown since the game began, up to when the window was made; made on first read. */
  readonly events: readonly T['event'][];
}

/** A bot of the registry, for any game: it decides from its seat's window only. */
export interface SeatBot {
  /** Its spec as reports spell it (`random`, `greedy`, `search:2`). */
  readonly name: string;
  /** One of `window.actions`; `deadline` (ms of the bots' clock) is when it must have decided. */
  choose<T extends GameTypes>(window: SeatWindow<T>, deadline?: number): T['action'];
}

/** The window of `seat` on a game now, to hand to a `SeatBot`. */
export const seatWindow: <T extends GameTypes>(game: PlayableGame<T>, seat: string) => SeatWindow<T> = botWindow.seatWindow as never;

// What each game exports of its own (src/games/public-api.ts).
export * from './games/public-api.js';
