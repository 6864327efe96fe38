/**
 * Choices, several objects in one step, conditions inside a step, moves and Might changes on
 * several units, and the wordings of their lines: read from invented card texts and printed back.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import { roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'order', cost: { energy: 2, power: [] } };
const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 3 };

describe('wordings of trigger clauses and costs within instructions', () => {
  it('"At start of your Beginning Phase" is the wording `startOf` of the turn-start trigger', () => {
    const card = roundTrip(unit, 'At start of your Beginning Phase, draw 2.');
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: 'turnStart', wording: ['startOf'], effects: [{ op: 'draw', amount: 2 }] }]);
    expect(roundTrip(unit, 'At the start of your Beginning Phase, draw 2.').abilities).toEqual([{ kind: 'triggered', trigger: 'turnStart', effects: [{ op: 'draw', amount: 2 }] }]);
  });

  it('"When one of your units becomes [Mighty]" is the wording `oneOfYour` of a unit you control becoming Mighty', () => {
    const card = roundTrip(unit, 'When one of your units becomes [Mighty], draw 2.');
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'becomesMighty', subject: { select: 'unit', relation: 'controlled' }, wording: ['oneOfYour'], effects: [{ op: 'draw', amount: 2 }] },
    ]);
  });

  it('"you may exhaust me and pay ..." is the wording `exhaustFirst` of the same cost', () => {
    const card = roundTrip(unit, 'When you conquer, you may exhaust me and pay :rb_energy_2: to draw 2.');
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'conquers', subject: { by: 'you' }, effects: [{ op: 'draw', amount: 2, pay: { energy: 2, power: [], exhaustSelf: true }, wording: ['exhaustFirst'] }] },
    ]);
    expect(roundTrip(unit, 'When you conquer, you may pay :rb_energy_2: and exhaust me to draw 2.').abilities?.[0]).not.toHaveProperty('effects.0.wording');
  });
});

describe('Might changes on several units, the verb said once', () => {
  it('reads "and another unit -N :rb_might: this turn" as a second Might change joined by "and" (the wording `sameVerb`)', () => {
    const card = roundTrip(spell, 'Give a friendly unit +3 :rb_might: this turn and another unit -1 :rb_might: this turn.');
    expect(card.targets).toEqual([
      { name: 'unit', select: 'unit', relation: 'friendly' },
      { name: 'unit2', select: 'unit', except: 'unit' },
    ]);
    expect(card.effects).toEqual([
      { op: 'modifyMight', target: 'unit', amount: 3 },
      { op: 'modifyMight', target: 'unit2', amount: -1, link: 'and', wording: ['sameVerb'] },
    ]);
  });

  it('reads groups at a chosen battlefield, the loss stopped at a minimum', () => {
    const card = roundTrip(spell, 'Choose a battlefield. Give friendly units there +2 :rb_might: this turn and enemy units there -3 :rb_might: this turn, to a minimum of 2 :rb_might:.');
    expect(card.effects).toEqual([
      { op: 'choose', target: 'battlefield' },
      { op: 'modifyMight', all: { select: 'unit', relation: 'friendly', where: 'battlefield' }, amount: 2 },
      { op: 'modifyMight', all: { select: 'unit', relation: 'enemy', where: 'battlefield' }, amount: -3, minimum: 2, link: 'and', wording: ['sameVerb'] },
    ]);
  });
});

describe('a choice between two steps ("X or Y", CR 355.17)', () => {
  it('reads "draw 2 or channel 2 runes exhausted": the second done only if the first is declined', () => {
    const card = roundTrip(unit, 'When I hold, draw 2 or channel 2 runes exhausted.');
    expect((card.abilities?.[0] as { effects: unknown }).effects).toEqual([
      { op: 'draw', amount: 2 },
      { op: 'channel', amount: 2, exhausted: true, or: true },
    ]);
  });

  it('reads "you may ... or ...": both may be declined', () => {
    const card = roundTrip(unit, 'When I defend, you may ready me or draw 2.');
    expect((card.abilities?.[0] as { effects: unknown }).effects).toEqual([
      { op: 'ready', target: 'self', optional: true },
      { op: 'draw', amount: 2, or: true },
    ]);
  });
});

describe('the card checker on choices', () => {
  it('refuses at load a choice ("or") on the first step', () => {
    const card = { id: 'odd-choice', name: 'Odd Choice', type: 'spell', domain: 'order', cost: { energy: 1, power: [] }, effects: [{ op: 'draw', amount: 2, or: true }] };
    expect(() => loadCardSets([{ file: 'odd.json', json: { set: 'odd', cards: [card] } }])).toThrow(/effects\[0\]\.or/);
  });
});

describe('moves', () => {
  it('reads "to the same battlefield" after an event at a battlefield as a move here (the wording `sameBattlefield`)', () => {
    const card = roundTrip(unit, 'When I move to a battlefield, you may pay :rb_rune_calm: to move a friendly unit to the same battlefield.');
    expect((card.abilities?.[0] as { effects: unknown }).effects).toEqual([
      { op: 'move', to: 'here', wording: ['sameBattlefield'], target: 'unit', pay: { energy: 0, power: ['calm'] } },
    ]);
  });
});

describe('two objects under one verb', () => {
  it('reads "return another unit you control and an enemy unit to their owners\' hands" as one step with `also`', () => {
    const card = roundTrip(unit, "When you play me, return another unit you control and an enemy unit to their owners' hands.");
    expect(card.abilities?.[0]).toMatchObject({
      targets: [{ name: 'unit', select: 'unit', relation: 'controlled', except: 'self' }, { name: 'unit2', select: 'unit', relation: 'enemy' }],
      effects: [{ op: 'returnUnit', to: 'hand', target: 'unit', also: 'unit2' }],
    });
  });

  it('reads "kill a unit at a battlefield and a gear"', () => {
    expect(roundTrip(spell, 'Kill a unit at a battlefield and a gear. Draw 1.').effects).toEqual([{ op: 'kill', target: 'unit', also: 'gear' }, { op: 'draw', amount: 1 }]);
  });

  it('refuses at load a second object without a first', () => {
    const card = { id: 'odd-pair', name: 'Odd Pair', type: 'spell', domain: 'order', cost: { energy: 1, power: [] }, effects: [{ op: 'stun', also: 'self', all: { select: 'unit' } }] };
    expect(() => loadCardSets([{ file: 'odd.json', json: { set: 'odd', cards: [card] } }])).toThrow(/effects\[0\]\.also/);
  });
});

describe('conditions inside a step', () => {
  it('reads "if there is a ready enemy unit here" after a step: one such unit where the event happened', () => {
    const card = roundTrip(unit, 'When I defend, give me +3 :rb_might: this turn if there is a ready enemy unit here.');
    expect((card.abilities?.[0] as { effects: unknown }).effects).toEqual([
      {
        op: 'modifyMight',
        target: 'self',
        amount: 3,
        condition: { some: [{ sel: 'units', args: [{ event: 'controller' }, 'enemy', { event: 'here' }] }, 'u', { not: { sel: 'isExhausted', args: [{ var: 'u' }] } }] },
      },
    ]);
    expect(roundTrip(unit, 'When I attack, if there is a friendly unit here, draw 1.').abilities?.[0]).toMatchObject({ condition: { '>': [{ count: { sel: 'units', args: [{ event: 'controller' }, 'friendly', { event: 'here' }] } }, 0] } });
  });
});
