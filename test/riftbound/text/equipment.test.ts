/** Equipment, attaching, Might changes and trigger events, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { printsAndReads, roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'body', cost: { energy: 2, power: [] } };

describe('doubling a unit\'s Might', () => {
  it('reads "Double <a unit>\'s Might this turn" as +Might equal to its Might, in the wording `double`', () => {
    const card = roundTrip(spell, "Double an enemy unit at a battlefield's Might this turn. Draw 1.");
    expect(card.targets).toEqual([{ name: 'unit', select: 'unit', relation: 'enemy', at: 'battlefield' }]);
    expect(card.effects).toEqual([
      { op: 'modifyMight', target: 'unit', equalTo: { might: 'unit' }, wording: ['double'] },
      { op: 'draw', amount: 1 },
    ]);
  });

  it('prints the same step without the wording as "+:rb_might: equal to its Might"', () => {
    const card = roundTrip(spell, 'Give a friendly unit +:rb_might: equal to its Might this turn.');
    expect(card.effects).toEqual([{ op: 'modifyMight', target: 'unit', equalTo: { might: 'unit' } }]);
  });
});

const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'chaos', cost: { energy: 1, power: [] } };

describe('a gear\'s own events together', () => {
  it('reads "When this is played, discarded, or killed" as one ability listening for the three', () => {
    const card = roundTrip(gear, 'When this is played, discarded, or killed, channel 1 rune exhausted.');
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: ['played', 'discarded', 'dies'], effects: [{ op: 'channel', amount: 1, exhausted: true }] }]);
  });
});

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 3 };

describe('a unit\'s trigger on gear attaching to it', () => {
  it('reads "When you attach an Equipment to me" as the unit\'s own `attached` trigger', () => {
    const card = roundTrip(unit, 'When you attach an Equipment to me, you may pay :rb_energy_2: to draw 2.');
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: 'attached', effects: [{ op: 'draw', amount: 2, pay: { energy: 2, power: [] } }] }]);
  });
});

describe('plays from hiding said "from face down"', () => {
  it('reads "When you play a unit from face down" as a play from hiding, in the wording `faceDown`', () => {
    const card = roundTrip(unit, 'When you play a unit from face down, draw 2.');
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: 'played', subject: { by: 'you', select: 'unit', fromHidden: true }, wording: ['faceDown'], effects: [{ op: 'draw', amount: 2 }] }]);
    expect(roundTrip(unit, 'When you play a unit from [Hidden], draw 2.').abilities?.[0]).not.toHaveProperty('wording');
  });

  it('reads a gear\'s "When you play this from face down" as its own play from hiding', () => {
    const card = roundTrip(gear, '[Hidden]\nWhen you play this from face down, draw 2.');
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: 'played', subject: { self: true, fromHidden: true }, wording: ['faceDown'], effects: [{ op: 'draw', amount: 2 }] }]);
  });
});

describe('Equipment giving double their Might Bonus', () => {
  it('reads and prints the unit\'s own passive doubling the base Might Bonus of its Equipment', () => {
    printsAndReads(unit, { abilities: [{ kind: 'passive', appliesTo: 'self', doubleMightBonus: true }] });
  });
});

describe('a trigger on activated abilities used', () => {
  it('reads "When you use an activated ability of a gear" as `usesAbility` of a gear, by you', () => {
    const card = roundTrip(unit, 'When you use an activated ability of a gear, draw 1.');
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: 'usesAbility', subject: { by: 'you', select: 'gear' }, effects: [{ op: 'draw', amount: 1 }] }]);
  });
});

describe('keywords given only to units that lack them', () => {
  it('reads "<units> have [K] if they didn\'t already" as a passive with ifLacking, "friendly buffed" in the wording `buffedAfter`', () => {
    const card = roundTrip(gear, 'Friendly buffed units have [Shield] if they didn\'t already.');
    expect(card.abilities).toEqual([{ kind: 'passive', appliesTo: 'friendlyUnits', only: { buffed: true }, keywords: ['shield'], ifLacking: true, wording: ['buffedAfter'] }]);
    expect(roundTrip(gear, 'Buffed friendly units have [Shield].').abilities).toEqual([{ kind: 'passive', appliesTo: 'friendlyUnits', only: { buffed: true }, keywords: ['shield'] }]);
  });
});
