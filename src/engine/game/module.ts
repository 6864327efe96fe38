/**
 * What a game module gives the engine. The engine knows statecharts, expressions, actions,
 * events, randomness, snapshots and views; everything about a particular game (its state,
 * its mechanics, what may be seen) comes through this interface.
 */
import { LoadError, reissued, type LoadIssue, type RuleViolation } from '../errors.js';
import { isPlainObject } from '../json/json-file.js';
import type { SelectorTable } from '../expr/types.js';
import type { RngState } from './rng.js';
import type { RulesFiles } from '../loading/rules.js';
import type { MachineIndex } from '../chart/statechart.js';
import type { BotParts, CardParts, GameMatch, MatchPlay, SimulationFacts } from './module-parts.js';
import type { EventWords } from './event-words.js';
import type { Catalogue, Messages } from '../i18n/catalogue.js';

/** A player action: plain JSON, sent by any frontend. */
export interface Action {
  readonly type: string;
  readonly seat: string;
  readonly [field: string]: unknown;
}

/** Something that happened, as the game reports it. Plain JSON, public information only. */
export interface GameEvent {
  readonly type: string;
  readonly [field: string]: unknown;
}

/**
 * The part of an event only some seats may know (a drawn card is known to its drawer and
 * to the teammates who see that hand): extra fields, and the seats that receive them.
 * Every other seat, and spectators, receive the event without them.
 */
export interface EventSecret {
  readonly to: readonly string[];
  readonly fields: Readonly<Record<string, unknown>>;
}

/** The part of every game state the engine itself relies on. */
export interface BaseState {
  /** The seeded generator: every random draw of the game comes from here. */
  rng: RngState;
}

/**
 * What game code works with: the live state, the mode rules, and the engine's services. `E`,
 * the game's event union (its public types in src/types/), is what `emit` takes, so that game
 * code compiles against the events it publishes.
 */
export interface Host<S extends BaseState, R, E extends GameEvent = GameEvent> {
  readonly state: S;
  readonly rules: R;
  /**
   * Reports an event to the caller of `apply` and to the event log. `event` is what every
   * seat may know; `secret`, if given, adds fields that only its `to` seats receive. Both are
   * new plain-JSON objects sharing no object or array with the state: the engine freezes them
   * as they are (the shadow check verifies it).
   */
  emit(event: E, secret?: EventSecret): void;
  /** Evaluates a guard of the mode rules against the current state. */
  guard(name: string, event?: Action): boolean;
}

/** One kind of player action (`playUnit`, `pass`, ...). */
export interface ActionKind<S extends BaseState, R> {
  /** One line for docs and tooling. */
  readonly description: string;
  /** The fields this action may carry besides `type` and `seat`; any other is refused. */
  readonly fields: readonly string[];
  /**
   * The JSON Schema of the whole action (game-kit/define-action.ts derives it from the
   * declaration's fields). An action from outside that `check` accepts is held to it, so a
   * field of the wrong shape that no rule looks at is refused too. Absent: `fields` only.
   */
  readonly schema?: object;
  /**
   * The legal instances of this action for `seat` now. Called only when the statechart
   * accepts the action type in the current state. They are new plain-JSON objects that share
   * no object or array with the state: the engine freezes them as they are and hands them out.
   */
  enumerate(host: Host<S, R>, seat: string): Action[];
  /** Why `action` cannot be applied now, or undefined. Must not change anything. */
  check(host: Host<S, R>, action: Action): RuleViolation | undefined;
  /**
   * Never listed by `legalActions` because it is always available (conceding): a seat the
   * statechart would accept only this from is not a seat that acts now.
   */
  readonly unlisted?: boolean;
  /**
   * False when the mode's rules rule this action out in every state (a knob off, no seat with a
   * teammate): it is then never listed, and a seat the statechart would accept only it from is
   * not a seat that acts. Asked once per mode. Absent: possible.
   */
  possible?(rules: R): boolean;
}

/** A named statechart action: game code run on a transition or on entering a state. */
export type MachineAction<S extends BaseState, R> = (host: Host<S, R>, event: Action | { readonly type: string }) => void;

