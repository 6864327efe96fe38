/**
 * What the statechart allows now, computed once per state version.
 *
 * Between two steps of a game nothing changes, yet a client asking every seat for its legal
 * actions would otherwise rebuild the active-state list, the set of action types and every
 * guard's answer for every seat and every candidate action. This cache keeps them for the
 * current version: the runtime bumps the version whenever the statechart or the game state
 * may have changed (every step it sends, a rebuild after a failure).
 *
 * Guards are cached per seat only when they read nothing of the action but its `seat` and
 * `type` (found by reading the guard expressions, see {@link guardEventFields}); a guard that
 * reads another field of the action, such as a target, is evaluated for each action. A guard
 * that is exactly `event.seat == selector` (most are) has its selector read once per version:
 * its answer for each seat is then a comparison with the seat it names.
 */
import type { StateValue } from 'xstate';
import { EngineError, type RuleViolation } from '../errors.js';
import { refuse } from '../i18n/messages.js';
import { isPlainObject } from '../json/json-file.js';
import type { Action } from './module.js';
import type { CompiledGuard } from '../loading/rules.js';
import { activeKeys, type MachineIndex, type TransitionRef } from '../chart/statechart.js';

/** The fields of the action a guard reads, with those of the guards it refers to. */
export type EventFields = ReadonlySet<string>;

/**
 * For each guard of a rules document, the event fields its expression reads (through the
 * `event` operator, directly or in a guard it names). An over-approximation is harmless (it
 * only caches less), so any object of the single key `event` counts.
 */
export function guardEventFields(guards: unknown): Map<string, EventFields> {
  const definitions = isPlainObject(guards) ? guards : {};
  const direct = new Map<string, { fields: Set<string>; refs: Set<string> }>();
  const scan = (expr: unknown, into: { fields: Set<string>; refs: Set<string> }): void => {
    if (Array.isArray(expr)) {
      for (const item of expr) scan(item, into);
      return;
    }
    if (!isPlainObject(expr)) return;
    const keys = Object.keys(expr);
    if (keys.length === 1 && keys[0] === 'event' && typeof expr['event'] === 'string') into.fields.add(expr['event']);
    if (keys.length === 1 && keys[0] === 'guard' && typeof expr['guard'] === 'string') into.refs.add(expr['guard']);
    for (const value of Object.values(expr)) scan(value, into);
  };
  for (const [name, definition] of Object.entries(definitions)) {
    const into = { fields: new Set<string>(), refs: new Set<string>() };
    scan(isPlainObject(definition) ? definition['when'] : undefined, into);
    direct.set(name, into);
  }
  const resolved = new Map<string, EventFields>();
  const resolve = (name: string, visiting: Set<string>): Set<string> => {
    const done = resolved.get(name);
    if (done) return new Set(done);
    const own = direct.get(name);
    const fields = new Set(own?.fields ?? []);
    if (visiting.has(name)) return fields;
    visiting.add(name);
    for (const ref of own?.refs ?? []) for (const f of resolve(ref, visiting)) fields.add(f);
    visiting.delete(name);
    return fields;
  };
  for (const name of direct.keys()) resolved.set(name, resolve(name, new Set()));
  return resolved;
}

/** How the statechart's guards answer every instance of one action type for one seat. */
export type TypeVerdict =
  /** Every instance passes the statechart (the game's own checks still apply). */
  | 'all'
  /** No instance passes. */
  | 'none'
  /** A guard reads more of the action than its seat: each instance must be asked. */
  | 'each';

/** A transition's guard as the cache asks it. */
export interface GuardCheck {
  /** The guard's name; undefined for a transition without one, which every event passes. */
  readonly name: string | undefined;
  readonly guard: CompiledGuard<unknown> | undefined;
  /**
   * Where its answers are kept (an index into the guards that read only the seat and type of
   * the action), or -1 for a guard that reads more: it is asked for each action.
   */
  readonly slot: number;
  readonly readsSeat: boolean;
  readonly readsType: boolean;
  /** For a guard that is exactly `event.seat == selector`: the selector, whose value is the one seat it admits. */
  readonly seatSelector: ((state: unknown) => unknown) | undefined;
}

