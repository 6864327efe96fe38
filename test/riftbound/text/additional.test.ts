/**
 * Additional costs, costs chosen as a card is played or an ability activated, and the wordings
 * around them: compiled from invented card texts and printed back.
 */
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { checkCard } from '../../../src/games/riftbound/text/import.js';
import { printsAndReads, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'calm', cost: { energy: 3, power: [] }, might: 3 };

describe('a cost within instructions as a sentence of its own (CR 742.1)', () => {
  it('reads "you may pay X. If you do, ..." as the step with its cost, in the wording ifYouDo', () => {
    const card = roundTrip(unit, 'When I defend, you may pay :rb_energy_1::rb_rune_calm:. If you do, give me +3 :rb_might: this turn.');
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'defends', effects: [{ op: 'modifyMight', target: 'self', amount: 3, pay: { energy: 1, power: ['calm'] }, wording: ['ifYouDo'] }] },
    ]);
  });

  it('prints the step without the wording as "you may pay X to ..."', () => {
    const card = roundTrip(unit, 'When I defend, you may pay :rb_rune_calm: to draw 2.');
    expect((card.abilities?.[0] as { effects: unknown[] }).effects[0]).toEqual({ op: 'draw', amount: 2, pay: { energy: 0, power: ['calm'] } });
  });
});

const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'chaos', cost: { energy: 2, power: [] } };

describe('activated costs paid with other cards (CR 416.6, 356.6)', () => {
  it('reads "Recycle N from your trash" and "Recycle a unit from your trash", before resources or after them (resourcesFirst)', () => {
    const first = roundTrip(gear, 'Recycle 2 from your trash, :rb_energy_2:, :rb_exhaust:: Draw 2.');
    expect(first.abilities?.[0]).toEqual({ kind: 'activated', cost: { recycleTrash: { amount: 2 }, energy: 2, exhaust: true }, effects: [{ op: 'draw', amount: 2 }] });
    const after = roundTrip(gear, ':rb_energy_2::rb_rune_chaos:, Recycle a unit from your trash, :rb_exhaust:: Draw 2.');
    expect(after.abilities?.[0]).toMatchObject({ cost: { energy: 2, power: ['chaos'], recycleTrash: { amount: 1, type: 'unit' }, exhaust: true }, wording: ['resourcesFirst'] });
    roundTrip(unit, 'Recycle 2 from your trash: Give me +2 :rb_might: this turn.');
  });

  it('reads "Kill a friendly unit or gear", "Kill a friendly unit" and "Kill a friendly gear"', () => {
    const card = roundTrip(unit, 'Kill a friendly unit or gear, :rb_exhaust:: Draw 2.');
    expect(card.abilities?.[0]).toMatchObject({ cost: { killFriendly: ['unit', 'gear'], exhaust: true } });
    expect(roundTrip(gear, 'Kill a friendly unit: Draw 3.').abilities?.[0]).toMatchObject({ cost: { killFriendly: ['unit'] } });
    expect(roundTrip(gear, 'Kill a friendly gear, :rb_exhaust:: Draw 3.').abilities?.[0]).toMatchObject({ cost: { killFriendly: ['gear'] } });
  });
});

describe('additional costs taking a friendly object (CR 356.2, 357)', () => {
  // The one wording of these lines is a real card's: the tests start from the data.
  it('prints and reads a mandatory cost returning a friendly gear to its owner\'s hand', () => {
    expect(printsAndReads(unit, { additionalCost: { returnGear: true } })).toMatch(/^As an additional cost to play me, return /);
  });

  it('prints and reads optional costs killing a friendly gear or unit, and the ability asking whether they were paid', () => {
    const asking = { kind: 'triggered', trigger: 'played', condition: { event: 'paidAdditionalCost' }, effects: [{ op: 'draw', amount: 3 }] } as NonNullable<CardDefinition['abilities']>[number];
    expect(printsAndReads(unit, { additionalCost: { killGear: true, optional: true }, abilities: [asking] })).toMatch(/^You may kill a friendly gear /);
    expect(roundTrip(unit, 'You may kill a friendly unit as an additional cost to play me.\nWhen you play me, if you paid the additional cost, ready me.').additionalCost).toEqual({ killUnit: true, optional: true });
  });

  it('refuses at load an additional cost taking two objects', () => {
    expect(checkCard({ ...unit, additionalCost: { killGear: true, returnGear: true } } as CardDefinition)).toContain('one object');
  });
});

describe('Equip costs taking cards (CR 818.1.c)', () => {
  it('reads "[Equip] — resources, Recycle N cards from your trash" and "..., Kill a friendly unit"', () => {
    expect(roundTrip(gear, '[Equip] — :rb_rune_chaos::rb_rune_chaos:, Recycle 3 cards from your trash').equip).toEqual({ energy: 0, power: ['chaos', 'chaos'], recycleTrash: { amount: 3 } });
    expect(roundTrip(gear, '[Equip] — :rb_energy_2:, Kill a friendly unit').equip).toEqual({ energy: 2, power: [], killFriendly: ['unit'] });
  });

  it('prints an Equip of resources alone without the dash', () => {
    expect(roundTrip(gear, '[Equip] :rb_energy_1::rb_rune_chaos:').equip).toEqual({ energy: 1, power: ['chaos'] });
  });
});

describe('"As you play me, you may pay X as an additional cost. If you do, ..." (CR 356.2.b.1, 356.4.f.1)', () => {
  it('reads the optional cost and the played ability asking whether it was paid, on one line (asYouPlay)', () => {
    const card = roundTrip(unit, 'As you play me, you may pay :rb_energy_1::rb_rune_calm: as an additional cost. If you do, draw 2.');
    expect(card.additionalCost).toEqual({ energy: 1, power: ['calm'], optional: true });
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: 'played', condition: { event: 'paidAdditionalCost' }, wording: ['asYouPlay'], effects: [{ op: 'draw', amount: 2 }] }]);
  });

  it('prints the line where the card\'s fields go, before its other abilities', () => {
    roundTrip(unit, '[Tank]\nAs you play me, you may pay :rb_rune_calm::rb_rune_calm: as an additional cost. If you do, give me +3 :rb_might: this turn.\nWhen I attack, draw 1.');
  });

  it('prints the same data without the wording on two lines', () => {
    roundTrip(unit, 'You may pay :rb_rune_calm: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, give me +3 :rb_might: this turn.');
  });
});
