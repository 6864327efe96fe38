/**
 * The card language of cards played in the middle of a resolution, from invented card data and
 * texts: a spell played from a trash by an effect, recycled once it resolves, and the cost of
 * the card played said after its zone.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import { compiled, printsAndReads, roundTrip } from './support.js';

const unit: CardHeader = { id: 'midplay-unit', name: 'Midplay Unit', type: 'unit', domain: 'chaos', cost: { energy: 4, power: [] }, might: 3 };
const spell: CardHeader = { id: 'midplay-spell', name: 'Midplay Spell', type: 'spell', domain: 'chaos', cost: { energy: 3, power: [] } };

const trashSpell = { name: 'card', select: 'card' as const, zone: 'trash' as const, relation: 'controlled' as const, types: ['spell' as const] };

describe('a spell played from the trash by an effect', () => {
  it('recycles the spell played once it has resolved: the sentence after the play', () => {
    const text = printsAndReads(spell, {
      targets: [{ ...trashSpell, maxEnergy: 2 }],
      effects: [{ op: 'play', target: 'card', ignore: 'cost' }, { op: 'recycle', played: true }],
    });
    expect(text).toContain('Recycle that spell after you play it');
  });

  it('says the most cost of the card played after its zone (the wording costLast)', () => {
    const card = roundTrip(unit, 'When I conquer, you may play a spell from your trash with Energy cost no more than :rb_energy_4:, ignoring its Energy cost.');
    expect(card.abilities?.[0]).toMatchObject({
      targets: [{ ...trashSpell, maxEnergy: 4 }],
      effects: [{ op: 'play', target: 'card', ignore: 'energy', optional: true, wording: ['costLast'] }],
    });
    // Said before the zone, as most cards print it, the step has no wording.
    expect(roundTrip(unit, 'When I conquer, you may play a spell with Energy cost no more than :rb_energy_4: from your trash, ignoring its Energy cost.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'play', target: 'card', ignore: 'energy', optional: true }],
    });
  });

  it('refuses at load a recycle of the card played with no play before it', () => {
    const card = compiled(spell, 'Draw 2. Recycle that spell after you play it');
    expect(() => loadCardSets([{ file: 'text.json', json: { set: 'check', cards: [card] } }])).toThrow(/played recycles the card a play step before it played/);
  });
});