/**
 * What one configuration of the statechart handles. It depends on the configuration alone, so
 * it is worked out once per configuration and shared by every game of a definition.
 */
export interface ConfigurationPlan<K> {
  /** Active state node keys, deepest first: a child's transitions take precedence over its ancestors'. */
  readonly keys: readonly string[];
  /** The player action types some active state handles, in the order the states list them. */
  readonly types: readonly string[];
  /** The game's kind of each of `types`, in its order (read here once, not per listing). */
  readonly kinds: readonly K[];
  /** For each event type an active state handles, its transitions' guards in the order they are tried (deepest state first). */
  readonly checks: ReadonlyMap<string, readonly GuardCheck[]>;
  /**
   * For each player action type (in the order of `types`), which of `decisions` answers it:
   * types whose transitions name the same guards in the same order share one decision. -1
   * for a type never listed (conceding): its guards are not asked, and its verdict is `none`.
   */
  readonly decisionOf: readonly number[];
  /**
   * The distinct guard sequences of the player action types, each decided once per seat and
   * state version; with the type it is decided for when one of its guards reads the type.
   */
  readonly decisions: readonly { readonly checks: readonly GuardCheck[]; readonly type: string }[];
  /** When only seat-comparing guards decide every type: how (see {@link SeatGate}). */
  readonly seatGate: SeatGate | undefined;
  /** A verdict of `none` for each of `types`: what a seat that cannot act gets. */
  readonly noVerdicts: readonly TypeVerdict[];
}

/**
 * A configuration whose player action types are all decided by guards of the form
 * `event.seat == selector` or by transitions without a guard (in every shipped mode, every
 * configuration). A seat's verdicts then follow from which of those guards name it: a bit per
 * guard, and the verdicts of each set of bits worked out once for the configuration and shared
 * by every game of the definition.
 */
export interface SeatGate {
  /** The guards, one per slot: guard `i` is bit `i`. */
  readonly checks: readonly GuardCheck[];
  /**
   * Per decision, the bits of its guards: a decision passes when one of them names the seat.
   * A transition without a guard adds {@link EVERY_SEAT}.
   */
  readonly decisionBits: readonly number[];
  /** The bits every seat has: {@link EVERY_SEAT} when some decision has a transition without a guard, else none. */
  readonly everySeat: number;
  /** The verdicts of each set of bits met so far. */
  readonly verdicts: Map<number, readonly TypeVerdict[]>;
}

/** The most seat-comparing guards a gate holds (one bit each, in a small integer). */
const MAX_GATE = 30;

/** The bit of a transition without a guard, which passes every seat (above the guards' bits). */
const EVERY_SEAT = 1 << MAX_GATE;

/** The per-definition part: which guards may be cached per seat, and the plans of the configurations met so far. */
export interface FlowTables<K> {
  readonly index: MachineIndex;
  /** The game's player action kinds, by type. */
  readonly kinds: Readonly<Record<string, K>>;
  /** Each guard as the cache asks it, by name. */
  readonly checks: ReadonlyMap<string, GuardCheck>;
  /** How many guards read only the seat and type of the action (the slots of {@link GuardCheck}). */
  readonly slots: number;
  /** The player action types each state node handles (its own `on`, not its ancestors'). */
  readonly playerTypes: ReadonlyMap<string, readonly string[]>;
  /** The action types never listed (always available, like conceding, or ruled out by the mode's rules): they make no seat an acting one. */
  readonly unlisted: ReadonlySet<string>;
  /** Plans by state value: compiled stepping hands out one value object per configuration. */
  readonly plans: WeakMap<object, ConfigurationPlan<K>>;
  /** Plans of state values that are a plain name (a top-level atomic state). */
  readonly namedPlans: Map<string, ConfigurationPlan<K>>;
}

