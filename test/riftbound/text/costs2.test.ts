/** Optional additional costs, costs of several parts, cost changes and targets with unusual qualifiers, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { printsAndReads, roundTrip } from './support.js';

const legend: CardHeader = { id: 'test-legend', name: 'Test Legend', type: 'legend', domains: ['calm', 'chaos'], tags: ['Tester'] };
const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'mind', cost: { energy: 4, power: [] }, might: 3 };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'calm', cost: { energy: 2, power: [] } };

describe('units chosen with a total Might', () => {
  it('reads "any number of units at a battlefield with total Might 5 or less"', () => {
    const card = roundTrip(spell, 'Kill any number of units at a battlefield with total Might 5 or less.');
    expect(card.effects).toEqual([{ op: 'kill', among: { name: 'units', select: 'unit', at: 'battlefield', together: true, totalMaxMight: 5 } }]);
  });

  it('reads a total Might after any number of units chosen anywhere', () => {
    const card = roundTrip(spell, 'Stun any number of enemy units with total Might 3 or less.');
    expect(card.effects).toEqual([{ op: 'stun', among: { name: 'units', select: 'unit', relation: 'enemy', totalMaxMight: 3 } }]);
  });
});

describe('a move to or from its base', () => {
  it('reads "to or from its base" as a destination across the moved unit\'s base', () => {
    const card = roundTrip(legend, ':rb_energy_3:, :rb_exhaust:: Move an enemy unit to or from its base.');
    expect(card.abilities).toEqual([
      {
        kind: 'activated',
        cost: { energy: 3, exhaust: true },
        targets: [{ name: 'unit', select: 'unit', relation: 'enemy' }, { name: 'destination', select: 'destination', acrossBaseOf: 'unit' }],
        effects: [{ op: 'move', target: 'unit', to: 'destination' }],
      },
    ]);
  });
});

describe('a cost within instructions said without "you may"', () => {
  it('reads a Deathknell\'s "Recycle me to ..." as a cost recycling the card from its trash', () => {
    const card = roundTrip(unit, '[Deathknell] — Recycle me to draw 2.');
    expect(card.keywords).toEqual([{ keyword: 'deathknell', effects: [{ op: 'draw', amount: 2, pay: { energy: 0, power: [], recycleSelf: true }, wording: ['withoutMay'] }] }]);
  });

  it('reads "ready your runes" as every rune of its player readied', () => {
    const card = roundTrip(unit, 'When you play me, you may exhaust me to ready your runes.');
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: 'played', effects: [{ op: 'readyRunes', every: true, pay: { energy: 0, power: [], exhaustSelf: true } }] }]);
  });
});

describe('exhausting your legend as an additional cost', () => {
  it('prints the optional cost and reads it back (its one wording is a printed line: the test starts from the data)', () => {
    printsAndReads(unit, { additionalCost: { exhaustLegend: true, optional: true } });
  });

  it('reads the mandatory cost', () => {
    expect(roundTrip(unit, 'As an additional cost to play me, exhaust your legend.').additionalCost).toEqual({ exhaustLegend: true });
  });
});

describe('an open battlefield', () => {
  it('reads "an open battlefield" as a battlefield target with no units and no controller', () => {
    const card = roundTrip(spell, 'Move up to two friendly units to an open battlefield.');
    expect(card.targets).toEqual([{ name: 'battlefield', select: 'battlefield', open: true }]);
  });
});
