/**
 * The card language of other players: where they may play, what they may not do, what they
 * choose and do as a step resolves, from invented card texts: each compiles to the card data
 * below and renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const spell: CardHeader = { id: 'rival-spell', name: 'Rival Spell', type: 'spell', domain: 'mind', cost: { energy: 3, power: [] } };
const unit: CardHeader = { id: 'rival-unit', name: 'Rival Unit', type: 'unit', domain: 'chaos', cost: { energy: 4, power: [] }, might: 4 };

describe('where a unit may be played, as printed', () => {
  it('lets a unit be played to the battlefield its player attacks', () => {
    expect(roundTrip(unit, "[Reaction]\nI can be played to a battlefield you're attacking.").abilities).toEqual([
      { kind: 'passive', appliesTo: 'self', playableAt: 'attackedBattlefields' },
    ]);
  });
});

describe('where players may not play units, as printed', () => {
  it('forbids playing units to a battlefield, or opponents playing them to any battlefield', () => {
    const field: CardHeader = { id: 'rival-field', name: 'Rival Field', type: 'battlefield' };
    expect(roundTrip(field, "Units can't be played here.").abilities).toEqual([{ kind: 'passive', players: 'everyone', cannot: ['playUnitsHere'] }]);
    expect(roundTrip(unit, 'While I\'m buffed, opponents can only play units to their base.').abilities).toEqual([
      { kind: 'passive', players: 'opponents', cannot: ['playUnitsToBattlefields'], condition: expect.anything() },
    ]);
    expect(roundTrip(unit, 'Opponents can only play units to their base.').abilities).toEqual([{ kind: 'passive', players: 'opponents', cannot: ['playUnitsToBattlefields'] }]);
  });
});

describe('what opponents can\'t do this turn, as printed', () => {
  it('forbids opponents to play cards for the rest of the turn', () => {
    expect(roundTrip(unit, "When I attack, opponents can't play cards this turn.").abilities).toEqual([
      { kind: 'triggered', trigger: 'attacks', effects: [{ op: 'restrictPlayers', players: 'opponents', cannot: ['playCards'] }] },
    ]);
  });
});

describe('triggers on what opponents do, as printed', () => {
  it('hears an opponent moving to a battlefield other than the unit\'s', () => {
    expect(roundTrip(unit, 'When an opponent moves to a battlefield other than mine, channel 1 rune exhausted.').abilities).toEqual([
      { kind: 'triggered', trigger: 'moved', subject: { by: 'opponent', to: 'otherBattlefield', oneOrMore: true }, effects: [{ op: 'channel', amount: 1, exhausted: true }] },
    ]);
  });
});

describe('whole hands discarded, as printed', () => {
  it('has each player discard their hand and draw after, or the controller discard theirs', () => {
    expect(roundTrip(spell, 'Each player discards their hand, then draws 3.').effects).toEqual([{ op: 'discardHand', player: 'each', draw: 3 }]);
    expect(roundTrip(spell, 'Each player discards their hand. Draw 2.').effects).toEqual([{ op: 'discardHand', player: 'each' }, { op: 'draw', amount: 2 }]);
    expect(roundTrip(spell, 'Discard your hand, then draw 5.').effects).toEqual([{ op: 'discardHand' }, { op: 'draw', amount: 5, link: 'then' }]);
  });
});

describe('an opponent chosen as the step resolves, as printed', () => {
  it('has the chosen opponent score or draw', () => {
    expect(roundTrip(unit, 'When I die, choose an opponent. They score 2 points.').abilities).toEqual([
      { kind: 'triggered', trigger: 'dies', effects: [{ op: 'gainPoint', amount: 2, player: { opponent: true } }] },
    ]);
    expect(roundTrip(spell, 'Choose an opponent. They draw 2. Draw 1.').effects).toEqual([
      { op: 'draw', amount: 2, player: { opponent: true } },
      { op: 'draw', amount: 1 },
    ]);
  });
});

describe('an opponent\'s hand revealed, as printed', () => {
  it('has the controller choose a card from it, recycled or discarded', () => {
    expect(roundTrip(spell, 'Choose an opponent. They reveal their hand. Choose a non-unit card from it, and they discard that card.').effects).toEqual([
      { op: 'revealHand', player: { opponent: true }, types: ['spell', 'gear'], then: 'discard' },
    ]);
    expect(roundTrip(unit, 'When I attack, choose an opponent. They reveal their hand. Choose a card from it, and recycle that card.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'revealHand', player: { opponent: true }, then: 'recycle' }],
    });
  });
});
