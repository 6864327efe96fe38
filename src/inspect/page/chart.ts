/// <reference lib="dom" />
/**
 * The statechart diagram of the inspector page: draws the chart the server laid out (ELK,
 * absolute coordinates) as SVG, highlights the active states and the transitions the last step
 * took, zooms and pans; a click on a state or an arrow is handed to `onPick` (explain.ts).
 */
import { say } from './i18n/messages.js';
import { byId } from '../../table/page/dom.js';
import type { Box, LaidOutChart, LaidOutState, LaidOutTransition, Point } from '../chart-layout.js';
import type { StateMessage } from '../protocol.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The zoom at which the chart's labels read comfortably: the first view of a chart is never smaller. */
const READABLE_ZOOM = 0.75;

/** A state (`state`) or a transition (`transition`) of the chart, by its key or id. */
export interface ChartTarget {
  readonly type: 'state' | 'transition';
  readonly key: string;
}

const chartView = { x: 0, y: 0, width: 1, height: 1, bounds: null as Box | null };
/** Whether the chart drawn last has had its first view, fitted to what the game is doing. */
let firstViewShown = false;
/** The chart's transitions by id, for labelling microsteps. */
let transitions = new Map<string, LaidOutTransition>();

/** The label of a transition of the chart drawn last. */
export function transitionLabel(id: string | null): string | undefined {
  return id === null ? undefined : transitions.get(id)?.label;
}

type SvgChild = SVGElement | string | null | undefined | readonly SvgChild[];

function svg(tag: string, attrs: Readonly<Record<string, string | number>> = {}, ...children: SvgChild[]): SVGElement {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  const append = (list: readonly SvgChild[]): void => {
    for (const child of list) if (Array.isArray(child)) append(child); else if (child !== null && child !== undefined) node.append(child as SVGElement | string);
  };
  append(children);
  return node;
}

const pathOf = (points: readonly Point[]) => points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join(' ');

function stateClass(state: LaidOutState): string {
  return ['node', state.children.length ? '' : 'leaf', state.tags.includes('auto') ? 'auto' : '', state.final ? 'final' : '', state.initial ? 'initial' : ''].filter(Boolean).join(' ');
}

function drawState(state: LaidOutState): SVGElement {
  const group = svg('g', { class: state.key === '' ? 'root' : stateClass(state), 'data-key': state.key });
  group.append(svg('rect', { x: state.x, y: state.y, width: state.width, height: state.height, rx: 6 }));
  if (state.final) group.append(svg('rect', { class: 'final-ring', x: state.x + 3, y: state.y + 3, width: state.width - 6, height: state.height - 6, rx: 4 }));
  group.append(svg('text', { class: 'name', x: state.x + 10, y: state.y + 15 }, state.key === '' ? `#${state.name}` : state.name));
  let y = state.y + 15;
  if (state.tags.length) {
    y += 15;
    group.append(svg('text', { class: 'tags', x: state.x + 10, y }, state.tags.map((t) => `#${t}`).join(' ')));
  }
  for (const id of state.rows) {
    const t = transitions.get(id);
    if (t) group.append(svg('text', { class: 'row transition', 'data-transition': id, x: t.labelBox.x, y: t.labelBox.y + 11 }, svg('title', {}, say('chart.stays')), `↺ ${t.label}`));
  }
  if (state.description) group.append(svg('title', {}, state.description));
  return group;
}

function drawEdge(t: LaidOutTransition): SVGElement {
  const box = t.labelBox;
  return svg('g', { class: `edge transition${t.event === null ? ' eventless' : ''}`, 'data-transition': t.id, 'data-source': t.source, 'data-target': t.target ?? '' },
    svg('path', { d: pathOf(t.points), 'marker-end': 'url(#arrow)' }),
    svg('rect', { class: 'label-bg', x: box.x - 2, y: box.y, width: box.width + 4, height: box.height, rx: 3 }),
    svg('text', { x: box.x, y: box.y + 11 }, t.label));
}

