/** Equipment and [Hidden] extensions, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const legend: CardHeader = { id: 'test-legend', name: 'Test Legend', type: 'legend', domains: ['fury'], tags: ['Tester'] };

describe('keywords each Equipment gives', () => {
  it('reads "Your Equipment each give [K]" as a passive given once for each of the controller\'s Equipment', () => {
    const card = roundTrip(legend, 'Your Equipment each give [Deflect].');
    expect(card.abilities).toEqual([{ kind: 'passive', appliesTo: 'units', keywords: ['deflect'], byEquipment: true }]);
    expect(roundTrip(legend, 'Your Equipment each give [Assault 2] and [Tank].').abilities).toEqual([
      { kind: 'passive', appliesTo: 'units', keywords: [{ keyword: 'assault', value: 2 }, 'tank'], byEquipment: true },
    ]);
  });
});
