// The statechart diagram of the inspector page: draws the chart the server laid out (ELK,
// absolute coordinates) as SVG, highlights the active states and the transitions the last
// step took, zooms and pans, and on a click asks the server to explain a transition's guard
// or a state. Uses `el`, `$` and `send` of app.js.
'use strict';

const SVG_NS = 'http://www.w3.org/2000/svg';
const chartView = { x: 0, y: 0, width: 1, height: 1, bounds: null };
/** The zoom at which the chart's labels read comfortably: the first view of a chart is never smaller. */
const READABLE_ZOOM = 0.75;
/** Whether the chart drawn last has had its first view, fitted to what the game is doing. */
let firstViewShown = false;
/** What the detail box explains, re-asked after every state change: { type, key }. */
let explaining = null;
/** The chart's transitions by id, for labelling microsteps. */
let chartTransitions = new Map();

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
  return node;
}

function pathOf(points) {
  return points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join(' ');
}

function stateClass(state) {
  return [
    'node',
    state.children.length ? '' : 'leaf',
    state.tags.includes('auto') ? 'auto' : '',
    state.final ? 'final' : '',
    state.initial ? 'initial' : '',
  ].filter(Boolean).join(' ');
}

function drawState(state, transitionsById) {
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
    const t = transitionsById.get(id);
    group.append(svg('text', { class: 'row transition', 'data-transition': id, x: t.labelBox.x, y: t.labelBox.y + 11 }, svg('title', {}, 'stays in this state: click for its guard'), `↺ ${t.label}`));
  }
  if (state.description) group.append(svg('title', {}, state.description));
  return group;
}

function drawEdge(t) {
  const box = t.labelBox;
  return svg('g', { class: `edge transition${t.event === null ? ' eventless' : ''}`, 'data-transition': t.id, 'data-source': t.source, 'data-target': t.target },
    svg('path', { d: pathOf(t.points), 'marker-end': 'url(#arrow)' }),
    svg('rect', { class: 'label-bg', x: box.x - 2, y: box.y, width: box.width + 4, height: box.height, rx: 3 }),
    svg('text', { x: box.x, y: box.y + 11 }, t.label));
}

