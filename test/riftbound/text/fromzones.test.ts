/**
 * The card language of who killed a unit, of cards heard in the trash, and of cards played as
 * an effect resolves, from invented card texts: each compiles to the card data below and
 * renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../../src/games/riftbound/cards.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'fromzones-unit', name: 'Fromzones Unit', type: 'unit', domain: 'fury', cost: { energy: 4, power: [] }, might: 4 };
const gear: CardHeader = { id: 'fromzones-gear', name: 'Fromzones Gear', type: 'gear', domain: 'calm', cost: { energy: 2, power: [] } };

describe('"When you kill ..." (CR 411.4, 428.5)', () => {
  it('reads the unit killed, in its state, and "with a spell"', () => {
    expect(roundTrip(gear, 'When you kill a stunned enemy unit, you may exhaust this to draw 2.').abilities?.[0]).toMatchObject({
      trigger: 'kills',
      subject: { by: 'you', select: 'unit', relation: 'enemy', stunned: true },
    });
    expect(roundTrip(unit, 'When you kill a unit with a spell, draw 1.').abilities?.[0]).toMatchObject({ trigger: 'kills', subject: { by: 'you', select: 'unit', bySpell: true } });
  });
});

describe('abilities heard in the trash (CR 383.2.c.1)', () => {
  it('reads "play me from your trash" and "return me from your trash to your hand" as steps on the card in its trash', () => {
    expect(roundTrip(unit, 'When you kill a friendly unit with a spell, you may pay :rb_energy_2::rb_rune_fury: to play me from your trash.').abilities?.[0]).toMatchObject({
      trigger: 'kills',
      effects: [{ op: 'play', target: 'self', from: 'trash', for: { energy: 2, power: ['fury'] }, optional: true }],
    });
    expect(roundTrip(unit, 'When you conquer, return me from your trash to your hand.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'returnCard', target: 'self', to: 'hand', from: 'trash' }],
    });
  });

  it('refuses `from` on a step whose card is a target, with its path', () => {
    const card = {
      ...unit,
      abilities: [{ kind: 'triggered', trigger: 'conquers', subject: { by: 'you' }, targets: [{ name: 'card', select: 'card', zone: 'trash', relation: 'controlled' }], effects: [{ op: 'returnCard', target: 'card', to: 'hand', from: 'trash' }] }],
    };
    expect(() => loadCardSets([{ file: 'bad.json', json: { set: 'bad', cards: [card] } }])).toThrow(/abilities\[0\]\.effects\[0\]\.from/);
  });
});
