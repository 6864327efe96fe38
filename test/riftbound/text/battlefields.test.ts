/** Battlefield cards: their conquer and hold rewards, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compiled, roundTrip } from './support.js';

const battlefield: CardHeader = { id: 'test-field', name: 'Test Field', type: 'battlefield' };

describe('battlefields counted by who controls them', () => {
  it('reads "other battlefield you or allies control" after "for each", the card itself left out', () => {
    const card = roundTrip(battlefield, 'When you conquer here, draw 2 for each other battlefield you or allies control.');
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'conquerHere', effects: [{ op: 'draw', amount: 2, forEach: { select: 'battlefield', relation: 'friendly', except: 'self' } }] },
    ]);
  });

  it('reads "battlefield you control" as the controller\'s alone', () => {
    const card = roundTrip(battlefield, 'When you hold here, draw 1 for each battlefield you control.');
    expect(card.abilities?.[0]).toMatchObject({ effects: [{ op: 'draw', amount: 1, forEach: { select: 'battlefield', relation: 'controlled' } }] });
  });

  it('reads a doubled period as one', () => {
    expect(compiled(battlefield, 'When you hold here, draw 3 for each battlefield you control..').abilities).toEqual(
      compiled(battlefield, 'When you hold here, draw 3 for each battlefield you control.').abilities,
    );
  });

  it('refuses a step acting on a group of battlefields', () => {
    const card = { ...battlefield, abilities: [{ kind: 'triggered', trigger: 'conquerHere', effects: [{ op: 'ready', all: { select: 'battlefield' } }] }] };
    expect(() => loadCardSets([{ file: 'bf.json', json: { set: 'check', cards: [card] } }])).toThrow(/only counted/);
  });
});

describe('conquer and hold with units in a state', () => {
  const mightyHere = { some: [{ sel: 'units', args: [{ event: 'controller' }, 'friendly', { event: 'here' }] }, 'u', { sel: 'isMighty', args: [{ var: 'u' }] }] };

  it('reads "with one or more [Mighty] units" after the trigger as the ability\'s condition', () => {
    const card = roundTrip(battlefield, 'When you hold here with one or more [Mighty] units, you may pay :rb_energy_2: to draw 1.');
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: 'holdHere', condition: mightyHere, effects: [{ op: 'draw', amount: 1, pay: { energy: 2, power: [] } }] }]);
  });

  it('reads buffed units the same way', () => {
    const card = roundTrip(battlefield, 'When you conquer here with one or more buffed units, draw 2.');
    expect(card.abilities?.[0]).toMatchObject({ trigger: 'conquerHere', condition: { some: [{}, 'u', { sel: 'isBuffed' }] } });
  });

  it('refuses it after a trigger that is not a conquest or a hold', () => {
    const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'fury', cost: { energy: 3, power: [] }, might: 3 };
    expect(() => compiled(unit, 'When I attack with one or more [Mighty] units, draw 1.')).toThrow(/refused/);
  });
});

describe('recycling one of your runes', () => {
  it('reads and prints the step', () => {
    const card = roundTrip(battlefield, 'When you hold here, recycle one of your runes. Draw 1.');
    expect(card.abilities?.[0]).toMatchObject({ effects: [{ op: 'recycleRune' }, { op: 'draw', amount: 1 }] });
  });
});

describe('a cost said with its step', () => {
  it('reads "you may pay ... and <step>" as the step\'s cost, in the wording payAnd', () => {
    const card = roundTrip(battlefield, 'When you hold here, you may pay :rb_energy_2: and return a unit you control here to its owner\'s hand. If you do, draw 2.');
    expect(card.abilities?.[0]).toMatchObject({
      effects: [{ op: 'returnUnit', to: 'hand', target: 'unit', pay: { energy: 2, power: [] }, wording: ['payAnd'] }, { op: 'draw', amount: 2, previous: 'done' }],
    });
  });

  it('prints "to" without the wording', () => {
    const card = roundTrip(battlefield, 'When you hold here, you may pay :rb_energy_3: to draw 1.');
    expect(card.abilities?.[0]).toMatchObject({ effects: [{ op: 'draw', pay: { energy: 3 } }] });
  });
});
