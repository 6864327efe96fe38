/// <reference lib="dom" />
/**
 * The legal actions of the inspector page as controls: one button per action, except choices of
 * several cards (a mulligan, mana, what to keep), drawn as cards to tick and one button; then the
 * actions the seat cannot take now, each with its refusal. Actions are worded as on the table
 * page (its describe.ts), from the viewed seat's view.
 */
import { cardChoiceField } from '../../table/page/card-choice.js';
import { cardChoiceControl } from '../../table/page/card-choice-control.js';
import { describeAction } from '../../table/page/describe.js';
import { byId, el } from '../../table/page/dom.js';
import { nameOf } from '../../table/page/names.js';
import type { Action } from '../../engine/game/module.js';
import type { InspectedView, StateMessage } from '../protocol.js';
import { named, send } from './connection.js';
import { say } from './i18n/messages.js';

/** An action in words, as the viewed seat sees it. */
export function actionText(view: InspectedView, action: Action): string {
  return describeAction(named(view), action);
}

export function drawActions(state: StateMessage): void {
  const byType = new Map<string, Action[]>();
  for (const action of state.legalActions) byType.set(action.type, [...(byType.get(action.type) ?? []), action]);
  const controls: HTMLElement[] = [];
  for (const [type, actions] of byType) {
    const field = cardChoiceField(actions);
    if (field) {
      controls.push(cardChoiceControl({
        type, field, actions,
        describe: (action) => actionText(state.view, action),
        card: (id) => el('span', { class: 'card', 'data-id': id }, nameOf(named(state.view), id)),
        act: (action) => send({ type: 'apply', action }),
      }));
    }
    else controls.push(...actions.map((action) =>
      el('button', { type: 'button', 'data-action': action.type, onclick: () => send({ type: 'apply', action }) }, actionText(state.view, action))));
  }
  byId('actions').replaceChildren(...controls);
  if (!state.legalActions.length) {
    byId('actions').append(el('div', { class: 'waiting' }, state.over ? say('actions.over') : state.seat === null ? say('actions.spectator') : say('actions.waiting', { seat: state.mustAct ?? say('actions.anotherSeat') })));
  }
  byId('must-act').textContent = state.mustAct ? say('actions.mustAct', { seat: state.mustAct }) : '';
  byId('unavailable').replaceChildren(
    ...state.unavailable.map(({ type, reason }) =>
      el('li', { 'data-action': type }, el('strong', {}, type), ' — ', `${reason.code}: ${reason.message} (${reason.rule})`)),
  );
}
