/** Optional additional costs, costs of several parts, cost changes and targets with unusual qualifiers, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

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
