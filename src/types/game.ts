/**
 * The typed surface of a game, per game: what `createGame({ mode: 'riftbound/2v2' })` returns.
 * Plain declared types only (no schema-derived types, no statechart library types), so a
 * consumer type-checks quickly with `skipLibCheck: false`.
 */
import type { AlteredAction, AlteredEvent, AlteredModeName, AlteredRefusalCode, AlteredView } from './altered.js';
import type { AlteredCatalogCard, RiftboundCatalogCard } from './catalog.js';
import type { JsonObject, JsonValue } from './json.js';
import type { RiftboundAction, RiftboundEvent, RiftboundModeName, RiftboundRefusalCode, RiftboundView } from './riftbound.js';

export type * from './catalog.js';

/**
 * The languages of the words a person reads (refusals, reasons, descriptions, the tools' pages);
 * English is the default. docs/i18n.md says how one is added.
 */
export type Language = 'en' | 'fr';

/** How `describe` words an event: in `lang`, else in the game's language. */
export interface DescribeOptions {
  readonly lang?: Language;
}

/** What a game's types are: its actions, events, views, refusal codes and catalog cards. */
export interface GameTypes {
  readonly action: { readonly type: string; readonly seat: string };
  readonly event: { readonly type: string };
  readonly view: { readonly machine: string };
  readonly code: string;
  readonly card: { readonly id: string; readonly name: string; readonly type: string };
}

export interface RiftboundTypes {
  readonly action: RiftboundAction;
  readonly event: RiftboundEvent;
  readonly view: RiftboundView;
  readonly code: RiftboundRefusalCode;
  readonly card: RiftboundCatalogCard;
}

export interface AlteredTypes {
  readonly action: AlteredAction;
  readonly event: AlteredEvent;
  readonly view: AlteredView;
  readonly code: AlteredRefusalCode;
  readonly card: AlteredCatalogCard;
}

/** The games of the package by name, the first part of a mode name. */
export interface GamesByName {
  readonly riftbound: RiftboundTypes;
  readonly altered: AlteredTypes;
}

export type GameName = keyof GamesByName;
/** Every mode the package ships. */
export type ModeName = RiftboundModeName | AlteredModeName;
/** The types of the game a mode belongs to: `riftbound/2v2` gives Riftbound's. */
export type TypesOfMode<M extends string> = M extends `${infer G}/${string}` ? (G extends GameName ? GamesByName[G] : GameTypes) : GameTypes;

/** Why an action was refused: a stable code, a sentence, the rule. Nothing changed. */
export interface Refusal<C extends string = string> {
  readonly code: C;
  readonly message: string;
  readonly rule: string;
}

export type Applied<T extends GameTypes = GameTypes> =
  | {
      readonly ok: true;
      /** The events of the action as anyone may know them (the spectator stream). */
      readonly events: readonly T['event'][];
      /** The same events as each seat may know them, by seat (see `events(seat)`). */
      readonly bySeat: { readonly [seat: string]: readonly T['event'][] };
    }
  | { readonly ok: false; readonly error: Refusal<T['code']> };

/** A plain-JSON picture of a game at one moment; `restoreGame` continues from it. */
export interface GameSnapshot {
  readonly format: 'rulegraph/snapshot@1';
  readonly mode: string;
  readonly rules?: JsonValue;
  readonly machine: string;
  readonly state: JsonObject;
}

/** How a game started and every action since: `replay` rebuilds the identical game. */
export interface GameRecording<T extends GameTypes = GameTypes> {
  readonly format: 'rulegraph/record@1';
  readonly start: { readonly setup: JsonObject } | { readonly snapshot: GameSnapshot };
  readonly actions: readonly T['action'][];
}

/**
 * What one seat receives from `subscribe`, in the shape of the client's per-seat stream
 * (docs/client.md): the state now, and the events that led to it as the seat may know them.
 */
export interface SeatUpdate<T extends GameTypes = GameTypes> {
  /** The seat subscribed; null for a spectator. */
  readonly seat: string | null;
  /** How many actions the game has accepted (the server's match version). */
  readonly version: number;
  readonly view: T['view'];
  /** The seat's legal actions now (a spectator's: none). */
  readonly actions: readonly T['action'][];
  /** The events since the previous update, as this seat may know them (on the first update: every event so far, or null in a game that keeps no log). */
  readonly events: readonly T['event'][] | null;
  /** The same events in words, one entry each, as the game describes them (`describe`) right after the action; null when `events` is. */
  readonly log: readonly string[] | null;
  /** True for the first update a subscription receives, false for one pushed after an action. */
  readonly welcome: boolean;
}

/**
 * The rules of a mode as a game plays them (rules/schema/<game>-rules.schema.json, docs/rules.md):
 * its game, mode name and seats declared; the other fields are the game's rules document, with
 * what it loaded (its card database).
 */
export interface ModeRules {
  readonly game: string;
  readonly mode: string;
  readonly description?: string;
  readonly seats: { readonly names: readonly string[]; readonly teams?: readonly (readonly string[])[] };
  readonly [field: string]: unknown;
}

/** Why an action type is not available to a seat now: a refusal, with the engine's own codes when no rule refused. */
export type Unavailable<C extends string = string> = Refusal<C | UnavailableCode>;
/**
 * `NO_LEGAL_CHOICE`: the statechart accepts the action type now, but no choice of cards, targets
 * or payment passes the game's checks; `NEVER_LISTED`: an action accepted at any time that
 * `legalActions` never lists (`concede`).
 */
export type UnavailableCode = 'NO_LEGAL_CHOICE' | 'NEVER_LISTED';