const tablesCache = new WeakMap<object, FlowTables<unknown>>();

/** The check of a transition without a guard: every event passes it. */
const UNGUARDED: GuardCheck = { name: undefined, guard: undefined, slot: -1, readsSeat: false, readsType: false, seatSelector: undefined };

/** The tables of a definition, built on first use and shared by all its games. */
export function flowTables<K>(
  definition: { readonly index: MachineIndex; readonly guards: ReadonlyMap<string, CompiledGuard<any>>; readonly rules: unknown },
  playerActions: Readonly<Record<string, K>>,
): FlowTables<K> {
  let tables = tablesCache.get(definition) as FlowTables<K> | undefined;
  if (tables) return tables;
  const fields = guardEventFields(isPlainObject(definition.rules) ? definition.rules['guards'] : undefined);
  const checks = new Map<string, GuardCheck>();
  let slots = 0;
  for (const [name, guard] of definition.guards) {
    const read = fields.get(name);
    const cacheable = read !== undefined && [...read].every((f) => f === 'seat' || f === 'type');
    const seatSelector = cacheable && guard.match?.field === 'seat' ? (guard.match.selector as (state: unknown) => unknown) : undefined;
    checks.set(name, { name, guard, slot: cacheable ? slots++ : -1, readsSeat: read?.has('seat') === true, readsType: read?.has('type') === true, seatSelector });
  }
  const playerTypes = new Map<string, string[]>();
  for (const [key, node] of definition.index.nodes) playerTypes.set(key, [...node.on.keys()].filter((t) => Object.hasOwn(playerActions, t)));
  const unlisted = new Set(Object.entries(playerActions).filter(([, kind]) => neverListed(kind as ListedKind, definition.rules)).map(([type]) => type));
  tables = { index: definition.index, kinds: playerActions, checks, slots, playerTypes, unlisted, plans: new WeakMap(), namedPlans: new Map() };
  tablesCache.set(definition, tables);
  return tables;
}

/** What the tables read of an action kind: whether it is listed at all. */
interface ListedKind {
  readonly unlisted?: boolean;
  possible?(rules: unknown): boolean;
}

/** A kind always available and never listed (conceding), or one the mode's rules rule out everywhere. */
function neverListed(kind: ListedKind | undefined, rules: unknown): boolean {
  return kind?.unlisted === true || kind?.possible?.(rules) === false;
}

function checkOf<K>(tables: FlowTables<K>, ref: TransitionRef): GuardCheck {
  if (ref.guard === undefined) return UNGUARDED;
  const check = tables.checks.get(ref.guard);
  if (check === undefined) throw new EngineError(`no guard named ${ref.guard}`);
  return check;
}

function makePlan<K>(tables: FlowTables<K>, value: StateValue): ConfigurationPlan<K> {
  const keys = activeKeys(value).reverse();
  const types = new Set<string>();
  const checks = new Map<string, GuardCheck[]>();
  for (const key of keys) {
    for (const type of tables.playerTypes.get(key) ?? []) types.add(type);
    for (const [event, refs] of tables.index.nodes.get(key)?.on ?? []) {
      const list = checks.get(event);
      const more = refs.map((ref) => checkOf(tables, ref));
      if (list === undefined) checks.set(event, more);
      else list.push(...more);
    }
  }
  const decisions: { checks: readonly GuardCheck[]; type: string }[] = [];
  const bySignature = new Map<string, number>();
  const decisionOf = [...types].map((type) => {
    if (tables.unlisted.has(type)) return -1;
    const list = checks.get(type) ?? [];
    // A guard that reads the action's type decides for that type alone.
    const readsType = list.some((c) => c.slot >= 0 && c.readsType);
    const decidedFor = readsType ? type : '';
    const signature = JSON.stringify([decidedFor, list.map((c) => c.name ?? null)]);
    let at = bySignature.get(signature);
    if (at === undefined) {
      at = decisions.push({ checks: list, type: decidedFor }) - 1;
      bySignature.set(signature, at);
    }
    return at;
  });
  // Verdict lists are read-only by their type and never frozen: a frozen array has elements of
  // another kind, and the listing's reads of them would go through a generic keyed load.
  const noVerdicts: readonly TypeVerdict[] = decisionOf.map((): TypeVerdict => 'none');
  return { keys, types: [...types], kinds: [...types].map((type) => tables.kinds[type] as K), checks, decisionOf, decisions, seatGate: seatGateOf(decisions, noVerdicts), noVerdicts };
}

