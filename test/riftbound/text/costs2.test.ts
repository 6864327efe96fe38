/** Optional additional costs, costs of several parts, cost changes and targets with unusual qualifiers, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const legend: CardHeader = { id: 'test-legend', name: 'Test Legend', type: 'legend', domains: ['calm', 'chaos'], tags: ['Tester'] };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'calm', cost: { energy: 2, power: [] } };

describe('units chosen with a total Might', () => {
  it('reads "any number of units at a battlefield with total Might 5 or less"', () => {
    const card = roundTrip(spell, 'Kill any number of units at a battlefield with total Might 5 or less.');
    expect(card.effects).toEqual([{ op: 'kill', among: { name: 'units', select: 'unit', at: 'battlefield', together: true, totalMaxMight: 5 } }]);
  });

  it('reads a total Might after any number of units chosen anywhere', () => {
    const card = roundTrip(spell, 'Stun any number of enemy units with total Might 3 or less.');
    expect(card.effects).toEqual([{ op: 'stun', among: { name: 'units', select: 'unit', relation: 'enemy', totalMaxMight: 3 } }]);
  });
});

describe('a move to or from its base', () => {
  it('reads "to or from its base" as a destination across the moved unit\'s base', () => {
    const card = roundTrip(legend, ':rb_energy_3:, :rb_exhaust:: Move an enemy unit to or from its base.');
    expect(card.abilities).toEqual([
      {
        kind: 'activated',
        cost: { energy: 3, exhaust: true },
        targets: [{ name: 'unit', select: 'unit', relation: 'enemy' }, { name: 'destination', select: 'destination', acrossBaseOf: 'unit' }],
        effects: [{ op: 'move', target: 'unit', to: 'destination' }],
      },
    ]);
  });
});
