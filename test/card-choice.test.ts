/**
 * The card choice both pages draw (the inspector serves card-choice.js as is, the table page
 * bundles it): which legal actions are one choice of cards, and which one ticked cards make.
 */
import { describe, expect, it } from 'vitest';
import { actionForCards, cardChoiceField } from '../src/table/page/card-choice.js';

const mulligan = [[], ['a'], ['b'], ['a', 'b']].map((setAside) => ({ type: 'mulligan', seat: 'A', setAside }));

describe('card choices of the pages', () => {
  it('finds the one field of card ids the actions differ by', () => {
    expect(cardChoiceField(mulligan)).toBe('setAside');
    expect(cardChoiceField(['x', 'y', 'z'].map((id) => ({ type: 'chooseMana', seat: 'B', cards: [id] })))).toBe('cards');
  });

  it('is no choice of cards with fewer than three actions, or when another field differs too', () => {
    expect(cardChoiceField(mulligan.slice(0, 2))).toBeNull();
    expect(cardChoiceField(mulligan.map((a, i) => ({ ...a, seat: i === 0 ? 'B' : 'A' })))).toBeNull();
    expect(cardChoiceField([{ type: 'pass', seat: 'A' }, { type: 'pass', seat: 'A' }, { type: 'pass', seat: 'A' }])).toBeNull();
  });

  it('matches ticked cards to the action holding exactly them, in any order', () => {
    expect(actionForCards(mulligan, 'setAside', new Set(['b', 'a']))).toBe(mulligan[3]);
    expect(actionForCards(mulligan, 'setAside', new Set())).toBe(mulligan[0]);
    expect(actionForCards(mulligan, 'setAside', ['b'])).toBe(mulligan[2]);
    expect(actionForCards(mulligan, 'setAside', ['c'])).toBeUndefined();
    expect(actionForCards(mulligan, 'setAside', ['a', 'b', 'c'])).toBeUndefined();
  });
});
