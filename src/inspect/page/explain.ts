/// <reference lib="dom" />
/**
 * What the inspector page explains beside the chart: a transition's guard with its value and the
 * selectors it read, a state with what it offers and handles (asked of the server again after
 * every step while shown), and the statechart's microsteps of the last action.
 */
import { byId, el } from '../../table/page/dom.js';
import type { ExplanationMessage, StateExplanationMessage, StateMessage } from '../protocol.js';
import { actionText } from './actions.js';
import { selectInChart, transitionLabel, type ChartTarget } from './chart.js';
import { inspector, send } from './connection.js';
import { say } from './i18n/messages.js';

/** What the detail box explains, asked again after every state change. */
let explaining: ChartTarget | null = null;

function ask(target: ChartTarget): void {
  send(target.type === 'transition' ? { type: 'explain', transition: target.key } : { type: 'explainState', state: target.key });
}

export function explain(target: ChartTarget): void {
  explaining = target;
  ask(target);
  selectInChart(target);
}

export function refreshExplanation(): void {
  if (explaining) ask(explaining);
}

function closeDetail(): void {
  explaining = null;
  byId('detail').hidden = true;
  selectInChart(null);
}

/** JSON on one line when short, else indented. */
function compactJson(value: unknown): string {
  const line = JSON.stringify(value);
  return line.length <= 70 ? line : JSON.stringify(value, null, 1);
}

function valueBadge(value: boolean | null): HTMLElement {
  if (value === null) return el('span', { class: 'badge unknown' }, say('explain.noValue'));
  return el('span', { class: `badge ${value ? 'true' : 'false'}` }, say(value ? 'explain.true' : 'explain.false'));
}

/** A link that explains a transition of the chart. */
const transitionLink = (key: string, className: string, ...text: string[]) =>
  el('a', { href: '#', class: className, 'data-transition': key, onclick: (e: Event) => { e.preventDefault(); explain({ type: 'transition', key }); } }, ...text);

function showDetail(kind: 'transition' | 'state', key: string, ...children: (HTMLElement | string)[]): void {
  const detail = byId('detail');
  detail.hidden = false;
  delete detail.dataset['transition'];
  delete detail.dataset['state'];
  detail.dataset[kind] = key;
  detail.replaceChildren(el('button', { type: 'button', class: 'close', onclick: closeDetail }, '×'), ...children);
}

export function showTransitionExplanation(x: ExplanationMessage): void {
  showDetail('transition', x.transition,
    el('h3', {}, x.label),
    el('div', {}, `${x.source || say('explain.root')} ${x.target === null ? say('explain.stays') : `→ ${x.target}`}`, x.active ? '' : say('explain.inactive')),
    x.guard === null
      ? el('div', { class: 'guard-value' }, valueBadge(x.value), ' ', say('explain.noGuard'))
      : el('div', {},
        el('div', { class: 'guard-value' }, say('explain.guard'), ' ', el('code', {}, x.guard), ' ', valueBadge(x.value)),
        x.description ? el('div', { class: 'guard-description' }, x.description) : '',
        el('pre', { class: 'guard-when' }, compactJson(x.when)),
        x.selectors.length ? el('table', { class: 'selectors' }, x.selectors.map((s) => el('tr', {}, el('td', {}, el('code', {}, s.expression)), el('td', {}, JSON.stringify(s.value))))) : ''),
    el('div', { class: `guard-reason${x.value === false ? ' false' : ''}` }, x.reason),
  );
}

export function showStateExplanation(x: StateExplanationMessage): void {
  const view = inspector.current?.view ?? {};
  showDetail('state', x.state,
    el('h3', {}, x.state || say('explain.root'), x.tags.map((t) => el('span', { class: 'tag' }, `#${t}`))),
    el('div', { class: 'state-description' }, x.description ?? say('explain.noDescription')),
    el('div', {}, say(x.active ? 'explain.activeNow' : 'explain.notActiveNow')),
    el('div', { class: 'offers' }, say('explain.offers'),
      x.offers.length
        ? el('ul', {}, x.offers.map((a) => el('li', {}, el('button', { type: 'button', onclick: () => send({ type: 'apply', action: a }) }, actionText(view, a)))))
        : el('em', {}, say(x.active ? 'explain.offersNothing' : 'explain.offersInactive'))),
    x.handles.length ? el('div', {}, say('explain.handles'), x.handles.map((h) => transitionLink(h.transition, 'handles', `${h.event ?? say('explain.always')}${h.guard ? ` [${h.guard}]` : ''}`))) : '',
  );
}

/** The last action and the microsteps it took through the chart. */
export function drawMicrosteps(state: StateMessage): void {
  const last = state.last;
  if (!last) {
    byId('last-action').textContent = state.timeline.index === 0 ? say('last.start') : '';
    byId('microsteps').replaceChildren();
    byId('actions-run').textContent = '';
    return;
  }
  byId('last-action').textContent = `${last.action.seat}: ${actionText(state.view, last.action)}`;
  byId('microsteps').replaceChildren(
    ...last.trace.microsteps.map((m) =>
      el('li', { 'data-event': m.event },
        m.transitions.map((t) => [
          t.transition === null
            ? el('a', { href: '#', class: 'step-transition', 'data-transition': '' }, `${t.source || say('explain.root')} ${t.target === null ? '↺' : `→ ${t.target}`}`)
            : transitionLink(t.transition, 'step-transition', `${t.source || say('explain.root')} ${t.target === null ? '↺' : `→ ${t.target}`}`),
          el('code', {}, transitionLabel(t.transition) ?? m.event),
        ]))),
  );
  byId('actions-run').textContent = last.trace.actions.length ? say('last.actionsRun', { actions: last.trace.actions.join(', ') }) : say('last.noAction');
}
