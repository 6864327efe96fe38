/** Triggers and effects a spell or an ability sets up for the rest of the turn, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import { roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'order', cost: { energy: 2, power: [] } };
const battlefield: CardHeader = { id: 'test-field', name: 'Test Field', type: 'battlefield' };

describe('delayed triggers', () => {
  it('reads a trigger for the rest of the turn as an ability of the card that a step sets up, "it" the event\'s object', () => {
    const card = roundTrip(spell, '[Action]\nWhen a friendly unit is played this turn, ready it. Draw 2.');
    expect(card.effects).toEqual([{ op: 'delayedAbility', ability: 0 }, { op: 'draw', amount: 2 }]);
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'played', subject: { select: 'unit', relation: 'friendly' }, delayed: 'thisTurn', effects: [{ op: 'ready', target: 'thatUnit' }] },
    ]);
  });

  it('reads any unit taking damage, and prints "any unit" for a unit of any controller', () => {
    const card = roundTrip(spell, 'Draw 1. When any unit takes damage this turn, stun it.');
    expect(card.abilities?.[0]).toEqual({ kind: 'triggered', trigger: 'damaged', subject: { select: 'unit' }, delayed: 'thisTurn', effects: [{ op: 'stun', target: 'thatUnit' }] });
    roundTrip(spell, 'When a unit takes damage this turn, stun it.', 'When any unit takes damage this turn, stun it.');
    expect(roundTrip(spell, 'When an enemy unit takes damage this turn, stun it.').abilities?.[0]).toMatchObject({ subject: { select: 'unit', relation: 'enemy' } });
  });

  it('reads a step done at the end of this turn, set up by a triggered ability', () => {
    const card = roundTrip(battlefield, 'When you conquer here, ready 3 runes at the end of this turn.');
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'turnEnd', delayed: 'thisTurn', effects: [{ op: 'readyRunes', amount: 3 }] },
      { kind: 'triggered', trigger: 'conquerHere', effects: [{ op: 'delayedAbility', ability: 0 }] },
    ]);
  });

  it('reads the next death of a unit chosen before, replaced this turn, as a delayed replacement watching that unit', () => {
    const card = roundTrip(spell, 'Choose an enemy unit. The next time it dies this turn, recall it instead. Draw 1.');
    expect(card.effects).toEqual([{ op: 'choose', target: 'unit' }, { op: 'delayedAbility', target: 'unit', ability: 0 }, { op: 'draw', amount: 1 }]);
    expect(card.abilities).toEqual([{ kind: 'replacement', replaces: 'dies', next: true, delayed: 'thisTurn', effects: [{ op: 'recall', target: 'thatUnit' }] }]);
  });

  it('is refused at load when no step sets it up, or a step names an ability that is not one', () => {
    const base = { ...spell, effects: [{ op: 'draw', amount: 1 }] };
    const orphan = { ...base, abilities: [{ kind: 'triggered', trigger: 'played', subject: { select: 'unit' }, delayed: 'thisTurn', effects: [{ op: 'buff', target: 'thatUnit' }] }] };
    expect(() => loadCardSets([{ file: 't.json', json: { set: 't', cards: [orphan] } }])).toThrow(/abilities\[0\]\.delayed/);
    const dangling = { ...base, effects: [{ op: 'delayedAbility', ability: 1 }] };
    expect(() => loadCardSets([{ file: 't.json', json: { set: 't', cards: [dangling] } }])).toThrow(/effects\[0\]\.ability/);
    const unwatched = { ...base, effects: [{ op: 'delayedAbility', ability: 0 }], abilities: [{ kind: 'replacement', replaces: 'dies', next: true, delayed: 'thisTurn', effects: [{ op: 'recall', target: 'thatUnit' }] }] };
    expect(() => loadCardSets([{ file: 't.json', json: { set: 't', cards: [unwatched] } }])).toThrow(/effects\[0\]\.target/);
  });
});
