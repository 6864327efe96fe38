/**
 * A seat's legal actions as controls placed next to what they concern. An action about a card
 * (playing it, activating it, moving it) is a button on that card; actions that differ only in
 * a target or a destination on the board are one button that arms a choice: the cards and zones
 * they may name light up, and a click on one sends the action naming it. Choices of several
 * cards (a mulligan, mana, what to keep) are cards to tick with one button, enabled when the
 * ticked cards make a legal action. The rest (pass, end the turn, concede) go to the side.
 */
import { cardChoiceField } from './card-choice.js';
import { cardChoiceControl } from './card-choice-control.js';
import { cardOf, type Table } from './cards.js';
import { el } from './dom.js';
import { describeAction, labelActions } from './describe.js';
import { say } from './i18n/messages.js';

export type AnyAction = { readonly type: string; readonly seat: string; readonly [field: string]: unknown };

const SUBJECTS = ['card', 'source', 'gear', 'character', 'emblem'];

/** The card an action is about: the one played, activated, equipped, moved alone, or the reaction's emblem. */
function subjectOf(action: AnyAction): string | undefined {
  for (const field of SUBJECTS) if (typeof action[field] === 'string') return action[field] as string;
  const units = action['units'];
  return Array.isArray(units) && units.length === 1 && typeof units[0] === 'string' ? units[0] : undefined;
}

/** The action without the card it is about, for a label drawn on that card. */
function withoutSubject(action: AnyAction): AnyAction {
  const copy: Record<string, unknown> = { ...action };
  const field = SUBJECTS.find((f) => typeof action[f] === 'string') ?? 'units';
  delete copy[field];
  return copy as AnyAction;
}

/** The one target or destination an action names, which a click on the board may choose. */
function pickOf(action: AnyAction): { field: string; value: string } | undefined {
  for (const field of ['target', 'to', 'battlefield', 'unit', 'expedition']) if (typeof action[field] === 'string') return { field, value: action[field] as string };
  const targets = action['targets'];
  if (targets && typeof targets === 'object' && !Array.isArray(targets)) {
    const values = Object.entries(targets as Record<string, unknown>);
    if (values.length === 1 && typeof values[0]?.[1] === 'string') return { field: `targets.${values[0][0]}`, value: values[0][1] };
  }
  return undefined;
}

/** The action without its pick: actions equal but for it are one choice. */
function withoutPick(action: AnyAction, field: string | undefined): string {
  const copy: Record<string, unknown> = { ...action };
  if (field?.startsWith('targets.')) copy['targets'] = '*';
  else if (field) delete copy[field];
  return JSON.stringify(copy);
}

/** The board elements a pick may name: a card, a battlefield, a seat's base or expedition. */
export function pickables(board: HTMLElement, pick: { field: string; value: string } | undefined, seat: string): HTMLElement[] {
  if (!pick) return [];
  const { field, value } = pick;
  if (field === 'expedition') return [...board.querySelectorAll<HTMLElement>(`[data-expedition-zone="${CSS.escape(`${seat} ${value}`)}"]`)];
  if (value === 'base') return [...board.querySelectorAll<HTMLElement>(`[data-base="${CSS.escape(seat)}"]`)];
  return [...board.querySelectorAll<HTMLElement>(`[data-id="${CSS.escape(value)}"], [data-battlefield="${CSS.escape(value)}"], [data-base="${CSS.escape(value)}"], [data-seat="${CSS.escape(value)}"] > .seat-head`)];
}

/** What is being chosen on the board now: each pickable element's action. */
interface Armed {
  readonly button: HTMLElement;
  readonly options: Map<HTMLElement, AnyAction>;
}

let armed: Armed | undefined;

export function disarm(): void {
  if (!armed) return;
  armed.button.classList.remove('armed');
  for (const target of armed.options.keys()) target.classList.remove('targetable');
  document.body.dataset['choosing'] = 'false';
  armed = undefined;
}

