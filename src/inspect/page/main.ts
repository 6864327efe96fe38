/// <reference lib="dom" />
/**
 * The inspector page: the statechart (chart.ts), the board from the view the server sends for
 * the chosen seat (board.ts), the legal actions (actions.ts), the event log and the timeline. It
 * speaks only the JSON messages of docs/inspector.md (protocol.ts), over a WebSocket to the
 * server that served it: no other request leaves the page.
 */
import { byId, el } from '../../table/page/dom.js';
import type { ChartHello, HelloMessage, ServerMessage, StateMessage } from '../protocol.js';
import type { ClientMessage } from '../session.js';
import { drawActions } from './actions.js';
import { drawBoard } from './board.js';
import { drawChart, fitChart, followActive, highlightChart, zoomChart } from './chart.js';
import { inspector, send } from './connection.js';
import { inspectorPageMessages, say } from './i18n/messages.js';
import { pageLanguage, translatePage } from '../../table/page/i18n/language.js';
import { drawMicrosteps, explain, refreshExplanation, showStateExplanation, showTransitionExplanation } from './explain.js';

/** The event log, numbered in the text (a list's markers clip past 99), and the timeline under it. */
function drawLog(state: StateMessage): void {
  byId('log').replaceChildren(...state.log.filter((e) => e.text).map((e, i) => el('li', { 'data-step': String(e.step) }, el('span', { class: 'n' }, `${i + 1}.`), (e.text ?? '').trim())));
  byId('log').lastElementChild?.scrollIntoView({ block: 'nearest' });
  const { index, length } = state.timeline;
  const slider = byId('slider') as HTMLInputElement;
  slider.max = String(length - 1);
  slider.value = String(index);
  byId('step').textContent = say('timeline.step', { index, last: length - 1 });
  (byId('back') as HTMLButtonElement).disabled = index === 0;
  (byId('forward') as HTMLButtonElement).disabled = index >= length - 1;
}

/** The rule variants offered, the one played, and how its rules differ from the one it replaced. */
function drawVariants(data: ChartHello): void {
  const select = byId('variant') as HTMLSelectElement;
  byId('variant-label').hidden = !data.variants.length;
  select.replaceChildren(...data.variants.map((v) => el('option', { value: v.id }, v.label)));
  if (data.variant) select.value = data.variant.id;
  byId('seed').textContent = data.seed === null ? '' : say('header.seed', { seed: data.seed });
  const changes = data.variant?.changes ?? [];
  byId('variant-changes').hidden = !changes.length;
  byId('variant-changes').replaceChildren(
    el('strong', {}, data.variant?.restarted
      ? say('variant.restarted', { seed: String(data.seed), variant: data.variant.id, against: data.variant.against })
      : say('variant.changes', { variant: select.selectedOptions[0]?.textContent ?? data.variant?.id ?? '', against: data.variant?.against ?? '' })),
    el('ul', {}, changes.map((c) => el('li', {}, el('code', {}, c.path), `: ${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}`))),
  );
}

function onHello(data: HelloMessage): void {
  inspector.cards = data.cards;
  const chartOnly = data.game === false;
  document.body.classList.toggle('chart-only', chartOnly);
  const machine = data.files?.machine ?? data.machine.id;
  byId('mode').textContent = chartOnly ? (data.files?.rules ? say('header.statechartRules', { machine, rules: data.files.rules }) : say('header.statechart', { machine })) : (data.mode ?? '');
  byId('seat').replaceChildren(el('option', { value: '' }, say('seat.spectator')), el('option', { value: '*' }, say('seat.everyBot')), ...data.seats.map((s) => el('option', { value: s }, s)));
  if (data.missingGuards?.length) byId('status').textContent = say('status.missingGuards', { guards: data.missingGuards.join(', ') });
  drawVariants(data);
  drawChart(data.chart, explain);
  if (chartOnly) explain({ type: 'state', key: '' });
}

function onState(data: StateMessage): void {
  inspector.current = data;
  byId('error').hidden = true;
  (byId('seat') as HTMLSelectElement).value = data.seat ?? (data.plays === null ? '*' : '');
  (byId('bots') as HTMLInputElement).checked = data.bots;
  byId('machine-state').textContent = data.machine;
  byId('status').textContent = data.over ? say('status.over') : '';
  document.body.dataset['machine'] = data.machine;
  highlightChart(data.active, data.last);
  drawMicrosteps(data);
  drawBoard(data.view);
  drawActions(data);
  drawLog(data);
  refreshExplanation();
}

function showError(title: string, message: string, rule?: string): void {
  byId('error').hidden = false;
  byId('error').replaceChildren(el('strong', {}, title), ` ${message} `, rule === undefined ? '' : el('em', {}, `(${rule})`));
}

function onMessage(data: ServerMessage): void {
  switch (data.type) {
    case 'hello': return onHello(data);
    case 'state': return onState(data);
    case 'explanation': return showTransitionExplanation(data);
    case 'stateExplanation': return showStateExplanation(data);
    case 'rejected': return showError(data.error.code, data.error.message, data.error.rule);
    case 'error': return showError(say('error.title'), data.message);
  }
}

const input = (id: string) => byId(id) as HTMLInputElement;

byId('seat').addEventListener('change', () => send({ type: 'view', seat: input('seat').value || null }));
byId('variant').addEventListener('change', () => send({ type: 'variant', id: input('variant').value }));
byId('bots').addEventListener('change', () => send({ type: 'bots', on: input('bots').checked }));
byId('bot-step').addEventListener('click', () => send({ type: 'bot' }));
byId('back').addEventListener('click', () => send({ type: 'goto', index: (inspector.current?.timeline.index ?? 1) - 1 }));
byId('forward').addEventListener('click', () => send({ type: 'goto', index: (inspector.current?.timeline.index ?? 0) + 1 }));
byId('slider').addEventListener('change', () => send({ type: 'goto', index: Number(input('slider').value) }));
byId('zoom-in').addEventListener('click', () => zoomChart(1 / 1.25));
byId('zoom-out').addEventListener('click', () => zoomChart(1.25));
byId('zoom-fit').addEventListener('click', () => {
  input('follow').checked = false;
  fitChart();
});
byId('follow').addEventListener('change', () => (input('follow').checked ? followActive() : fitChart()));

// For consoles and tests: the same messages the controls send, and the last state.
Object.assign(window, { rulegraph: { send: (message: ClientMessage) => send(message), state: () => inspector.current } });

// The page in its language; the server words the log, refusals and explanations in it too.
translatePage(inspectorPageMessages);
const socket = new WebSocket(`ws://${location.host}/ws?lang=${pageLanguage()}`);
socket.addEventListener('message', (message: MessageEvent<string>) => onMessage(JSON.parse(message.data) as ServerMessage));
inspector.socket = socket;
