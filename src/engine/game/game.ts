/**
 * The game runtime: one live game of any game module, driven by plain JSON actions.
 *
 * The statechart is the flow: it decides which action types are possible in the current
 * state and runs the game's named actions on its transitions. It is stepped by a table
 * compiled from it (or by an XState actor when inspected; see steppers.ts). The runtime
 * checks every action before anything changes, so a refused action leaves the game exactly
 * as it was; advances through states tagged `auto`; collects events; and keeps the record
 * from which the game can be replayed.
 */
import type { StateValue } from 'xstate';
import { EngineError, inLanguage, NotKeptError, type RuleViolation } from '../errors.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language.js';
import type { DescribeOptions } from '../../types/game.js';
import { frozenCopy, jsonCopy } from '../json/freeze.js';
import { sameStrings } from '../json/json-equal.js';
import { FlowCache, flowTables } from './flow-cache.js';
import { ActionRecord } from './action-record.js';
import type { Action, ActionKind, BaseState, GameEvent } from './module.js';
import { ActionSealer, ListedActions } from './sealed-action.js';
import { sealSnapshot } from './sealed-snapshot.js';
import { ADVANCE, AUTO_TAG, type MachineIndex } from '../chart/statechart.js';
import type { Stepper } from '../chart/stepper.js';
import { defaultStepping, type SteppingMode } from '../chart/stepping-mode.js';
import { AppliedResult, type ApplyResult } from './seat-events.js';
import { EventLog } from './event-log.js';
import { asEngineError, EventLimitReached, MAX_EVENTS_PER_ACTION, reading, RuntimeHost } from './host.js';
import { actionCopy, schemaRefusal, shapeRefusal } from './action-input.js';
import { frozenSnapshotStart, isSealedStart, snapshotFrame, snapshotOf, type GameRecord, type Snapshot } from './record.js';
import type { GameOptions } from './options.js';
import { frozenMachineConfig, frozenRules } from './definition-caches.js';
import { replayGame } from './replay.js';
import { advanceWhileAutomatic, SETTLE, startStepper } from './steppers.js';
import { checkListing } from './listing-check.js';
import { SeatSubscribers, type SeatUpdate } from './seat-stream.js';
import { noInstanceReason } from './unavailable.js';
import type { GameDefinition } from './definition.js';
import { refuse, text } from '../i18n/messages.js';

export class Game<S extends BaseState = BaseState, R = unknown> {
  readonly mode: string;
  private readonly definition: GameDefinition<S, R>;
  private readonly host: RuntimeHost<S, R>;
  /** Steps the statechart: the compiled table or an XState actor (see steppers.ts). */
  private stepper: Stepper;
  #stepping: SteppingMode = 'actor';
  private readonly options: GameOptions;
  /** How the game started, unless it keeps no record (`keepRecord: false`). */
  private readonly start: GameRecord['start'] | undefined;
  /** Set when game code failed in a game that keeps no record to rebuild it from. */
  private failure: EngineError | undefined = undefined;
  private readonly actions: ActionRecord;
  private readonly log: EventLog;
  /** What the statechart allows in the current state version (see flow-cache.ts). */
  private readonly flow: FlowCache<ActionKind<S, R>>;
  /**
   * The sealed actions `legalActions` listed in the current state version, by seat: asked
   * again, the same list; applied, known by identity (a short scan of the lists).
   */
  private readonly listed = new ListedActions();
  private readonly sealer = new ActionSealer();
  /** The seats, frozen: asked of the game once per state version, and the same list while they do not change. */
  private seatList: readonly string[] = [];
  private seatsAsked = false;
  /** The last sealed snapshot taken, handed out again while the state it shares is unchanged. */
  private lastSealed: Readonly<Snapshot<S>> | undefined = undefined;
  /** The listeners of `subscribe`, and the version they see. */
  private readonly subscribers = new SeatSubscribers();

