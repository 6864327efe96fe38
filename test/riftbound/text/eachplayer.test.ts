/**
 * The card language of cards looked at or revealed and played mid-resolution, from invented
 * card texts: each compiles to the card data below and renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const gear: CardHeader = { id: 'eachplayer-gear', name: 'Eachplayer Gear', type: 'gear', domain: 'order', cost: { energy: 3, power: [] } };

describe('a card looked at played under a Might ceiling', () => {
  it('banishes a unit with Might up to some more than the killed unit and plays it', () => {
    const text = ':rb_energy_2:, :rb_exhaust:: Kill a friendly unit. Look at the top 4 cards of your Main Deck. You may banish a unit from among them that has Might up to 2 more than the killed unit and play it, ignoring its cost. Then recycle the rest.';
    expect(roundTrip(gear, text).abilities?.[0]).toMatchObject({
      targets: [{ name: 'unit', select: 'unit', relation: 'friendly' }],
      effects: [
        { op: 'kill', target: 'unit' },
        { op: 'look', amount: 4 },
        { op: 'playLooked', banish: true, ignore: 'cost', types: ['unit'], maxMight: { might: 'unit', plus: 2 }, optional: true },
        { op: 'recycleLooked', link: 'thenSentence' },
      ],
    });
  });

  it('states the ceiling at a reduced cost too', () => {
    const text = 'Kill a friendly unit. Look at the top 3 cards of your Main Deck. Banish a unit from among them that has Might up to 1 more than the killed unit and play it, reducing its cost by :rb_energy_2:.';
    expect(roundTrip({ ...gear, type: 'spell', id: 'eachplayer-spell', name: 'Eachplayer Spell' }, text).effects?.[2]).toEqual({ op: 'playLooked', banish: true, types: ['unit'], maxMight: { might: 'unit', plus: 1 }, reduce: 2 });
  });
});
