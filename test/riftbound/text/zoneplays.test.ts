/**
 * The card language of playing a card of the hand as an effect resolves, from invented card
 * texts: each compiles to the card data below and renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'zoneplays-unit', name: 'Zoneplays Unit', type: 'unit', domain: 'order', cost: { energy: 4, power: [] }, might: 4 };
const spell: CardHeader = { id: 'zoneplays-spell', name: 'Zoneplays Spell', type: 'spell', domain: 'order', cost: { energy: 2, power: [] } };

describe('playing a card from hand', () => {
  it('plays a unit from hand to a battlefield its player controls, at a reduced cost', () => {
    expect(roundTrip(spell, 'You may play a unit from hand to a battlefield you control, reducing its cost by :rb_energy_2:.').effects).toEqual([
      { op: 'playFromHand', card: { types: ['unit'] }, to: 'battlefield', reduce: 2, optional: true },
    ]);
  });

  it('plays a card of a kind and cost limit from hand, ignoring its cost', () => {
    expect(roundTrip(unit, 'When I hold, play a gear with Energy cost no more than :rb_energy_4: from hand, ignoring its Energy cost.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'playFromHand', card: { types: ['gear'], maxEnergy: 4 }, ignore: 'energy' }],
    });
    expect(roundTrip(spell, 'Play a card with [Hidden] from hand, ignoring its cost.').effects).toEqual([{ op: 'playFromHand', card: { keyword: 'hidden' }, ignore: 'cost' }]);
  });

  it('plays an Equipment, the zone unsaid, and attaches it to the unit', () => {
    expect(roundTrip(unit, 'When you play me, you may play an Equipment with Energy cost no more than :rb_energy_3:, ignoring its cost, and attach it to me.').abilities?.[0]).toMatchObject({
      effects: [
        { op: 'playFromHand', card: { types: ['gear'], tag: 'Equipment', maxEnergy: 3 }, ignore: 'cost', optional: true, wording: ['handUnsaid'] },
        { op: 'attach', target: 'resolvedObject', to: 'self', link: 'commaAnd' },
      ],
    });
  });
});