  /** Use `createGame` or `restoreGame`; this constructor is for game loaders. */
  constructor(definition: GameDefinition<S, R>, state: S, start: GameRecord['start'], machineState: string | undefined, options: GameOptions = {}) {
    this.definition = definition;
    this.mode = definition.mode;
    this.options = options;
    this.log = new EventLog(options.keepEvents !== false);
    // The record never holds a caller's objects: decks, overrides and snapshots are copied once.
    this.start = options.keepRecord === false ? undefined : 'snapshot' in start ? frozenSnapshotStart(start.snapshot) : frozenCopy(start);
    this.actions = new ActionRecord(definition.module.actions);
    // Either shadow check also verifies that events share nothing with the state.
    const checkEvents = options.shadowCheck === true || (options.stepping ?? defaultStepping()) === 'shadow';
    // A game restored from a sealed snapshot shares its state until its first change.
    this.host = new RuntimeHost(state, definition.rules, definition.guards, checkEvents, isSealedStart(start));
    this.flow = new FlowCache(flowTables(definition, definition.module.actions), this.host);
    this.stepper = this.startStepper(machineState);
    // A new game runs its setup until a player must act; a restored one rests where it was,
    // even in a state that needs no player (a position "at the scoring step"). Its eventless
    // transitions are taken, though: a position whose data says "showdown" enters it. (A
    // finished game rests in its final state: a stepper takes nothing there.) A sealed
    // snapshot was taken from a live game, which took every eventless transition due after
    // each step: its state (shared, not copied) has none left to take.
    if (machineState === undefined) {
      this.host.own();
      advanceWhileAutomatic(this.stepper);
    } else if (!isSealedStart(start)) {
      this.host.own();
      this.stepper.send({ type: SETTLE });
    }
    this.stateChanged();
    this.log.append(this.host.takeEvents());
  }

  /** A new state version: the statechart or the game state may have changed. */
  private stateChanged(): void {
    this.flow.invalidate();
    this.listed.clear();
    this.seatsAsked = false;
    this.lastSealed = undefined;
  }

  /** A stepper for this game's statechart, in the state named or new (steppers.ts); the game then steps as it does. */
  private startStepper(machineState: string | undefined): Stepper {
    const { stepper, stepping } = startStepper(this.definition, this.host, this.options, machineState);
    this.#stepping = stepping;
    return stepper;
  }

  /** How this game steps its statechart (an inspected game, or a machine the table cannot express, uses an actor). */
  get stepping(): SteppingMode {
    return this.#stepping;
  }

  /** The statechart state, like `turn.main.neutral.open`. */
  get machineState(): string {
    return this.stepper.name;
  }

  /** True while the statechart rests in a state that needs no player (see `advance`). */
  get automatic(): boolean {
    return this.stepper.hasTag(AUTO_TAG);
  }

  /**
   * Performs the step of the state that needs no player where the statechart rests (only a
   * restored game or position can rest there), and returns its events. `apply` does this
   * by itself after every action.
   */
  advance(): ApplyResult {
    if (!this.automatic) {
      return { ok: false, error: this.inLanguage(refuse('NOT_AUTOMATIC', 'docs/architecture.md', { machineState: this.machineState })) };
    }
    return this.dispatch({ type: ADVANCE, seat: '' }, false);
  }

  /** True once the statechart has reached its final state. */
  get over(): boolean {
    return this.stepper.done;
  }

  get seats(): readonly string[] {
    if (!this.seatsAsked) {
      const seats = this.definition.module.seats(this.host.state);
      // Seats seldom change: the list frozen before is handed out again (freezing one costs a call into V8's runtime).
      if (!sameStrings(seats, this.seatList)) this.seatList = Object.freeze([...seats]);
      this.seatsAsked = true;
    }
    return this.seatList;
  }

  /** The winning team (a seat in games without teams) once there is one; null until then and in a draw. */
  get winner(): string | null {
    return this.definition.module.winner?.(this.host.state) ?? null;
  }

  /** The seats that must or may act now (each has at least one legal action), in turn order. */
  toAct(): string[] {
    // Seats the statechart lets nobody act for are answered without listing anything.
    return this.actingSeats().filter((seat) => this.legalActions(seat).length > 0);
  }

  /** The language of the words this game hands out: refusals, reasons, descriptions (option `lang`, English by default). */
  get lang(): Language {
    return this.options.lang ?? DEFAULT_LANGUAGE;
  }

  /** A refusal handed out, as a copy in the game's language. */
  private inLanguage(refusal: RuleViolation): RuleViolation {
    return inLanguage(refusal, this.lang);
  }

  /** The mode's rules as this game plays them; deeply frozen (games of a mode share them). */
  get rules(): R {
    return frozenRules(this.definition);
  }

  private get stateValue(): StateValue {
    return this.stepper.value;
  }

  /** Why the statechart refuses `action` in its current state, or undefined when it accepts it. */
  private machineRefusal(action: Action): RuleViolation | undefined {
    return this.flow.refusal(this.stateValue, action, this.machineState);
  }