/** One live game of one game's types (docs/api.md). */
export interface PlayableGame<T extends GameTypes = GameTypes> {
  /** The mode played, like `riftbound/duel`. */
  readonly mode: string;
  /** Seat ids in turn order. */
  readonly seats: readonly string[];
  /** The statechart state, like `turn.main.neutral.open`. */
  readonly machineState: string;
  /** True once the game has ended (a win or a draw). */
  readonly over: boolean;
  /** The winning team (a seat where there are no teams) once there is one; null before and in a draw. */
  readonly winner: string | null;
  /** The seats that must or may act now: each has at least one legal action. */
  toAct(): string[];
  /** The seats the statechart lets act now; a seat left out has no legal action. */
  actingSeats(): string[];
  /** Every legal action of `seat` now, ready for `apply`. */
  legalActions(seat: string): T['action'][];
  /** Applies an action: its events, or why it was refused (then nothing changed). */
  apply(action: T['action']): Applied<T>;
  /** The refusal `apply` would give, or undefined. */
  check(action: T['action']): Refusal<T['code']> | undefined;
  /** What `seat` may see; `null` (the default) views as a spectator. */
  view(seat?: string | null): T['view'];
  /** Every event since the start, in order, as `seat` may know it; `null` (the default) for a spectator; `from` and `to` slice the log as `Array.slice` does. Throws a NotKeptError in a game created with `keepEvents: false`. */
  events(seat?: string | null, from?: number, to?: number): readonly T['event'][];
  /** How many events the log holds now (0 in a game that keeps none): the `from` of the events after this moment. */
  readonly eventCount: number;
  /** An event in words, for logs: every event of the game, its seats by name and its objects by card name; in the game's language, or `lang`. */
  describe(event: T['event'], options?: DescribeOptions): string;
  /** The action types the statechart handles now with no legal instance for `seat`, each with why. */
  unavailableActions(seat: string): { type: T['action']['type']; reason: Unavailable<T['code']> }[];
  /** True while a restored game rests in a state that needs no player; `advance()` performs that step. */
  readonly automatic: boolean;
  advance(): Applied<T>;
  /** A copy of the full state (nothing hidden), with the statechart state: for tools, not for players. */
  state(): { machine: string; state: JsonObject };
  snapshot(): GameSnapshot;
  /** The same snapshot, sealed: `restoreGame` in this process continues from it unchecked (for search). */
  sealedSnapshot(): GameSnapshot;
  /** The mode's rules as this game plays them: deeply frozen, shared by the mode's games. */
  readonly rules: ModeRules;
  /** The start and every accepted action. Throws a NotKeptError in a game created with `keepRecord: false`. */
  record(): GameRecording<T>;
  /** Every card of the mode by card id, as card data: names, costs, Might, text (docs/api.md). */
  catalog(): { readonly [card: string]: T['card'] };
  /**
   * Calls `listener` at once with the state as `seat` sees it (`null`: a spectator), then after
   * every accepted action with the events it led to, filtered for that seat as the server
   * filters them; returns the function that stops it.
   */
  subscribe(seat: string | null, listener: (update: SeatUpdate<T>) => void): () => void;
  /** Stops the statechart actor. */
  dispose(): void;
}

/** Options of `createGame` for a mode: the game is typed by the mode's game. */
export interface NewGameOptions<M extends string = ModeName> {
  /** `game/mode`, like `riftbound/duel` (`listModes()`). */
  readonly mode: M;
  /** Every random draw of the game follows from it. */
  readonly seed: number;
  /** Player names in seating order. */
  readonly seats?: readonly string[];
  /** One deck per seat in seating order: a ready-made deck name or a deck object (docs/cards.md). */
  readonly decks?: readonly (string | JsonObject)[];
  /**
   * Overrides merged over the mode rules (house rules and knobs, without a new file), or a
   * rules file (its path): overrides of the mode when it has no `extends`, a mode of its own
   * that extends this one when it has (docs/rules.md).
   */
  readonly rules?: JsonObject | string;
}

/**
 * Options of `createGame` for rules that name their own mode: the path of a rules file that
 * `extends` a shipped mode, or such rules as a value. Name its types to have them:
 * `createGame<RiftboundTypes>({ rules: './house/my-duel.json', seed: 7 })`.
 */
export interface RulesGameOptions {
  readonly mode?: undefined;
  /** Every random draw of the game follows from it. */
  readonly seed: number;
  /** Player names in seating order. */
  readonly seats?: readonly string[];
  /** One deck per seat in seating order: a ready-made deck name or a deck object (docs/cards.md). */
  readonly decks?: readonly (string | JsonObject)[];
  /** A rules file's path (Node), or rules with `extends` naming a shipped mode (docs/rules.md). */
  readonly rules: string | (JsonObject & { readonly extends: string });
}

/**
 * A receiver of the statechart library's inspection events, a function or an observer. Written
 * as methods so that a receiver of XState's own, narrower event type (`@statelyai/inspect`'s
 * `inspector.inspect`) fits: the events it gets are XState's.
 */
export type InspectionReceiver = { receive(event: { readonly type: string }): void }['receive'] | { next?(event: { readonly type: string }): void };

/** Receives the statechart library's inspection events (see `@statelyai/inspect`). */
export interface Inspection {
  readonly inspect?: InspectionReceiver;
  /**
   * False: keep no event log (self-play, search). `apply` still returns each action's events;
   * `events()` throws a NotKeptError (code `EVENT_LOG_NOT_KEPT`). Default true.
   */
  readonly keepEvents?: boolean;
  /**
   * False: keep no record (the start and the actions): `record()` throws a NotKeptError (code
   * `RECORD_NOT_KEPT`). For games played and thrown away. Default true.
   */
  readonly keepRecord?: boolean;
  /** The language of refusals, unavailable actions' reasons and `describe`: `en` (default) or `fr` (docs/i18n.md). */
  readonly lang?: Language;
}