/**
 * The seat gate of a configuration whose decisions are `decisions`, or undefined when some
 * decision has a guard that reads more than the seat, or one of another form.
 */
function seatGateOf(decisions: ConfigurationPlan<unknown>['decisions'], noVerdicts: readonly TypeVerdict[]): SeatGate | undefined {
  const bitOfSlot = new Map<number, number>();
  const checks: GuardCheck[] = [];
  const decisionBits: number[] = [];
  let everySeat = 0;
  for (const decision of decisions) {
    let bits = 0;
    for (const check of decision.checks) {
      // Without a guard, the transition takes every seat's action (a team mode's showing of a hand).
      if (check.guard === undefined) {
        bits |= EVERY_SEAT;
        everySeat = EVERY_SEAT;
        continue;
      }
      if (check.seatSelector === undefined) return undefined;
      let bit = bitOfSlot.get(check.slot);
      if (bit === undefined) {
        if (checks.length === MAX_GATE) return undefined;
        bitOfSlot.set(check.slot, (bit = checks.push(check) - 1));
      }
      bits |= 1 << bit;
    }
    decisionBits.push(bits);
  }
  return { checks, decisionBits, everySeat, verdicts: new Map([[0, noVerdicts]]) };
}

/** The verdicts, by type of `plan`, of a seat named by the guards of `gate` at `bits`. */
function gatedVerdicts(plan: Pick<ConfigurationPlan<unknown>, 'decisionOf'>, gate: SeatGate, bits: number): readonly TypeVerdict[] {
  let verdicts = gate.verdicts.get(bits);
  if (verdicts === undefined) {
    verdicts = plan.decisionOf.map((at): TypeVerdict => (at >= 0 && (bits & (gate.decisionBits[at] as number)) !== 0 ? 'all' : 'none'));
    gate.verdicts.set(bits, verdicts);
  }
  return verdicts;
}

function planOf<K>(tables: FlowTables<K>, value: StateValue): ConfigurationPlan<K> {
  if (typeof value === 'string') {
    let plan = tables.namedPlans.get(value);
    if (plan === undefined) tables.namedPlans.set(value, (plan = makePlan(tables, value)));
    return plan;
  }
  let plan = tables.plans.get(value);
  if (plan === undefined) tables.plans.set(value, (plan = makePlan(tables, value)));
  return plan;
}

/** What the cache asks guards about: the live game state. */
export interface GuardHost {
  readonly state: unknown;
  /** A guard's answer for `event` now. */
  test(guard: CompiledGuard<unknown>, event: Action): boolean;
}

/**
 * One game's cache: valid for one state version, dropped by {@link FlowCache.invalidate}.
 *
 * Answers are kept by seat position and guard slot in arrays, each stamped with the version
 * that wrote it: a new version makes them stale without clearing anything, and reading one
 * builds no key.
 */