/**
 * A statechart action that performs a player's action: the statechart runs it on that
 * action's event, which the game has already checked, so the event is the action.
 */
export function withAction<S extends BaseState, R, A = Action>(perform: (host: Host<S, R>, action: A) => void): MachineAction<S, R> {
  return (host, event) => perform(host, event as A);
}

/**
 * A game: everything it adds to rulegraph, as one object. The engine uses the members up to
 * `ended`; the code around it (bots, simulations, matches, the CLI, the card tools) uses the
 * rest, through the module of a mode's game, so that nothing outside the game's folder names
 * it. `V` is what the game's bots read of a seat's view (a game's `view(seat)`), from which
 * they sample whole games.
 */
export interface GameModule<S extends BaseState, R, Setup, V = unknown> {
  /** The game's name, the first part of a mode name (`riftbound` in `riftbound/duel`). */
  readonly id: string;
  /** The modes the game ships (`rules/<game>/<mode>.json`), in the order a lobby offers them. */
  readonly modes: readonly string[];
  /** The rules schema every mode file of this game is validated against. */
  readonly rulesSchema: object;
  /**
   * The game's message catalogues (docs/i18n.md): its refusals' words, and the French and other
   * words of the refusals its rules files' guards give (key `guard.<name>`, where the file
   * says what the English catalogue says).
   */
  readonly messages?: Messages<Catalogue>;
  /**
   * The words its statechart and rules files write themselves, in every language: the
   * description of each state (`state.<key>`, the machine's own `machine`) and of each guard
   * (`guard.<name>`), shown where the file says what the English catalogue says
   * (`fileText`, src/engine/i18n/file-words.ts).
   */
  readonly chartWords?: Messages<Catalogue>;
  readonly selectors: SelectorTable<S>;
  readonly machineActions: Readonly<Record<string, MachineAction<S, R>>>;
  readonly actions: Readonly<Record<string, ActionKind<S, R>>>;
  /**
   * Completes a validated rules document: loads what it refers to (card sets, for example)
   * through `files`, which resolves each name against the file that wrote it. Faults throw a
   * LoadError naming the file and JSON path.
   */
  resolveRules?(rules: R, files: RulesFiles): R;
  /** The initial state of a new game (before the statechart's setup states run). */
  createState(rules: R, setup: Setup, rng: RngState): S;
  /** Seat ids in turn order. */
  seats(state: S): readonly string[];
  /**
   * The faults of a state from outside (a snapshot's), paths under `$.state`: wrong shapes
   * or types, broken invariants (an object in two zones, an unknown seat). Empty when a game
   * may run on it.
   */
  stateIssues(state: unknown, rules: R): LoadIssue[];
  /**
   * The state a game runs on, made from one read from JSON (a snapshot's or a position's, checked
   * and copied for this game alone, so it may be changed in place). A game whose records hold
   * every field, unset ones as `undefined`, puts back the fields JSON left out: a restored game
   * then reads its records in one shape, as a game played from the start does. Absent: the
   * state is taken as it is.
   */
  completeState?(state: S): S;
  /** The winning team or seat once the game has one; null before and in a draw. */
  winner?(state: S): string | null;
  /** The state as `seat` may see it (hidden zones redacted); `null` for a spectator. */
  view(state: S, seat: string | null, rules: R): unknown;
  /** The schema of this game's positions (docs/scenarios.md). */
  readonly positionSchema: object;
  /** The rule overrides a position implies (its `rules`, and for example cards it defines). */
  positionRules(position: Readonly<Record<string, unknown>>): unknown;
  /**
   * The state a validated position describes, and the statechart state it rests in.
   * Faults throw a LoadError naming `file` and the JSON path.
   */
  fromPosition(rules: R, position: unknown, machine: MachineIndex, file: string): { state: S; machine: string };
  /**
   * The JSON Schemas this game publishes in `rules/schema/` for editors (its cards, decks,
   * positions, rules, scenarios...), by file name (`<game>-<format>.schema.json`), in the order
   * they are factored: a shape several files use is stated in the first (src/schemas.ts).
   */
  publishedSchemas(): Readonly<Record<string, object>>;
  /** The expectations this game adds to scenarios, with their schema (an object schema). */
  readonly expectations: {
    readonly schema: object;
    /** The unmet ones among `expected` (already schema-checked), first the most telling. */
    check(state: S, rules: R, expected: Readonly<Record<string, unknown>>): { what: string; expected: unknown; actual: unknown }[];
  };
  /** What frontends may show of each card, by card id (name, type, text...). */
  catalog(rules: R): Record<string, unknown>;
  /** An event in words (every event of the game), seats by label and objects by card name (event-words.ts). */
  describeEvent(event: GameEvent, state: S, rules: R): EventWords;
  /**
   * Runs a question that changes nothing in `state` (listing legal actions, checking an
   * action). A game whose caches are kept by their inputs may then compare those inputs once
   * for the whole question instead of before each read. Absent: the question just runs.
   */
  readOnly?<T>(state: S, run: () => T): T;
  /**
   * Called once when a game ends (its statechart reached its final state): a game that keeps
   * values derived from `state` for speed lets them go, so a finished game kept alive (a
   * record, a match, a replay browser) holds no more than its state. Absent: nothing to drop.
   */
  ended?(state: S): void;
  /** Sampling a game from a seat's view, and the value of a state, for the greedy and search bots (absent: only random bots play it). */
  readonly bots?: BotParts<S, R, V>;
  /** What a simulation records of each game (rounds, first seat, points); absent: the game is not simulated. */
  readonly simulation?: SimulationFacts<S, R>;
  /** How the game plays a match of several games, for a game that has matches. */
  readonly match?: MatchPlay<S, R, GameMatch<S>>;
  /** The compiler of the game's printed card text and the checks of its card and deck files, for a game whose cards rulegraph reads as text. */
  readonly cards?: CardParts<R>;
}

