/** Equipment and [Hidden] extensions, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { printsAndReads, roundTrip } from './support.js';

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

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'fury', cost: { energy: 3, power: [] }, might: 3 };

describe('hidden cards kept facedown', () => {
  it('prints and reads the opponents\' hidden cards that can\'t be revealed where the card is', () => {
    printsAndReads(unit, { abilities: [{ kind: 'passive', players: 'opponents', cannot: ['revealHiddenHere'] }] });
  });

  it('reads it under a "While" condition', () => {
    const text = printsAndReads(unit, { abilities: [{ kind: 'passive', players: 'opponents', cannot: ['revealHiddenHere'], condition: { sel: 'isBuffed', args: [{ event: 'source' }] } }] });
    expect(text.startsWith("While I'm buffed, ")).toBe(true);
  });
});