export class FlowCache<K> {
  private value: StateValue | undefined = undefined;
  private current: ConfigurationPlan<K> | undefined = undefined;
  /** The current state version: answers stamped with another are stale. */
  private version = 0;
  /** The seats asked about so far, each at its position (`''` for guards that read no seat). */
  private readonly seats: string[] = [];
  /** Per seat position and guard slot (`position * slots + slot`): the version of the answer, and the answer. */
  private readonly stamps: number[] = [];
  private readonly answers: boolean[] = [];
  /** Per seat position: the version of its verdicts, and the verdict of each type of the current plan, in its order. */
  private readonly verdictStamps: number[] = [];
  private readonly verdicts: (readonly TypeVerdict[])[] = [];
  /** Per guard slot of an `event.seat == selector` guard: the version of the seat read, and the seat its selector names. */
  private readonly admittedStamps: number[];
  private readonly admittedSeats: unknown[];
  /** Answers of guards that read the action's type, by slot, seat and type (no shipped guard reads it). */
  private readonly typed = new Map<string, boolean>();

  constructor(
    private readonly tables: FlowTables<K>,
    /** Guards are asked against its state. */
    private readonly host: GuardHost,
  ) {
    this.admittedStamps = new Array<number>(tables.slots).fill(-1);
    this.admittedSeats = new Array<unknown>(tables.slots).fill(null);
  }

  /** The state may have changed: forget every answer (the plans stay: they depend on the configuration only). */
  invalidate(): void {
    this.version++;
    if (this.typed.size > 0) this.typed.clear();
  }

  /** What the configuration `value` handles. */
  plan(value: StateValue): ConfigurationPlan<K> {
    if (value !== this.value || this.current === undefined) {
      this.value = value;
      this.current = planOf(this.tables, value);
    }
    return this.current;
  }

  /** Active state node keys, deepest first. */
  activeKeys(value: StateValue): readonly string[] {
    return this.plan(value).keys;
  }

  /** The player action types some active state handles, in the order the states list them. */
  actionTypes(value: StateValue): readonly string[] {
    return this.plan(value).types;
  }

  /** The guards of the transitions of `type` in the active states, deepest first; undefined when no active state handles it. */
  checks(value: StateValue, type: string): readonly GuardCheck[] | undefined {
    return this.plan(value).checks.get(type);
  }

  /** Why the statechart refuses `action` in state `value` (named `machineState`), or undefined when a transition takes it. */
  refusal(value: StateValue, action: Action, machineState: string): RuleViolation | undefined {
    const checks = this.checks(value, action.type);
    if (checks === undefined) return refuse('NOT_NOW', 'docs/api.md#refusals', { type: action.type, machineState });
    let refusal: RuleViolation | undefined;
    for (const check of checks) {
      if (this.passes(check, action)) return undefined;
      refusal ??= check.guard?.error;
    }
    return refusal ?? refuse('NOT_ALLOWED', 'docs/api.md#refusals', { type: action.type });
  }

  /** Whether `action` passes a transition's guard; the answer is kept when the guard reads only its seat and type. */
  passes(check: GuardCheck, action: Action): boolean {
    const guard = check.guard;
    if (guard === undefined) return true;
    if (check.slot < 0) return this.host.test(guard, action);
    // As the guard compares them: an absent seat is null.
    if (check.seatSelector !== undefined) return (action.seat ?? null) === this.admitted(check.slot, check.seatSelector);
    if (check.readsType) return this.typedAnswer(check, guard, action);
    const at = this.position(check.readsSeat ? action.seat : '') * this.tables.slots + check.slot;
    if (this.stamps[at] === this.version) return this.answers[at] as boolean;
    const answer = this.host.test(guard, action);
    this.stamps[at] = this.version;
    this.answers[at] = answer;
    return answer;
  }

  /** The seat an `event.seat == selector` guard admits now: its selector, read once per version. */
  private admitted(slot: number, selector: (state: unknown) => unknown): unknown {
    if (this.admittedStamps[slot] === this.version) return this.admittedSeats[slot];
    const seat = selector(this.host.state);
    this.admittedStamps[slot] = this.version;
    this.admittedSeats[slot] = seat;
    return seat;
  }

