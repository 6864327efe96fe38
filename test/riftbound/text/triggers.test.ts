/** Triggered abilities as printed: events about the card, other objects and players, "the Nth time", "if" conditions. */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'fury', cost: { energy: 3, power: [] }, might: 3 };
const legend: CardHeader = { id: 'test-legend', name: 'Test Legend', type: 'legend', domains: ['fury'], tags: ['Tester'] };
const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'calm', cost: { energy: 1, power: [] } };
const battlefield: CardHeader = { id: 'test-field', name: 'Test Field', type: 'battlefield' };

/** The card's one ability, its text compiled and printed back as itself. */
const ability = (header: CardHeader, text: string): unknown => roundTrip(header, text).abilities?.[0];

const cases: readonly (readonly [CardHeader, string, Record<string, unknown>])[] = [
  [unit, 'When you play a spell, give me +2 :rb_might: this turn.', { trigger: 'played', subject: { by: 'you', select: 'spell' } }],
  [unit, 'When you play a spell that costs :rb_energy_6: or more, draw 1.', { trigger: 'played', subject: { by: 'you', select: 'spell', minEnergy: 6 } }],
  [legend, 'When you play a [Mighty] unit, draw 1.', { trigger: 'played', subject: { by: 'you', select: 'unit', mighty: true } }],
  [unit, "When you play a card on an opponent's turn, draw 1.", { trigger: 'played', subject: { by: 'you', select: 'card', opponentsTurn: true } }],
  [unit, 'When you play a card from [Hidden], draw 1.', { trigger: 'played', subject: { by: 'you', select: 'card', fromHidden: true } }],
  [unit, 'When you play another unit, give me +1 :rb_might: this turn.', { trigger: 'played', subject: { by: 'you', select: 'unit', other: true } }],
  [unit, 'When I attack or defend, give me +1 :rb_might: this turn.', { trigger: ['attacks', 'defends'] }],
  [unit, "When I'm played and when I conquer, draw 1.", { trigger: ['played', 'conquers'] }],
  [unit, 'When I move to a battlefield, draw 1.', { trigger: 'moved', subject: { self: true, to: 'battlefield' } }],
  [unit, 'When I die in combat, draw 1.', { trigger: 'dies', subject: { self: true, inCombat: true } }],
  [gear, 'When a friendly unit dies, draw 1.', { trigger: 'dies', subject: { select: 'unit', relation: 'friendly' } }],
  [unit, 'When another non-Recruit unit you control dies, draw 1.', { trigger: 'dies', subject: { select: 'unit', relation: 'controlled', other: true, exceptTag: 'Recruit' } }],
  [legend, 'When one or more enemy units die, draw 1.', { trigger: 'dies', subject: { select: 'unit', relation: 'enemy', oneOrMore: true } }],
  [gear, 'When a buffed friendly unit dies, draw 1.', { trigger: 'dies', subject: { select: 'unit', relation: 'friendly', buffed: true } }],
  [unit, 'The first time a friendly unit dies each turn, draw 2.', { trigger: 'dies', subject: { select: 'unit', relation: 'friendly' }, nth: 1 }],
  [unit, 'The third time I move in a turn, draw 1.', { trigger: 'moved', nth: 3 }],
  [unit, 'When I conquer, draw 1.', { trigger: 'conquers' }],
  [unit, 'When I conquer or hold, draw 1.', { trigger: ['conquers', 'holds'] }],
  [unit, "When I'm buffed, draw 1.", { trigger: 'buffed' }],
  [unit, 'When you discard a card, draw 1.', { trigger: 'discarded', subject: { by: 'you', select: 'card' } }],
  [unit, 'When you discard one or more cards, draw 1.', { trigger: 'discarded', subject: { by: 'you', select: 'card', oneOrMore: true } }],
  [unit, 'When a friendly Mech dies, draw 1.', { trigger: 'dies', subject: { select: 'unit', relation: 'friendly', tag: 'Mech' } }],
  [unit, 'When you play an Equipment, draw 1.', { trigger: 'played', subject: { by: 'you', select: 'gear', tag: 'Equipment' } }],
  [legend, 'When one or more friendly Mechs die, draw 1.', { trigger: 'dies', subject: { select: 'unit', relation: 'friendly', tag: 'Mech', oneOrMore: true } }],
  [unit, "When I'm stunned, draw 1.", { trigger: 'stunned' }],
  [unit, 'When I become ready, draw 1.', { trigger: 'becomesReady' }],
  [unit, 'When you conquer, draw 1.', { trigger: 'conquers', subject: { by: 'you' } }],
  [legend, 'When you conquer, draw 1.', { trigger: 'conquers' }],
  [legend, 'When you or an ally hold, draw 1.', { trigger: 'holds', subject: { by: 'youOrAlly' } }],
  [battlefield, 'When you defend here, draw 1.', { trigger: 'defends', subject: { by: 'you', at: 'here', oneOrMore: true } }],
  [legend, 'When an enemy unit attacks a battlefield you control, draw 1.', { trigger: 'attacks', subject: { select: 'unit', relation: 'enemy', at: 'controlled' } }],
  [gear, 'When a friendly unit attacks or defends alone, give it +2 :rb_might: this turn.', { trigger: ['attacks', 'defends'], subject: { select: 'unit', relation: 'friendly', alone: true } }],
  [battlefield, 'When a unit moves from here, give it +2 :rb_might: this turn.', { trigger: 'moved', subject: { select: 'unit', from: 'here' } }],
  [battlefield, 'When an enemy unit moves here, give it -1 :rb_might: this turn.', { trigger: 'moved', subject: { select: 'unit', relation: 'enemy', at: 'here' } }],
  [unit, 'When an enemy unit moves here, draw 1.', { trigger: 'moved', subject: { select: 'unit', relation: 'enemy', at: 'here' } }],
  [legend, 'When you stun one or more enemy units, draw 1.', { trigger: 'stunned', subject: { by: 'you', select: 'unit', relation: 'enemy', oneOrMore: true } }],
  [gear, 'When you ready a friendly unit, give it +2 :rb_might: this turn.', { trigger: 'becomesReady', subject: { by: 'you', select: 'unit', relation: 'friendly' } }],
  [unit, 'When you choose or ready me, give me +1 :rb_might: this turn.', { trigger: ['chosen', 'becomesReady'], subject: { self: true, by: 'you' } }],
  [unit, 'When you choose me with a spell, draw 2.', { trigger: 'chosen', subject: { self: true, by: 'you', bySpell: true } }],
  [unit, 'When you buff me, ready me.', { trigger: 'buffed', subject: { self: true, by: 'you' } }],
  [unit, 'When you recycle a rune, draw 1.', { trigger: 'recycled', subject: { by: 'you', select: 'rune' } }],
  [unit, 'When you spend a buff, draw 1.', { trigger: 'spendsBuff', subject: { by: 'you' } }],
  [unit, 'When a unit you control becomes [Mighty], draw 1.', { trigger: 'becomesMighty', subject: { select: 'unit', relation: 'controlled' } }],
  [unit, 'When I win a combat, draw 1.', { trigger: 'winsCombat' }],
  [legend, 'At the end of your turn, draw 1.', { trigger: 'turnEnd' }],
];

