/** Lines that state facts of a card, its costs, and where and how it is played: compiled to data and printed back. */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { renderCard } from '../../../src/games/riftbound/text/render.js';
import { compiled, printsAndReads, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'mind', cost: { energy: 3, power: [] }, might: 3, tags: ['Mech'] };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'mind', cost: { energy: 4, power: [] } };
const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'mind', cost: { energy: 2, power: [] } };

const controller = { event: 'controller' };

describe('how cards enter the board', () => {
  it('reads "I enter ready." and "Other friendly units enter exhausted."', () => {
    expect(roundTrip(unit, 'I enter ready.').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', enters: 'ready' }]);
    expect(roundTrip(unit, 'Other friendly units enter exhausted.').abilities).toEqual([{ kind: 'passive', appliesTo: 'otherFriendlyUnits', enters: 'exhausted' }]);
  });

  it('reads "This enters exhausted." on a gear', () => {
    expect(roundTrip(gear, 'This enters exhausted.').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', enters: 'exhausted' }]);
  });

  it('reads a condition before or after, printed where it was read (wording conditionAfter)', () => {
    const another = { some: [{ sel: 'unitsWithTag', args: [controller, 'Golem'] }, 'u', { '!=': [{ var: 'u' }, { event: 'source' }] }] };
    expect(roundTrip(unit, 'I enter ready if you control another Golem.').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', enters: 'ready', condition: another, wording: ['conditionAfter'] }]);
    expect(roundTrip(unit, 'If you control another Golem, I enter ready.').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', enters: 'ready', condition: another }]);
    expect(roundTrip(unit, 'If you have three or fewer cards in your hand, I enter ready.').abilities).toEqual([
      { kind: 'passive', appliesTo: 'self', enters: 'ready', condition: { '<=': [{ sel: 'handSize', args: [controller] }, 3] } },
    ]);
    expect(roundTrip(unit, "If an opponent's score is within 2 points of the Victory Score, I enter ready.").abilities).toEqual([
      {
        kind: 'passive',
        appliesTo: 'self',
        enters: 'ready',
        condition: { some: [{ sel: 'opponents', args: [controller] }, 's', { '>=': [{ sel: 'teamScore', args: [{ var: 's' }] }, { '-': [{ sel: 'victoryScore' }, 2] }] }] },
      },
    ]);
    expect(compileCard(spell, 'If an opponent controls a battlefield, this enters ready.').ok).toBe(false);
  });
});

describe("a card's discount of itself", () => {
  it('reads a plain discount, and one under Legion', () => {
    expect(roundTrip(unit, 'I cost :rb_energy_2: less.').costReduction).toEqual({ energy: 2 });
    const card = compiled(unit, '[Legion] — I cost :rb_energy_3: less.');
    expect(card.costReduction).toEqual({ energy: 3, dependent: { keyword: 'legion' } });
    expect(card.keywords).toEqual(['legion']);
    expect(renderCard(card)).toMatchObject({ ok: true, text: '[Legion] — I cost :rb_energy_3: less.' });
  });

  it('reads a discount for each of a count, to a minimum', () => {
    expect(roundTrip(unit, 'I cost :rb_energy_2: less for each card in your trash.').costReduction).toEqual({ energy: 2, forEach: { sel: 'trashSize', args: [controller] } });
    expect(roundTrip(unit, "I cost :rb_energy_2: less for each card you've played this turn, to a minimum of :rb_energy_1:.").costReduction).toEqual({
      energy: 2,
      forEach: { sel: 'cardsPlayedThisTurn', args: [controller] },
      minimum: 1,
    });
    expect(roundTrip(unit, 'I cost :rb_energy_2: less for each of your [Mighty] units.').costReduction).toEqual({ energy: 2, forEach: { sel: 'mightyUnits', args: [controller] } });
    expect(roundTrip(spell, 'This spell\'s Energy cost is reduced by the highest Might among units you control.\nDraw 1.').costReduction).toEqual({
      energy: 1,
      forEach: { sel: 'highestMight', args: [controller] },
    });
  });

  it('reads a discount under a condition, and one from outside the hand', () => {
    const gadget = { '>': [{ count: { sel: 'unitsWithTag', args: [controller, 'Gadget'] } }, 0] };
    expect(roundTrip(spell, 'This costs :rb_energy_3: less if you control a Gadget.\nDraw 1.').costReduction).toEqual({ energy: 3, condition: gadget, wording: ['conditionAfter'] });
    expect(roundTrip(spell, 'If you control a Gadget, this costs :rb_energy_3: less.\nDraw 1.').costReduction).toEqual({ energy: 3, condition: gadget });
    expect(roundTrip(unit, 'I cost :rb_energy_3: less to play from anywhere other than your hand.').costReduction).toEqual({ energy: 3, outsideHand: true });
  });
});

describe('where units may be played', () => {
  it("reads a card's own permission and one for friendly units", () => {
    // A card's own permission has one wording for each place, each of them a real card's line: checked from the data.
    const open = printsAndReads(unit, { abilities: [{ kind: 'passive', appliesTo: 'self', playableAt: 'openBattlefields' }] });
    const occupied = printsAndReads(unit, { abilities: [{ kind: 'passive', appliesTo: 'self', playableAt: 'occupiedEnemyBattlefields' }] });
    expect(open).toMatch(/^You may play me to an open /);
    expect(occupied).toMatch(/^You may play me to an occupied enemy /);
    // The line has one wording, a real card's: checked from the data.
    expect(printsAndReads(unit, { abilities: [{ kind: 'passive', appliesTo: 'friendlyUnits', playableAt: 'openBattlefields' }] })).toMatch(/^Friendly units may be played to open /);
  });
});

describe('additional costs to play', () => {
  it('reads an additional cost that kills a friendly unit', () => {
    // The line has one wording, a real card's: checked from the data.
    expect(printsAndReads(unit, { additionalCost: { killUnit: true } })).toMatch(/^As an additional cost to play me, /);
  });
});

describe("an activated ability's cost as a list of parts", () => {
  const draw = [{ op: 'draw', amount: 1 }];
  it('reads resources, the exhaust symbol and "Kill this" in any order; "Kill this" printed last after resources, first without', () => {
    expect(roundTrip(gear, ':rb_energy_1:, :rb_exhaust:, Kill this: Draw 1.').abilities).toEqual([{ kind: 'activated', cost: { energy: 1, exhaust: true, killSelf: true }, effects: draw }]);
    expect(roundTrip(gear, 'Kill this, :rb_exhaust:: Draw 1.').abilities).toEqual([{ kind: 'activated', cost: { exhaust: true, killSelf: true }, effects: draw }]);
    expect(roundTrip(gear, ':rb_exhaust:, Kill this: Draw 1.', 'Kill this, :rb_exhaust:: Draw 1.').abilities).toEqual([{ kind: 'activated', cost: { exhaust: true, killSelf: true }, effects: draw }]);
    expect(roundTrip(gear, 'Kill this: Draw 1.').abilities).toEqual([{ kind: 'activated', cost: { killSelf: true }, effects: draw }]);
    expect(roundTrip(unit, 'Kill me: Draw 1.').abilities).toEqual([{ kind: 'activated', cost: { killSelf: true }, effects: draw }]);
    expect(roundTrip(unit, ':rb_energy_2:, :rb_exhaust:: Draw 1.').abilities).toEqual([{ kind: 'activated', cost: { energy: 2, exhaust: true }, effects: draw }]);
  });

  it('refuses a part twice', () => {
    expect(compileCard(gear, ':rb_exhaust:, :rb_exhaust:: Draw 1.').ok).toBe(false);
    expect(compileCard(gear, 'Kill this, Kill this: Draw 1.').ok).toBe(false);
  });
});

describe("an activated ability's cost of Power of any domain", () => {
  it('reads :rb_rune_rainbow: as Power of any domain', () => {
    expect(roundTrip(gear, ':rb_rune_rainbow:, :rb_exhaust:: Draw 1.').abilities).toEqual([{ kind: 'activated', cost: { power: ['any'], exhaust: true }, effects: [{ op: 'draw', amount: 1 }] }]);
  });
});