  /**
   * The legal actions of `seat` now, each ready to pass to `apply`. They are sealed (deeply
   * frozen copies): applied unchanged in the same state, they are not checked again.
   */
  legalActions(seat: string): Action[] {
    // As `reading` does, without a closure per call.
    try {
      return this.enumerateLegal(seat);
    } catch (error) {
      throw asEngineError(error, text('fault.listing'));
    }
  }

  private enumerateLegal(seat: string): Action[] {
    if (this.failure) throw this.failure;
    if (this.over || typeof seat !== 'string' || !this.seats.includes(seat)) return [];
    const { readOnly } = this.definition.module;
    // Nothing changed since this seat's were listed: the same actions (in a new array, the caller's).
    const known = this.listed.of(seat);
    if (known !== undefined && !this.options.shadowCheck) return known.slice();
    // A seat the statechart lets do nothing now lists nothing: the game is not asked.
    const listed = !this.flow.mayAct(this.stateValue, seat) ? [] : readOnly ? readOnly(this.host.state, () => this.listLegal(seat)) : this.listLegal(seat);
    if (this.options.shadowCheck) checkListing(this.definition, this.host, this.stateValue, this.machineState, seat, listed);
    this.listed.keep(seat, listed);
    return listed.slice();
  }

  /**
   * The legal actions of `seat`, sealed, asking the game to list only the action types the
   * statechart accepts from that seat now, and asking the statechart about each instance
   * only when its guards read more of the action than the seat.
   */
  private listLegal(seat: string): Action[] {
    const value = this.stateValue;
    const { kinds } = this.flow.plan(value);
    const verdicts = this.flow.seatVerdicts(value, seat);
    const out: Action[] = [];
    for (let i = 0; i < kinds.length; i++) {
      const verdict = verdicts[i];
      if (verdict === 'none') continue;
      const kind = kinds[i] as ActionKind<S, R>;
      const fieldless = kind.fields.length === 0;
      for (const action of kind.enumerate(this.host, seat)) {
        if (verdict === 'all' || this.machineRefusal(action) === undefined) out.push(this.sealer.seal(action, fieldless));
      }
    }
    return out;
  }

  /**
   * The seats the statechart lets act now: those with an action type that an active state
   * handles and whose guards do not refuse that seat. A seat not listed has no legal action;
   * one listed may still have none (the game's own checks, such as costs, decide).
   */
  actingSeats(): string[] {
    if (this.over) return [];
    return this.flow.actingSeats(this.stateValue, this.seats);
  }

  /** The player action types some active state of the statechart handles. */
  private actionTypesNow(): readonly string[] {
    return this.flow.actionTypes(this.stateValue);
  }

  /**
   * For tools: the action types the statechart handles now that `seat` has no legal instance
   * of, each with its reason: the statechart's refusal, else why the game lists none.
   */
  unavailableActions(seat: string): { type: string; reason: RuleViolation }[] {
    if (typeof seat !== 'string' || !this.seats.includes(seat)) return [];
    const available = new Set(this.legalActions(seat).map((a) => a.type));
    const reason = (type: string) => this.machineRefusal({ type, seat }) ?? noInstanceReason(this.definition.module.actions[type], type, seat);
    return [...this.actionTypesNow()].filter((type) => !available.has(type)).map((type) => ({ type, reason: this.inLanguage(reason(type)) }));
  }

  /** Why `action` would be refused now, or undefined when `apply` would accept it. */
  check(input: unknown): RuleViolation | undefined {
    const copy = actionCopy(input);
    if ('error' in copy) return this.inLanguage(copy.error);
    const result = this.precheck(copy.action);
    return 'error' in result ? result.error : undefined;
  }

  /**
   * Checks an action without changing anything. A check that fails inside the game's code
   * (a bug, not the player's fault) surfaces as an EngineError; the game is unchanged.
   */
  private precheck(input: unknown): { action: Action } | { error: RuleViolation } {
    let result: { action: Action } | { error: RuleViolation };
    try {
      result = this.checkAction(input);
    } catch (error) {
      throw asEngineError(error, text('fault.checking'));
    }
    // Refusals may come from the loaded rules (a guard's error): hand out copies, in the game's language.
    return 'error' in result ? { error: Object.freeze(this.inLanguage(result.error)) } : result;
  }

