/**
 * A seat's legal actions as controls: one button per action, except choices of several cards
 * (a mulligan, mana, what to keep), drawn as cards to tick and one button that is enabled when
 * the ticked cards make a legal action.
 */
// One module with the inspector page, which serves it as is (this page's bundle holds a copy).
import { actionForCards, cardChoiceField } from '../../inspect/page/card-choice.js';
import { el } from './dom.js';
import { describeAction, labelActions } from './describe.js';
import { nameOf, words, type Named } from './names.js';

export type AnyAction = { readonly type: string; readonly seat: string; readonly [field: string]: unknown };

const ids = (action: AnyAction, field: string) => action[field] as readonly string[];

function cardChoice(view: Named, type: string, field: string, actions: readonly AnyAction[], act: (action: AnyAction) => void): HTMLElement {
  const offered = [...new Set(actions.flatMap((a) => ids(a, field)))];
  const chosen = new Set<string>();
  const sizes = [...new Set(actions.map((a) => ids(a, field).length))].sort((a, b) => a - b);
  const matching = () => actionForCards(actions, field, chosen);
  const button = el('button', { type: 'button', class: 'choose', 'data-action': type, onclick: () => { const action = matching(); if (action) act(action); } }) as HTMLButtonElement;
  const update = () => {
    const action = matching();
    button.disabled = !action;
    button.textContent = action ? describeAction(view, action) : `${words(type)}: choose ${sizes.join(' or ')} card(s)`;
  };
  const boxes = offered.map((id) =>
    el('label', { class: 'card pick', 'data-id': id },
      el('input', { type: 'checkbox', value: id, onchange: (e: Event) => { if ((e.target as HTMLInputElement).checked) chosen.add(id); else chosen.delete(id); update(); } }),
      ` ${nameOf(view, id)}`));
  update();
  return el('div', { class: 'card-choice', 'data-choice': type }, el('div', {}, boxes), button);
}

/** The controls for `actions`; `act` sends the chosen one. */
export function actionControls(view: Named, actions: readonly AnyAction[], act: (action: AnyAction) => void): HTMLElement[] {
  const byType = new Map<string, AnyAction[]>();
  for (const action of actions) byType.set(action.type, [...(byType.get(action.type) ?? []), action]);
  const controls: HTMLElement[] = [];
  for (const [type, list] of byType) {
    const field = cardChoiceField(list);
    if (field) controls.push(cardChoice(view, type, field, list, act));
    else {
      const labels = labelActions(view, list);
      controls.push(...list.map((action, i) => el('button', { type: 'button', 'data-action': type, onclick: () => act(action) }, labels[i])));
    }
  }
  return controls;
}
