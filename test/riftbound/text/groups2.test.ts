/** Groups with a Might ceiling ("all units with 2 :rb_might: or less"), and a group returned to their owners' hands. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { itCompilesScenarioCards, roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'order', cost: { energy: 2, power: [] } };
const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 3 };

describe('a group with a Might ceiling', () => {
  it('reads "with N :rb_might: or less" after a group\'s noun and its place', () => {
    expect(roundTrip(spell, 'Stun all enemy units with 2 :rb_might: or less.').effects).toEqual([{ op: 'stun', all: { select: 'unit', relation: 'enemy', maxMight: 2 } }]);
    expect(roundTrip(spell, 'Deal 2 to all enemy units at a battlefield with 3 :rb_might: or less.').effects).toEqual([
      { op: 'damage', amount: 2, all: { select: 'unit', relation: 'enemy', where: 'battlefield', maxMight: 3 } },
    ]);
    expect(roundTrip(unit, 'When you play me, kill all other units here with 2 :rb_might: or less.').abilities).toEqual([
      { kind: 'triggered', trigger: 'played', effects: [{ op: 'kill', all: { select: 'unit', at: 'here', maxMight: 2, except: 'self' } }] },
    ]);
  });

  it('counts such a group after "for each"', () => {
    expect(roundTrip(spell, 'Draw 1 for each enemy unit with 2 :rb_might: or less.').effects).toEqual([{ op: 'draw', amount: 1, forEach: { select: 'unit', relation: 'enemy', maxMight: 2 } }]);
  });
});

describe('a group returned to their owners\' hands', () => {
  it('reads one group, and keeps one object and two groups as they were', () => {
    expect(roundTrip(spell, "Return all enemy units with 2 :rb_might: or less to their owners' hands.").effects).toEqual([
      { op: 'returnUnit', to: 'hand', all: { select: 'unit', relation: 'enemy', maxMight: 2 } },
    ]);
    expect(roundTrip(spell, "Return all gear to their owners' hands.").effects).toEqual([{ op: 'returnUnit', to: 'hand', all: { select: 'gear' } }]);
    expect(roundTrip(spell, "Return an enemy unit to its owner's hand.").effects).toEqual([{ op: 'returnUnit', to: 'hand', target: 'unit' }]);
    expect(roundTrip(spell, "Return all gear and units to their owners' hands.").effects).toEqual([{ op: 'returnUnit', to: 'hand', all: { select: 'gear' }, alsoAll: { select: 'unit' } }]);
  });
});

itCompilesScenarioCards('text-groups2');
