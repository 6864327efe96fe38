/** Buffs counted and spent, choices about readying and exhausting, and costs, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'calm', cost: { energy: 2, power: [] } };

describe("a spell's optional cost asked about by its steps", () => {
  it('reads "As an additional cost to play this, you may exhaust a friendly unit." and the steps after it on its line', () => {
    const card = roundTrip(spell, '[Reaction]\nAs an additional cost to play this, you may exhaust a friendly unit. If you do, draw 3. Otherwise, draw 1.');
    expect(card.additionalCost).toEqual({ exhaustUnit: true, optional: true });
    expect(card.effects).toEqual([
      { op: 'draw', amount: 3, previous: 'done' },
      { op: 'draw', amount: 1, previous: 'notDone' },
    ]);
  });

  it('reads the same line for the other objects a cost takes', () => {
    const card = roundTrip(spell, 'As an additional cost to play this, you may discard 1. If you do, deal 3 to a unit at a battlefield.');
    expect(card.additionalCost).toEqual({ discard: true, optional: true });
  });

  it('prints a step not asking about the cost on a line of its own', () => {
    const card = roundTrip(spell, 'As an additional cost to play this, you may exhaust a friendly unit.\nDraw 1.');
    expect(card.effects).toEqual([{ op: 'draw', amount: 1 }]);
  });

  it('checks that a first step asking "If you do" is on a spell with an optional cost', () => {
    const result = compileCard(spell, 'If you do, draw 2.');
    if (!result.ok) throw new Error(result.refusal.reason);
    expect(() => loadCardSets([{ file: 'text.json', json: { set: 'check', cards: [result.card] } }])).toThrow(/effects\[0\]\.previous/);
  });
});

describe("a spell's instructions under Legion, and a trigger of the next time a chosen unit takes damage", () => {
  it('reads "Stun it the next time it takes damage this turn." as a delayed trigger of the unit chosen before, once', () => {
    const card = roundTrip(spell, 'Choose an enemy unit. Stun it the next time it takes damage this turn.');
    expect(card.effects).toEqual([
      { op: 'choose', target: 'unit' },
      { op: 'delayedAbility', target: 'unit', ability: 0 },
    ]);
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: 'damaged', subject: { select: 'unit' }, next: true, delayed: 'thisTurn', effects: [{ op: 'stun', target: 'thatUnit' }] }]);
  });

  it('reads "[Legion] — ..." after the instructions as steps under Legion, which may replace the step before "now instead"', () => {
    const card = roundTrip(spell, '[Action]\nChoose an enemy unit. Stun it the next time it takes damage this turn.\n[Legion] — Stun it now instead.');
    expect(card.keywords).toEqual(['action', 'legion']);
    expect(card.effects?.[2]).toEqual({ op: 'stun', target: 'unit', instead: true, wording: ['now'], dependent: { keyword: 'legion' } });
    expect(roundTrip(spell, 'Draw 1.\n[Legion] — Draw 2.').effects).toEqual([
      { op: 'draw', amount: 1 },
      { op: 'draw', amount: 2, dependent: { keyword: 'legion' } },
    ]);
  });

  it('refuses instructions under Legion on a card that is not a spell', () => {
    const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'calm', cost: { energy: 2, power: [] }, might: 2 };
    expect(compileCard(unit, '[Legion] — Draw 2.').ok).toBe(false);
  });
});