  private typedAnswer(check: GuardCheck, guard: CompiledGuard<unknown>, action: Action): boolean {
    const key = `${check.slot}\u0000${check.readsSeat ? action.seat : ''}\u0000${action.type}`;
    let answer = this.typed.get(key);
    if (answer === undefined) {
      answer = this.host.test(guard, action);
      this.typed.set(key, answer);
    }
    return answer;
  }

  /** The position of `seat` in the answer arrays, given it on first sight. */
  private position(seat: string): number {
    const seats = this.seats;
    for (let i = 0; i < seats.length; i++) if (seats[i] === seat) return i;
    seats.push(seat);
    for (let slot = 0; slot < this.tables.slots; slot++) {
      this.stamps.push(-1);
      this.answers.push(false);
    }
    this.verdictStamps.push(-1);
    this.verdicts.push([]);
    return seats.length - 1;
  }

  /**
   * Whether the statechart accepts the instances of each player action type of the
   * configuration `value` for `seat` (in the order of {@link actionTypes}), decided from the
   * guards without listing any instance when they read only the seat and type. A type never
   * listed (conceding) is `none`: nobody lists it, and it makes no seat an acting one.
   */
  seatVerdicts(value: StateValue, seat: string): readonly TypeVerdict[] {
    const plan = this.plan(value);
    const at = this.position(seat);
    if (this.verdictStamps[at] === this.version) return this.verdicts[at] as readonly TypeVerdict[];
    // Only seat-comparing guards decide (the usual case): which of them name the seat says all.
    if (plan.seatGate !== undefined) {
      const verdicts = gatedVerdicts(plan, plan.seatGate, this.gateBits(plan.seatGate, seat));
      this.verdictStamps[at] = this.version;
      this.verdicts[at] = verdicts;
      return verdicts;
    }
    const { decisions, decisionOf } = plan;
    const decided = new Array<TypeVerdict>(decisions.length);
    for (let i = 0; i < decisions.length; i++) {
      const { checks, type } = decisions[i] as (typeof decisions)[number];
      decided[i] = this.decide(checks, type, seat);
    }
    // Made as the gated lists are (a packed array by `map`): the listing reads one kind of list.
    const verdicts = decisionOf.map((decision): TypeVerdict => (decision < 0 ? 'none' : (decided[decision] as TypeVerdict)));
    this.verdictStamps[at] = this.version;
    this.verdicts[at] = verdicts;
    return verdicts;
  }

  /** The bits of the guards of `gate` whose selector names `seat` now. */
  private gateBits(gate: SeatGate, seat: string): number {
    let bits = gate.everySeat;
    const { checks } = gate;
    for (let bit = 0; bit < checks.length; bit++) {
      const check = checks[bit] as GuardCheck;
      if (seat === this.admitted(check.slot, check.seatSelector as (state: unknown) => unknown)) bits |= 1 << bit;
    }
    return bits;
  }

  /** Whether some player action type handled now (and listed) is not refused to `seat` by the statechart. */
  mayAct(value: StateValue, seat: string): boolean {
    const verdicts = this.seatVerdicts(value, seat);
    if (verdicts === this.plan(value).noVerdicts) return false;
    for (let i = 0; i < verdicts.length; i++) if (verdicts[i] !== 'none') return true;
    return false;
  }

  private decide(checks: readonly GuardCheck[], type: string, seat: string): TypeVerdict {
    for (const check of checks) {
      if (check.guard === undefined) return 'all';
      if (check.slot < 0) return 'each';
      // A guard that compares the seat with a selector needs no action to ask it with.
      const passes = check.seatSelector !== undefined ? seat === this.admitted(check.slot, check.seatSelector) : this.passes(check, { type, seat });
      if (passes) return 'all';
    }
    return 'none';
  }

  /** Seats for which some action type handled now (and listed: not conceding) is not refused by the statechart. */
  actingSeats(value: StateValue, seats: readonly string[]): string[] {
    return seats.filter((seat) => this.mayAct(value, seat));
  }
}