  private checkAction(input: unknown): { action: Action } | { error: RuleViolation } {
    const malformed = shapeRefusal(input, this.definition.module.actions);
    if (malformed !== undefined) return { error: malformed };
    const action = input as Action;
    const kind = this.definition.module.actions[action.type] as NonNullable<(typeof this.definition.module.actions)[string]>;
    if (this.over) return { error: refuse('GAME_OVER', 'docs/api.md#refusals') };
    if (!this.seats.includes(action.seat)) {
      return { error: refuse('UNKNOWN_SEAT', 'docs/api.md#actions', { seat: JSON.stringify(action.seat) }) };
    }
    const refusal = this.machineRefusal(action) ?? kind.check(this.host, action) ?? schemaRefusal(action, kind.schema);
    return refusal ? { error: refusal } : { action };
  }

  /**
   * Applies an action. On success, returns the events it caused (the game then rests where
   * a player must act, or is over). On refusal, returns the reason; nothing has changed.
   */
  apply(input: unknown): ApplyResult {
    if (this.isListed(input)) return this.applyListed(input as Action);
    // The copy is what is checked and what is sent: the record keeps it, and the caller may go
    // on using its own object (whose inherited fields or getters the copy does not carry).
    const copy = actionCopy(input);
    if ('error' in copy) return { ok: false, error: this.inLanguage(copy.error) };
    const checked = this.precheck(copy.action);
    if ('error' in checked) return { ok: false, error: checked.error };
    return this.dispatch(checked.action, true);
  }

  /**
   * Whether `input` is one of the very actions `legalActions` listed in this state version:
   * found by identity alone, reading nothing of it (a getter or a proxy trap of a caller's
   * object runs only when it is copied, where a throw is a refusal).
   */
  private isListed(input: unknown): boolean {
    return typeof input === 'object' && input !== null && this.listed.includes(input);
  }

  /**
   * An action `legalActions` listed in this state version, sealed since: the statechart
   * and the game accepted it when listing it and nothing has changed, so it is sent as is.
   */
  private applyListed(action: Action): ApplyResult {
    if (this.options.shadowCheck) {
      const checked = this.precheck(action);
      if ('error' in checked) throw new EngineError(`shadow check: listed action ${action.type} is refused by the full check: ${checked.error.code}`);
    }
    return this.dispatch(action, true);
  }

  /** Sends a checked action (or one `advance`) to the statechart, then settles if asked. */
  private dispatch(action: Action, settle: boolean): ApplyResult {
    if (this.failure) throw this.failure;
    try {
      // A state shared with a sealed snapshot is copied now, before its first change.
      this.host.own();
      this.stepper.send(action);
      if (settle) advanceWhileAutomatic(this.stepper);
      this.stateChanged();
    } catch (error) {
      this.recover();
      if (error instanceof EventLimitReached) {
        return { ok: false, error: Object.freeze(this.inLanguage(refuse('TOO_MANY_EVENTS', 'docs/api.md#limits', { type: action.type, limit: MAX_EVENTS_PER_ACTION }))) };
      }
      throw asEngineError(error, text('fault.applying', { type: action.type }));
    }
    if (this.start !== undefined) this.actions.push(action);
    if (this.over) this.ended();
    const events = this.host.takeEvents();
    this.log.append(events);
    const result = new AppliedResult(events, this.seats, this.options.keepEvents !== false);
    this.subscribers.publish(this, result);
    return result;
  }

  /** The game is over: the record takes no more actions, and the game module drops what it derived for speed. */
  private ended(): void {
    this.actions.compact();
    this.definition.module.ended?.(this.host.state);
  }

  /** After an internal failure, rebuilds the game from its record so it stays consistent. */
  private recover(): void {
    this.host.pending = [];
    if (this.start === undefined) {
      // Nothing to rebuild from: the game is left as it failed, and refuses to go on.
      this.failure = new EngineError('this game failed inside game code and keeps no record to rebuild it from (keepRecord: false)');
      return;
    }
    const rebuilt = replayGame(this.definition, this.record(), this.options.keepEvents === false ? { keepEvents: false } : {});
    rebuilt.dispose();
    this.host.adopt(rebuilt.host.state, rebuilt.host.shared);
    this.stepper.stop();
    this.stepper = this.startStepper(rebuilt.machineState);
    this.stateChanged();
    this.log.copyFrom(rebuilt.log);
  }

  /** The state as `seat` may see it; `null` views as a spectator. Includes the statechart state. */
  view(seat: string | null = null): { machine: string; [key: string]: unknown } {
    // An unknown seat (or any other value) sees what a spectator sees.
    const viewer = typeof seat === 'string' && this.seats.includes(seat) ? seat : null;
    const view = reading(text('fault.view'), () => this.definition.module.view(this.host.state, viewer, this.host.rules) as Record<string, unknown>);
    // A copy: game views may share arrays or objects with the live state.
    return { machine: this.machineState, ...structuredClone(view) };
  }

