/**
 * The card language of cards in zones, from invented card texts: each compiles to the card
 * data below and renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compiled, roundTrip } from './support.js';

const unit: CardHeader = { id: 'zone-unit', name: 'Zone Unit', type: 'unit', domain: 'chaos', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'zone-spell', name: 'Zone Spell', type: 'spell', domain: 'chaos', cost: { energy: 2, power: [] } };
const battlefield: CardHeader = { id: 'zone-field', name: 'Zone Field', type: 'battlefield' };

const fromYourTrash = (types?: readonly string[], more: Record<string, unknown> = {}) => ({
  name: 'card',
  select: 'card',
  zone: 'trash',
  relation: 'controlled',
  ...(types ? { types } : {}),
  ...more,
});

describe('cards in zones, as printed', () => {
  it('discards, joined to what follows as printed', () => {
    expect(roundTrip(unit, 'When you play me, discard 1.').abilities).toEqual([{ kind: 'triggered', trigger: 'played', effects: [{ op: 'discard', amount: 1 }] }]);
    expect(roundTrip(spell, 'Discard 2, then draw 2.').effects).toEqual([
      { op: 'discard', amount: 2 },
      { op: 'draw', amount: 2, link: 'then' },
    ]);
    expect(roundTrip(battlefield, 'When you conquer here, discard 2, then draw 2.').abilities?.[0]).toMatchObject({ trigger: 'conquerHere' });
  });

  it('chooses a card in your trash as a target, by its types, keyword and cost', () => {
    expect(roundTrip(unit, 'When I conquer, return a spell from your trash to your hand.').abilities).toEqual([
      { kind: 'triggered', trigger: 'conquers', targets: [fromYourTrash(['spell'])], effects: [{ op: 'returnCard', to: 'hand', target: 'card' }] },
    ]);
    expect(roundTrip(spell, 'Return a unit or gear from your trash to your hand.').targets).toEqual([fromYourTrash(['unit', 'gear'])]);
    expect(roundTrip(spell, 'Return a card with [Hidden] from your trash to your hand.').targets).toEqual([fromYourTrash(undefined, { keyword: 'hidden' })]);
    const costly = roundTrip(unit, 'When you play me, you may play a unit costing no more than :rb_energy_2: and no more than :rb_rune_rainbow: from your trash, ignoring its cost.');
    expect(costly.abilities?.[0]).toMatchObject({ targets: [fromYourTrash(['unit'], { maxEnergy: 2, maxPower: 1 })], effects: [{ op: 'play', ignore: 'cost', target: 'card', optional: true }] });
  });

  it('recycles from the trash and puts the top of the Main Deck into it', () => {
    expect(roundTrip(unit, 'At the start of your Beginning Phase, recycle 2 from your trash.').abilities?.[0]).toMatchObject({ effects: [{ op: 'recycle', amount: 2 }] });
    expect(roundTrip(battlefield, 'When you hold here, put the top 3 cards of your Main Deck into your trash.').abilities?.[0]).toMatchObject({ effects: [{ op: 'trashTop', amount: 3 }] });
    expect(roundTrip(spell, 'Put the top card of your Main Deck into your trash. Draw 1.').effects).toEqual([{ op: 'trashTop', amount: 1 }, { op: 'draw', amount: 1 }]);
  });

  it('banishes, and plays what it banished at the cost it says', () => {
    expect(roundTrip(spell, 'Draw 2. Banish this.').effects).toEqual([{ op: 'draw', amount: 2 }, { op: 'banish', target: 'self' }]);
    const rescue = roundTrip(spell, 'Banish a friendly unit, then play it to base, ignoring its cost.');
    expect(rescue.targets).toEqual([{ name: 'unit', select: 'unit', relation: 'friendly' }]);
    expect(rescue.effects).toEqual([
      { op: 'banish', target: 'unit' },
      { op: 'play', to: 'base', ignore: 'cost', target: 'unit', link: 'then' },
    ]);
    expect(roundTrip(spell, 'Banish a friendly unit, then its owner plays it, ignoring its cost.').effects?.[1]).toEqual({ op: 'play', player: 'owner', ignore: 'cost', target: 'unit', link: 'then' });
    const fromTrash = roundTrip(spell, 'Play a gear from your trash, ignoring its Energy cost.');
    expect(fromTrash.targets).toEqual([fromYourTrash(['gear'])]);
    expect(fromTrash.effects).toEqual([{ op: 'play', ignore: 'energy', target: 'card' }]);
    expect(roundTrip(spell, 'Banish a friendly unit, then play it, reducing its cost by :rb_energy_2:.').effects?.[1]).toEqual({ op: 'play', reduce: 2, target: 'unit', link: 'then' });
  });

  it('looks at or reveals the top of the Main Deck, takes from among them and recycles the rest', () => {
    expect(roundTrip(spell, 'Look at the top 3 cards of your Main Deck. Put 2 into your hand and recycle the rest.').effects).toEqual([
      { op: 'look', amount: 3 },
      { op: 'takeLooked', count: 2, to: 'hand' },
      { op: 'recycleLooked', link: 'and' },
    ]);
    expect(roundTrip(spell, 'Look at the top 2 cards of your Main Deck. Draw one and recycle the other, then draw 1.').effects?.slice(1)).toEqual([
      { op: 'takeLooked', count: 1, to: 'hand', draw: true },
      { op: 'recycleLooked', wording: ['theOther'], link: 'and' },
      { op: 'draw', amount: 1, link: 'then' },
    ]);
    expect(roundTrip(unit, "When I attack, reveal the top card of your Main Deck. If it's a gear, draw it. Otherwise, recycle it.").abilities?.[0]).toMatchObject({
      effects: [{ op: 'look', amount: 1, reveal: true }, { op: 'takeLooked', count: 1, to: 'hand', draw: true, wording: ['ifItIs'], types: ['gear'] }, { op: 'recycleLooked', wording: ['otherwiseRecycleIt'] }],
    });
    expect(roundTrip(unit, 'When I attack, look at the top 4 cards of your Main Deck. You may reveal a unit from among them and draw it. Recycle the remaining cards.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'look', amount: 4 }, { op: 'takeLooked', reveal: true, draw: true, types: ['unit'], optional: true }, { op: 'recycleLooked', wording: ['theRemainingCards'] }],
    });
  });

  it('returns a gear on the board to its owner\'s hand', () => {
    expect(roundTrip(spell, "Return a gear to its owner's hand.").effects).toEqual([{ op: 'returnUnit', to: 'hand', target: 'gear' }]);
  });

  it('reads a spell played from the trash, which the card checker accepts: the engine plays it to the chain (mechanics/spell-plays.ts)', () => {
    const card = compiled(unit, 'When you play me, you may play a spell from your trash, ignoring its cost.');
    expect(() => loadCardSets([{ file: 'zones.json', json: { set: 'check', cards: [card] } }])).not.toThrow();
  });
});