function drawChart(chart) {
  const transitionsById = new Map(chart.transitions.map((t) => [t.id, t]));
  chartTransitions = transitionsById;
  const root = svg('svg', { id: 'chart-svg', role: 'img', 'aria-label': `statechart ${chart.id}` },
    svg('defs', {},
      svg('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' }, svg('path', { d: 'M0,0 L10,5 L0,10 z' })),
      svg('marker', { id: 'arrow-taken', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' }, svg('path', { d: 'M0,0 L10,5 L0,10 z' }))),
    svg('g', { class: 'states' }, chart.states.map((s) => drawState(s, transitionsById))),
    svg('g', { class: 'initials' }, chart.initials.map((i) =>
      svg('g', { class: 'initial-marker', 'data-state': i.state }, svg('circle', { cx: i.dot.x, cy: i.dot.y, r: 4 }), svg('path', { d: pathOf(i.points), 'marker-end': 'url(#arrow)' })))),
    svg('g', { class: 'edges' }, chart.transitions.filter((t) => t.target !== null).map(drawEdge)));
  $('chart').replaceChildren(root);
  chartView.bounds = { x: -10, y: -10, width: chart.width + 20, height: chart.height + 20 };
  fitChart();
  firstViewShown = false;
  enableZoomAndPan(root);
}

// ---- zoom, pan, fit ------------------------------------------------------------------------

function applyView() {
  $('chart-svg')?.setAttribute('viewBox', `${chartView.x} ${chartView.y} ${chartView.width} ${chartView.height}`);
  const zoom = $('chart').clientWidth / chartView.width;
  $('zoom-level').textContent = `${Math.round(zoom * 100)}%`;
}

/** The box of the whole chart, fitted to the panel's shape. */
function fitChart(box = chartView.bounds) {
  if (!box) return;
  const panel = $('chart');
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

function zoomChart(factor, cx = chartView.x + chartView.width / 2, cy = chartView.y + chartView.height / 2) {
  const width = Math.min(Math.max(chartView.width * factor, 80), (chartView.bounds?.width ?? 1000) * 4);
  const ratio = width / chartView.width;
  chartView.x = cx - (cx - chartView.x) * ratio;
  chartView.y = cy - (cy - chartView.y) * ratio;
  chartView.width = width;
  chartView.height *= ratio;
  applyView();
}

/** The box of a state of the chart, from its drawn rectangle. */
function stateBox(node) {
  const rect = node.querySelector(':scope > rect');
  return { x: Number(rect.getAttribute('x')), y: Number(rect.getAttribute('y')), width: Number(rect.getAttribute('width')), height: Number(rect.getAttribute('height')) };
}

/**
 * The first view of a chart: the largest active state that still reads at READABLE_ZOOM once
 * fitted to the panel (a whole phase when it fits, else the step within it), never zoomed in past
 * 100%. A whole chart of many states fitted at once is too small to read.
 */
function fitActiveRegion() {
  const panel = $('chart');
  const active = [...document.querySelectorAll('#chart .node.active')].sort((a, b) => a.dataset.key.split('.').length - b.dataset.key.split('.').length);
  if (!active.length || !panel.clientWidth) return;
  const zoomFor = (box) => Math.min(panel.clientWidth / (box.width + 40), panel.clientHeight / (box.height + 40));
  const readable = active.map(stateBox).find((box) => zoomFor(box) >= READABLE_ZOOM) ?? stateBox(active[active.length - 1]);
  const zoom = Math.min(1, zoomFor(readable));
  const width = panel.clientWidth / zoom;
  const height = panel.clientHeight / zoom;
  Object.assign(chartView, { width, height, x: readable.x + readable.width / 2 - width / 2, y: readable.y + readable.height / 2 - height / 2 });
  applyView();
}

/** Centres the view on the active leaf state at 100%. */
function followActive() {
  const node = document.querySelector('#chart .node.leaf.active rect');
  if (!node) return;
  const panel = $('chart');
  const x = Number(node.getAttribute('x')) + Number(node.getAttribute('width')) / 2;
  const y = Number(node.getAttribute('y')) + Number(node.getAttribute('height')) / 2;
  Object.assign(chartView, { width: panel.clientWidth, height: panel.clientHeight, x: x - panel.clientWidth / 2, y: y - panel.clientHeight / 2 });
  applyView();
}

function enableZoomAndPan(root) {
  const toChart = (event) => {
    const rect = root.getBoundingClientRect();
    return { x: chartView.x + ((event.clientX - rect.left) / rect.width) * chartView.width, y: chartView.y + ((event.clientY - rect.top) / rect.height) * chartView.height };
  };
  root.addEventListener('wheel', (event) => {
    event.preventDefault();
    const p = toChart(event);
    zoomChart(event.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
  }, { passive: false });
  let drag = null;
  root.addEventListener('pointerdown', (event) => {
    drag = { x: event.clientX, y: event.clientY, view: { ...chartView }, moved: false };
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
    if (wasDrag) return;
    const transition = event.target.closest('[data-transition]');
    const state = event.target.closest('[data-key]');
    if (transition) explain({ type: 'transition', key: transition.dataset.transition });
    else if (state) explain({ type: 'state', key: state.dataset.key });
  });
  root.addEventListener('pointerleave', () => (drag = null));
}

// ---- what the game is doing ----------------------------------------------------------------

function highlightChart(active, last) {
  const set = new Set(active);
  for (const node of document.querySelectorAll('#chart .node')) node.classList.toggle('active', set.has(node.dataset.key));
  const taken = new Set((last?.trace.microsteps ?? []).flatMap((m) => m.transitions.map((t) => t.transition)));
  for (const t of document.querySelectorAll('#chart .transition')) t.classList.toggle('taken', taken.has(t.dataset.transition));
  // Re-appending moves the taken arrows on top of the others.
  for (const edge of document.querySelectorAll('#chart .edge.taken')) edge.parentNode.append(edge);
  if ($('follow').checked) followActive();
  else if (!firstViewShown) fitActiveRegion();
  firstViewShown = true;
}

function drawMicrosteps(state, describe) {
  const last = state.last;
  if (!last) {
    $('last-action').textContent = state.timeline.index === 0 ? 'the game as it started' : '';
    $('microsteps').replaceChildren();
    $('actions-run').textContent = '';
    return;
  }
  $('last-action').textContent = `${last.action.seat}: ${describe(state.view, last.action)}`;
  $('microsteps').replaceChildren(
    ...last.trace.microsteps.map((m) =>
      el('li', { 'data-event': m.event },
        m.transitions.map((t) => [
          el('a', { href: '#', class: 'step-transition', 'data-transition': t.transition ?? '', onclick: (e) => { e.preventDefault(); if (t.transition) explain({ type: 'transition', key: t.transition }); } },
            `${t.source || '(root)'} ${t.target === null ? '↺' : `→ ${t.target}`}`),
          el('code', {}, chartTransitions.get(t.transition)?.label ?? m.event),
        ]))),
  );
  $('actions-run').textContent = last.trace.actions.length ? `actions run: ${last.trace.actions.join(', ')}` : 'no named action ran';
}

// ---- explanations --------------------------------------------------------------------------

function explain(target) {
  explaining = target;
  send(target.type === 'transition' ? { type: 'explain', transition: target.key } : { type: 'explainState', state: target.key });
  for (const node of document.querySelectorAll('#chart .selected')) node.classList.remove('selected');
  const selector = target.type === 'transition' ? `#chart [data-transition="${CSS.escape(target.key)}"]` : `#chart .node[data-key="${CSS.escape(target.key)}"]`;
  for (const node of document.querySelectorAll(selector)) node.classList.add('selected');
}

function refreshExplanation() {
  if (explaining) send(explaining.type === 'transition' ? { type: 'explain', transition: explaining.key } : { type: 'explainState', state: explaining.key });
}

/** JSON on one line when short, else indented. */
function compactJson(value) {
  const line = JSON.stringify(value);
  return line.length <= 70 ? line : JSON.stringify(value, null, 1);
}

function valueBadge(value) {
  if (value === null) return el('span', { class: 'badge unknown' }, 'no value');
  return el('span', { class: `badge ${value ? 'true' : 'false'}` }, value ? 'true' : 'false');
}

function showTransitionExplanation(x) {
  $('detail').hidden = false;
  $('detail').dataset.transition = x.transition;
  delete $('detail').dataset.state;
  $('detail').replaceChildren(
    el('button', { type: 'button', class: 'close', onclick: closeDetail }, '×'),
    el('h3', {}, x.label),
    el('div', {}, `${x.source || '(root)'} ${x.target === null ? '↺ stays' : `→ ${x.target}`}`, x.active ? '' : ' · its state is not active now'),
    x.guard === null
      ? el('div', { class: 'guard-value' }, valueBadge(x.value), ' no guard')
      : el('div', {},
        el('div', { class: 'guard-value' }, 'guard ', el('code', {}, x.guard), ' ', valueBadge(x.value)),
        x.description ? el('div', { class: 'guard-description' }, x.description) : '',
        el('pre', { class: 'guard-when' }, compactJson(x.when)),
        x.selectors.length ? el('table', { class: 'selectors' }, x.selectors.map((s) => el('tr', {}, el('td', {}, el('code', {}, s.expression)), el('td', {}, JSON.stringify(s.value))))) : ''),
    el('div', { class: `guard-reason${x.value === false ? ' false' : ''}` }, x.reason),
  );
}

function showStateExplanation(x, describe) {
  $('detail').hidden = false;
  $('detail').dataset.state = x.state;
  delete $('detail').dataset.transition;
  $('detail').replaceChildren(
    el('button', { type: 'button', class: 'close', onclick: closeDetail }, '×'),
    el('h3', {}, x.state || '(root)', x.tags.map((t) => el('span', { class: 'tag' }, `#${t}`))),
    el('div', { class: 'state-description' }, x.description ?? 'no description'),
    el('div', {}, x.active ? 'active now' : 'not active now'),
    el('div', { class: 'offers' }, 'Offers now: ',
      x.offers.length
        ? el('ul', {}, x.offers.map((a) => el('li', {}, el('button', { type: 'button', onclick: () => send({ type: 'apply', action: a }) }, describe(current?.view ?? {}, a)))))
        : el('em', {}, x.active ? 'nothing to the viewed seat' : 'nothing (not active)')),
    x.handles.length
      ? el('div', {}, 'Handles: ', x.handles.map((h) => el('a', { href: '#', class: 'handles', onclick: (e) => { e.preventDefault(); explain({ type: 'transition', key: h.transition }); } }, `${h.event ?? 'always'}${h.guard ? ` [${h.guard}]` : ''}`)))
      : '',
  );
}

function closeDetail() {
  explaining = null;
  $('detail').hidden = true;
  for (const node of document.querySelectorAll('#chart .selected')) node.classList.remove('selected');
}

$('zoom-in').addEventListener('click', () => zoomChart(1 / 1.25));
$('zoom-out').addEventListener('click', () => zoomChart(1.25));
$('zoom-fit').addEventListener('click', () => {
  $('follow').checked = false;
  fitChart();
});
$('follow').addEventListener('change', (e) => (e.target.checked ? followActive() : fitChart()));
