/**
 * A statechart compiled to a transition table, derived by XState's own algorithms.
 *
 * Stepping a statechart through an XState actor costs several microseconds per event, most
 * of it spent working out, again and again, the same exit and entry sets and the same
 * snapshot objects. What XState decides there depends only on the configuration (the
 * active state nodes) and on which transition the guards select; the guards themselves read
 * the game state and must be asked live. So the table maps each configuration and event
 * type to its ordered candidate transitions, each with its guard name, the actions XState
 * would run when taking it (exits, the transition's own actions, entries, in XState's order)
 * and the configuration it leads to; the eventless (`always`) candidates likewise.
 *
 * Nothing here is written by hand from the statechart semantics: the candidates are read
 * from XState's resolved state nodes (leaf first, then each ancestor, each in document
 * order, as XState selects them), and each candidate's microstep is what XState's pure
 * `getMicrosteps` returns for it, on a copy of the machine whose guards are replaced by an
 * oracle that lets exactly that candidate through.
 *
 * The table covers what the shipped statecharts use: nested (compound) states, guards,
 * eventless transitions, entry/exit/transition actions, tags, and final states at the top
 * level. A machine using anything else (parallel or history states, final states below the
 * top level, wildcard event descriptors) is not compiled: `compileChart` says why and the
 * runtime keeps stepping it through an XState actor.
 */
import {
  getInitialMicrosteps,
  getMicrosteps,
  getStateNodes,
  setup,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type StateValue,
} from 'xstate';
import { EngineError } from '../errors.js';
import { isPlainObject } from '../json/json-file.js';
import { stateValueToString, stringToStateValue } from './statechart.js';

/** One transition XState may take: tried in order, the first whose guard holds is taken. */
export interface Candidate {
  /** The guard's name, or undefined for a transition without one. */
  readonly guard: string | undefined;
  /** Where the guard is in the chart's `guards` (-1 without one): a stepper resolves each name once. */
  readonly guardAt: number;
  /** The actions XState runs when taking it, in its order: exits, its own, entries. */
  readonly actions: readonly string[];
  /** Where each action is in the chart's `actions`. */
  readonly actionsAt: readonly number[];
  /** The configuration reached. */
  readonly next: Configuration;
}

/** One configuration of the statechart (the active state nodes), with its table rows. */
export interface Configuration {
  /** The state as the runtime names it, like `turn.main.neutral.open`. */
  readonly name: string;
  /** XState's state value for it (shared, never changed). */
  readonly value: StateValue;
  readonly tags: ReadonlySet<string>;
  /** True in a final state of the machine: nothing more happens. */
  readonly done: boolean;
  /** Candidates by event type. An event type not listed is ignored here. */
  readonly on: ReadonlyMap<string, readonly Candidate[]>;
  /** Eventless candidates, taken after every microstep while one's guard holds. */
  readonly always: readonly Candidate[];
}

export interface CompiledChart {
  readonly id: string;
  /** Every guard name the machine's transitions use, each once. */
  readonly guards: readonly string[];
  /** Every action name the machine runs, each once. */
  readonly actions: readonly string[];
  /** What a new actor does first: the initial configuration and its entry actions (with where each is in `actions`). */
  readonly initial: { readonly actions: readonly string[]; readonly actionsAt: readonly number[]; readonly next: Configuration };
  /** Every configuration reachable from the initial one, by name. */
  readonly configurations: ReadonlyMap<string, Configuration>;
  /** The configuration a runtime state name resolves to (as XState's `resolveState` does). */
  resolve(name: string): Configuration;
}

export type CompileResult = { readonly chart: CompiledChart } | { readonly unsupported: string };

/** A configuration while the table is built: its rows are filled in after it is created. */
interface OpenConfiguration {
  name: string;
  value: StateValue;
  tags: ReadonlySet<string>;
  done: boolean;
  on: Map<string, Candidate[]>;
  always: Candidate[];
}

const ORACLE_GUARD = 'rulegraph.candidate.';
/** An event no state handles: it makes XState take only the eventless transitions due. */
const PROBE_EVENT = 'rulegraph.probe';

const compiled = new WeakMap<object, CompileResult>();

