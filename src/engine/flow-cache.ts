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
 * reads another field of the action, such as a target, is evaluated for each action.
 */
import type { StateValue } from 'xstate';
import { isPlainObject } from './json-file.js';
import type { Action } from './module.js';
import type { CompiledGuard } from './rules.js';
import { activeKeys, type MachineIndex, type TransitionRef } from './statechart.js';

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

/**
 * What one configuration of the statechart handles. It depends on the configuration alone, so
 * it is worked out once per configuration and shared by every game of a definition.
 */
export interface ConfigurationPlan {
  /** Active state node keys, deepest first: a child's transitions take precedence over its ancestors'. */
  readonly keys: readonly string[];
  /** The player action types some active state handles, in the order the states list them. */
  readonly types: readonly string[];
  /** For each event type an active state handles, its transitions in the order they are tried (deepest state first). */
  readonly transitions: ReadonlyMap<string, readonly TransitionRef[]>;
  /**
   * For each player action type (in the order of `types`), which of `decisions` answers it:
   * types whose transitions name the same guards in the same order share one decision.
   */
  readonly decisionOf: readonly number[];
  /**
   * The distinct guard sequences of the player action types, each decided once per seat and
   * state version; with the type it is decided for when one of its guards reads the type.
   */
  readonly decisions: readonly { readonly transitions: readonly TransitionRef[]; readonly type: string }[];
}

/** The per-definition part: which guards may be cached per seat, and the plans of the configurations met so far. */
export interface FlowTables {
  readonly index: MachineIndex;
  readonly guards: ReadonlyMap<string, CompiledGuard<unknown>>;
  /** For a guard that reads only the seat and type of the action: which of the two it reads. */
  readonly seatGuards: ReadonlyMap<string, { readonly seat: boolean; readonly type: boolean }>;
  /** The player action types each state node handles (its own `on`, not its ancestors'). */
  readonly playerTypes: ReadonlyMap<string, readonly string[]>;
  /** The action types never listed (always available, like conceding): they make no seat an acting one. */
  readonly unlisted: ReadonlySet<string>;
  /** Plans by state value: compiled stepping hands out one value object per configuration. */
  readonly plans: WeakMap<object, ConfigurationPlan>;
  /** Plans of state values that are a plain name (a top-level atomic state). */
  readonly namedPlans: Map<string, ConfigurationPlan>;
}

const tablesCache = new WeakMap<object, FlowTables>();

/** The tables of a definition, built on first use and shared by all its games. */
export function flowTables(
  definition: { readonly index: MachineIndex; readonly guards: ReadonlyMap<string, CompiledGuard<any>>; readonly rules: unknown },
  playerActions: Readonly<Record<string, unknown>>,
): FlowTables {
  let tables = tablesCache.get(definition);
  if (tables) return tables;
  const fields = guardEventFields(isPlainObject(definition.rules) ? definition.rules['guards'] : undefined);
  const seatGuards = new Map<string, { seat: boolean; type: boolean }>();
  for (const name of definition.guards.keys()) {
    const read = fields.get(name);
    if (read && [...read].every((f) => f === 'seat' || f === 'type')) seatGuards.set(name, { seat: read.has('seat'), type: read.has('type') });
  }
  const playerTypes = new Map<string, string[]>();
  for (const [key, node] of definition.index.nodes) playerTypes.set(key, [...node.on.keys()].filter((t) => Object.hasOwn(playerActions, t)));
  const unlisted = new Set(Object.entries(playerActions).filter(([, kind]) => (kind as { unlisted?: boolean } | undefined)?.unlisted === true).map(([type]) => type));
  tables = { index: definition.index, guards: definition.guards, seatGuards, playerTypes, unlisted, plans: new WeakMap(), namedPlans: new Map() };
  tablesCache.set(definition, tables);
  return tables;
}

function makePlan(tables: FlowTables, value: StateValue): ConfigurationPlan {
  const keys = activeKeys(value).reverse();
  const types = new Set<string>();
  const transitions = new Map<string, TransitionRef[]>();
  for (const key of keys) {
    for (const type of tables.playerTypes.get(key) ?? []) types.add(type);
    for (const [event, refs] of tables.index.nodes.get(key)?.on ?? []) {
      const list = transitions.get(event);
      if (list === undefined) transitions.set(event, [...refs]);
      else list.push(...refs);
    }
  }
  const decisions: { transitions: readonly TransitionRef[]; type: string }[] = [];
  const bySignature = new Map<string, number>();
  const decisionOf = [...types].map((type) => {
    const refs = transitions.get(type) ?? [];
    // A guard that reads the action's type decides for that type alone.
    const readsType = refs.some((r) => r.guard !== undefined && tables.seatGuards.get(r.guard)?.type === true);
    const decidedFor = readsType ? type : '';
    const signature = JSON.stringify([decidedFor, refs.map((r) => r.guard ?? null)]);
    let at = bySignature.get(signature);
    if (at === undefined) {
      at = decisions.push({ transitions: refs, type: decidedFor }) - 1;
      bySignature.set(signature, at);
    }
    return at;
  });
  return { keys, types: [...types], transitions, decisionOf, decisions };
}

