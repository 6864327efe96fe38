/**
 * The card language of looking at, revealing and choosing cards of hidden and public zones,
 * from invented card texts: each compiles to the card data below and renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { printsAndReads, roundTrip } from './support.js';

const battlefield: CardHeader = { id: 'reveals-battlefield', name: 'Reveals Battlefield', type: 'battlefield' };
const spell: CardHeader = { id: 'reveals-spell', name: 'Reveals Spell', type: 'spell', domain: 'order', cost: { energy: 1, power: [] } };
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

describe('cards looked at: some recycled, the others put back in order', () => {
  it('reads a count of cards looked at in words, and prints it so', () => {
    expect(roundTrip(gear, 'When you play this, reveal the top three cards of your Main Deck. Recycle the rest.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'look', amount: 3, reveal: true, wording: ['countInWords'] }, { op: 'recycleLooked' }],
    });
  });

  it('recycles one or both of the cards looked at, of its player\'s choice, and puts the others back in any order', () => {
    // Its one wording is a printed card's: written from the data.
    const text = printsAndReads(battlefield, {
      abilities: [
        {
          kind: 'triggered',
          trigger: 'holdHere',
          effects: [{ op: 'look', amount: 2 }, { op: 'recycleLooked', choose: true, optional: true }, { op: 'orderLooked' }],
        },
      ],
    });
    expect(text).toContain('Main Deck. You may recycle one or both');
  });
});

describe('a card of the hand put on the Main Deck', () => {
  it('puts a card from hand on the top or bottom of the Main Deck, its player choosing which', () => {
    expect(roundTrip(gear, 'When a friendly unit dies, you may exhaust me to draw 2, then put a card from your hand on the top or bottom of your Main Deck.').abilities?.[0]).toMatchObject({
      trigger: 'dies',
      effects: [{ op: 'draw', amount: 2, pay: { exhaustSelf: true } }, { op: 'putFromHand', to: 'topOrBottom', link: 'then' }],
    });
  });

  it('puts a card from hand on the top, or on the bottom', () => {
    expect(roundTrip(spell, 'Draw 2. Put a card from your hand on the top of your Main Deck.').effects).toEqual([{ op: 'draw', amount: 2 }, { op: 'putFromHand', to: 'top' }]);
    expect(roundTrip(spell, 'Draw 3, then put a card from your hand on the bottom of your Main Deck.').effects).toEqual([{ op: 'draw', amount: 3 }, { op: 'putFromHand', to: 'bottom', link: 'then' }]);
  });
});

describe('revealing until a card of a type', () => {
  it('reveals cards from the top until a unit, plays "it" and recycles the rest', () => {
    expect(roundTrip(spell, 'Reveal cards from the top of your Main Deck until you reveal a unit. Play it to base, ignoring its cost, and recycle the rest.').effects).toEqual([
      { op: 'look', reveal: true, until: ['unit'] },
      { op: 'play', target: 'resolvedObject', ignore: 'cost', to: 'base' },
      { op: 'recycleLooked', link: 'commaAnd' },
    ]);
  });

  it('reveals until a gear at the start of the turn', () => {
    expect(roundTrip(gear, 'At the start of your Beginning Phase, reveal cards from the top of your Main Deck until you reveal a gear. Play it, ignoring its Energy cost, and recycle the rest.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'look', reveal: true, until: ['gear'] }, { op: 'play', target: 'resolvedObject', ignore: 'energy' }, { op: 'recycleLooked', link: 'commaAnd' }],
    });
  });
});
