/**
 * What effects act on, how much, and under which condition, as invented cards print them:
 * each text compiles to the data given and renders back to itself.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'fury', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'mind', cost: { energy: 2, power: ['mind'] } };

/** What a spell does, or its first ability: the text compiled, and printed back as itself. */
function read(header: CardHeader, text: string): { targets?: unknown; effects?: unknown } {
  const card = roundTrip(header, text);
  const part = (header.type === 'spell' ? card : card.abilities?.[0]) as { targets?: unknown; effects?: unknown };
  return { ...(part.targets ? { targets: part.targets } : {}), effects: part.effects };
}

describe('groups: every unit or gear that fits, not chosen', () => {
  it('reads a group at a chosen battlefield: the battlefield is the target', () => {
    expect(read(spell, 'Deal 4 to all enemy units at a battlefield.')).toEqual({
      targets: [{ name: 'battlefield', select: 'battlefield' }],
      effects: [{ op: 'damage', amount: 4, all: { select: 'unit', relation: 'enemy', where: 'battlefield' } }],
    });
  });

  it('reads groups by place, relation, state and tag', () => {
    expect(read(spell, 'Deal 1 to all units at battlefields.').effects).toEqual([{ op: 'damage', amount: 1, all: { select: 'unit', at: 'battlefield' } }]);
    expect(read(spell, 'Kill all gear.').effects).toEqual([{ op: 'kill', all: { select: 'gear' } }]);
    expect(read(spell, 'Deal 2 to all enemy units in combat.').effects).toEqual([{ op: 'damage', amount: 2, all: { select: 'unit', relation: 'enemy', inCombat: true } }]);
    expect(read(spell, 'Ready your units.').effects).toEqual([{ op: 'ready', all: { select: 'unit', relation: 'controlled' } }]);
    expect(read(spell, 'Give your Golems +1 :rb_might: this turn.').effects).toEqual([{ op: 'modifyMight', amount: 1, all: { select: 'unit', relation: 'controlled', tag: 'Golem' } }]);
    expect(read(unit, 'When I defend, kill all damaged enemy units here.').effects).toEqual([{ op: 'kill', all: { select: 'unit', relation: 'enemy', at: 'here', damaged: true } }]);
    expect(read(unit, 'When you play me, deal 2 to all units at my battlefield.').effects).toEqual([{ op: 'damage', amount: 2, all: { select: 'unit', at: 'battlefield', where: 'self' } }]);
  });

  it('prints "all" where deal, kill and buff print it, and not after give or before "your"', () => {
    expect(read(spell, 'Give friendly units +2 :rb_might: this turn.').effects).toEqual([{ op: 'modifyMight', amount: 2, all: { select: 'unit', relation: 'friendly' } }]);
    expect(read(unit, 'When you play me, give your other units +1 :rb_might: this turn.').effects).toEqual([{ op: 'modifyMight', amount: 1, all: { select: 'unit', relation: 'controlled', except: 'self' } }]);
    expect(read(spell, 'Exhaust all friendly units, then deal 9 to all units at battlefields.').effects).toEqual([
      { op: 'exhaust', all: { select: 'unit', relation: 'friendly' } },
      { op: 'damage', amount: 9, all: { select: 'unit', at: 'battlefield' }, link: 'then' },
    ]);
  });

  it('keeps the groups named before groups were written out', () => {
    expect(read(unit, 'When I attack, deal 1 to all enemy units here.').effects).toEqual([{ op: 'damage', amount: 1, target: 'enemyUnitsHere' }]);
  });
});