describe('triggered abilities in card text', () => {
  it.each(cases)('reads and prints back %#: %s', (header, text, expected) => {
    const read = ability(header, text);
    expect(read).toMatchObject({ kind: 'triggered', ...expected });
    if (!('subject' in expected)) expect(read).not.toHaveProperty('subject');
  });

  it('names the object of the event where "it" comes before any choice', () => {
    const read = ability(gear, 'When you buff a friendly unit, give it +1 :rb_might: this turn.');
    expect(read).toMatchObject({ effects: [{ op: 'modifyMight', amount: 1, target: 'thatUnit' }] });
    expect(read).not.toHaveProperty('targets');
  });

  it('reads an "if" after the comma as the ability\'s condition, and one after a step as the step\'s', () => {
    expect(ability(unit, 'When you play me, if you control a Gremlin, draw 1.')).toMatchObject({
      trigger: 'played',
      condition: { '>=': [{ sel: 'controlledWithTag', args: [{ event: 'controller' }, 'Gremlin'] }, 1] },
    });
    expect(ability(legend, 'When you conquer, if you have 3+ units at that battlefield, draw 2.')).toMatchObject({
      condition: { '>=': [{ sel: 'unitsAt', args: [{ event: 'controller' }, { event: 'here' }] }, 3] },
    });
    expect(ability(legend, 'At the start of your Beginning Phase, draw 1 if you have one or fewer cards in your hand.')).toMatchObject({
      trigger: 'turnStart',
      effects: [{ op: 'draw', amount: 1, condition: { '<=': [{ sel: 'handSize', args: [{ event: 'controller' }] }, 1] } }],
    });
  });

  it('refuses an event a card type does not print about itself', () => {
    expect(compileCard(legend, 'When I move, draw 1.').ok).toBe(false);
    expect(compileCard(unit, 'When you conquer here, draw 1.').ok).toBe(false);
  });
});
