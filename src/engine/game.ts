/**
 * The game runtime: one live game of any game module, driven by plain JSON actions.
 *
 * The statechart is the flow: it decides which action types are possible in the current
 * state and runs the game's named actions on its transitions. It is stepped by a table
 * compiled from it (or by an XState actor when inspected; see stepper.ts). The runtime
 * checks every action before anything changes, so a refused action leaves the game exactly
 * as it was; advances through states tagged `auto`; collects events; and keeps the record
 * from which the game can be replayed.
 */
import type { AnyStateMachine, InspectionEvent, Observer, StateValue } from 'xstate';
import { compileChart, type CompiledChart } from './compiled-chart.js';
import { EngineError, LoadError, NotKeptError, violation, type RuleViolation } from './errors.js';
import { deepFreeze, freezeNewJson, frozenCopy, frozenJsonCopy, jsonCopy, sharesWith, stateCopy } from './freeze.js';
import { FlowCache, flowTables } from './flow-cache.js';
import { isPlainObject, jsonValueIssues } from './json-file.js';
import { ActionRecord } from './action-record.js';
import type { Action, ActionKind, BaseState, EventSecret, GameEvent, GameModule, Host } from './module.js';
import { seedRng, type RngState } from './rng.js';
import type { CompiledGuard } from './rules.js';
import { ActionSealer, ListedActions } from './sealed-action.js';
import { sealSnapshot, sealedDefinition, sealedState } from './sealed-snapshot.js';
import { activeKeys, ADVANCE, AUTO_TAG, type MachineIndex } from './statechart.js';
import { ActorStepper, bindChart, CompiledStepper, type StepBindings, type Stepper } from './stepper.js';
import { ShadowStepper, type ShadowSide } from './stepper-shadow.js';
import { deliver, seatState, SeatSubscribers, type SeatUpdate } from './seat-stream.js';
import { defaultStepping, type SteppingMode } from './stepping-mode.js';
import { listFits, sizeIssue } from './value-size.js';

/** Everything needed to build a game once its definition files are loaded. */
export interface GameDefinition<S extends BaseState, R> {
  readonly mode: string;
  /** Overrides merged over the mode's rules file, if any (house rules, knobs). */
  readonly overrides: unknown;
  readonly module: GameModule<S, R, any>;
  readonly rules: R;
  readonly guards: ReadonlyMap<string, CompiledGuard<S>>;
  readonly machine: AnyStateMachine;
  readonly machineConfig: Readonly<Record<string, unknown>>;
  readonly index: MachineIndex;
}

export type ApplyResult =
  | {
      readonly ok: true;
      /** The events of the action as anyone may know them (the spectator stream). */
      readonly events: readonly GameEvent[];
      /** The same events as each seat may know them, by seat (see `Game.events(seat)`). */
      readonly bySeat: Readonly<Record<string, readonly GameEvent[]>>;
    }
  | { readonly ok: false; readonly error: RuleViolation };

/** An event as the game emitted it: its public form and the part only some seats know. */
interface LoggedEvent {
  readonly event: GameEvent;
  readonly secret: EventSecret | undefined;
}

/** The form of a logged event `seat` receives (`null`: a spectator). */
function eventFor(logged: LoggedEvent, seat: string | null): GameEvent {
  const { event, secret } = logged;
  if (secret === undefined || seat === null || !secret.to.includes(seat)) return event;
  return Object.freeze({ ...event, ...secret.fields });
}

function publicEventsOf(events: readonly LoggedEvent[]): readonly GameEvent[] {
  const list = new Array<GameEvent>(events.length);
  for (let i = 0; i < events.length; i++) list[i] = (events[i] as LoggedEvent).event;
  return Object.freeze(list);
}

/**
 * Freezes logged events, and their secrets, in place. Games emit new objects that share nothing
 * with their state (Host.emit): frozen as they are, callers cannot reach back into the game.
 */
function freezeLogged(events: readonly LoggedEvent[]): void {
  for (const { event, secret } of events) {
    freezeNewJson(event);
    if (secret !== undefined) freezeNewJson(secret);
  }
}

/** `Object.prototype.__defineGetter__`, which the TypeScript library does not declare. */
interface LegacyAccessors {
  __defineGetter__(name: string, getter: () => unknown): void;
}

/**
 * What `apply` returns for an action applied. Its events are frozen, and its public list and
 * lists by seat made, on the first read of either: self-play and search read neither, and
 * freezing and listing every event is a good part of what an action costs otherwise.
 * `events` and `bySeat` stay own enumerable properties (a copy or JSON of the result holds
 * them), read through getters that every result shares: getters made per result would give
 * each its own hidden class.
 */