function planOf(tables: FlowTables, value: StateValue): ConfigurationPlan {
  if (typeof value === 'string') {
    let plan = tables.namedPlans.get(value);
    if (plan === undefined) tables.namedPlans.set(value, (plan = makePlan(tables, value)));
    return plan;
  }
  let plan = tables.plans.get(value);
  if (plan === undefined) tables.plans.set(value, (plan = makePlan(tables, value)));
  return plan;
}

/** One game's cache: valid for one state version, cleared by {@link FlowCache.invalidate}. */
export class FlowCache {
  private value: StateValue | undefined = undefined;
  private current: ConfigurationPlan | undefined = undefined;
  /** Per guard, its answers by seat (and type, when the guard reads it). */
  private readonly guardAnswers = new Map<string, Map<string, boolean>>();
  /** Per seat, the verdict of each type of the current plan, in its order. */
  private readonly verdicts = new Map<string, TypeVerdict[]>();

  constructor(
    private readonly tables: FlowTables,
    /** Evaluates a guard against the live state (the host's). */
    private readonly evaluate: (name: string, event: Action) => boolean,
  ) {}

  /** The state may have changed: forget every answer (the plans stay: they depend on the configuration only). */
  invalidate(): void {
    this.guardAnswers.clear();
    this.verdicts.clear();
  }

  /** What the configuration `value` handles. */
  plan(value: StateValue): ConfigurationPlan {
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

  /** The transitions of `type` in the active states, deepest first; undefined when no active state handles it. */
  transitions(value: StateValue, type: string): readonly TransitionRef[] | undefined {
    return this.plan(value).transitions.get(type);
  }

  /** A guard's answer for `action`, cached when the guard reads only its seat and type. */
  guard(name: string, action: Action): boolean {
    const reads = this.tables.seatGuards.get(name);
    if (!reads) return this.evaluate(name, action);
    const key = reads.type ? `${reads.seat ? action.seat : ''}\u0000${action.type}` : reads.seat ? action.seat : '';
    let answers = this.guardAnswers.get(name);
    if (!answers) {
      answers = new Map();
      this.guardAnswers.set(name, answers);
    }
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = this.evaluate(name, action);
      answers.set(key, answer);
    }
    return answer;
  }

  /**
   * Whether the statechart accepts the instances of each player action type of the
   * configuration `value` for `seat` (in the order of {@link actionTypes}), decided from the
   * guards without listing any instance when they read only the seat and type.
   */
  seatVerdicts(value: StateValue, seat: string): readonly TypeVerdict[] {
    const plan = this.plan(value);
    let verdicts = this.verdicts.get(seat);
    if (verdicts === undefined) {
      const decided = plan.decisions.map(({ transitions, type }) => this.decide(transitions, { type, seat }));
      verdicts = plan.decisionOf.map((at) => decided[at] as TypeVerdict);
      this.verdicts.set(seat, verdicts);
    }
    return verdicts;
  }

  /** The verdict for one type (see {@link seatVerdicts}); `none` for a type no active state handles. */
  verdict(value: StateValue, type: string, seat: string): TypeVerdict {
    const i = this.plan(value).types.indexOf(type);
    return i < 0 ? 'none' : (this.seatVerdicts(value, seat)[i] as TypeVerdict);
  }

  private decide(transitions: readonly TransitionRef[], probe: Action): TypeVerdict {
    for (const transition of transitions) {
      if (transition.guard === undefined) return 'all';
      if (!this.tables.seatGuards.has(transition.guard)) return 'each';
      if (this.guard(transition.guard, probe)) return 'all';
    }
    return 'none';
  }

  /** Seats for which some action type handled now is not refused by the statechart. */
  actingSeats(value: StateValue, seats: readonly string[]): string[] {
    const { types } = this.plan(value);
    return seats.filter((seat) => {
      const verdicts = this.seatVerdicts(value, seat);
      return types.some((type, i) => verdicts[i] !== 'none' && !this.tables.unlisted.has(type));
    });
  }
}