const arrowMarker = (id: string) => svg('marker', { id, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' }, svg('path', { d: 'M0,0 L10,5 L0,10 z' }));

export function drawChart(chart: LaidOutChart, onPick: (target: ChartTarget) => void): void {
  transitions = new Map(chart.transitions.map((t) => [t.id, t]));
  const root = svg('svg', { id: 'chart-svg', role: 'img', 'aria-label': `statechart ${chart.id}` },
    svg('defs', {}, arrowMarker('arrow'), arrowMarker('arrow-taken')),
    svg('g', { class: 'states' }, chart.states.map(drawState)),
    svg('g', { class: 'initials' }, chart.initials.map((i) =>
      svg('g', { class: 'initial-marker', 'data-state': i.state }, svg('circle', { cx: i.dot.x, cy: i.dot.y, r: 4 }), svg('path', { d: pathOf(i.points), 'marker-end': 'url(#arrow)' })))),
    svg('g', { class: 'edges' }, chart.transitions.filter((t) => t.target !== null).map(drawEdge)));
  byId('chart').replaceChildren(root);
  chartView.bounds = { x: -10, y: -10, width: chart.width + 20, height: chart.height + 20 };
  fitChart();
  firstViewShown = false;
  enableZoomAndPan(root, onPick);
}

// ---- zoom, pan, fit ------------------------------------------------------------------------

function applyView(): void {
  document.getElementById('chart-svg')?.setAttribute('viewBox', `${chartView.x} ${chartView.y} ${chartView.width} ${chartView.height}`);
  byId('zoom-level').textContent = `${Math.round((byId('chart').clientWidth / chartView.width) * 100)}%`;
}

/** The box of the whole chart, fitted to the panel's shape. */
export function fitChart(box: Box | null = chartView.bounds): void {
  if (!box) return;
  const panel = byId('chart');
  const aspect = (panel.clientHeight || 1) / (panel.clientWidth || 1);
  let { x, y, width, height } = box;
  if (height / width > aspect) {
    const w = height / aspect;
    x -= (w - width) / 2;
    width = w;
  } else {
    const h = width * aspect;
    y -= (h - height) / 2;
    height = h;
  }
  Object.assign(chartView, { x, y, width, height });
  applyView();
}

export function zoomChart(factor: number, cx = chartView.x + chartView.width / 2, cy = chartView.y + chartView.height / 2): void {
  const width = Math.min(Math.max(chartView.width * factor, 80), (chartView.bounds?.width ?? 1000) * 4);
  const ratio = width / chartView.width;
  chartView.x = cx - (cx - chartView.x) * ratio;
  chartView.y = cy - (cy - chartView.y) * ratio;
  chartView.width = width;
  chartView.height *= ratio;
  applyView();
}

/** The box of a state of the chart, from its drawn rectangle. */
function stateBox(node: Element): Box {
  const rect = node.querySelector(':scope > rect');
  const number = (name: string) => Number(rect?.getAttribute(name));
  return { x: number('x'), y: number('y'), width: number('width'), height: number('height') };
}

const keyDepth = (node: Element) => (node as SVGElement).dataset['key']?.split('.').length ?? 0;

/**
 * The first view of a chart: the largest active state that still reads at READABLE_ZOOM once
 * fitted to the panel (a whole phase when it fits, else the step within it), never zoomed in past
 * 100%. A whole chart of many states fitted at once is too small to read.
 */
function fitActiveRegion(): void {
  const panel = byId('chart');
  const active = [...document.querySelectorAll('#chart .node.active')].sort((a, b) => keyDepth(a) - keyDepth(b));
  const last = active.at(-1);
  if (!last || !panel.clientWidth) return;
  const zoomFor = (box: Box) => Math.min(panel.clientWidth / (box.width + 40), panel.clientHeight / (box.height + 40));
  const readable = active.map(stateBox).find((box) => zoomFor(box) >= READABLE_ZOOM) ?? stateBox(last);
  const zoom = Math.min(1, zoomFor(readable));
  const width = panel.clientWidth / zoom;
  const height = panel.clientHeight / zoom;
  Object.assign(chartView, { width, height, x: readable.x + readable.width / 2 - width / 2, y: readable.y + readable.height / 2 - height / 2 });
  applyView();
}

/** Centres the view on the active leaf state at 100%. */
export function followActive(): void {
  const node = document.querySelector('#chart .node.leaf.active');
  if (!node) return;
  const box = stateBox(node);
  const panel = byId('chart');
  Object.assign(chartView, { width: panel.clientWidth, height: panel.clientHeight, x: box.x + box.width / 2 - panel.clientWidth / 2, y: box.y + box.height / 2 - panel.clientHeight / 2 });
  applyView();
}

function enableZoomAndPan(root: SVGElement, onPick: (target: ChartTarget) => void): void {
  const toChart = (event: MouseEvent): Point => {
    const rect = root.getBoundingClientRect();
    return { x: chartView.x + ((event.clientX - rect.left) / rect.width) * chartView.width, y: chartView.y + ((event.clientY - rect.top) / rect.height) * chartView.height };
  };
  root.addEventListener('wheel', (event) => {
    event.preventDefault();
    const p = toChart(event);
    zoomChart(event.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
  }, { passive: false });
  let drag: { x: number; y: number; view: Point; moved: boolean } | null = null;
  root.addEventListener('pointerdown', (event) => {
    drag = { x: event.clientX, y: event.clientY, view: { x: chartView.x, y: chartView.y }, moved: false };
  });
  root.addEventListener('pointermove', (event) => {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true;
    if (!drag.moved) return;
    const scale = chartView.width / root.getBoundingClientRect().width;
    chartView.x = drag.view.x - dx * scale;
    chartView.y = drag.view.y - dy * scale;
    applyView();
  });
  root.addEventListener('pointerup', (event) => {
    const wasDrag = drag?.moved;
    drag = null;
    if (wasDrag || !(event.target instanceof Element)) return;
    const transition = event.target.closest<SVGElement>('[data-transition]');
    const state = event.target.closest<SVGElement>('[data-key]');
    if (transition) onPick({ type: 'transition', key: transition.dataset['transition'] ?? '' });
    else if (state) onPick({ type: 'state', key: state.dataset['key'] ?? '' });
  });
  root.addEventListener('pointerleave', () => (drag = null));
}

// ---- what the game is doing ----------------------------------------------------------------

export function highlightChart(active: readonly string[], last: StateMessage['last']): void {
  const set = new Set(active);
  for (const node of document.querySelectorAll<SVGElement>('#chart .node')) node.classList.toggle('active', set.has(node.dataset['key'] ?? ''));
  const taken = new Set((last?.trace.microsteps ?? []).flatMap((m) => m.transitions.map((t) => t.transition)));
  for (const t of document.querySelectorAll<SVGElement>('#chart .transition')) t.classList.toggle('taken', taken.has(t.dataset['transition'] ?? ''));
  // Re-appending moves the taken arrows on top of the others.
  for (const edge of document.querySelectorAll('#chart .edge.taken')) edge.parentNode?.append(edge);
  if ((byId('follow') as HTMLInputElement).checked) followActive();
  else if (!firstViewShown) fitActiveRegion();
  firstViewShown = true;
}

/** Marks the chart's elements `target` names as selected, and only those. */
export function selectInChart(target: ChartTarget | null): void {
  for (const node of document.querySelectorAll('#chart .selected')) node.classList.remove('selected');
  if (!target) return;
  const selector = target.type === 'transition' ? `#chart [data-transition="${CSS.escape(target.key)}"]` : `#chart .node[data-key="${CSS.escape(target.key)}"]`;
  for (const node of document.querySelectorAll(selector)) node.classList.add('selected');
}