class AppliedResult {
  readonly ok = true as const;
  declare readonly events: readonly GameEvent[];
  declare readonly bySeat: Readonly<Record<string, readonly GameEvent[]>>;
  readonly #logged: readonly LoggedEvent[];
  readonly #seats: readonly string[];
  #frozen: boolean;
  #public: readonly GameEvent[] | undefined = undefined;
  #bySeat: Readonly<Record<string, readonly GameEvent[]>> | undefined = undefined;

  /** `frozen`: the events are frozen already (the event log's are, on the way in). */
  constructor(logged: readonly LoggedEvent[], seats: readonly string[], frozen: boolean) {
    this.#logged = logged;
    this.#seats = seats;
    this.#frozen = frozen;
    // Own enumerable getters, defined with `__defineGetter__` (standard, Annex B): it makes the
    // descriptor `Object.defineProperty` would read from an object (enumerable, configurable)
    // without reading one, a quarter cheaper; `Object.defineProperties` costs twice as much.
    // A result is made per action: this is about 1% of a duel's instructions.
    (this as unknown as LegacyAccessors).__defineGetter__('events', AppliedResult.events);
    (this as unknown as LegacyAccessors).__defineGetter__('bySeat', AppliedResult.bySeat);
  }

  private static events(this: AppliedResult): readonly GameEvent[] {
    return this.#publicEvents();
  }

