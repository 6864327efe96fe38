/** Restrictions, Might changes and how cards enter, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'order', cost: { energy: 2, power: [] } };
const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 3 };

describe('an activated ability used only while a condition holds', () => {
  it('reads "Use this ability only while ..." after the effects as the ability\'s condition', () => {
    const card = roundTrip(unit, ":rb_energy_1:, :rb_exhaust:: Draw 2. Use this ability only while I'm alone.");
    expect(card.abilities).toEqual([
      { kind: 'activated', cost: { energy: 1, exhaust: true }, condition: { sel: 'isAlone', args: [{ event: 'source' }] }, effects: [{ op: 'draw', amount: 2 }] },
    ]);
  });
});

describe('units that enter ready this turn', () => {
  it('reads the friendly units\' and the units you play as one operation for a team or a player', () => {
    expect(roundTrip(spell, 'Friendly units enter ready this turn. Draw 2.').effects).toEqual([{ op: 'unitsEnterReady', players: 'team' }, { op: 'draw', amount: 2 }]);
    expect(roundTrip(spell, 'Draw 2. Units you play this turn enter ready.').effects).toEqual([{ op: 'draw', amount: 2 }, { op: 'unitsEnterReady', players: 'you' }]);
  });
});

describe('conditions on how many gear, and on the Might a unit died with', () => {
  it('reads "if you control N or more gear" after a trigger', () => {
    const card = roundTrip(unit, 'When you play me, if you control three or more gear, draw 1.');
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'played', condition: { '>=': [{ count: { sel: 'gear', args: [{ event: 'controller' }, 'controlled'] } }, 3] }, effects: [{ op: 'draw', amount: 1 }] },
    ]);
  });

  it('reads a Deathknell\'s "If I was [Mighty]" as the Might it died with, at least 5', () => {
    const card = roundTrip(unit, '[Deathknell] — If I was [Mighty], draw 3.');
    expect(card.keywords).toEqual([{ keyword: 'deathknell', effects: [{ op: 'draw', amount: 3, condition: { '>=': [{ event: 'might' }, 5] } }] }]);
  });
});

describe('gear and spells chosen by their printed cost', () => {
  it('reads "a gear with Energy cost no more than" and "a spell that costs no more than ... and no more than ..."', () => {
    const gear = roundTrip(unit, 'When you play me, you may kill a gear with Energy cost no more than :rb_energy_2:. If you do, draw 1.');
    expect((gear.abilities?.[0] as { targets: unknown }).targets).toEqual([{ name: 'gear', select: 'gear', maxEnergy: 2 }]);
    const counter = roundTrip(spell, 'Counter a spell that costs no more than :rb_energy_3: and no more than :rb_rune_rainbow:. Draw 1.');
    expect(counter.targets).toEqual([{ name: 'spell', select: 'spell', maxEnergy: 3, maxPower: 1 }]);
  });
});
