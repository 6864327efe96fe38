/**
 * The card language of looking at, revealing and choosing cards of hidden and public zones,
 * from invented card texts: each compiles to the card data below and renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const gear: CardHeader = { id: 'reveals-gear', name: 'Reveals Gear', type: 'gear', domain: 'order', cost: { energy: 2, power: [] } };

describe('recycling cards chosen from trashes', () => {
  it('recycles up to a number of cards from every trash', () => {
    expect(roundTrip(gear, 'Kill this: Recycle up to 3 cards from trashes.').abilities?.[0]).toMatchObject({
      kind: 'activated',
      cost: { killSelf: true },
      effects: [{ op: 'recycle', amount: 3, upTo: true, from: 'trashes' }],
    });
  });

  it('recycles up to a number of cards from its controller\'s trash', () => {
    expect(roundTrip(gear, ':rb_exhaust:: Recycle up to 2 cards from your trash.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'recycle', amount: 2, upTo: true }],
    });
  });
});
