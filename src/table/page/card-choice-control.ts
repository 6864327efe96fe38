/// <reference lib="dom" />
/**
 * A choice of several cards (a mulligan, mana, what to keep) as cards to tick and one button,
 * enabled when the ticked cards make one of the legal actions. Drawn by the table page and the
 * inspector page alike; each says how a card and an action look.
 */
import { actionForCards, cardsIn, type CardChoiceField } from './card-choice.js';
import { el, type Child } from './dom.js';
import { actionWords } from './describe.js';
import { say } from './i18n/messages.js';

type ActionFields = { readonly type: string; readonly [field: string]: unknown };

export interface CardChoiceOptions<A extends ActionFields> {
  /** The action type, and the field its instances differ by (`cardChoiceField`). */
  readonly type: string;
  readonly field: CardChoiceField;
  readonly actions: readonly A[];
  /** The button's label for the action the ticked cards make. */
  describe(action: A): string;
  /** What a card to tick shows. */
  card(id: string): Child;
  act(action: A): void;
}

/** What to tick, above the cards, from the numbers of cards the legal actions hold. */
const HINTS: Readonly<Record<CardChoiceField, (sizes: readonly number[]) => string>> = {
  setAside: () => say('choice.setAside'),
  cards: (sizes) => say('choice.cards', { sizes: sizes.join(say('choice.or')) }),
  keep: () => say('choice.keep'),
};

export function cardChoiceControl<A extends ActionFields>(options: CardChoiceOptions<A>): HTMLElement {
  const { type, field, actions } = options;
  const offered = [...new Set(actions.flatMap((a) => cardsIn(a, field)))];
  const sizes = [...new Set(actions.map((a) => cardsIn(a, field).length))].sort((a, b) => a - b);
  const chosen = new Set<string>();
  const matching = () => actionForCards(actions, field, chosen);
  const button = el('button', { type: 'button', class: 'choose', 'data-action': type, onclick: () => { const action = matching(); if (action) options.act(action); } }) as HTMLButtonElement;
  const update = () => {
    const action = matching();
    button.disabled = !action;
    button.textContent = action ? options.describe(action) : say('choice.button', { action: actionWords(type), sizes: sizes.join(say('choice.or')) });
  };
  const tick = (id: string) => (event: Event) => {
    if ((event.target as HTMLInputElement).checked) chosen.add(id);
    else chosen.delete(id);
    update();
  };
  const boxes = offered.map((id) => el('label', { class: 'pick', 'data-pick': id }, el('input', { type: 'checkbox', value: id, onchange: tick(id) }), options.card(id)));
  update();
  return el('div', { class: 'card-choice', 'data-choice': type },
    el('div', { class: 'hint' }, HINTS[field](sizes)),
    el('div', { class: 'picks' }, boxes),
    button);
}
