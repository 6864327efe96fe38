/**
 * The statechart as a graph for drawing: every state node (nested in its parent) and every
 * transition (`on` and `always`) with its event, guard, actions and resolved target. Built
 * from the machine JSON alone, so it works for any game and for a machine without a game.
 */
import { isPlainObject } from '../engine/json/json-file.js';

export interface ChartState {
  /** Dotted path from the root, like `turn.main.neutral.open` (the root is ``). */
  readonly key: string;
  readonly name: string;
  readonly parent: string | null;
  readonly description: string | null;
  readonly tags: readonly string[];
  /** The parent's `initial` state. */
  readonly initial: boolean;
  /** `"type": "final"`. */
  readonly final: boolean;
  /** Child keys in document order. */
  readonly children: readonly string[];
}

export interface ChartTransition {
  /** `source|event|index`: stable across loads of the same machine (`event` is `` for `always`). */
  readonly id: string;
  readonly source: string;
  /** The state entered, or null when the transition stays where it is (no target). */
  readonly target: string | null;
  /** The event, or null for an eventless (`always`) transition. */
  readonly event: string | null;
  readonly guard: string | null;
  readonly actions: readonly string[];
  /** `event [guard] / actions`, as the chart labels it. */
  readonly label: string;
}

export interface ChartGraph {
  readonly id: string;
  readonly description: string | null;
  readonly states: readonly ChartState[];
  readonly transitions: readonly ChartTransition[];
}

type NodeJson = Record<string, unknown>;

function list(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (isPlainObject(action) && typeof action['type'] === 'string') return action['type'];
  return JSON.stringify(action);
}

function guardName(guard: unknown): string | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (isPlainObject(guard) && typeof guard['type'] === 'string') return guard['type'];
  return JSON.stringify(guard);
}

export function transitionLabel(event: string | null, guard: string | null, actions: readonly string[]): string {
  return `${event ?? 'always'}${guard ? ` [${guard}]` : ''}${actions.length ? ` / ${actions.join(', ')}` : ''}`;
}

/** Builds the graph of a machine config (plain XState v5 JSON, already validated). */
export function chartGraph(config: Readonly<Record<string, unknown>>): ChartGraph {
  const machineId = typeof config['id'] === 'string' ? config['id'] : '';
  const states: ChartState[] = [];
  const nodes = new Map<string, NodeJson>();
  const byCustomId = new Map<string, string>();

  const visit = (node: NodeJson, key: string, name: string, parent: string | null, initial: boolean) => {
    const children = isPlainObject(node['states']) ? Object.keys(node['states']) : [];
    const childKey = (child: string) => (key ? `${key}.${child}` : child);
    states.push({
      key,
      name,
      parent,
      description: typeof node['description'] === 'string' ? node['description'] : null,
      tags: list(node['tags']).map(String),
      initial,
      final: node['type'] === 'final',
      children: children.map(childKey),
    });
    nodes.set(key, node);
    if (key && typeof node['id'] === 'string') byCustomId.set(node['id'], key);
    for (const child of children) {
      visit((node['states'] as Record<string, NodeJson>)[child] as NodeJson, childKey(child), child, key, node['initial'] === child);
    }
  };
  visit(config, '', machineId, null, false);

  // XState v5 targets: `#machine.path` or `#customId.path`, `.child`, or a sibling path.
  const resolve = (source: string, target: string): string | null => {
    let key: string | null;
    if (target.startsWith('#')) {
      const [head, ...rest] = target.slice(1).split('.');
      const base = head === machineId ? '' : byCustomId.get(head as string);
      if (base === undefined) return null;
      key = [base, ...rest].filter(Boolean).join('.');
    } else if (target.startsWith('.')) {
      key = source ? `${source}${target}` : target.slice(1);
    } else {
      const parent = states.find((s) => s.key === source)?.parent ?? '';
      key = parent ? `${parent}.${target}` : target;
    }
    return nodes.has(key) ? key : null;
  };

  const transitions: ChartTransition[] = [];
  const addAll = (source: string, event: string | null, spec: unknown) => {
    list(spec).forEach((raw, i) => {
      const t: NodeJson = typeof raw === 'string' ? { target: raw } : isPlainObject(raw) ? raw : {};
      const targets = list(t['target']).map(String);
      const target = targets.length ? resolve(source, targets[0] as string) : null;
      const guard = guardName(t['guard']);
      const actions = list(t['actions']).map(actionName);
      transitions.push({ id: `${source}|${event ?? ''}|${i}`, source, target, event, guard, actions, label: transitionLabel(event, guard, actions) });
    });
  };
  for (const state of states) {
    const node = nodes.get(state.key) as NodeJson;
    if (isPlainObject(node['on'])) for (const [event, spec] of Object.entries(node['on'])) addAll(state.key, event, spec);
    if (node['always'] !== undefined) addAll(state.key, null, node['always']);
  }
  return { id: machineId, description: typeof config['description'] === 'string' ? config['description'] : null, states, transitions };
}