describe('choices: what a target may be asked to be', () => {
  it('reads states and places of a chosen unit', () => {
    expect(read(spell, 'Buff an exhausted friendly unit.').targets).toEqual([{ name: 'unit', select: 'unit', relation: 'friendly', exhausted: true }]);
    expect(read(spell, 'Stun an attacking unit.').targets).toEqual([{ name: 'unit', select: 'unit', attacking: true }]);
    expect(read(spell, 'Kill a stunned enemy unit.').targets).toEqual([{ name: 'unit', select: 'unit', relation: 'enemy', stunned: true }]);
    expect(read(spell, 'Ready a friendly unit in your base.').targets).toEqual([{ name: 'unit', select: 'unit', relation: 'friendly', at: 'yourBase' }]);
  });

  it('reads a unit named by its tag', () => {
    expect(read(unit, 'When you play me, ready another friendly Golem.').targets).toEqual([{ name: 'unit', select: 'unit', relation: 'friendly', tag: 'Golem', except: 'self' }]);
  });

  it('reads damage split among any number of units', () => {
    expect(read(unit, 'When I attack, deal 4 damage split among any number of enemy units here.').effects).toEqual([
      { op: 'splitDamage', amount: 4, among: { name: 'units', select: 'unit', relation: 'enemy', at: 'here' } },
    ]);
  });

  it('reads "another": not the card itself, or not the unit chosen before', () => {
    expect(read(unit, 'When I conquer, ready another unit.').targets).toEqual([{ name: 'unit', select: 'unit', except: 'self' }]);
    expect(read(spell, 'Deal 2 to a unit. Deal 2 to another unit.').targets).toEqual([
      { name: 'unit', select: 'unit' },
      { name: 'unit2', select: 'unit', except: 'unit' },
    ]);
  });
});

describe('amounts counted as the step resolves', () => {
  it('reads damage equal to a Might, and a unit dealing it', () => {
    expect(read(unit, 'When I defend, deal damage equal to my Might to an enemy unit here.').effects).toEqual([{ op: 'damage', equalTo: { might: 'self' }, target: 'unit' }]);
    expect(read(spell, 'Ready a friendly unit. It deals damage equal to its Might to an exhausted enemy unit.').effects).toEqual([
      { op: 'ready', target: 'unit' },
      { op: 'damage', by: 'unit', equalTo: { might: 'unit' }, target: 'unit2' },
    ]);
    expect(read(spell, 'Deal 1 to a unit. Deal its Energy cost as damage to an enemy unit.').effects).toEqual([
      { op: 'damage', amount: 1, target: 'unit' },
      { op: 'damage', equalTo: { energyCost: 'unit' }, target: 'unit2' },
    ]);
  });

  it('reads a loss of Might to a minimum', () => {
    expect(read(spell, 'Give enemy units -4 :rb_might: this turn, to a minimum of 1 :rb_might:.').effects).toEqual([
      { op: 'modifyMight', all: { select: 'unit', relation: 'enemy' }, amount: -4, minimum: 1 },
    ]);
  });

  it('reads an amount for each member of a group', () => {
    expect(read(spell, 'Give a friendly unit at a battlefield +2 :rb_might: this turn for each enemy unit there.').effects).toEqual([
      { op: 'modifyMight', target: 'unit', amount: 2, forEach: { select: 'unit', relation: 'enemy', where: 'unit' } },
    ]);
    expect(read(spell, 'Draw 1 for each of your [Mighty] units.').effects).toEqual([{ op: 'draw', amount: 1, forEach: { select: 'unit', relation: 'controlled', mighty: true } }]);
  });
});

describe('steps that only choose, and units that deal damage to each other', () => {
  it('reads "Choose ..." and "They deal damage equal to their Mights to each other"', () => {
    expect(read(spell, 'Choose a friendly unit and an enemy unit. They deal damage equal to their Mights to each other, then draw 1.')).toEqual({
      targets: [{ name: 'unit', select: 'unit', relation: 'friendly' }, { name: 'unit2', select: 'unit', relation: 'enemy' }],
      effects: [{ op: 'choose', target: 'unit', with: 'unit2' }, { op: 'fight', target: 'unit', with: 'unit2' }, { op: 'draw', amount: 1, link: 'then' }],
    });
    expect(read(unit, 'When I conquer, choose an enemy unit at a battlefield. We deal damage equal to our Mights to each other, then draw 1.').effects).toEqual([
      { op: 'choose', target: 'unit' },
      { op: 'fight', target: 'self', with: 'unit' },
      { op: 'draw', amount: 1, link: 'then' },
    ]);
  });

  it('reads a sentence starting with "Then"', () => {
    expect(read(spell, 'Give a friendly unit +3 :rb_might: this turn. Then choose an enemy unit. They deal damage equal to their Mights to each other, then draw 2.').effects).toEqual([
      { op: 'modifyMight', target: 'unit', amount: 3 },
      { op: 'choose', target: 'unit2', link: 'thenSentence' },
      { op: 'fight', target: 'unit', with: 'unit2' },
      { op: 'draw', amount: 2, link: 'then' },
    ]);
  });
});

