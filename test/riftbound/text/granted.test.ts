/**
 * The card language of an ability a step gives a unit for the turn, quoted (CR 472.2.a): "This
 * turn, that unit has "When I hold, draw 1."", from invented card texts: each compiles to the
 * card data below and renders back as printed, and the card checker refuses a gift that names
 * no ability the card gives.
 */
import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const spell: CardHeader = { id: 'granted-spell', name: 'Granted Spell', type: 'spell', domain: 'calm', cost: { energy: 2, power: [] } };
const unit: CardHeader = { id: 'granted-unit', name: 'Granted Unit', type: 'unit', domain: 'calm', cost: { energy: 2, power: [] }, might: 2 };

describe('"This turn, that unit has "..."" (CR 472.2.a)', () => {
  it('makes the quoted ability one of the card\'s, marked granted, and the step naming it', () => {
    const card = roundTrip(spell, 'Stun a friendly unit. This turn, that unit has "When I hold, draw 1."');
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: 'holds', granted: true, effects: [{ op: 'draw', amount: 1 }] }]);
    expect(card.effects?.[1]).toEqual({ op: 'grantAbility', target: 'unit', ability: 0, duration: 'turn' });
  });

  it('reads the quoted ability as the unit\'s own: "I" and "me" are that unit, on a spell', () => {
    const card = roundTrip(spell, 'Ready a friendly unit. This turn, that unit has "When I hold, you may move me to my base."');
    expect(card.abilities?.[0]).toMatchObject({ granted: true, effects: [{ op: 'move', target: 'self', to: 'base', wording: ['myBase'], optional: true }] });
  });

  it('reads "my base" of a unit moving itself', () => {
    expect(roundTrip(unit, 'When I hold, you may move me to my base.').abilities?.[0]).toMatchObject({ effects: [{ op: 'move', target: 'self', to: 'base', wording: ['myBase'] }] });
  });

  it('refuses a step giving an ability the card does not give, and a given ability no step gives, with their paths', () => {
    const given = { kind: 'triggered', trigger: 'holds', granted: true, effects: [{ op: 'draw', amount: 1 }] };
    const stun = { op: 'stun', target: 'unit' };
    const targets = [{ name: 'unit', select: 'unit', relation: 'friendly' }];
    const load = (card: object) => () => loadCardSets([{ file: 'bad.json', json: { set: 'bad', cards: [card] } }]);
    const ungiven = { ...spell, targets, effects: [stun], abilities: [given] };
    expect(load(ungiven)).toThrow(/abilities\[0\]\.granted/);
    const notGranted = { ...spell, targets, effects: [stun, { op: 'grantAbility', target: 'unit', ability: 0, duration: 'turn' }], abilities: [{ ...given, granted: undefined }] };
    expect(load(notGranted)).toThrow(/effects\[1\]\.ability/);
  });
});
