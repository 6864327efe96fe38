/**
 * The card language of playing cards from zones, from invented card texts: each compiles to
 * the card data below and renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { printsAndReads, roundTrip } from './support.js';

const unit: CardHeader = { id: 'zoneplay-unit', name: 'Zoneplay Unit', type: 'unit', domain: 'chaos', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'zoneplay-spell', name: 'Zoneplay Spell', type: 'spell', domain: 'chaos', cost: { energy: 2, power: [] } };
const battlefield: CardHeader = { id: 'zoneplay-field', name: 'Zoneplay Field', type: 'battlefield' };
const legend: CardHeader = { id: 'zoneplay-legend', name: 'Zoneplay Legend', type: 'legend', domains: ['chaos'], tags: ['Zoneplayer'] };

describe('playing one of the cards looked at', () => {
  it('plays one, at the cost it says, optionally', () => {
    expect(roundTrip(spell, 'Reveal the top 3 cards of your Main Deck. You may play one of them, reducing its cost by :rb_energy_1:. Recycle the rest.').effects).toEqual([
      { op: 'look', amount: 3, reveal: true },
      { op: 'playLooked', reduce: 1, optional: true, wording: ['oneOfThem'] },
      { op: 'recycleLooked' },
    ]);
    expect(roundTrip(legend, 'When you conquer, you may exhaust me to reveal the top 3 cards of your Main Deck. You may play one. Then recycle the rest.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'look' }, { op: 'playLooked', optional: true }, { op: 'recycleLooked', link: 'thenSentence' }],
    });
    expect(roundTrip(unit, 'When I attack, look at the top 4 cards of your Main Deck. Play one, ignoring its Energy cost. Recycle the rest.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'look', amount: 4 }, { op: 'playLooked', ignore: 'energy' }, { op: 'recycleLooked' }],
    });
  });

  it('banishes the one chosen, of a type or any, then plays it', () => {
    expect(roundTrip(spell, 'Look at the top 6 cards of your Main Deck. You may banish a unit from among them, then play it, reducing its cost by :rb_energy_4:. Recycle the remaining cards.').effects?.[1]).toEqual({
      op: 'playLooked',
      banish: true,
      types: ['unit'],
      reduce: 4,
      optional: true,
    });
    expect(roundTrip(legend, 'When you conquer, you may exhaust me to reveal the top 3 cards of your Main Deck. You may banish one, then play it, ignoring its Energy cost. Recycle the rest.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'look' }, { op: 'playLooked', banish: true, ignore: 'energy', optional: true }, { op: 'recycleLooked' }],
    });
    expect(roundTrip(spell, 'Look at the top 2 cards of your Main Deck. Banish a gear from among them, then play it, ignoring its cost. Recycle the rest.').effects?.[1]).toEqual({ op: 'playLooked', banish: true, types: ['gear'], ignore: 'cost' });
  });

  it('draws the cards not played', () => {
    // The one wording of the step is a real card's: the test starts from the data.
    printsAndReads(spell, { effects: [{ op: 'look', amount: 4, reveal: true }, { op: 'playLooked', ignore: 'cost', optional: true, wording: ['oneOfThem'] }, { op: 'takeLooked', rest: true, to: 'hand', draw: true }] });
    const both = { ...spell, effects: [{ op: 'look', amount: 2 }, { op: 'takeLooked', count: 1, rest: true, to: 'hand' }] };
    expect(() => loadCardSets([{ file: 'bad.json', json: { set: 'bad', cards: [both] } }])).toThrow(/effects\[1\]/);
  });

  it('plays a card from the trash without a cost of the effect, printing no reduction', () => {
    expect(roundTrip(unit, 'When I conquer, you may play a gear from your trash.').abilities?.[0]).toMatchObject({ effects: [{ op: 'play', target: 'card', optional: true }] });
  });

  it('accepts a spell among the cards an effect plays (CR 419.3)', () => {
    const card = { ...spell, effects: [{ op: 'look', amount: 2 }, { op: 'playLooked', types: ['spell'] }] };
    expect(() => loadCardSets([{ file: 'spells.json', json: { set: 'spells', cards: [card] } }])).not.toThrow();
  });
});

describe('a card playing itself from its trash', () => {
  it('is played for the cost it says instead of its own', () => {
    expect(roundTrip(unit, 'When you discard me, you may pay :rb_rune_calm::rb_rune_calm: to play me.').abilities).toEqual([
      {
        kind: 'triggered',
        trigger: 'discarded',
        subject: { self: true, by: 'you' },
        effects: [{ op: 'play', target: 'self', for: { energy: 0, power: ['calm', 'calm'] }, optional: true }],
      },
    ]);
  });
});

describe('battlefield rewards', () => {
  it('readies the conqueror\'s legend, for a cost', () => {
    expect(roundTrip(battlefield, 'When you conquer here, you may pay :rb_energy_2: to ready your legend.').abilities).toEqual([
      { kind: 'triggered', trigger: 'conquerHere', effects: [{ op: 'ready', target: 'yourLegend', pay: { energy: 2, power: [] } }] },
    ]);
    expect(roundTrip(unit, 'When I attack, ready your legend.').abilities?.[0]).toMatchObject({ effects: [{ op: 'ready', target: 'yourLegend' }] });
  });
});
