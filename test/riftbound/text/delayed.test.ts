/** Delayed effects, damage prevention and conditions about what happened this turn, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compiled, printsAndReads, roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'calm', cost: { energy: 2, power: [] } };
const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'fury', cost: { energy: 2, power: [] } };

describe('damage prevention', () => {
  it('reads the next damage a chosen unit would be dealt this turn, and prints it with "that unit"', () => {
    const card = compiled(spell, 'Choose a friendly unit. The next time it would be dealt damage this turn, prevent it. Draw 2.');
    expect(card.targets).toEqual([{ name: 'unit', select: 'unit', relation: 'friendly' }]);
    expect(card.effects).toEqual([{ op: 'choose', target: 'unit' }, { op: 'preventDamage', target: 'unit', next: true }, { op: 'draw', amount: 2 }]);
    const text = printsAndReads(spell, { targets: card.targets ?? [], effects: card.effects ?? [] });
    expect(text).toContain('Choose a friendly unit. The next time that unit would be dealt');
  });

  it('prints and reads all spell and ability damage this turn, for every unit', () => {
    const text = printsAndReads(spell, { effects: [{ op: 'draw', amount: 2 }, { op: 'preventDamage', combat: false }] });
    expect(text).toMatch(/^Draw 2\. Prevent all spell and ability damage this turn\.$/);
  });
});

describe('the next unit a player plays this turn', () => {
  it('prints and reads it entering ready, in an activated ability', () => {
    const text = printsAndReads(gear, { abilities: [{ kind: 'activated', cost: { energy: 1, exhaust: true }, effects: [{ op: 'nextUnitEntersReady' }] }] });
    expect(text).toContain('enters ready');
  });
});

describe('how tokens enter', () => {
  const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 4, power: [] }, might: 4 };

  it('prints and reads a passive on its controller\'s tokens alone', () => {
    const text = printsAndReads(unit, { abilities: [{ kind: 'passive', appliesTo: 'yourUnits', only: { token: true }, enters: 'ready' }] });
    expect(text).toContain('tokens enter ready');
  });

  it('reads "Your tokens enter exhausted" with its condition after it', () => {
    const card = roundTrip(unit, 'Your tokens enter exhausted if you control another Golem.');
    expect(card.abilities?.[0]).toMatchObject({ kind: 'passive', appliesTo: 'yourUnits', only: { token: true }, enters: 'exhausted' });
  });
});
