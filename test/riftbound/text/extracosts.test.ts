/** Limits on using abilities, optional and "any number of" additional costs, and cost changes, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'mind', cost: { energy: 4, power: [] }, might: 3 };

describe('limits on using abilities', () => {
  it('reads "Use only once per turn." after an activated ability\'s effects', () => {
    const card = roundTrip(unit, ':rb_energy_2:: Draw 1. Use only once per turn.');
    expect(card.abilities).toEqual([{ kind: 'activated', cost: { energy: 2 }, oncePerTurn: true, effects: [{ op: 'draw', amount: 1 }] }]);
  });

  it('reads "Use my abilities only while ..." as a line of the card, printed after its abilities', () => {
    const card = roundTrip(unit, ":rb_energy_1:: Draw 1.\n:rb_exhaust:: Draw 3.\nUse my abilities only while I'm buffed.");
    expect(card.abilityUse).toEqual({ condition: { sel: 'isBuffed', args: [{ event: 'source' }] } });
    expect(card.abilities).toHaveLength(2);
  });
});
