/**
 * Statechart files: validation, name resolution and binding to XState.
 *
 * A machine in `machines/` is plain XState v5 config. Guards and actions appear by name;
 * this module checks every name against what the mode rules (guards) and the game module
 * (actions) define, and fails at load with the name and its JSON path otherwise. It also
 * indexes, for every state node, which events it handles and under which guards, so the
 * runtime can list legal actions and explain refusals without asking XState's internals.
 */
import { setup, type AnyStateMachine, type StateValue } from 'xstate';
import { LoadError, wordedIssue, type LoadIssue } from '../errors.js';
import { text } from '../i18n/load/messages.js';
import { isDeepFrozen } from '../json/freeze.js';
import { isPlainObject } from '../json/json-file.js';
import { joinPath } from '../json/json-path.js';
import { machineSchema } from '../schema/machine-schema.js';
import { assertSchema } from '../schema/validate.js';

/** The event the runtime sends to leave a state tagged `auto`. */
export const ADVANCE = 'advance';
/** Tag of states that need no player input: the runtime advances through them. */
export const AUTO_TAG = 'auto';

export interface TransitionRef {
  readonly guard?: string;
}

export interface StateNodeInfo {
  /** Dotted path of state names from the root, like `turn.main.neutral.open`. */
  readonly key: string;
  readonly on: ReadonlyMap<string, readonly TransitionRef[]>;
  readonly tags: readonly string[];
}

export interface MachineIndex {
  readonly id: string;
  readonly nodes: ReadonlyMap<string, StateNodeInfo>;
  /** Every state node key, in document order (for inspectors and docs). */
  readonly keys: readonly string[];
}

type NodeJson = Record<string, unknown>;

