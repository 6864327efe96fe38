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

describe('optional costs of any number of objects', () => {
  it('reads "kill any number of friendly gear" with a discount for each one killed, printed before the keywords where it was', () => {
    const card = roundTrip(unit, 'As you play me, you may kill any number of friendly gear as an additional cost. Reduce my cost by :rb_rune_chaos: for each killed this way.\n[Tank]');
    expect(card.additionalCost).toEqual({ killGear: true, optional: true, anyNumber: true, eachReduces: { power: ['chaos'] }, wording: ['beforeKeywords'] });
    expect(card.keywords).toEqual(['tank']);
  });

  it('reads "spend any number of buffs" with a discount for each buff spent', () => {
    const card = roundTrip(unit, 'As you play me, you may spend any number of buffs as an additional cost. Reduce my cost by :rb_energy_2: for each buff you spend.');
    expect(card.additionalCost).toEqual({ spendBuff: true, optional: true, anyNumber: true, eachReduces: { energy: 2 } });
  });
});

describe('an optional cost taking one object, for less', () => {
  it('reads "you may <take an object> as an additional cost. If you do, reduce my cost by ..."', () => {
    const card = roundTrip(unit, 'As you play me, you may spend a buff as an additional cost. If you do, reduce my cost by :rb_energy_3:.');
    expect(card.additionalCost).toEqual({ spendBuff: true, optional: true, eachReduces: { energy: 3 } });
  });

  it('reads "You may discard 1 as an additional cost to play me."', () => {
    expect(roundTrip(unit, 'You may discard 1 as an additional cost to play me.').additionalCost).toEqual({ discard: true, optional: true });
  });
});
