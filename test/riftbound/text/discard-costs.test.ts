/**
 * The card language of "Discard N" in an activated ability's cost (CR 356.6, 422.1), from
 * invented card texts: each compiles to the card data below and renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const gear: CardHeader = { id: 'discard-gear', name: 'Discard Gear', type: 'gear', domain: 'mind', cost: { energy: 2, power: [] } };

describe('"Discard N" as an activated ability\'s cost', () => {
  it('reads the cards discarded beside the exhaust symbol and resources, printed before resources', () => {
    expect(roundTrip(gear, 'Discard 1, :rb_exhaust:: Draw 2.').abilities?.[0]).toMatchObject({ kind: 'activated', cost: { exhaust: true, discard: 1 } });
    expect(roundTrip(gear, 'Discard 2, :rb_energy_1:, :rb_exhaust:: Draw 3.').abilities?.[0]).toMatchObject({ cost: { exhaust: true, energy: 1, discard: 2 } });
  });

  it('keeps resources printed before the cards (the wording resourcesFirst)', () => {
    expect(roundTrip(gear, ':rb_energy_1:, Discard 1, :rb_exhaust:: Draw 2.').abilities?.[0]).toMatchObject({ cost: { energy: 1, discard: 1 }, wording: ['resourcesFirst'] });
  });
});
