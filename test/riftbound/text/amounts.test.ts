/** Costs of any amount within instructions ("Pay any amount of ... to ... that much"), read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { loadIssues, printsAndReads, roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'chaos', cost: { energy: 2, power: [] } };
const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'mind', cost: { energy: 1, power: [] } };

describe('a cost of any amount within instructions', () => {
  it('reads Energy of any amount paid to deal that much damage to a chosen unit', () => {
    const card = roundTrip(spell, 'Pay any amount of Energy to deal that much damage to an enemy unit. Draw 1.');
    expect(card.effects?.[0]).toEqual({ op: 'damage', equalTo: { paid: true }, target: 'unit', pay: { energy: 0, power: [], anyAmount: 'energy' } });
  });

  it('prints and reads Power of any domain paid to add that much Energy, on a gear ability', () => {
    const text = printsAndReads(gear, { abilities: [{ kind: 'activated', cost: { exhaust: true }, effects: [{ op: 'addResources', thatMuch: 'energy', pay: { energy: 0, power: [], anyAmount: 'any' } }] }] });
    expect(text).toMatch(/^:rb_exhaust:: Pay any amount of :rb_rune_rainbow: to \[Add\] that much Energy\.$/);
  });

  it('prints and reads Energy paid to add that much Power of any domain', () => {
    const text = printsAndReads(gear, { abilities: [{ kind: 'activated', cost: { energy: 1, exhaust: true }, keywords: ['reaction'], effects: [{ op: 'addResources', thatMuch: 'any', pay: { energy: 0, power: [], anyAmount: 'energy' } }] }] });
    expect(text).toContain('Energy to [Add] that much :rb_rune_rainbow:.');
  });

  it('refuses "that much" without a cost of any amount, and a cost of any amount with more to pay or in a triggered ability', () => {
    expect(loadIssues({ ...spell, effects: [{ op: 'damage', equalTo: { paid: true }, target: 'self' }] } as Partial<CardDefinition>)).toContain('that much');
    expect(loadIssues({ ...spell, effects: [{ op: 'draw', amount: 1, pay: { energy: 1, power: [], anyAmount: 'energy' } }] } as Partial<CardDefinition>)).toContain('whole cost');
    expect(
      loadIssues({ ...gear, abilities: [{ kind: 'triggered', trigger: 'played', effects: [{ op: 'addResources', thatMuch: 'energy', pay: { energy: 0, power: [], anyAmount: 'any' } }] }] } as Partial<CardDefinition>),
    ).toContain('triggered ability');
  });
});