  /** A copy of the full state (nothing redacted), with the statechart state. */
  state(): { machine: string; state: S } {
    return { machine: this.machineState, state: jsonCopy(this.host.state) };
  }

  /** The live state, read-only by contract. For game modules, bots and tests in this package. */
  get liveState(): Readonly<S> {
    return this.host.state;
  }

  /** The rules the game reads, read-only by contract, not frozen (`rules` is the frozen copy): for game code asked about `liveState`. */
  get liveRules(): R {
    return this.definition.rules;
  }

  /** A plain-JSON snapshot; `restoreGame` continues from it. */
  snapshot(): Snapshot<S> {
    return snapshotOf(this.definition, this.machineState, this.host.state);
  }

  /**
   * A sealed snapshot: `restoreGame` in this process continues from it unchecked, a copy of it
   * is checked as any snapshot from outside. It shares this game's state (each game holding it
   * copies it before its first change); its `state`, read from outside, is a deep-frozen copy.
   * For search and simulation: take one, try a line, restore, try another.
   */
  sealedSnapshot(): Readonly<Snapshot<S>> {
    // Nothing changed since the last one: the same snapshot.
    if (this.lastSealed !== undefined) return this.lastSealed;
    const frame = snapshotFrame(this.definition, this.machineState);
    this.host.share();
    // Under a shadow check the state shared is frozen too: a write to it by mistake throws.
    const freeze = this.options.shadowCheck === true || this.#stepping === 'shadow';
    this.lastSealed = sealSnapshot(this.definition as unknown as GameDefinition<BaseState, unknown>, frame, this.host.state, freeze) as Snapshot<S>;
    return this.lastSealed;
  }

  /**
   * Every event since the start, in order, as `seat` may know them (its own drawn cards, a
   * teammate's shown hand); `null`: the spectator stream, public fields only. Frozen events in
   * a new array; `from` and `to` slice the log as `Array.slice` does (see `eventCount`). A game
   * made with `keepEvents: false` has no log and throws a NotKeptError.
   */
  events(seat: string | null = null, from = 0, to = this.log.length): readonly GameEvent[] {
    const viewer = typeof seat === 'string' && this.seats.includes(seat) ? seat : null;
    return this.log.read(viewer, from, to);
  }

  /** How many events the log holds (0 if none kept): `events(seat, 0, n)` reads them later as they stand now, `events(seat, n)` those after. */
  get eventCount(): number {
    return this.log.length;
  }

  /** The start and every accepted action: `replayGame` rebuilds the identical game from it. */
  record(): GameRecord {
    if (this.start === undefined) throw new NotKeptError('this game keeps no record (it was created with keepRecord: false)', 'RECORD_NOT_KEPT');
    // The start is frozen when the game takes it; the actions are frozen too (older ones are copies read back from text).
    return { format: 'rulegraph/record@1', start: this.start, actions: this.actions.list() };
  }

  /** What frontends may show of each card, by card id. */
  catalog(): Record<string, unknown> {
    return structuredClone(this.definition.module.catalog(this.definition.rules));
  }

  /** An event in words, as the game describes it (for logs): seats by name, objects by card name; in the game's language unless `lang` says another. */
  describe(event: GameEvent, options: DescribeOptions = {}): string {
    return this.definition.module.describeEvent(event, this.host.state, this.definition.rules).text.in(options.lang ?? this.lang);
  }

  /** Follows the game as `seat` sees it (null: a spectator), as the server's per-seat stream does; returns the function that stops it. */
  subscribe(seat: string | null, listener: (update: SeatUpdate) => void): () => void {
    return this.subscribers.subscribe(this, seat, this.options.keepEvents !== false, listener);
  }

  /** The engine's view of guards, for tools: evaluates the named guard now. */
  evaluateGuard(name: string, event?: Action): boolean {
    return this.host.guard(name, event);
  }

  /** The statechart's config as loaded (plain JSON), for tools and inspectors. */
  get machineConfig(): Readonly<Record<string, unknown>> {
    return frozenMachineConfig(this.definition);
  }

  /** The statechart's states and the events each handles, for tools and inspectors. */
  get definitionIndex(): MachineIndex {
    return this.definition.index;
  }

  /** Stops the statechart actor, if one runs (releases inspectors). */
  dispose(): void {
    this.stepper.stop();
  }
}