  private static bySeat(this: AppliedResult): Readonly<Record<string, readonly GameEvent[]>> {
    return (this.#bySeat ??= eventsBySeat(this.#logged, this.#seats, this.#publicEvents()));
  }

  #publicEvents(): readonly GameEvent[] {
    if (this.#public !== undefined) return this.#public;
    if (!this.#frozen) freezeLogged(this.#logged);
    this.#frozen = true;
    return (this.#public = publicEventsOf(this.#logged));
  }
}

/**
 * The events each seat receives. A seat no event tells more than everyone gets the public list
 * itself: the seats told a secret are found in one pass, and only their lists are made.
 */
function eventsBySeat(events: readonly LoggedEvent[], seats: readonly string[], publicEvents: readonly GameEvent[]): Readonly<Record<string, readonly GameEvent[]>> {
  let told: Set<string> | undefined;
  for (const { secret } of events) {
    if (secret === undefined) continue;
    told ??= new Set();
    for (const seat of secret.to) told.add(seat);
  }
  // A plain object, built in seat order: its shape is the same for every action, and freezing it
  // takes that shape's frozen transition. A record without a prototype is a dictionary, whose
  // shape freezing copies every time: only a seat named __proto__ needs one (assigning that key
  // to a plain object would set its prototype).
  const bySeat: Record<string, readonly GameEvent[]> = seats.includes('__proto__') ? Object.create(null) : {};
  for (const seat of seats) bySeat[seat] = told?.has(seat) === true ? Object.freeze(events.map((e) => eventFor(e, seat))) : publicEvents;
  return Object.freeze(bySeat);
}

/** A plain-JSON picture of a game at one moment; `restore` continues from it. */
export interface Snapshot<S = unknown> {
  readonly format: 'rulegraph/snapshot@1';
  readonly mode: string;
  /** Rule overrides the game was created with, if any. */
  readonly rules?: unknown;
  /** The statechart state, like `turn.main.neutral.open`. */
  readonly machine: string;
  readonly state: S;
}

/** How a game started and what was done since: enough to replay it exactly. */
export interface GameRecord {
  readonly format: 'rulegraph/record@1';
  readonly start: { readonly setup: unknown } | { readonly snapshot: Snapshot };
  readonly actions: readonly Action[];
}

const MAX_AUTO_STEPS = 10_000;
/**
 * The most events one action (or a new game's setup) may cause. An action that would cause
 * more is refused as a whole (`TOO_MANY_EVENTS`), which keeps a runaway loop of effects from
 * exhausting memory and keeps the event log and the record in step.
 */
export const MAX_EVENTS_PER_ACTION = 100_000;

/** The most JSON values (fields, list items, nested) one action from outside may hold. */
const MAX_ACTION_VALUES = 10_000;
const NO_FORBIDDEN_KEYS: ReadonlySet<string> = new Set();

/** Thrown inside an action that causes too many events; the runtime turns it into a refusal. */
class EventLimitReached extends EngineError {}

/** An event no state handles: sending it lets XState take the eventless transitions due. */
const SETTLE = 'rulegraph.settle';

/**
 * The host game code and guards receive. Its fields are private (#) and read through
 * accessors, so it has no enumerable property: XState walks a restored actor's context
 * (looking for actor references to revive), and would otherwise walk the whole game state
 * and rules on every restore.
 */
class RuntimeHost<S extends BaseState, R> implements Host<S, R> {
  #state: S;
  /**
   * Whether the state is shared with a sealed snapshot (one this game took, or the one it was
   * restored from): the game copies it before its next change (`own`), and until then copies nothing.
   */
  #shared: boolean;
  readonly #rules: R;
  readonly #guards: ReadonlyMap<string, CompiledGuard<S>>;
  #pending: LoggedEvent[] = [];
  /** Checks that each event shares nothing with the state (the shadow check's). */
  readonly #checkEvents: boolean;
  constructor(state: S, rules: R, guards: ReadonlyMap<string, CompiledGuard<S>>, checkEvents = false, shared = false) {
    this.#state = state;
    this.#checkEvents = checkEvents;
    this.#shared = shared;
    this.#rules = rules;
    this.#guards = guards;
  }
  get state(): S {
    return this.#state;
  }
  /** Takes `state` as the game's: `shared` when a sealed snapshot holds it too. */
  adopt(state: S, shared: boolean): void {
    this.#state = state;
    this.#shared = shared;
  }
  /** True while the state is shared with a sealed snapshot, not yet copied for a change. */
  get shared(): boolean {
    return this.#shared;
  }
  /** Hands the state to a sealed snapshot as well: the game copies it before its next change. */
  share(): void {
    this.#shared = true;
  }
  /** Makes the state the game's own before anything changes it: a shared one is copied. */
  own(): void {
    if (!this.#shared) return;
    this.#state = stateCopy(this.#state);
    this.#shared = false;
  }
  get rules(): R {
    return this.#rules;
  }
  /** The events of the action under way, not yet handed out. */
  get pending(): LoggedEvent[] {
    return this.#pending;
  }
  set pending(events: LoggedEvent[]) {
    this.#pending = events;
  }
  emit(event: GameEvent, secret?: EventSecret): void {
    if (this.#pending.length >= MAX_EVENTS_PER_ACTION) {
      throw new EventLimitReached(`one action caused more than ${MAX_EVENTS_PER_ACTION} events`);
    }
    // Frozen when handed out (freezeLogged): the event log's on the way in, an action's on the
    // first read of its result.
    if (this.#checkEvents && (sharesWith(event, this.#state) || sharesWith(secret, this.#state))) {
      throw new EngineError(`shadow check: the ${event.type} event holds an object of the game state`);
    }
    this.#pending.push({ event, secret });
  }
  /** What inspectors serialize as the machine context: the game state. */
  toJSON(): { state: S } {
    return { state: this.#state };
  }
  guard(name: string, event: Action | { type: string } = { type: '' }): boolean {
    const guard = this.#guards.get(name);
    if (!guard) throw new EngineError(`no guard named ${name}`);
    return this.test(guard, event);
  }
  /** A guard's answer for `event` now. */
  test(guard: CompiledGuard<S>, event: Action | { type: string }): boolean {
    return guard.test({ state: this.#state, event }) === true;
  }
}

export interface GameOptions {
  /** Receives XState's inspection events (see `@statelyai/inspect`). */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /**
   * Checks the runtime's shortcuts against the plain path on every call, and throws an
   * EngineError where they differ: each legal-action list against one built by asking the
   * statechart about every candidate, and each listed action applied unchecked against the
   * full check. For tests; it makes a game several times slower.
   */
  readonly shadowCheck?: boolean;
  /**
   * False: the game keeps no event log (`events()` then throws a NotKeptError). Each action's
   * events still come back from `apply`; records, snapshots and replays work as usual. For
   * self-play and search, where a finished game's history is never read: a live game then
   * holds little more than its state and record. Default true.
   */
  readonly keepEvents?: boolean;
  /**
   * False: the game keeps no record (its start and actions): `record()` throws a NotKeptError
   * (code `RECORD_NOT_KEPT`). For the games a search samples and throws away.
   * Without a record, a failure inside game code cannot be repaired: the game then refuses
   * every further call with an EngineError. Default true.
   */
  readonly keepRecord?: boolean;
  /**
   * How the statechart is stepped: `compiled` (the default) runs a transition table derived
   * from the machine by XState's own algorithms, without an actor; `actor` runs an XState
   * actor; `shadow` runs the compiled table and, on a copy of the game, an actor, and throws
   * an EngineError where their configuration, events or game state differ (for tests). With
   * `inspect`, or a machine the table cannot express, an actor is used. Unset: the default of
   * `withStepping` (compiled).
   */
  readonly stepping?: SteppingMode;
}

export class Game<S extends BaseState = BaseState, R = unknown> {
  readonly mode: string;
  private readonly definition: GameDefinition<S, R>;
  private readonly host: RuntimeHost<S, R>;
  /** Steps the statechart: the compiled table or an XState actor (see stepper.ts). */
  private stepper: Stepper;
  #stepping: SteppingMode = 'actor';
  private readonly options: GameOptions;
  /** How the game started, unless it keeps no record (`keepRecord: false`). */
  private readonly start: GameRecord['start'] | undefined;
  /** Set when game code failed in a game that keeps no record to rebuild it from. */
  private failure: EngineError | undefined = undefined;
  private readonly actions: ActionRecord;
  private log: LoggedEvent[] = [];
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
  /** How many actions (and automatic steps) this game performed since it was made: the version its subscribers see. */
  private version = 0;
  /** The listeners of `subscribe`, made on the first. */
  private subscribers: SeatSubscribers | undefined = undefined;

  /** Use `createGame` or `restoreGame`; this constructor is for game loaders. */
  constructor(definition: GameDefinition<S, R>, state: S, start: GameRecord['start'], machineState: string | undefined, options: GameOptions = {}) {
    this.definition = definition;
    this.mode = definition.mode;
    this.options = options;
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
      this.settle();
    } else if (!isSealedStart(start)) {
      this.host.own();
      this.stepper.send({ type: SETTLE });
    }
    this.stateChanged();
    this.appendToLog(this.takeEvents());
  }

  /** Appends without spreading: an action may cause more events than a call takes arguments. */
  private appendToLog(events: readonly LoggedEvent[]): void {
    if (this.options.keepEvents === false) return;
    freezeLogged(events);
    for (const event of events) this.log.push(event);
  }

  /** A new state version: the statechart or the game state may have changed. */
  private stateChanged(): void {
    this.flow.invalidate();
    this.listed.clear();
    this.seatsAsked = false;
    this.lastSealed = undefined;
  }

  /**
   * A stepper for this game's statechart, in the state named (restored: nothing runs) or new
   * (the initial state's entry actions and eventless transitions run).
   */
  private startStepper(machineState: string | undefined): Stepper {
    const { machine } = this.definition;
    const inspect = this.options.inspect;
    // An inspector must see a real actor.
    const mode: SteppingMode = inspect ? 'actor' : (this.options.stepping ?? defaultStepping());
    const compiled = mode === 'actor' ? undefined : compileChart(machine);
    this.#stepping = compiled === undefined || 'unsupported' in compiled ? 'actor' : mode;
    if (compiled === undefined || 'unsupported' in compiled) return new ActorStepper(machine, { host: this.host }, machineState, inspect);
    const bindings = stepBindings(this.definition, compiled.chart);
    if (mode !== 'shadow') return new CompiledStepper(compiled.chart, bindings, this.host, machineState, { type: 'xstate.init', input: { host: this.host } });
    // The twin copies the state before the compiled side runs anything.
    const twinHost = new RuntimeHost(stateCopy(this.host.state), this.definition.rules, this.definition.guards);
    const main = new CompiledStepper(compiled.chart, bindings, this.host, machineState, { type: 'xstate.init', input: { host: this.host } });
    const twin = new ActorStepper(machine, { host: twinHost }, machineState, undefined);
    return new ShadowStepper(shadowSide(main, this.host, false), shadowSide(twin, twinHost, true));
  }

  private takeEvents(): LoggedEvent[] {
    const events = this.host.pending;
    this.host.pending = [];
    return events;
  }

  /** Sends `advance` while the statechart rests in a state that needs no player. */
  private settle(): void {
    for (let steps = 0; ; steps++) {
      if (!this.stepper.hasTag(AUTO_TAG)) return;
      if (steps > MAX_AUTO_STEPS) throw new EngineError(`the statechart did not settle after ${MAX_AUTO_STEPS} automatic steps`);
      this.stepper.send({ type: ADVANCE });
    }
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
      return { ok: false, error: violation('NOT_AUTOMATIC', `state ${this.machineState} waits for a player`, 'docs/architecture.md') };
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

  /** The mode's rules as this game plays them; deeply frozen (games of a mode share them). */
  get rules(): R {
    return frozenRules(this.definition);
  }

  private get stateValue(): StateValue {
    return this.stepper.value;
  }

  /** Why the statechart refuses `action` in its current state, or undefined when it accepts it. */
  private machineRefusal(action: Action): RuleViolation | undefined {
    let refusal: RuleViolation | undefined;
    const checks = this.flow.checks(this.stateValue, action.type);
    if (checks === undefined) {
      return violation('NOT_NOW', `${action.type} is not possible in state ${this.machineState}`, 'docs/api.md#refusals');
    }
    for (const check of checks) {
      if (this.flow.passes(check, action)) return undefined;
      refusal ??= check.guard?.error;
    }
    return refusal ?? violation('NOT_ALLOWED', `${action.type} is not allowed now`, 'docs/api.md#refusals');
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
      throw asEngineError(error, 'listing legal actions');
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
    if (this.options.shadowCheck) this.shadowCheckList(seat, listed);
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

  /** The plain path: every action type, every instance asked of the statechart. */
  private shadowCheckList(seat: string, listed: readonly Action[]): void {
    const kinds = this.definition.module.actions;
    const plain: Action[] = [];
    const keys = activeKeysOf(this.stateValue);
    const types = new Set(keys.flatMap((key) => [...(this.definition.index.nodes.get(key)?.on.keys() ?? [])].filter((t) => Object.hasOwn(kinds, t))));
    for (const type of types) {
      for (const action of (kinds[type] as NonNullable<(typeof kinds)[string]>).enumerate(this.host, seat)) {
        let accepted = false;
        for (const key of keys) {
          for (const transition of this.definition.index.nodes.get(key)?.on.get(action.type) ?? []) {
            if (transition.guard === undefined || this.host.guard(transition.guard, action)) accepted = true;
          }
        }
        if (accepted) plain.push(action);
      }
    }
    if (JSON.stringify(plain) !== JSON.stringify(listed)) {
      throw new EngineError(`shadow check: legal actions of ${seat} in ${this.machineState} differ from the plain path`);
    }
    // Listed actions are frozen as they are: none may hold a part of the state.
    if (sharesWith(listed, this.host.state)) {
      throw new EngineError(`shadow check: a legal action of ${seat} in ${this.machineState} holds an object of the game state`);
    }
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
   * of, each with the reason when the statechart's guards give one (else undefined: no
   * instance passes the game's own checks, such as costs or targets).
   */
  unavailableActions(seat: string): { type: string; reason: RuleViolation }[] {
    if (typeof seat !== 'string' || !this.seats.includes(seat)) return [];
    const available = new Set(this.legalActions(seat).map((a) => a.type));
    return [...this.actionTypesNow()].filter((type) => !available.has(type)).map((type) => ({ type, reason: this.unavailableReason(type, seat) }));
  }

  /** Why `seat` has no legal `type` now: the statechart's refusal, else why the game lists none. */
  private unavailableReason(type: string, seat: string): RuleViolation {
    const refusal = this.machineRefusal({ type, seat });
    if (refusal !== undefined) return refusal;
    if (this.definition.module.actions[type]?.unlisted === true) {
      return violation('NEVER_LISTED', `${type} is accepted at any time and never listed among the legal actions`, 'docs/api.md#actions');
    }
    return violation('NO_LEGAL_CHOICE', `no ${type} of ${seat} passes the game's checks now: no cards, targets or payment make one legal`, 'docs/api.md#playing');
  }

  /** Why `action` would be refused now, or undefined when `apply` would accept it. */
  check(input: unknown): RuleViolation | undefined {
    const copy = actionCopy(input);
    if ('error' in copy) return copy.error;
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
      if (error instanceof EngineError) throw error;
      throw new EngineError(`internal error while checking an action: ${String(error)}`, { cause: error });
    }
    // Refusals may come from the loaded rules (a guard's error): hand out copies.
    return 'error' in result ? { error: Object.freeze({ ...result.error }) } : result;
  }

  private checkAction(input: unknown): { action: Action } | { error: RuleViolation } {
    if (!isPlainObject(input) || typeof input['type'] !== 'string' || typeof input['seat'] !== 'string') {
      return { error: violation('MALFORMED_ACTION', 'an action is a JSON object with a string "type" and a string "seat"', 'docs/api.md#actions') };
    }
    const action = input as Action;
    if (!Object.hasOwn(this.definition.module.actions, action.type)) {
      return { error: violation('UNKNOWN_ACTION', `there is no action ${JSON.stringify(action.type)}`, 'docs/api.md#actions') };
    }
    const kind = this.definition.module.actions[action.type] as NonNullable<(typeof this.definition.module.actions)[string]>;
    const unknown = Object.keys(action).find((k) => k !== 'type' && k !== 'seat' && !kind.fields.includes(k));
    if (unknown !== undefined) {
      return { error: violation('MALFORMED_ACTION', `${action.type} has no field ${JSON.stringify(unknown)}`, 'docs/api.md#actions') };
    }
    if (this.over) return { error: violation('GAME_OVER', 'the game is over', 'docs/api.md#refusals') };
    if (!this.seats.includes(action.seat)) {
      return { error: violation('UNKNOWN_SEAT', `there is no seat ${JSON.stringify(action.seat)}`, 'docs/api.md#actions') };
    }
    const refusal = this.machineRefusal(action) ?? kind.check(this.host, action);
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
    if ('error' in copy) return { ok: false, error: copy.error };
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
      if (settle) this.settle();
      this.stateChanged();
    } catch (error) {
      this.recover();
      if (error instanceof EventLimitReached) {
        return { ok: false, error: Object.freeze(violation('TOO_MANY_EVENTS', `${action.type} would cause more than ${MAX_EVENTS_PER_ACTION} events; it was not applied`, 'docs/api.md#limits')) };
      }
      throw error instanceof EngineError ? error : new EngineError(`internal error while applying ${action.type}: ${String(error)}`, { cause: error });
    }
    if (this.start !== undefined) this.actions.push(action);
    if (this.over) this.ended();
    const events = this.takeEvents();
    this.appendToLog(events);
    this.version++;
    const result = new AppliedResult(events, this.seats, this.options.keepEvents !== false);
    if (this.subscribers !== undefined && this.subscribers.size > 0) this.subscribers.publish(this, this.version, result);
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
    this.log = [...rebuilt.log];
  }

  /** The state as `seat` may see it; `null` views as a spectator. Includes the statechart state. */
  view(seat: string | null = null): { machine: string; [key: string]: unknown } {
    // An unknown seat (or any other value) sees what a spectator sees.
    const viewer = typeof seat === 'string' && this.seats.includes(seat) ? seat : null;
    const view = reading('building a view', () => this.definition.module.view(this.host.state, viewer, this.host.rules) as Record<string, unknown>);
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

  /**
   * The rules the game reads, read-only by contract and not frozen (`rules` is their frozen
   * copy): for game code asked about `liveState`, which then finds what it keyed by them. For
   * game modules, bots and tests in this package.
   */
  get liveRules(): R {
    return this.definition.rules;
  }

  /** A plain-JSON snapshot; `restoreGame` continues from it. */
  snapshot(): Snapshot<S> {
    const rules = this.definition.overrides;
    return {
      format: 'rulegraph/snapshot@1',
      mode: this.mode,
      ...(rules === undefined ? {} : { rules: structuredClone(rules) }),
      machine: this.machineState,
      state: jsonCopy(this.host.state),
    };
  }

  /**
   * A sealed snapshot: `restoreGame` in this process continues from it without checking it
   * again (the game that made it held it), while a copy of it, changed or not, is checked as
   * any snapshot from outside. It shares this game's state, so taking one and restoring it
   * copy nothing; each game holding that state copies it before its first change. Its
   * `state`, read from outside, is a deep-frozen copy. For search and simulation: take one,
   * try a line, restore, try another.
   */
  sealedSnapshot(): Readonly<Snapshot<S>> {
    const rules = this.definition.overrides;
    // Nothing changed since the last one: the same snapshot.
    if (this.lastSealed !== undefined) return this.lastSealed;
    const frame = { format: 'rulegraph/snapshot@1' as const, mode: this.mode, ...(rules === undefined ? {} : { rules }), machine: this.machineState };
    this.host.share();
    // Under a shadow check the state shared is frozen too: a write to it by mistake throws.
    const freeze = this.options.shadowCheck === true || this.#stepping === 'shadow';
    this.lastSealed = sealSnapshot(this.definition as unknown as GameDefinition<BaseState, unknown>, frame, this.host.state, freeze) as Snapshot<S>;
    return this.lastSealed;
  }

  /**
   * Every event since the game started, in order, as `seat` may know them: each event with
   * the private fields that seat receives (its own drawn cards, a teammate's shown hand).
   * Without a seat, or with `null`, the spectator stream: public fields only. The events are
   * frozen; the array is a new one. `from` and `to` pick a slice of the log as `Array.slice`
   * does (see `eventCount`). A game created with `keepEvents: false` has no log and throws a
   * NotKeptError.
   */
  events(seat: string | null = null, from = 0, to = this.log.length): readonly GameEvent[] {
    if (this.options.keepEvents === false) {
      throw new NotKeptError('this game keeps no event log (it was created with keepEvents: false); read each action\'s events from apply');
    }
    const viewer = typeof seat === 'string' && this.seats.includes(seat) ? seat : null;
    const logged = from === 0 && to === this.log.length ? this.log : this.log.slice(from, to);
    return logged.map((e) => eventFor(e, viewer));
  }

  /**
   * How many events the log holds now (0 in a game that keeps none): `events(seat, 0, n)` reads
   * them later exactly as they stand now, and `events(seat, n)` only those after.
   */
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

  /** An event in words, as the game describes it (for logs): seats by name, objects by card name. */
  describe(event: GameEvent): string {
    return this.definition.module.describeEvent(event, this.host.state, this.definition.rules).text;
  }

  /**
   * Calls `listener` at once with the state as `seat` sees it (`null` or an unknown seat: a
   * spectator) and every event so far as it may know them (null in a game that keeps no log),
   * then after every action with that action's events: the server's per-seat stream, built by
   * the same code (seat-stream.ts). Returns the function that stops it.
   */
  subscribe(seat: string | null, listener: (update: SeatUpdate) => void): () => void {
    if (typeof listener !== 'function') throw new TypeError('subscribe takes a seat and a function');
    const viewer = typeof seat === 'string' && this.seats.includes(seat) ? seat : null;
    const unsubscribe = (this.subscribers ??= new SeatSubscribers()).add(viewer, listener);
    const events = this.options.keepEvents === false ? null : this.events(viewer);
    deliver(listener, { ...seatState(this, viewer, this.version), events, welcome: true });
    return unsubscribe;
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

/**
 * Deletes the fields whose value is undefined, all the way down, in the caller's copy. Stops
 * after as many values as an action may hold: a larger value, or one that contains itself (a
 * structured clone keeps cycles), is refused by the JSON check after.
 */
function dropUndefinedFields(value: unknown): void {
  const stack: unknown[] = [value];
  for (let budget = MAX_ACTION_VALUES; stack.length > 0 && budget > 0; budget--) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      if (!listFits(node, budget)) return;
      for (const item of node) stack.push(item);
      continue;
    }
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (record[key] === undefined) delete record[key];
      else stack.push(record[key]);
    }
  }
}

/**
 * A deep-frozen copy of an action from outside, its own fields only (as JSON or a message
 * carries them), or a refusal when it cannot be copied (a function, a symbol, a proxy).
 */
function actionCopy(input: unknown): { action: Action } | { error: RuleViolation } {
  let copy: unknown;
  try {
    // Measured before the copy: copying a list of a huge length (holes included) takes seconds.
    const tooLarge = sizeIssue(input, MAX_ACTION_VALUES);
    if (tooLarge !== undefined) return { error: violation('MALFORMED_ACTION', `an action is plain JSON data: ${tooLarge.path}: ${tooLarge.message}`, 'docs/api.md#actions') };
    copy = structuredClone(input);
  } catch {
    return { error: violation('MALFORMED_ACTION', 'an action is plain JSON data: it could not be copied', 'docs/api.md#actions') };
  }
  // The record keeps actions as JSON, and a saved one replays from JSON: an action is one exactly.
  // A field set to undefined is absent, as in JSON; any key is data (a target named "__proto__"
  // is refused by the game, as unknown).
  dropUndefinedFields(copy);
  const [issue] = jsonValueIssues(copy, [], MAX_ACTION_VALUES, NO_FORBIDDEN_KEYS);
  if (issue !== undefined) return { error: violation('MALFORMED_ACTION', `an action is plain JSON data: ${issue.path}: ${issue.message}`, 'docs/api.md#actions') };
  return { action: deepFreeze(copy) as Action };
}

/** Runs a read-only query of game code; a fault in it surfaces as an EngineError (nothing changed). */
function reading<T>(what: string, query: () => T): T {
  try {
    return query();
  } catch (error) {
    throw asEngineError(error, what);
  }
}

/** A fault of game code while `what`, as the EngineError it surfaces as (an EngineError as it is). */
function asEngineError(error: unknown, what: string): EngineError {
  return error instanceof EngineError ? error : new EngineError(`internal error while ${what}: ${String(error)}`, { cause: error });
}

/** Whether two lists hold the same strings in the same order. */
function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const bindingsSeen = new WeakMap<object, StepBindings<RuntimeHost<any, any>>>();

/**
 * A definition's guards and statechart actions as its compiled chart's steppers call them
 * (as XState's bindings do): resolved once per definition, shared by its games.
 */
function stepBindings<S extends BaseState, R>(definition: GameDefinition<S, R>, chart: CompiledChart): StepBindings<RuntimeHost<S, R>> {
  let bindings = bindingsSeen.get(definition) as StepBindings<RuntimeHost<S, R>> | undefined;
  if (bindings !== undefined) return bindings;
  const { guards, module } = definition;
  bindings = bindChart<RuntimeHost<S, R>>(
    chart,
    (name) => {
      const guard = guards.get(name);
      if (!guard) throw new EngineError(`no guard named ${name}`);
      return (host, event) => host.test(guard, event);
    },
    (name) => {
      const action = module.machineActions[name];
      if (!action) throw new EngineError(`no statechart action named ${name}`);
      return action;
    },
  );
  bindingsSeen.set(definition, bindings);
  return bindings;
}

const rulesSeen = new WeakMap<object, unknown>();
const machineConfigs = new WeakMap<object, Readonly<Record<string, unknown>>>();

/**
 * A definition's rules as `game.rules` hands them out: a deep-frozen copy, made once per
 * definition and shared by its games. Not the objects the games read, frozen in place: V8 reads
 * frozen arrays several times slower, and every game of the mode would then read its cards'
 * lists that way (a duel action took 3.7% more instructions). What game code keys by rule
 * objects (a card's compiled conditions, say) is worked out again for the copy's when a caller
 * hands it back (a scenario's expectations); no game writes its rules.
 */
function frozenRules<R>(definition: { readonly rules: R }): R {
  let rules = rulesSeen.get(definition) as R | undefined;
  if (rules === undefined) rulesSeen.set(definition, (rules = frozenCopy(definition.rules)));
  return rules;
}

function frozenMachineConfig(definition: { readonly machineConfig: Readonly<Record<string, unknown>> }): Readonly<Record<string, unknown>> {
  let config = machineConfigs.get(definition);
  if (config === undefined) machineConfigs.set(definition, (config = frozenCopy(definition.machineConfig)));
  return config;
}

/**
 * Rebuilds a game from its record: same start, same actions, same game. `adoptState`: the
 * start snapshot's state was made for this game alone (a search's sampled state), which takes
 * it as its own instead of copying it; never for a caller's snapshot.
 */
export function replayGame<S extends BaseState, R>(definition: GameDefinition<S, R>, record: GameRecord, options: GameOptions = {}, adoptState = false): Game<S, R> {
  // A sealed snapshot's state is shared: the game copies it before its first change.
  const startState = (snapshot: Snapshot): S => {
    if (isSealedStart(record.start)) return sealedState(snapshot) as S;
    if (adoptState) return snapshot.state as S;
    const copy = jsonCopy(snapshot.state as S);
    return definition.module.completeState?.(copy) ?? copy;
  };
  const game =
    'snapshot' in record.start
      ? new Game(definition, startState(record.start.snapshot), record.start, record.start.snapshot.machine, options)
      : new Game(
          definition,
          definition.module.createState(definition.rules, record.start.setup, seedFromSetup(record.start.setup)),
          record.start,
          undefined,
          options,
        );
  for (const [i, action] of record.actions.entries()) {
    const result = action.type === ADVANCE ? game.advance() : game.apply(action);
    if (!result.ok) {
      const { code, message, rule } = result.error;
      throw new LoadError('record', [{ path: `$.actions[${i}]`, code: 'ACTION_REFUSED', message: `${code}: ${message}`, ...(rule === undefined ? {} : { rule }) }]);
    }
  }
  return game;
}

/** Active state node keys, deepest first, computed afresh (for the shadow check). */
function activeKeysOf(value: StateValue): string[] {
  return activeKeys(value).reverse();
}

/** Whether a record starts from a snapshot this process sealed (checked by the game that made it, written by none since). */
function isSealedStart(start: GameRecord['start']): boolean {
  return 'snapshot' in start && sealedDefinition(start.snapshot) !== undefined;
}

/**
 * A record's start from a snapshot, deep-frozen: the snapshot's state is plain JSON (its
 * game's schema checked it), copied by the fast JSON copy; its frame and rule overrides as
 * any other start.
 */
function frozenSnapshotStart(snapshot: Snapshot): GameRecord['start'] {
  // Nobody can change a sealed snapshot: the record holds it as it is.
  if (sealedDefinition(snapshot) !== undefined) return Object.freeze({ snapshot });
  const { state, ...frame } = snapshot;
  return Object.freeze({ snapshot: Object.freeze({ ...frozenCopy(frame), state: frozenJsonCopy(state) }) });
}

function seedFromSetup(setup: unknown): RngState {
  const seed = isPlainObject(setup) && typeof setup['seed'] === 'number' ? setup['seed'] : 0;
  return seedRng(seed);
}

/** One side of the shadow check of stepping: its stepper, game state and emitted events. */
function shadowSide(stepper: Stepper, host: RuntimeHost<BaseState, unknown> | RuntimeHost<any, any>, ownsEvents: boolean): ShadowSide {
  // The game takes its own events from the host after each action; the twin's are dropped here.
  let seen: LoggedEvent[] | undefined;
  let count = 0;
  return {
    stepper,
    state: () => JSON.stringify(host.state),
    takeEvents: () => {
      const pending = host.pending;
      const from = pending === seen ? count : 0;
      const text = JSON.stringify(pending.slice(from));
      if (ownsEvents) host.pending = [];
      else [seen, count] = [pending, pending.length];
      return text;
    },
  };
}