/**
 * The compiled table of a machine built from plain JSON config (guards and actions by name),
 * or why it cannot be compiled. The table depends on the config alone, not on what its names
 * are bound to: it is made once per `config` object, which is the machine's own config unless
 * given (definitions of one statechart file share theirs, src/engine/chart/statechart.ts).
 */
export function compileChart(machine: AnyStateMachine, config: object = machine): CompileResult {
  let result = compiled.get(config);
  if (result === undefined) {
    result = build(machine);
    compiled.set(config, result);
  }
  return result;
}

/** Every transition's guard replaced by a guard of its own, named by its position. */
function oracleConfig(config: unknown, originals: (string | undefined)[]): unknown {
  const transition = (t: unknown): unknown => {
    const id = `${ORACLE_GUARD}${originals.length}`;
    if (typeof t === 'string') {
      originals.push(undefined);
      return { target: t, guard: id };
    }
    if (!isPlainObject(t)) throw new EngineError('a transition is a target or an object');
    if (t['guard'] !== undefined && typeof t['guard'] !== 'string') throw new EngineError('only named guards are compiled');
    originals.push(t['guard'] as string | undefined);
    return { ...t, guard: id };
  };
  const transitions = (spec: unknown): unknown => (Array.isArray(spec) ? spec.map(transition) : [transition(spec)]);
  const node = (json: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...json };
    delete out['context'];
    if (isPlainObject(json['on'])) out['on'] = Object.fromEntries(Object.entries(json['on']).map(([event, spec]) => [event, transitions(spec)]));
    if (json['always'] !== undefined) out['always'] = transitions(json['always']);
    if (isPlainObject(json['states'])) out['states'] = Object.fromEntries(Object.entries(json['states']).map(([k, v]) => [k, node(v as Record<string, unknown>)]));
    return out;
  };
  return node(config as Record<string, unknown>);
}

function actionNames(config: unknown): Set<string> {
  const names = new Set<string>();
  JSON.stringify(config, (key, value: unknown) => {
    if (key === 'entry' || key === 'exit' || key === 'actions') for (const name of [value].flat()) if (typeof name === 'string') names.add(name);
    return value;
  });
  return names;
}

/** Why XState semantics beyond what the table reproduces are needed, or undefined. */
function unsupportedFeature(node: AnyStateNode, root: AnyStateNode): string | undefined {
  if (node.type === 'parallel') return `parallel state ${node.id}`;
  if (node.type === 'history') return `history state ${node.id}`;
  if (node.type === 'final' && node.parent !== root) return `final state ${node.id} below the top level`;
  if (node.after.length > 0) return `delayed transitions in ${node.id}`;
  if (node.invoke.length > 0) return `invoked actors in ${node.id}`;
  for (const descriptor of node.transitions.keys()) {
    if (descriptor === '*' || descriptor.endsWith('.*')) return `wildcard event ${descriptor} in ${node.id}`;
  }
  for (const child of Object.values(node.states) as AnyStateNode[]) {
    const reason = unsupportedFeature(child, root);
    if (reason) return reason;
  }
  return undefined;
}

