/**
 * The card language of hiding for another cost (CR 811.1.b) and of a unit its player owns put
 * into their hand from their Champion Zone or the board, from invented card texts: each
 * compiles to the card data below and renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const legend: CardHeader = { id: 'costs-legend', name: 'Costs Legend', type: 'legend', domains: ['calm', 'mind'], tags: ['Kessa'] };

describe('hiding for another cost (CR 811.1.b)', () => {
  it('reads "You may pay ... to hide a card with [Hidden] instead of :rb_rune_rainbow:" as a passive hideCost', () => {
    expect(roundTrip(legend, 'You may pay :rb_energy_2: to hide a card with [Hidden] instead of :rb_rune_rainbow:.').abilities).toEqual([{ kind: 'passive', hideCost: { energy: 2, power: [] } }]);
    expect(roundTrip(legend, 'You may pay :rb_rune_calm: to hide a card with [Hidden] instead of :rb_rune_rainbow:.').abilities).toEqual([{ kind: 'passive', hideCost: { energy: 0, power: ['calm'] } }]);
  });

  it('refuses a hideCost said with another effect, with its path', () => {
    const card = { ...legend, abilities: [{ kind: 'passive', hideCost: { energy: 1, power: [] }, optionalCostsLess: { energy: 1 } }] };
    expect(() => loadCardSets([{ file: 'bad.json', json: { set: 'bad', cards: [card] } }])).toThrow(/abilities\[0\]\.hideCost/);
  });
});

describe('a unit its player owns put into their hand (CR 108.3.c)', () => {
  it('reads where it may be: the Champion Zone, the board, or either', () => {
    expect(roundTrip(legend, ':rb_energy_1:, :rb_exhaust:: Put a Kessa unit you own into your hand from your Champion Zone or the board.').abilities?.[0]).toMatchObject({
      kind: 'activated',
      effects: [{ op: 'putInHand', tag: 'Kessa', from: ['championZone', 'board'] }],
    });
    expect(roundTrip(legend, ':rb_exhaust:: Put a Kessa unit you own into your hand from the board.').abilities?.[0]).toMatchObject({ effects: [{ op: 'putInHand', from: ['board'] }] });
    expect(roundTrip(legend, ':rb_exhaust:: Put a Kessa unit you own into your hand from your Champion Zone.').abilities?.[0]).toMatchObject({ effects: [{ op: 'putInHand', from: ['championZone'] }] });
  });
});