describe('steps under conditions', () => {
  it('reads a condition about the last thing chosen, and a step done instead of the one before', () => {
    expect(read(spell, "Deal 2 to a unit at a battlefield. If it's attacking, deal 5 to it instead.").effects).toEqual([
      { op: 'damage', amount: 2, target: 'unit' },
      { op: 'damage', amount: 5, target: 'unit', instead: true, condition: { sel: 'isAttacking', args: [{ event: 'unit' }] } },
    ]);
    expect(read(spell, 'Deal 3 to a unit at a battlefield. If this kills it, draw 1.').effects).toEqual([
      { op: 'damage', amount: 3, target: 'unit' },
      { op: 'draw', amount: 1, condition: { sel: 'hasLethalDamage', args: [{ event: 'unit' }] } },
    ]);
  });

  it('reads "Otherwise" and "If you do": whether the step before was done', () => {
    expect(read(unit, "When I attack, choose an enemy unit. If it's stunned, kill it. Otherwise, stun it.").effects).toEqual([
      { op: 'choose', target: 'unit' },
      { op: 'kill', target: 'unit', condition: { sel: 'isStunned', args: [{ event: 'unit' }] } },
      { op: 'stun', target: 'unit', previous: 'notDone' },
    ]);
    expect(read(unit, 'When you play me, you may kill an enemy gear. If you do, buff me.').effects).toEqual([
      { op: 'kill', target: 'gear', optional: true },
      { op: 'buff', target: 'self', previous: 'done' },
    ]);
  });
});

describe('moves', () => {
  it('reads a destination chosen as the card is played, a chosen battlefield, and a move from a place to its base', () => {
    expect(read(spell, 'Move an enemy unit.')).toEqual({
      targets: [{ name: 'destination', select: 'destination' }, { name: 'unit', select: 'unit', relation: 'enemy' }],
      effects: [{ op: 'move', to: 'destination', target: 'unit' }],
    });
    expect(read(spell, 'Ready a friendly unit in your base, then move it to a battlefield.').effects).toEqual([
      { op: 'ready', target: 'unit' },
      { op: 'move', target: 'unit', to: 'battlefield', link: 'then' },
    ]);
    expect(read(spell, 'Move a unit from a battlefield to its base.').targets).toEqual([{ name: 'unit', select: 'unit', at: 'battlefield' }]);
    expect(read(unit, 'When you play me, move an enemy unit from here to its base.').targets).toEqual([{ name: 'unit', select: 'unit', relation: 'enemy', at: 'here' }]);
  });

  it('reads two units trading places', () => {
    expect(read(unit, 'When you play me, you may choose a friendly unit. Move me to its location and it to my original location, then draw 1.').effects).toEqual([
      { op: 'choose', target: 'unit', optional: true },
      { op: 'swap', target: 'self', with: 'unit' },
      { op: 'draw', amount: 1, link: 'then' },
    ]);
  });
});

describe('steps done by another player', () => {
  it('reads "Its controller draws 2." and "Its owner channels 1 rune."', () => {
    expect(read(spell, 'Kill a gear. Its controller draws 2.').effects).toEqual([
      { op: 'kill', target: 'gear' },
      { op: 'draw', player: { controllerOf: 'gear' }, amount: 2 },
    ]);
    expect(read(spell, "Return a friendly unit to its owner's hand. Its owner channels 1 rune.").effects).toEqual([
      { op: 'returnUnit', to: 'hand', target: 'unit' },
      { op: 'channel', player: { ownerOf: 'unit' }, amount: 1 },
    ]);
  });
});

describe('several units chosen under one name', () => {
  it('reads "two friendly units ... each", "up to three friendly units" and "up to one other unit"', () => {
    expect(read(spell, 'Give two friendly units each +2 :rb_might: this turn.').effects).toEqual([
      { op: 'modifyMight', amount: 2, among: { name: 'units', select: 'unit', relation: 'friendly', count: 2, exactly: true } },
    ]);
    expect(read(unit, 'When you play me, buff up to three friendly units.').effects).toEqual([{ op: 'buff', among: { name: 'units', select: 'unit', relation: 'friendly', count: 3 } }]);
    expect(read(spell, 'Deal 2 to a unit at a battlefield, then deal 2 to up to one other unit.').effects).toEqual([
      { op: 'damage', amount: 2, target: 'unit' },
      { op: 'damage', amount: 2, among: { name: 'units', select: 'unit', except: 'unit', count: 1 }, link: 'then' },
    ]);
  });
});
