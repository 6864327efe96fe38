/**
 * Lays out a statechart graph with ELK (elkjs, run here on the server, so the page needs no
 * library and makes no request): compound states contain their children, every transition
 * with a target is a routed arrow with its label placed by ELK, an initial state gets an
 * entry dot and arrow, and transitions without a target are listed inside their state.
 * All coordinates are absolute (the root's).
 */
import elkModule from 'elkjs/lib/elk.bundled.js';
import type { ELK as ElkApi, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import { chartGraph, type ChartGraph, type ChartState, type ChartTransition } from './chart-graph.js';

/** The page draws chart text in an 11px monospace font: this many pixels per character. */
export const CHAR_WIDTH = 6.7;
export const LINE_HEIGHT = 15;
const PAD = 10;
const INITIAL_DOT = 10;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface LaidOutState extends ChartState, Box {
  /** Transitions without a target, drawn as rows inside the state, top to bottom. */
  readonly rows: readonly string[];
}

export interface LaidOutTransition extends ChartTransition {
  /** The route of the arrow, from the source's border to the target's (empty for rows). */
  readonly points: readonly Point[];
  /** Where the label goes (for rows: the row's box inside the source state). */
  readonly labelBox: Box;
}

/** An initial state's entry: a dot in its parent and an arrow to it. */
export interface InitialMarker {
  readonly state: string;
  readonly dot: Point;
  readonly points: readonly Point[];
}

export interface LaidOutChart {
  readonly id: string;
  readonly description: string | null;
  readonly width: number;
  readonly height: number;
  readonly states: readonly LaidOutState[];
  readonly transitions: readonly LaidOutTransition[];
  readonly initials: readonly InitialMarker[];
}

// A CommonJS module whose typings declare an ES default export: the constructor is both.
const ELK = ((elkModule as unknown as { default?: unknown }).default ?? elkModule) as new () => ElkApi;

const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);
const stateId = (key: string) => `s:${key}`;

/** Header of a state: its name, then a line of tags when it has some. */
function headerHeight(state: ChartState): number {
  return LINE_HEIGHT + 6 + (state.tags.length ? LINE_HEIGHT : 0);
}

function tagLine(state: ChartState): string {
  return state.tags.map((t) => `#${t}`).join(' ');
}

export async function layoutChart(graph: ChartGraph): Promise<LaidOutChart> {
  const rowsOf = new Map<string, ChartTransition[]>();
  for (const t of graph.transitions) if (t.target === null) rowsOf.set(t.source, [...(rowsOf.get(t.source) ?? []), t]);
  const byKey = new Map(graph.states.map((s) => [s.key, s]));

  const build = (state: ChartState): ElkNode => {
    const rows = rowsOf.get(state.key) ?? [];
    const top = headerHeight(state) + rows.length * LINE_HEIGHT + (rows.length ? 4 : 0);
    const width = Math.max(textWidth(state.name) + 2 * PAD + (state.final ? 8 : 0), textWidth(tagLine(state)) + 2 * PAD, ...rows.map((r) => textWidth(`↺ ${r.label}`) + 2 * PAD));
    const node: ElkNode = { id: stateId(state.key), labels: [{ text: state.name }] };
    if (!state.children.length) return { ...node, width, height: top + 6 };
    const initial = state.children.find((c) => byKey.get(c)?.initial);
    const children = state.children.map((c) => build(byKey.get(c) as ChartState));
    if (initial !== undefined) children.unshift({ id: `i:${state.key}`, width: INITIAL_DOT, height: INITIAL_DOT });
    return {
      ...node,
      children,
      layoutOptions: { 'elk.padding': `[top=${top + 8},left=${PAD},bottom=${PAD},right=${PAD}]`, 'elk.nodeSize.minimum': `(${width},${top + 20})`, 'elk.nodeSize.constraints': 'MINIMUM_SIZE' },
    };
  };

  const root = byKey.get('') as ChartState;
  const rootNode = build(root);
  const edges: ElkExtendedEdge[] = [];
  for (const t of graph.transitions) {
    if (t.target === null) continue;
    edges.push({
      id: t.id,
      sources: [stateId(t.source)],
      targets: [stateId(t.target)],
      labels: [{ text: t.label, width: textWidth(t.label), height: LINE_HEIGHT }],
    });
  }
  for (const s of graph.states) {
    if (s.initial && s.parent !== null) edges.push({ id: `i:${s.parent}`, sources: [`i:${s.parent}`], targets: [stateId(s.key)] });
  }
  const elkGraph: ElkNode = {
    ...rootNode,
    edges,
    layoutOptions: {
      ...rootNode.layoutOptions,
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '28',
      'elk.spacing.nodeNode': '22',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeEdge': '8',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
  };
  const laid = await new ELK().layout(elkGraph);

  const boxes = new Map<string, Box>();
  const collect = (node: ElkNode) => {
    boxes.set(node.id, { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 });
    for (const child of node.children ?? []) collect(child);
  };
  collect(laid);

  const states: LaidOutState[] = graph.states.map((s) => ({ ...s, ...(boxes.get(stateId(s.key)) as Box), rows: (rowsOf.get(s.key) ?? []).map((r) => r.id) }));
  const routes = new Map<string, { points: Point[]; label: Box | undefined }>();
  for (const edge of laid.edges ?? []) {
    const points: Point[] = [];
    for (const section of edge.sections ?? []) points.push(section.startPoint, ...(section.bendPoints ?? []), section.endPoint);
    const label = edge.labels?.[0];
    routes.set(edge.id, { points, label: label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 } : undefined });
  }
  const transitions: LaidOutTransition[] = graph.transitions.map((t) => {
    if (t.target === null) {
      const source = states.find((s) => s.key === t.source) as LaidOutState;
      const row = source.rows.indexOf(t.id);
      const labelBox = { x: source.x + PAD, y: source.y + headerHeight(source) + row * LINE_HEIGHT, width: textWidth(`↺ ${t.label}`), height: LINE_HEIGHT };
      return { ...t, points: [], labelBox };
    }
    const route = routes.get(t.id) as { points: Point[]; label: Box | undefined };
    const mid = route.points[Math.floor(route.points.length / 2)] ?? { x: 0, y: 0 };
    return { ...t, points: route.points, labelBox: route.label ?? { x: mid.x, y: mid.y, width: textWidth(t.label), height: LINE_HEIGHT } };
  });
  const initials: InitialMarker[] = graph.states
    .filter((s) => s.initial && s.parent !== null)
    .map((s) => {
      const dot = boxes.get(`i:${s.parent}`) as Box;
      return { state: s.key, dot: { x: dot.x + dot.width / 2, y: dot.y + dot.height / 2 }, points: routes.get(`i:${s.parent}`)?.points ?? [] };
    });
  return { id: graph.id, description: graph.description, width: laid.width ?? 0, height: laid.height ?? 0, states, transitions, initials };
}

/** The machine JSON, laid out for drawing. */
export function layoutMachine(config: Readonly<Record<string, unknown>>): Promise<LaidOutChart> {
  return layoutChart(chartGraph(config));
}
