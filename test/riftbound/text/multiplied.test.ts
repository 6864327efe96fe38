/** Amounts counted for each of a group, more than one each: "+2 :rb_might: for each ...", "Deal 1 to ... for each ...". */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import { itCompilesScenarioCards, printed, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 1 };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'fury', cost: { energy: 2, power: [] } };

const FRIENDLY_GEAR = { count: { sel: 'gear', args: [{ event: 'controller' }, 'friendly'] } };

describe('Might for each of a group, more than one each', () => {
  it('reads "+2 :rb_might: for each" as the count times two, and "+1" as the count alone', () => {
    expect(roundTrip(unit, 'I have +2 :rb_might: for each friendly gear.').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', might: { '*': [2, FRIENDLY_GEAR] } }]);
    expect(roundTrip(unit, 'Other friendly units have +3 :rb_might: for each enemy unit here.').abilities).toEqual([
      { kind: 'passive', appliesTo: 'otherFriendlyUnits', might: { '*': [3, { count: { sel: 'units', args: [{ event: 'controller' }, 'enemy', { event: 'here' }] } }] } },
    ]);
    expect(roundTrip(unit, 'I have +1 :rb_might: for each friendly gear.').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', might: FRIENDLY_GEAR }]);
  });

  it('refuses "+0" for each, and prints no product it cannot read back', () => {
    expect(compileCard(unit, 'I have +0 :rb_might: for each friendly gear.').ok).toBe(false);
    const unprintable = (might: unknown) => printed({ ...unit, abilities: [{ kind: 'passive', appliesTo: 'self', might }] } as never);
    expect(unprintable({ '*': [1, FRIENDLY_GEAR] })).toBeUndefined();
    expect(unprintable({ '*': [FRIENDLY_GEAR, 2] })).toBeUndefined();
    expect(unprintable({ '*': [2, 3, FRIENDLY_GEAR] })).toBeUndefined();
  });
});

describe("steps counted as a discount counts: the controller's cards of a zone or a tag", () => {
  it('reads "for each card in your trash" (hand, "Mech you control", "card you\'ve played this turn") as the step\'s forEachCount', () => {
    const trash = { sel: 'trashSize', args: [{ event: 'controller' }] };
    expect(roundTrip(spell, 'Draw 1 for each card in your trash.').effects).toEqual([{ op: 'draw', amount: 1, forEachCount: trash }]);
    expect(roundTrip(spell, "Deal 1 to an enemy unit for each card you've played this turn.").effects).toEqual([
      { op: 'damage', amount: 1, target: 'unit', forEachCount: { sel: 'cardsPlayedThisTurn', args: [{ event: 'controller' }] } },
    ]);
    // A group's words are read as the group, as before.
    expect(roundTrip(spell, 'Draw 1 for each of your [Mighty] units.').effects).toEqual([{ op: 'draw', amount: 1, forEach: { select: 'unit', relation: 'controlled', mighty: true } }]);
  });

  it('refuses at load a count that does not compile, at its path', () => {
    const card = { ...spell, effects: [{ op: 'draw', amount: 1, forEachCount: { sel: 'noSuchCount' } }] };
    expect(() => loadCardSets([{ file: 'count.json', json: { set: 'check', cards: [card] } }])).toThrow(/\$\.cards\[0\]\.effects\[0\]\.forEachCount/);
  });
});

describe('damage for each of a group', () => {
  it('reads "Deal 1 to an enemy unit for each friendly gear" as the step\'s forEach', () => {
    const card = roundTrip(spell, 'Deal 1 to an enemy unit for each friendly gear.');
    expect(card.effects).toEqual([{ op: 'damage', amount: 1, target: 'unit', forEach: { select: 'gear', relation: 'friendly' } }]);
    expect(roundTrip(spell, 'Deal 2 to a unit at a battlefield for each enemy unit there.').effects).toEqual([
      { op: 'damage', amount: 2, target: 'unit', forEach: { select: 'unit', relation: 'enemy', where: 'unit' } },
    ]);
  });
});

itCompilesScenarioCards('text-multiplied');
