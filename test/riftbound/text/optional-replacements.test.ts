/**
 * Optional replacement effects (CR 371.1): "If/When ... would die, you may pay ... [and exhaust
 * me] to ... instead.", and a delayed one ("The next time it dies this turn, you may pay ... to
 * ... instead."), read from invented card texts, printed back and checked at load.
 */
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { itCompilesScenarioCards, loadIssues, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 3 };
const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'body', cost: { energy: 2, power: [] } };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'order', cost: { energy: 1, power: [] } };

describe('optional replacement effects', () => {
  it('read the cost on the first step, the steps after it, "instead" last', () => {
    expect(roundTrip(unit, 'If another friendly unit would die, you may pay :rb_rune_order: to recall it instead.').abilities?.[0]).toEqual({
      kind: 'replacement',
      replaces: 'dies',
      appliesTo: 'otherFriendlyUnits',
      effects: [{ op: 'recall', target: 'thatUnit', pay: { energy: 0, power: ['order'] } }],
    });
    expect(roundTrip(gear, 'When a buffed unit you control would die, you may pay :rb_rune_body: and exhaust this to spend its buff and recall it instead.').abilities?.[0]).toEqual({
      kind: 'replacement',
      replaces: 'dies',
      appliesTo: 'yourUnits',
      condition: { sel: 'isBuffed', args: [{ event: 'thatUnit' }] },
      wording: ['whenWould'],
      effects: [
        { op: 'spendBuff', target: 'thatUnit', pay: { energy: 0, power: ['body'], exhaustSelf: true } },
        { op: 'recall', target: 'thatUnit', link: 'and' },
      ],
    });
  });

  it('read "Once each turn," before a death replacement, and refuse it on one that applies the next time only', () => {
    expect(roundTrip(unit, 'Once each turn, if another friendly unit would die, instead heal it, exhaust it, and recall it.').abilities?.[0]).toMatchObject({ replaces: 'dies', appliesTo: 'otherFriendlyUnits', onceEachTurn: true });
    const once = { kind: 'replacement', replaces: 'dies', appliesTo: 'friendlyUnits', onceEachTurn: true, next: true, effects: [{ op: 'kill', target: 'self' }, { op: 'recall', target: 'thatUnit' }] };
    expect(loadIssues({ ...gear, abilities: [once] } as Partial<CardDefinition>)).toMatch(/abilities\[0\]\.onceEachTurn/);
    expect(loadIssues({ ...gear, abilities: [{ kind: 'replacement', replaces: 'playsToken', onceEachTurn: true, effects: [{ op: 'draw', amount: 1 }] }] } as Partial<CardDefinition>)).toMatch(/abilities\[0\]\.onceEachTurn/);
  });

  it('read a delayed one watching the unit chosen', () => {
    const card = roundTrip(spell, 'Choose a friendly unit. The next time it dies this turn, you may pay :rb_rune_order: to recall it instead.');
    expect(card.abilities?.[0]).toEqual({ kind: 'replacement', replaces: 'dies', next: true, delayed: 'thisTurn', effects: [{ op: 'recall', target: 'thatUnit', pay: { energy: 0, power: ['order'] } }] });
  });

  it('are refused at load with their paths: a cost on a later step, a cost that chooses a unit, an optional step', () => {
    const asGear = { ...gear } as Partial<CardDefinition>;
    const withEffects = (effects: unknown[]) => ({ ...asGear, abilities: [{ kind: 'replacement', replaces: 'dies', appliesTo: 'friendlyUnits', effects }] }) as Partial<CardDefinition>;
    expect(loadIssues(withEffects([{ op: 'heal', target: 'thatUnit' }, { op: 'recall', target: 'thatUnit', pay: { energy: 1, power: [] } }]))).toMatch(/effects\[1\]\.pay/);
    expect(loadIssues(withEffects([{ op: 'recall', target: 'thatUnit', pay: { energy: 0, power: [], exhaustUnit: true } }]))).toMatch(/effects\[0\]\.pay/);
    expect(loadIssues(withEffects([{ op: 'recall', target: 'thatUnit', optional: true }]))).toMatch(/effects\[0\]\.optional/);
    expect(loadIssues(withEffects([{ op: 'recall', target: 'thatUnit', pay: { energy: 1, power: [], exhaustSelf: true } }]))).toBe('');
  });
});

itCompilesScenarioCards('text-optional-replacements');
