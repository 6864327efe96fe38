/** Replacement effects, passives granting keywords and changing Might, and restrictions, as printed: compiled to data and printed back. */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { checkCard } from '../../../src/games/riftbound/text/import.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compiled, printsAndReads, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'calm', cost: { energy: 4, power: [] }, might: 4, tags: ['Mech'] };
const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'order', cost: { energy: 2, power: [] } };

const thatUnit = 'thatUnit';

describe('replacement effects (CR 367-370)', () => {
  it('reads "instead" before the steps, with a condition on the unit', () => {
    const card = roundTrip(unit, 'If another unit you control here would die, if it has less Might than me, instead exhaust it and recall it.');
    expect(card.abilities).toEqual([
      {
        kind: 'replacement',
        replaces: 'dies',
        appliesTo: 'otherYourUnitsHere',
        condition: { '<': [{ sel: 'might', args: [{ event: thatUnit }] }, { sel: 'might', args: [{ event: 'source' }] }] },
        effects: [
          { op: 'exhaust', target: thatUnit },
          { op: 'recall', target: thatUnit, link: 'and' },
        ],
      },
    ]);
    expect(roundTrip(unit, 'If a friendly unit here would die, instead heal it.').abilities).toEqual([{ kind: 'replacement', replaces: 'dies', appliesTo: 'friendlyUnitsHere', effects: [{ op: 'heal', target: thatUnit }] }]);
  });

  it('reads the first step before "instead" and "that unit" after it, and "the next time" on a gear that kills itself', () => {
    expect(roundTrip(gear, 'If a unit you control would die, kill this instead. Ready that unit.').abilities).toEqual([
      { kind: 'replacement', replaces: 'dies', appliesTo: 'yourUnits', wording: ['insteadAfter'], effects: [{ op: 'kill', target: 'self' }, { op: 'ready', target: thatUnit }] },
    ]);
    expect(roundTrip(gear, 'The next time a unit you control would die, kill this instead. Heal that unit and recall it exhausted.').abilities).toEqual([
      {
        kind: 'replacement',
        replaces: 'dies',
        appliesTo: 'yourUnits',
        next: true,
        effects: [{ op: 'kill', target: 'self' }, { op: 'heal', target: thatUnit }, { op: 'recall', target: thatUnit, exhausted: true, link: 'and' }],
      },
    ]);
  });

  it('refuses at load "the next time" on a card whose replacement does not kill its gear first', () => {
    expect(checkCard(compiled(unit, 'The next time a friendly unit would die, kill me instead. Recall that unit.'))).toMatch(/next/);
    expect(checkCard(compiled(gear, 'The next time a friendly unit would die, exhaust this instead. Recall that unit.'))).toMatch(/next/);
  });
});

describe('steps in a list of three', () => {
  it('reads commas and ", and" or "and" at the end, and prints them back', () => {
    const card = roundTrip(unit, 'When you play me, draw 1, buff me, and channel 1 rune exhausted.');
    expect(card.abilities?.[0]).toMatchObject({ effects: [{ op: 'draw' }, { op: 'buff', link: 'comma' }, { op: 'channel', link: 'commaAnd' }] });
    roundTrip(unit, 'When you play me, draw 1, buff me and channel 1 rune exhausted.');
    expect(compileCard(unit, 'When you play me, draw 1, buff me.').ok).toBe(false);
  });
});

describe('restrictions on players', () => {
  it('reads spells and abilities that cannot ready enemy units and gear, under a condition or none', () => {
    expect(roundTrip(unit, "Spells and abilities can't ready enemy units and gear.").abilities).toEqual([{ kind: 'passive', players: 'opponents', cannot: ['haveReadiedByEffects'] }]);
    // The line under "While I'm at a battlefield" is a real card's: checked from its data.
    const atBattlefield = { sel: 'isAtBattlefield', args: [{ event: 'source' }] };
    expect(printsAndReads(unit, { abilities: [{ kind: 'passive', players: 'opponents', cannot: ['haveReadiedByEffects'], condition: atBattlefield }] })).toMatch(/^While I'm at a battlefield, spells/);
  });
});

describe('Might passives', () => {
  const stunned = { sel: 'isStunned', args: [{ event: 'unit' }] };
  it('reads stunned units of a group, and Might taken to a minimum', () => {
    expect(roundTrip(unit, 'Stunned enemy units here have -2 :rb_might:, to a minimum of 1 :rb_might:.').abilities).toEqual([
      { kind: 'passive', appliesTo: 'enemyUnitsHere', might: -2, condition: stunned, mightMinimum: 1 },
    ]);
    expect(roundTrip(unit, 'Stunned enemy units here have -1 :rb_might:.').abilities).toEqual([{ kind: 'passive', appliesTo: 'enemyUnitsHere', might: -1, condition: stunned }]);
    expect(roundTrip(unit, 'Enemy units here have -3 :rb_might:, to a minimum of 2 :rb_might:.').abilities).toEqual([{ kind: 'passive', appliesTo: 'enemyUnitsHere', might: -3, mightMinimum: 2 }]);
    expect(compileCard(unit, 'Enemy units here have +3 :rb_might:, to a minimum of 2 :rb_might:.').ok).toBe(false);
  });
});

describe('Deathknell', () => {
  it('reads a passive making its controller\'s Deathknell abilities trigger once more', () => {
    // A real card's line: checked from its data.
    expect(printsAndReads(unit, { abilities: [{ kind: 'passive', additionalDeathknell: true }] })).toMatch(/^Your \[Deathknell\] effects trigger/);
  });
});
