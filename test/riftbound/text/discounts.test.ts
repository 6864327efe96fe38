/** Cost changes other cards make, and what an effect leaves for the next spell, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'mind', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'mind', cost: { energy: 4, power: [] } };
const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'mind', cost: { energy: 2, power: [] } };

describe('passives that change what cards cost', () => {
  it('reads a tag\'s Energy costs "reduced by", with a minimum', () => {
    const card = roundTrip(unit, "Your Birds' Energy costs are reduced by :rb_energy_3:, to a minimum of :rb_energy_2:.");
    expect(card.abilities).toEqual([{ kind: 'passive', costs: [{ cards: 'cards', tag: 'Bird', whose: 'yours', energy: 3, minimum: 2 }], wording: ['reducedBy'] }]);
  });

  it('reads "the Energy costs for units you play" under a While condition', () => {
    const card = roundTrip(unit, "While I'm buffed, the Energy costs for units you play is reduced by :rb_energy_2:.");
    expect(card.abilities).toEqual([{ kind: 'passive', costs: [{ cards: 'units', whose: 'yours', energy: 2 }], condition: { sel: 'isBuffed', args: [{ event: 'source' }] }, wording: ['reducedBy'] }]);
  });

  it('reads friendly and enemy cards costing less and more, joined by ", and"', () => {
    const card = roundTrip(unit, "While I'm alone, friendly gear cost :rb_energy_2::rb_rune_rainbow: less to a minimum of :rb_energy_1:, and enemy units cost :rb_rune_rainbow: more.");
    expect(card.abilities).toEqual([
      {
        kind: 'passive',
        costs: [
          { cards: 'gear', whose: 'yours', energy: 2, power: 1, minimum: 1 },
          { cards: 'units', whose: 'opponents', power: 1, more: true },
        ],
        condition: { sel: 'isAlone', args: [{ event: 'source' }] },
      },
    ]);
    expect(roundTrip(unit, 'Enemy spells cost :rb_energy_2: more.').abilities).toEqual([{ kind: 'passive', costs: [{ cards: 'spells', whose: 'opponents', energy: 2, more: true }] }]);
  });
});

describe('the next spell you play this turn', () => {
  it('reads a discount, Bonus Damage and [Repeat] equal to its cost left for it', () => {
    expect(roundTrip(unit, 'When you play me, the next spell you play this turn costs :rb_energy_3: less.').abilities).toEqual([
      { kind: 'triggered', trigger: 'played', effects: [{ op: 'nextSpell', energy: 3 }] },
    ]);
    expect(roundTrip(gear, ':rb_energy_1:, :rb_exhaust:: The next spell you play this turn deals 2 Bonus Damage.').abilities).toEqual([
      { kind: 'activated', cost: { energy: 1, exhaust: true }, effects: [{ op: 'nextSpell', bonusDamage: 2 }] },
    ]);
    expect(roundTrip(gear, ':rb_energy_2:, :rb_exhaust:: Draw 1, then give the next spell you play this turn [Repeat] equal to its cost.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'draw', amount: 1 }, { op: 'nextSpell', repeat: 'itsCost', link: 'then' }],
    });
  });
});

describe('a card\'s own discount outside the hand', () => {
  it('is said with "I cost" on a spell too', () => {
    expect(roundTrip(spell, 'I cost :rb_energy_3: less to play from anywhere other than your hand.\nDraw 2.').costReduction).toEqual({ energy: 3, outsideHand: true });
  });
});
