/**
 * Targets constrained together: units chosen under one name all at one location ("up to two
 * units at the same location"), and two units under one verb at one battlefield ("a friendly unit
 * and an enemy unit at the same battlefield"), and two groups under one verb ("all gear and units"),
 * read from invented card texts and printed back.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'mind', cost: { energy: 2, power: [] } };

describe('units chosen together at one location (CR 355.11.b)', () => {
  it('reads "up to two units at the same location": `together` without `at`', () => {
    expect(roundTrip(spell, 'Deal 2 to up to two units at the same location.').effects).toEqual([
      { op: 'damage', amount: 2, among: { name: 'units', select: 'unit', count: 2, together: true } },
    ]);
  });

  it('reads "up to three enemy units at the same battlefield": `together` at a battlefield', () => {
    expect(roundTrip(spell, 'Stun up to three enemy units at the same battlefield.').effects).toEqual([
      { op: 'stun', among: { name: 'units', select: 'unit', relation: 'enemy', count: 3, at: 'battlefield', together: true } },
    ]);
  });

  it('accepts at load units chosen together without a place, and refuses them together in a base', () => {
    const card = (among: object) => ({ id: 'odd-joint', name: 'Odd Joint', type: 'spell', domain: 'mind', cost: { energy: 1, power: [] }, effects: [{ op: 'stun', among }] });
    expect(() => loadCardSets([{ file: 'odd.json', json: { set: 'odd', cards: [card({ name: 'units', select: 'unit', count: 2, together: true })] } }])).not.toThrow();
    expect(() => loadCardSets([{ file: 'odd.json', json: { set: 'odd', cards: [card({ name: 'units', select: 'unit', count: 2, at: 'base', together: true })] } }])).toThrow(/among\.together/);
  });
});

describe('two units under one verb at the same battlefield (CR 355.11.b)', () => {
  it('reads "exhaust a friendly unit and an enemy unit at the same battlefield": the second at the first\'s location', () => {
    const card = roundTrip(spell, 'Exhaust a friendly unit and an enemy unit at the same battlefield. Draw 1.');
    expect(card.targets).toEqual([
      { name: 'unit', select: 'unit', relation: 'friendly', at: 'battlefield' },
      { name: 'unit2', select: 'unit', relation: 'enemy', at: 'battlefield', sameLocationAs: 'unit' },
    ]);
    expect(card.effects).toEqual([{ op: 'exhaust', target: 'unit', also: 'unit2' }, { op: 'draw', amount: 1 }]);
  });

  it('refuses at load a unit at the location of a target not declared before it', () => {
    const card = {
      id: 'odd-pair', name: 'Odd Pair', type: 'spell', domain: 'order', cost: { energy: 1, power: [] },
      targets: [{ name: 'unit', select: 'unit', sameLocationAs: 'unit2' }, { name: 'unit2', select: 'unit' }],
      effects: [{ op: 'stun', target: 'unit', also: 'unit2' }],
    };
    expect(() => loadCardSets([{ file: 'odd.json', json: { set: 'odd', cards: [card] } }])).toThrow(/targets\[0\]\.sameLocationAs/);
  });
});

describe('two groups under one verb (`alsoAll`)', () => {
  it('reads "return all gear and units to their owners\' hands": every member of both groups', () => {
    expect(roundTrip(spell, "Return all gear and units to their owners' hands. Draw 1.").effects).toEqual([
      { op: 'returnUnit', to: 'hand', all: { select: 'gear' }, alsoAll: { select: 'unit' } },
      { op: 'draw', amount: 1 },
    ]);
    expect(roundTrip(spell, 'Kill all gear and units.').effects).toEqual([{ op: 'kill', all: { select: 'gear' }, alsoAll: { select: 'unit' } }]);
  });

  it('does not read a word before the first group as said of both ("all enemy units and gear")', () => {
    expect(compileCard(spell, 'Kill all enemy units and gear.').ok).toBe(false);
  });

  it('refuses at load a second group without a first', () => {
    const card = { id: 'odd-groups', name: 'Odd Groups', type: 'spell', domain: 'order', cost: { energy: 1, power: [] }, effects: [{ op: 'kill', target: 'self', alsoAll: { select: 'gear' } }] };
    expect(() => loadCardSets([{ file: 'odd.json', json: { set: 'odd', cards: [card] } }])).toThrow(/effects\[0\]\.alsoAll/);
  });
});
