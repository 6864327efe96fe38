/**
 * The card language of cards looked at or revealed and played mid-resolution, from invented
 * card texts: each compiles to the card data below and renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import { compiled, roundTrip } from './support.js';

const unit: CardHeader = { id: 'eachplayer-unit', name: 'Eachplayer Unit', type: 'unit', domain: 'order', cost: { energy: 4, power: [] }, might: 4 };
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
    const text = 'Kill a friendly unit. Look at the top 3 cards of your Main Deck. Banish a unit from among them that has Might up to 2 more than the killed unit and play it, reducing its cost by :rb_energy_2:.';
    expect(roundTrip({ ...gear, type: 'spell', id: 'eachplayer-spell', name: 'Eachplayer Spell' }, text).effects?.[2]).toEqual({ op: 'playLooked', banish: true, types: ['unit'], maxMight: { might: 'unit', plus: 2 }, reduce: 2 });
  });
});

describe('a card of the hand played later this turn', () => {
  it('lets its controller play a gear from hand this turn, ignoring its Energy cost', () => {
    const text = 'When I conquer, you may kill a friendly gear. If you do, you may play a gear with Energy cost no more than :rb_energy_5: from hand this turn, ignoring its Energy cost.';
    expect(roundTrip(unit, text).abilities?.[0]).toMatchObject({
      effects: [
        { op: 'kill', target: 'gear', optional: true },
        { op: 'playFromHand', thisTurn: true, ignore: 'energy', card: { types: ['gear'], maxEnergy: 5 }, optional: true, previous: 'done' },
      ],
    });
  });

  it('states a reduction or the whole cost ignored', () => {
    const spell: CardHeader = { ...gear, type: 'spell', id: 'eachplayer-spell', name: 'Eachplayer Spell' };
    expect(roundTrip(spell, 'Play a unit with Energy cost no more than :rb_energy_3: from hand this turn, ignoring its cost.').effects).toEqual([
      { op: 'playFromHand', thisTurn: true, ignore: 'cost', card: { types: ['unit'], maxEnergy: 3 } },
    ]);
    expect(roundTrip(spell, 'Play a gear from hand this turn, reducing its cost by :rb_energy_2:.').effects).toEqual([{ op: 'playFromHand', thisTurn: true, reduce: 2, card: { types: ['gear'] } }]);
  });
});

describe('a unit heard as it is revealed from its deck', () => {
  it('adds resources as it is revealed', () => {
    const text = "When you play me, draw 1.\nAs I'm revealed from your deck, [Add] :rb_energy_3:.";
    expect(roundTrip(unit, text).abilities?.[1]).toEqual({ kind: 'triggered', trigger: 'revealed', effects: [{ op: 'addResources', energy: 3 }] });
  });

  it('fails at load when it does more than add resources', () => {
    const card = compiled(unit, "As I'm revealed from your deck, draw 2.");
    expect(() => loadCardSets([{ file: 'text.json', json: { set: 'check', cards: [card] } }])).toThrow(/abilities\[0\]\.trigger.*revealed from its deck/s);
  });
});