function asList(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

interface Reference {
  readonly kind: 'guard' | 'action';
  readonly name: string;
  readonly path: string;
}

function walk(node: NodeJson, key: string, path: string, refs: Reference[], nodes: Map<string, StateNodeInfo>, keys: string[]): void {
  for (const field of ['entry', 'exit'] as const) {
    asList(node[field]).forEach((name, i) => {
      const at = Array.isArray(node[field]) ? joinPath(path, field, i) : joinPath(path, field);
      refs.push({ kind: 'action', name: String(name), path: at });
    });
  }
  const on = new Map<string, TransitionRef[]>();
  const transitionsAt = (spec: unknown, at: string, event: string) => {
    const list = Array.isArray(spec) ? spec : [spec];
    const refsForEvent: TransitionRef[] = [];
    list.forEach((t, i) => {
      const tPath = Array.isArray(spec) ? joinPath(at, i) : at;
      if (!isPlainObject(t)) {
        refsForEvent.push({});
        return;
      }
      if (typeof t['guard'] === 'string') {
        refs.push({ kind: 'guard', name: t['guard'], path: joinPath(tPath, 'guard') });
        refsForEvent.push({ guard: t['guard'] });
      } else {
        refsForEvent.push({});
      }
      asList(t['actions']).forEach((name, j) => {
        const aPath = Array.isArray(t['actions']) ? joinPath(tPath, 'actions', j) : joinPath(tPath, 'actions');
        refs.push({ kind: 'action', name: String(name), path: aPath });
      });
    });
    if (event) on.set(event, refsForEvent);
  };
  if (isPlainObject(node['on'])) {
    for (const [event, spec] of Object.entries(node['on'])) transitionsAt(spec, joinPath(path, 'on', event), event);
  }
  if (node['always'] !== undefined) transitionsAt(node['always'], joinPath(path, 'always'), '');
  nodes.set(key, { key, on, tags: asList(node['tags']).map(String) });
  keys.push(key);
  if (isPlainObject(node['states'])) {
    for (const [child, childNode] of Object.entries(node['states'])) {
      walk(childNode as NodeJson, key ? `${key}.${child}` : child, joinPath(path, 'states', child), refs, nodes, keys);
    }
  }
}

/**
 * Guards and actions receive the game's host object. XState copies machine context, so the
 * context only holds a reference to it: `{ host }`.
 */
export interface MachineBindings<H> {
  readonly guards: Readonly<Record<string, (host: H, event: { type: string }) => boolean>>;
  readonly actions: Readonly<Record<string, (host: H, event: { type: string }) => void>>;
}

export interface MachineContext<H> {
  readonly host: H;
}

export interface LoadedMachine {
  readonly machine: AnyStateMachine;
  readonly index: MachineIndex;
  readonly config: Readonly<Record<string, unknown>>;
}

/**
 * Validates a machine config, checks every guard and action name, and binds them.
 * `file` is used in errors only.
 */
export function loadMachine<H extends object>(config: unknown, file: string, bindings: MachineBindings<H>): LoadedMachine {
  assertSchema<NodeJson>(machineSchema, config, file);
  const { xstateConfig, index, refs } = structureOf(config, file);

  const issues: LoadIssue[] = [];
  for (const ref of refs) {
    const known = ref.kind === 'guard' ? bindings.guards : bindings.actions;
    if (!Object.hasOwn(known, ref.name)) {
      const name = JSON.stringify(ref.name);
      issues.push(wordedIssue({ path: ref.path }, ref.kind === 'guard' ? text('machine.unknownGuard', { name }) : text('machine.unknownAction', { name })));
    }
  }
  if (issues.length) throw new LoadError(file, issues);

  type Args = { context: MachineContext<H>; event: { type: string } };
  const guards = Object.fromEntries(Object.entries(bindings.guards).map(([name, fn]) => [name, ({ context, event }: Args) => fn(context.host, event)]));
  const actions = Object.fromEntries(Object.entries(bindings.actions).map(([name, fn]) => [name, ({ context, event }: Args) => fn(context.host, event)]));
  let machine: AnyStateMachine;
  try {
    machine = setup({ types: {} as { context: MachineContext<H>; input: MachineContext<H> }, guards, actions }).createMachine({
      ...(xstateConfig as object),
      context: ({ input }: { input: MachineContext<H> }) => ({ host: input.host }),
    } as never) as unknown as AnyStateMachine;
  } catch (error) {
    throw new LoadError(file, [{ path: '$', message: (error as Error).message }]);
  }
  return { machine, index, config: xstateConfig };
}

/** What a machine config says apart from what its names are bound to. */
interface MachineStructure {
  /** The config as XState takes it: one object for every load of one frozen file, which keys its compiled table. */
  readonly xstateConfig: Readonly<Record<string, unknown>>;
  readonly index: MachineIndex;
  /** The guards and actions it names, with where. */
  readonly refs: readonly Reference[];
}

/** Structures of frozen configs (a statechart file read again unchanged is the same frozen value). */
const structures = new WeakMap<object, MachineStructure>();

function structureOf(config: NodeJson, file: string): MachineStructure {
  const known = structures.get(config);
  if (known !== undefined) return known;
  const { $schema: _ignored, ...xstateConfig } = config;
  if (typeof xstateConfig['id'] !== 'string') throw new LoadError(file, [wordedIssue({ path: '$.id' }, text('machine.rootId'))]);
  const refs: Reference[] = [];
  const nodes = new Map<string, StateNodeInfo>();
  const keys: string[] = [];
  walk(xstateConfig, '', '$', refs, nodes, keys);
  const structure = { xstateConfig, index: { id: xstateConfig['id'], nodes, keys }, refs };
  if (isDeepFrozen(config)) structures.set(config, structure);
  return structure;
}

/** The keys of every active state node (ancestors included) for a state value. */
export function activeKeys(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  const out: string[] = [];
  for (const [child, sub] of Object.entries(value)) {
    const key = prefix ? `${prefix}.${child}` : child;
    out.push(key);
    if (sub !== undefined) out.push(...activeKeys(sub as StateValue, key));
  }
  return out;
}

/** `{ turn: { main: 'open' } }` becomes `turn.main.open`; parallel regions are joined by `|`. */
export function stateValueToString(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([k, v]) => (v === undefined || (isPlainObject(v) && Object.keys(v).length === 0) ? k : `${k}.${stateValueToString(v as StateValue)}`))
    .join('|');
}

/** The inverse of {@link stateValueToString} for non-parallel machines. */
export function stringToStateValue(path: string): StateValue {
  const parts = path.split('.');
  let value: StateValue = parts.pop() as string;
  while (parts.length) value = { [parts.pop() as string]: value };
  return value;
}

/** A state by full path (`turn.main`), or by a name only one state has (`scoringStep`). */
export function resolveStateName(name: string, index: MachineIndex): string | undefined {
  if (index.nodes.has(name)) return name;
  const matches = index.keys.filter((k) => k.endsWith(`.${name}`));
  return matches.length === 1 ? matches[0] : undefined;
}

/** Whether the state path `actual` is `expected` or inside it. */
export function stateMatches(actual: string, expected: string): boolean {
  return actual === expected || actual.startsWith(`${expected}.`);
}