/**
 * The usual {@link GameModule.positionRules}: a position's `rules` overrides, with the cards it
 * defines inline (`cards`, in the game's card format) added to the rules' `extraCards`.
 */
export function rulesWithInlineCards(position: Readonly<Record<string, unknown>>): unknown {
  const cards = position['cards'] as unknown[] | undefined;
  if (!cards?.length) return position['rules'];
  const rules = (position['rules'] ?? {}) as Record<string, unknown>;
  return { ...rules, extraCards: [...((rules['extraCards'] as unknown[] | undefined) ?? []), ...cards] };
}

/**
 * The inverse of {@link rulesWithInlineCards} for faults: a fault in the rules a position
 * implies, moved to where the position wrote it, its inline `cards` (which join the rules'
 * `extraCards` after the position's own) or its `rules` overrides. A fault the position did
 * not write stays where it is.
 */
export function faultInPosition(error: LoadError, position: Readonly<Record<string, unknown>>, file: string): LoadError {
  const overrides = isPlainObject(position['rules']) ? position['rules'] : {};
  const ownExtra = Array.isArray(overrides['extraCards']) ? overrides['extraCards'].length : 0;
  const inline = Array.isArray(position['cards']) ? position['cards'].length : 0;
  const moved = error.issues.map((issue) => {
    const extra = /^\$(?:\.rules)?\.extraCards\[(\d+)\](.*)$/.exec(issue.path);
    if (extra && inline > 0) {
      const k = Number(extra[1]);
      return reissued(issue, { path: k < ownExtra ? `$.rules.extraCards[${k}]${extra[2]}` : `$.cards[${k - ownExtra}]${extra[2]}` });
    }
    if (error.file === file && issue.path.startsWith('$.rules')) return issue;
    const top = /^\$\.([A-Za-z]+)/.exec(issue.path)?.[1];
    return top !== undefined && Object.hasOwn(overrides, top) ? reissued(issue, { path: issue.path.replace(/^\$/, '$.rules') }) : null;
  });
  return moved.every((issue) => issue !== null) ? new LoadError(file, moved as LoadIssue[]) : error;
}
