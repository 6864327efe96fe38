/**
 * Targets of several kinds and their relations, read from invented card texts and printed back:
 * objects "with the same controller" as a unit chosen before, a destination "where there's a
 * unit with the same controller", "that Equipment" detached "from that unit", and "it" as an
 * object of a step that has already chosen one.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import { roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'fury', cost: { energy: 2, power: [] } };

function loads(card: object): () => unknown {
  return () => loadCardSets([{ file: 'odd.json', json: { set: 'odd', cards: [{ id: 'odd-card', name: 'Odd Card', type: 'spell', domain: 'fury', cost: { energy: 1, power: [] }, ...card }] } }]);
}

describe('"with the same controller" (sameControllerAs)', () => {
  it('reads an Equipment of the same controller as the unit chosen with it, and "that Equipment" after', () => {
    const card = roundTrip(spell, 'Choose a ready unit and an Equipment with the same controller. Detach that Equipment from that unit or attach that Equipment to that unit. Draw 2.');
    expect(card.targets).toEqual([
      { name: 'unit', select: 'unit', exhausted: false },
      { name: 'gear', select: 'gear', tag: 'Equipment', sameControllerAs: 'unit' },
    ]);
    expect(card.effects).toEqual([
      { op: 'choose', target: 'unit', with: 'gear' },
      { op: 'detach', wording: ['thatEquipment'], target: 'gear', from: 'unit' },
      { op: 'attach', wording: ['thatEquipment'], target: 'gear', to: 'unit', or: true },
      { op: 'draw', amount: 2 },
    ]);
  });

  it('reads an Equipment of the same controller as the unit moved, attached to it', () => {
    const card = roundTrip(spell, 'Move an enemy unit. Attach an Equipment with the same controller to it.');
    expect(card.targets?.[2]).toEqual({ name: 'gear', select: 'gear', tag: 'Equipment', sameControllerAs: 'unit' });
    expect(card.effects?.[1]).toEqual({ op: 'attach', target: 'gear', to: 'unit' });
  });

  it('reads a destination where another unit of the moved unit\'s controller is', () => {
    const card = roundTrip(spell, 'Move a friendly unit to a location where there\'s a unit with the same controller. Draw 1.');
    expect(card.targets).toEqual([
      { name: 'unit', select: 'unit', relation: 'friendly' },
      { name: 'destination', select: 'destination', sameControllerAs: 'unit' },
    ]);
    expect(card.effects?.[0]).toEqual({ op: 'move', target: 'unit', to: 'destination' });
  });

  it('refuses at load sameControllerAs naming no unit chosen before, or asked of a spell', () => {
    expect(loads({ targets: [{ name: 'gear', select: 'gear', sameControllerAs: 'unit' }, { name: 'unit', select: 'unit' }], effects: [{ op: 'detach', target: 'gear' }, { op: 'stun', target: 'unit' }] })).toThrow(/targets\[0\]\.sameControllerAs/);
    expect(loads({ targets: [{ name: 'unit', select: 'unit' }, { name: 'spell', select: 'spell', sameControllerAs: 'unit' }], effects: [{ op: 'stun', target: 'unit' }, { op: 'counter', target: 'spell' }] })).toThrow(/targets\[1\]\.sameControllerAs/);
  });

  it('refuses at load a detach from an unknown unit', () => {
    expect(loads({ targets: [{ name: 'gear', select: 'gear' }], effects: [{ op: 'detach', target: 'gear', from: 'nobody' }] })).toThrow(/effects\[0\]\.from/);
  });
});

describe('"it" as an object of a step that has already chosen one', () => {
  it('names the unit chosen before the step, not the Equipment chosen in it', () => {
    const card = roundTrip(spell, 'Move a friendly unit. You may attach an Equipment you control to it.');
    expect(card.effects).toEqual([
      { op: 'move', to: 'destination', target: 'unit' },
      { op: 'attach', target: 'gear', to: 'unit', optional: true },
    ]);
  });

  it('keeps "it" naming the Equipment chosen in a step before', () => {
    const card = roundTrip(spell, 'Ready a friendly Equipment. Attach it to a unit you control.');
    expect(card.effects?.[1]).toEqual({ op: 'attach', target: 'gear', to: 'unit' });
  });
});

describe('"it" for the card itself, the object of the event its ability hears (the wording itSelf)', () => {
  const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'chaos', cost: { energy: 1, power: [] } };

  it('reads "When you play this from face down, attach it to ...": the gear itself, printed "it" again', () => {
    const card = roundTrip(gear, '[Hidden]\nWhen you play this from face down, attach it to a friendly unit.');
    expect(card.abilities?.[0]).toMatchObject({ targets: [{ name: 'unit', select: 'unit', relation: 'friendly' }], effects: [{ op: 'attach', target: 'self', to: 'unit', wording: ['itSelf'] }] });
  });

  it('keeps "this" where it is printed, and "there" where the card is', () => {
    const card = roundTrip(gear, 'When you play this, attach this to a friendly unit.');
    expect(card.abilities?.[0]).toMatchObject({ effects: [{ op: 'attach', target: 'self', to: 'unit' }] });
    expect((card.abilities?.[0] as { effects: { wording?: unknown }[] }).effects[0]?.wording).toBeUndefined();
  });

  it('keeps "it" for a card played by a step before', () => {
    const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'chaos', cost: { energy: 2, power: [] }, might: 2 };
    const card = roundTrip(unit, 'When I defend, you may play an Equipment with Energy cost no more than :rb_energy_1:, ignoring its cost, and attach it to me.');
    expect((card.abilities?.[0] as { effects: unknown[] }).effects[1]).toMatchObject({ op: 'attach', target: 'resolvedObject', to: 'self' });
  });
});

describe('an Equip printed after the abilities (the wording afterAbilities)', () => {
  it('prints the Equip line where it was read', () => {
    const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'chaos', cost: { energy: 1, power: [] } };
    const card = roundTrip(gear, 'When you play this, draw 1.\n[Equip] :rb_rune_chaos:');
    expect(card.equip).toMatchObject({ wording: ['afterAbilities'] });
  });
});
