/** Trigger events and conditions on a combat, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'fury', cost: { energy: 3, power: [] }, might: 3 };

/** The card's one ability, its text compiled and printed back as itself. */
const ability = (header: CardHeader, text: string): unknown => roundTrip(header, text).abilities?.[0];

/** The messages of the card checker's faults for a card. */
function faults(card: { readonly abilities: readonly unknown[] }): string[] {
  try {
    loadCardSets([{ file: 'test.json', json: { set: 'check', cards: [{ ...unit, ...card }] } }]);
    return [];
  } catch (error) {
    return [String(error)];
  }
}

describe('how a battlefield was conquered', () => {
  it('reads a conquest of an open battlefield', () => {
    expect(ability(unit, 'When I conquer an open battlefield, draw 2.')).toMatchObject({ trigger: 'conquers', subject: { self: true, open: true } });
  });

  it('reads a conquest after an attack with the excess damage assigned', () => {
    expect(ability(unit, 'When I conquer after an attack, if you assigned 3 or more excess damage to enemy units, draw 1.')).toMatchObject({
      trigger: 'conquers',
      subject: { self: true, afterAttack: true },
      condition: { '>=': [{ event: 'excessDamage' }, 3] },
    });
  });

  it('refuses excess damage asked by another trigger, and a conquest both open and after an attack', () => {
    const draw = [{ op: 'draw', amount: 1 }];
    const asksExcess = { kind: 'triggered', trigger: 'conquers', condition: { '>=': [{ event: 'excessDamage' }, 3] }, effects: draw };
    expect(faults({ abilities: [asksExcess] }).join()).toContain('excess damage');
    const both = { kind: 'triggered', trigger: 'conquers', subject: { self: true, open: true, afterAttack: true }, effects: draw };
    expect(faults({ abilities: [both] }).join()).toContain('open or afterAttack');
    const moved = { kind: 'triggered', trigger: 'moved', subject: { self: true, open: true }, effects: draw };
    expect(faults({ abilities: [moved] }).join()).toContain('open is said of conquers only');
  });
});

describe('a triggered ability that kills its own card for its cost', () => {
  const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'calm', cost: { energy: 1, power: [] } };

  it('reads "kill me" on a unit and "kill this" on a gear', () => {
    expect(ability(unit, 'When I defend, you may kill me to deal 2 to an attacking unit.')).toMatchObject({ effects: [{ op: 'damage', pay: { energy: 0, power: [], killSelf: true } }] });
    expect(ability(gear, 'When a friendly unit dies, you may kill this to draw 3.')).toMatchObject({ effects: [{ op: 'draw', pay: { energy: 0, power: [], killSelf: true } }] });
  });

  it('refuses it in a spell, and on a legend', () => {
    const legend = { id: 'test-legend', name: 'Test Legend', type: 'legend', domains: ['fury'], tags: ['Tester'] };
    const kill = [{ op: 'draw', amount: 1, pay: { energy: 0, power: [], killSelf: true } }];
    const check = (card: object) => {
      try {
        loadCardSets([{ file: 'test.json', json: { set: 'check', cards: [card] } }]);
        return '';
      } catch (error) {
        return String(error);
      }
    };
    expect(check({ ...legend, abilities: [{ kind: 'triggered', trigger: 'conquers', effects: kill }] })).toContain('a legend is never killed');
    expect(check({ id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'fury', cost: { energy: 1, power: [] }, effects: kill })).toContain('"kill me" is paid');
  });
});

describe('a unit played to a battlefield', () => {
  it('reads "When you play me to a battlefield", and a move "to here" printed as it is said', () => {
    const card = roundTrip(unit, 'When you play me to a battlefield, you may move an enemy unit at a battlefield to here.');
    expect(card.abilities?.[0]).toMatchObject({ trigger: 'played', subject: { self: true, to: 'battlefield' }, effects: [{ op: 'move', to: 'here', wording: ['toHere'] }] });
  });

  it('still prints a move "here" without the wording', () => {
    expect(ability(unit, 'When you play me, you may move a friendly unit at a battlefield here.')).toMatchObject({ effects: [{ op: 'move', to: 'here' }] });
  });
});

describe('a Deathknell asking how the unit died', () => {
  it('reads "If I died alone" as the unit\'s last known information', () => {
    const card = roundTrip(unit, '[Deathknell] — If I died alone, draw 3.');
    expect(card.keywords?.[0]).toMatchObject({ keyword: 'deathknell', effects: [{ op: 'draw', condition: { event: 'diedAlone' } }] });
  });
});