function build(machine: AnyStateMachine): CompileResult {
  const config = machine.config as unknown;
  const originals: (string | undefined)[] = [];
  let oracleJson: unknown;
  try {
    oracleJson = oracleConfig(config, originals);
  } catch (error) {
    return { unsupported: (error as Error).message };
  }
  let allowed = -1;
  const guards = Object.fromEntries(originals.map((_, i) => [`${ORACLE_GUARD}${i}`, () => allowed === i]));
  const known = actionNames(config);
  const actions = Object.fromEntries([...known].map((name) => [name, () => {}]));
  const guardNames = [...new Set(originals.filter((name) => name !== undefined))];
  const actionList = [...known];
  const actionsAt = (names: readonly string[]): number[] => names.map((name) => actionList.indexOf(name));
  const oracle = setup({ guards, actions }).createMachine(oracleJson as never) as unknown as AnyStateMachine;
  const reason = unsupportedFeature(oracle.root, oracle.root);
  if (reason) return { unsupported: reason };

  const configurations = new Map<string, Configuration>();
  const pending: { config: OpenConfiguration; snapshot: AnyMachineSnapshot }[] = [];

  const configurationOf = (snapshot: AnyMachineSnapshot): Configuration => {
    const name = stateValueToString(snapshot.value as StateValue);
    const seen = configurations.get(name);
    if (seen) return seen;
    const open: OpenConfiguration = {
      name,
      value: Object.freeze(snapshot.value) as StateValue,
      tags: new Set(snapshot.tags as Set<string>),
      done: snapshot.status === 'done',
      on: new Map(),
      always: [],
    };
    configurations.set(name, open);
    pending.push({ config: open, snapshot });
    return open;
  };

  const namesOf = (list: readonly { type?: unknown }[], where: string): string[] =>
    list.map((action) => {
      const type = action.type;
      if (typeof type !== 'string' || !known.has(type)) throw new EngineError(`compiled statechart: XState runs ${String(type)} ${where}, which is not one of the machine's named actions`);
      return type;
    });

  /** XState's microstep when exactly transition `index` is enabled, from `snapshot`. */
  const microstep = (snapshot: AnyMachineSnapshot, index: number, eventType: string | undefined): Candidate => {
    allowed = index;
    try {
      const steps = getMicrosteps(oracle, snapshot as never, { type: eventType ?? PROBE_EVENT } as never);
      // An eventless candidate comes after the probe event's own (empty) microstep.
      const expected = eventType === undefined ? 2 : 1;
      const step = steps[steps.length - 1];
      if (steps.length !== expected || step === undefined) {
        throw new EngineError(`compiled statechart: taking ${eventType ?? 'an eventless transition'} from ${stateValueToString(snapshot.value as StateValue)} made ${steps.length} microsteps`);
      }
      const [next, list] = step;
      const guard = originals[index];
      const names = namesOf(list as { type?: unknown }[], `on ${eventType ?? 'always'}`);
      return { guard, guardAt: guard === undefined ? -1 : guardNames.indexOf(guard), actions: names, actionsAt: actionsAt(names), next: configurationOf(next as AnyMachineSnapshot) };
    } finally {
      allowed = -1;
    }
  };

  const fill = (open: OpenConfiguration, snapshot: AnyMachineSnapshot): void => {
    const nodes = getStateNodes(oracle.root, snapshot.value as StateValue) as AnyStateNode[];
    const leaf = nodes.find((node) => node.type === 'atomic' || node.type === 'final');
    if (!leaf || open.done) return;
    // XState selects from the leaf up: the leaf's transitions first, then each ancestor's.
    const chain: AnyStateNode[] = [];
    for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) chain.push(node);
    const indexOf = (guard: unknown): number => {
      if (typeof guard !== 'string' || !guard.startsWith(ORACLE_GUARD)) throw new EngineError(`compiled statechart: unexpected guard ${String(guard)}`);
      return Number(guard.slice(ORACLE_GUARD.length));
    };
    for (const node of chain) {
      for (const [event, transitions] of node.transitions) {
        let row = open.on.get(event);
        if (!row) open.on.set(event, (row = []));
        for (const t of transitions) row.push(microstep(snapshot, indexOf(t.guard), event));
      }
      for (const t of node.always ?? []) open.always.push(microstep(snapshot, indexOf(t.guard), undefined));
    }
  };

  try {
    allowed = -1;
    const first = getInitialMicrosteps(oracle);
    const [start, startActions] = first[0] ?? [];
    if (first.length !== 1 || !start) throw new EngineError(`compiled statechart: the initial transition made ${first.length} microsteps`);
    const startNames = namesOf((startActions ?? []) as { type?: unknown }[], 'on start');
    const initial = { actions: startNames, actionsAt: actionsAt(startNames), next: configurationOf(start as AnyMachineSnapshot) };
    while (pending.length) {
      const { config: open, snapshot } = pending.pop() as (typeof pending)[number];
      fill(open, snapshot);
    }
    const resolve = (name: string): Configuration => {
      const found = configurations.get(name);
      if (found) return found;
      const snapshot = oracle.resolveState({ value: stringToStateValue(name), context: {} } as never) as AnyMachineSnapshot;
      const resolved = configurationOf(snapshot);
      while (pending.length) {
        const next = pending.pop() as (typeof pending)[number];
        fill(next.config, next.snapshot);
      }
      return resolved;
    };
    return { chart: { id: oracle.id, guards: guardNames, actions: actionList, initial, configurations, resolve } };
  } catch (error) {
    return { unsupported: (error as Error).message };
  }
}