/** A click on the board while a choice is armed: the action of the element clicked, if any. */
export function pickedAction(target: EventTarget | null): AnyAction | undefined {
  if (!armed || !(target instanceof Element)) return undefined;
  for (let node: Element | null = target; node; node = node.parentElement) {
    const action = armed.options.get(node as HTMLElement);
    if (action) return action;
  }
  return undefined;
}

/**
 * Draws the controls of `actions`: on the board next to their card when it is there, else in
 * `side`. `act` sends the chosen one.
 */
export function placeActions(table: Table, board: HTMLElement, side: HTMLElement, actions: readonly AnyAction[], act: (action: AnyAction) => void): void {
  disarm();
  const byType = new Map<string, AnyAction[]>();
  for (const action of actions) byType.set(action.type, [...(byType.get(action.type) ?? []), action]);
  const sideControls: HTMLElement[] = [];
  for (const [type, list] of byType) {
    const field = cardChoiceField(list);
    if (field) {
      sideControls.push(cardChoiceControl({ type, field, actions: list, describe: (action) => describeAction(table, action), card: (id) => cardOf(table, id), act }));
      continue;
    }
    const labels = labelActions(table, list);
    // Actions equal but for one target or destination on the board: one button that arms the choice.
    const groups = new Map<string, { actions: AnyAction[]; labels: string[] }>();
    list.forEach((action, i) => {
      const pick = pickOf(action);
      const key = withoutPick(action, pick?.field);
      const group = groups.get(key) ?? { actions: [], labels: [] };
      group.actions.push(action);
      group.labels.push(labels[i] as string);
      groups.set(key, group);
    });
    for (const group of groups.values()) {
      const first = group.actions[0] as AnyAction;
      const subject = subjectOf(first);
      const home = subject ? board.querySelector<HTMLElement>(`[data-id="${CSS.escape(subject)}"]`) : null;
      const targets = group.actions.map((action) => ({ action, elements: pickables(board, pickOf(action), action.seat) }));
      const clickable = group.actions.length > 1 && targets.every((t) => t.elements.length > 0);
      // On its card, a label need not name the card.
      const labelsHere = home ? labelActions(table, group.actions.map(withoutSubject)) : group.labels;
      const buttons: HTMLElement[] = clickable
        ? [armingButton(table, home ? withoutSubject(first) : first, targets)]
        : group.actions.map((action, i) => el('button', { type: 'button', 'data-action': type, onclick: () => act(action) }, labelsHere[i]));
      if (home) {
        let slot = home.querySelector<HTMLElement>(':scope > .card-actions');
        if (!slot) home.append((slot = el('div', { class: 'card-actions' })));
        slot.append(...buttons);
      } else sideControls.push(...buttons);
    }
  }
  side.replaceChildren(...sideControls);
}

/** The button that arms a choice on the board; the board's click handler (table.ts) sends the action picked. */
function armingButton(table: Table, first: AnyAction, targets: readonly { action: AnyAction; elements: HTMLElement[] }[]): HTMLElement {
  const pick = pickOf(first);
  const bare: Record<string, unknown> = { ...first };
  if (pick) delete bare[pick.field.startsWith('targets.') ? 'targets' : pick.field];
  const label = say(pick?.field === 'to' || pick?.field === 'expedition' ? 'action.chooseWhere' : 'action.chooseTarget', { action: describeAction(table, bare as AnyAction) });
  const button = el('button', { type: 'button', class: 'arm', 'data-action': first.type, 'data-arm': String(targets.length) }, label);
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    const again = armed?.button === button;
    disarm();
    if (again) return;
    const options = new Map<HTMLElement, AnyAction>();
    for (const { action, elements } of targets) for (const element of elements) if (!options.has(element)) options.set(element, action);
    for (const element of options.keys()) element.classList.add('targetable');
    button.classList.add('armed');
    document.body.dataset['choosing'] = 'true';
    armed = { button, options };
  });
  return button;
}
