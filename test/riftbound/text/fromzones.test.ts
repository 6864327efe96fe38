/**
 * The card language of who killed a unit, of cards heard in the trash, and of cards played as
 * an effect resolves, from invented card texts: each compiles to the card data below and
 * renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
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

describe('a Deathknell that chooses (CR 808.1.c, 355.5.b)', () => {
  it('declares its targets on the keyword entry, chosen as its ability is placed', () => {
    const card = roundTrip(unit, '[Deathknell] — You may play a unit costing no more than :rb_energy_2: and no more than :rb_rune_rainbow: from your trash, ignoring its cost.');
    expect(card.keywords).toEqual([
      {
        keyword: 'deathknell',
        targets: [{ name: 'card', select: 'card', zone: 'trash', relation: 'controlled', types: ['unit'], maxEnergy: 2, maxPower: 1 }],
        effects: [{ op: 'play', ignore: 'cost', target: 'card', optional: true }],
      },
    ]);
  });

  it('refuses targets on another keyword, with its path', () => {
    const card = { ...unit, keywords: [{ keyword: 'assault', value: 2, targets: [{ name: 'unit', select: 'unit' }] }] };
    expect(() => loadCardSets([{ file: 'bad.json', json: { set: 'bad', cards: [card] } }])).toThrow(/keywords\[0\]\.targets/);
  });
});

describe('a card of the hand played where the ability is (CR 419.3)', () => {
  it('reads "from your hand" (the wording yourHand) and "here"', () => {
    expect(roundTrip(unit, 'When I attack, you may pay :rb_energy_1: to play a unit with [Hidden] from your hand here, ignoring its cost.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'playFromHand', card: { types: ['unit'], keyword: 'hidden' }, to: 'here', ignore: 'cost', wording: ['yourHand'], pay: { energy: 1, power: [] } }],
    });
    expect(roundTrip(unit, 'When I defend, you may play a gear from hand here.').abilities?.[0]).toMatchObject({ effects: [{ op: 'playFromHand', card: { types: ['gear'] }, to: 'here', optional: true }] });
  });
});
