/**
 * The statechart as the inspector draws it: every state and transition of the machine JSON,
 * targets resolved as XState resolves them, and an ELK layout where children sit inside
 * their parents and every arrow runs from its source's border to its target's.
 */
import { describe, expect, it } from 'vitest';
import { loadMode } from '../src/api.js';
import { readJsonFile } from '../src/node/file-source.js';
import { chartGraph } from '../src/inspect/chart-graph.js';
import { layoutChart, type Box, type LaidOutChart } from '../src/inspect/chart-layout.js';

const machine = (name: string) => {
  const { $schema: _s, ...config } = readJsonFile(`machines/${name}.json`) as Record<string, unknown>;
  return config;
};

/** A small machine with every kind of target and state the chart draws. */
const SAMPLE = {
  id: 'sample',
  initial: 'idle',
  states: {
    idle: { tags: ['auto'], on: { go: { target: 'busy', guard: 'canGo', actions: ['start'] }, poke: { actions: ['count'] } } },
    busy: {
      id: 'work',
      initial: 'first',
      always: { guard: 'finished', target: '#sample.done' },
      on: { jump: '.second', restart: '#work.first' },
      states: { first: { on: { next: 'second' } }, second: {} },
    },
    done: { type: 'final' },
  },
};

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;
const onBorder = (p: { x: number; y: number }, b: Box) =>
  p.x >= b.x - 1 && p.x <= b.x + b.width + 1 && p.y >= b.y - 1 && p.y <= b.y + b.height + 1 &&
  (Math.abs(p.x - b.x) <= 1 || Math.abs(p.x - b.x - b.width) <= 1 || Math.abs(p.y - b.y) <= 1 || Math.abs(p.y - b.y - b.height) <= 1);

function checkLayout(chart: LaidOutChart): void {
  const box = new Map(chart.states.map((s) => [s.key, s]));
  for (const state of chart.states) {
    expect(state.width, state.key).toBeGreaterThan(0);
    if (state.parent !== null) expect(inside(state, box.get(state.parent) as Box), `${state.key} inside ${state.parent}`).toBe(true);
  }
  for (const t of chart.transitions) {
    if (t.target === null) {
      expect(inside(t.labelBox, box.get(t.source) as Box), `${t.id} row inside its state`).toBe(true);
      continue;
    }
    expect(t.points.length, t.id).toBeGreaterThanOrEqual(2);
    expect(onBorder(t.points[0]!, box.get(t.source) as Box), `${t.id} starts on ${t.source}`).toBe(true);
    expect(onBorder(t.points.at(-1)!, box.get(t.target) as Box), `${t.id} ends on ${t.target}`).toBe(true);
    expect(t.labelBox.width).toBeGreaterThan(0);
  }
}

describe('the chart graph', () => {
  it('resolves sibling, child, machine-id and custom-id targets; targetless transitions stay', () => {
    const graph = chartGraph(SAMPLE);
    expect(graph.states.map((s) => s.key)).toEqual(['', 'idle', 'busy', 'busy.first', 'busy.second', 'done']);
    const byId = new Map(graph.transitions.map((t) => [t.id, t]));
    expect(byId.get('idle|go|0')).toMatchObject({ target: 'busy', guard: 'canGo', actions: ['start'], label: 'go [canGo] / start' });
    expect(byId.get('idle|poke|0')).toMatchObject({ target: null, label: 'poke / count' });
    expect(byId.get('busy||0')).toMatchObject({ event: null, target: 'done', label: 'always [finished]' });
    expect(byId.get('busy|jump|0')?.target).toBe('busy.second');
    expect(byId.get('busy|restart|0')?.target).toBe('busy.first');
    expect(byId.get('busy.first|next|0')?.target).toBe('busy.second');
    const states = new Map(graph.states.map((s) => [s.key, s]));
    expect(states.get('idle')).toMatchObject({ initial: true, tags: ['auto'] });
    expect(states.get('busy.first')?.initial).toBe(true);
    expect(states.get('done')?.final).toBe(true);
  });

  it('holds every state and every transition of both shipped machines, each target resolved', () => {
    for (const [name, mode] of [['riftbound', 'riftbound/duel'], ['altered', 'altered/duel']] as const) {
      const graph = chartGraph(machine(name));
      const index = loadMode(mode).index;
      expect(graph.states.map((s) => s.key)).toEqual(index.keys);
      // Counted from the JSON: every entry of every `on` and `always`.
      const count = (node: Record<string, unknown>): number => {
        const size = (spec: unknown) => (spec === undefined ? 0 : Array.isArray(spec) ? spec.length : 1);
        const on = Object.values((node['on'] ?? {}) as Record<string, unknown>).reduce<number>((n, spec) => n + size(spec), 0);
        const children = Object.values((node['states'] ?? {}) as Record<string, Record<string, unknown>>).reduce((n, child) => n + count(child), 0);
        return on + size(node['always']) + children;
      };
      expect(graph.transitions).toHaveLength(count(machine(name)));
      expect(graph.transitions.filter((t) => t.event === null).length).toBeGreaterThan(5);
      const config = JSON.stringify(machine(name));
      for (const t of graph.transitions) {
        // A transition the JSON gives a target resolves to a state of the chart.
        if (t.target === null) continue;
        expect(index.nodes.has(t.target), t.id).toBe(true);
      }
      expect(graph.transitions.filter((t) => t.target !== null).length).toBe((config.match(/"target"/g) ?? []).length);
    }
  });
});

describe('the chart layout', () => {
  it('nests children in their parents and routes every arrow between the right states (sample)', async () => {
    const chart = await layoutChart(chartGraph(SAMPLE));
    checkLayout(chart);
    expect(chart.initials.map((i) => i.state).sort()).toEqual(['busy.first', 'idle']);
    const busy = chart.states.find((s) => s.key === 'busy')!;
    expect(busy.rows).toEqual([]);
    expect(chart.states.find((s) => s.key === 'idle')!.rows).toEqual(['idle|poke|0']);
  });

  it('lays out both shipped machines', async () => {
    for (const name of ['riftbound', 'altered']) {
      const chart = await layoutChart(chartGraph(machine(name)));
      checkLayout(chart);
      for (const marker of chart.initials) {
        const target = chart.states.find((s) => s.key === marker.state)!;
        expect(onBorder(marker.points.at(-1)!, target), marker.state).toBe(true);
      }
    }
  }, 30_000);
});
