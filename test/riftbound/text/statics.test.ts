/** Lines that state facts of a card, its costs, and where and how it is played: compiled to data and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/card-schema.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { renderCard } from '../../../src/games/riftbound/text/render.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'mind', cost: { energy: 3, power: [] }, might: 3, tags: ['Mech'] };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'mind', cost: { energy: 4, power: [] } };
const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'mind', cost: { energy: 2, power: [] } };

function compiled(header: CardHeader, text: string): CardDefinition {
  const result = compileCard(header, text);
  if (!result.ok) throw new Error(`refused: ${result.refusal.phrase} (${result.refusal.reason})`);
  return result.card;
}

/** Compiles `text`, checks the data's `field`, and prints it back as `printed` (the text itself by default). */
function roundTrip(header: CardHeader, text: string, field: keyof CardDefinition, data: unknown, printed = text): void {
  const card = compiled(header, text);
  expect(card[field]).toEqual(data);
  const back = renderCard(card);
  expect(back.ok && back.text).toBe(printed);
}

const controller = { event: 'controller' };

describe('how cards enter the board', () => {
  it('reads "I enter ready." and "Other friendly units enter ready."', () => {
    roundTrip(unit, 'I enter ready.', 'abilities', [{ kind: 'passive', appliesTo: 'self', enters: 'ready' }]);
    roundTrip(unit, 'Other friendly units enter ready.', 'abilities', [{ kind: 'passive', appliesTo: 'otherFriendlyUnits', enters: 'ready' }]);
  });

  it('reads "This enters exhausted." on a gear', () => {
    roundTrip(gear, 'This enters exhausted.', 'abilities', [{ kind: 'passive', appliesTo: 'self', enters: 'exhausted' }]);
  });

  it('reads a condition before or after, printed where it was read (wording conditionAfter)', () => {
    const another = { some: [{ sel: 'unitsWithTag', args: [controller, 'Gadget'] }, 'u', { '!=': [{ var: 'u' }, { event: 'source' }] }] };
    roundTrip(unit, 'I enter ready if you control another Gadget.', 'abilities', [{ kind: 'passive', appliesTo: 'self', enters: 'ready', condition: another, wording: ['conditionAfter'] }]);
    roundTrip(unit, 'If you have two or fewer cards in your hand, I enter ready.', 'abilities', [
      { kind: 'passive', appliesTo: 'self', enters: 'ready', condition: { '<=': [{ sel: 'handSize', args: [controller] }, 2] } },
    ]);
    roundTrip(unit, "If an opponent's score is within 3 points of the Victory Score, I enter ready.", 'abilities', [
      {
        kind: 'passive',
        appliesTo: 'self',
        enters: 'ready',
        condition: { some: [{ sel: 'opponents', args: [controller] }, 's', { '>=': [{ sel: 'teamScore', args: [{ var: 's' }] }, { '-': [{ sel: 'victoryScore' }, 3] }] }] },
      },
    ]);
    expect(compileCard(spell, 'If an opponent controls a battlefield, this enters ready.').ok).toBe(false);
  });
});

describe("a card's discount of itself", () => {
  it('reads a plain discount, and one under Legion', () => {
    roundTrip(unit, 'I cost :rb_energy_2: less.', 'costReduction', { energy: 2 });
    const card = compiled(unit, '[Legion] — I cost :rb_energy_2: less.');
    expect(card.costReduction).toEqual({ energy: 2, dependent: { keyword: 'legion' } });
    expect(card.keywords).toEqual(['legion']);
    expect(renderCard(card)).toMatchObject({ ok: true, text: '[Legion] — I cost :rb_energy_2: less.' });
  });

  it('reads a discount for each of a count, to a minimum', () => {
    roundTrip(unit, 'I cost :rb_energy_1: less for each card in your trash.', 'costReduction', { energy: 1, forEach: { sel: 'trashSize', args: [controller] } });
    roundTrip(unit, "I cost :rb_energy_1: less for each card you've played this turn, to a minimum of :rb_energy_1:.", 'costReduction', {
      energy: 1,
      forEach: { sel: 'cardsPlayedThisTurn', args: [controller] },
      minimum: 1,
    });
    roundTrip(unit, 'I cost :rb_energy_2: less for each of your [Mighty] units.', 'costReduction', { energy: 2, forEach: { sel: 'mightyUnits', args: [controller] } });
    roundTrip(spell, 'This spell\'s Energy cost is reduced by the highest Might among units you control.\nDraw 1.', 'costReduction', {
      energy: 1,
      forEach: { sel: 'highestMight', args: [controller] },
    });
  });

  it('reads a discount under a condition, and one from outside the hand', () => {
    const gadget = { '>': [{ count: { sel: 'unitsWithTag', args: [controller, 'Gadget'] } }, 0] };
    roundTrip(spell, 'This costs :rb_energy_3: less if you control a Gadget.\nDraw 1.', 'costReduction', { energy: 3, condition: gadget, wording: ['conditionAfter'] });
    roundTrip(spell, 'If you control a Gadget, this costs :rb_energy_3: less.\nDraw 1.', 'costReduction', { energy: 3, condition: gadget });
    roundTrip(unit, 'I cost :rb_energy_2: less to play from anywhere other than your hand.', 'costReduction', { energy: 2, outsideHand: true });
  });
});

describe('where units may be played', () => {
  it("reads a card's own permission and one for friendly units", () => {
    roundTrip(unit, 'You may play me to an open battlefield.', 'abilities', [{ kind: 'passive', appliesTo: 'self', playableAt: 'openBattlefields' }]);
    roundTrip(unit, 'You may play me to an occupied enemy battlefield.', 'abilities', [{ kind: 'passive', appliesTo: 'self', playableAt: 'occupiedEnemyBattlefields' }]);
    roundTrip(unit, 'Friendly units may be played to open battlefields.', 'abilities', [{ kind: 'passive', appliesTo: 'friendlyUnits', playableAt: 'openBattlefields' }]);
  });
});

describe('additional costs to play', () => {
  it('reads "As an additional cost to play me, kill a friendly unit."', () => {
    roundTrip(unit, 'As an additional cost to play me, kill a friendly unit.', 'additionalCost', { killUnit: true });
  });
});

describe("an activated ability's cost as a list of parts", () => {
  const draw = [{ op: 'draw', amount: 1 }];
  it('reads resources, the exhaust symbol and "Kill this" in any order; "Kill this" printed last after resources, first without', () => {
    roundTrip(gear, ':rb_energy_1:, :rb_exhaust:, Kill this: draw 1.', 'abilities', [{ kind: 'activated', cost: { energy: 1, exhaust: true, killSelf: true }, effects: draw }]);
    roundTrip(gear, 'Kill this, :rb_exhaust:: draw 1.', 'abilities', [{ kind: 'activated', cost: { exhaust: true, killSelf: true }, effects: draw }]);
    roundTrip(gear, ':rb_exhaust:, Kill this: draw 1.', 'abilities', [{ kind: 'activated', cost: { exhaust: true, killSelf: true }, effects: draw }], 'Kill this, :rb_exhaust:: draw 1.');
    roundTrip(gear, 'Kill this: draw 1.', 'abilities', [{ kind: 'activated', cost: { killSelf: true }, effects: draw }]);
    roundTrip(unit, 'Kill me: draw 1.', 'abilities', [{ kind: 'activated', cost: { killSelf: true }, effects: draw }]);
    roundTrip(unit, ':rb_energy_2:, :rb_exhaust:: draw 1.', 'abilities', [{ kind: 'activated', cost: { energy: 2, exhaust: true }, effects: draw }]);
  });

  it('refuses a part twice', () => {
    expect(compileCard(gear, ':rb_exhaust:, :rb_exhaust:: draw 1.').ok).toBe(false);
    expect(compileCard(gear, 'Kill this, Kill this: draw 1.').ok).toBe(false);
  });
});

describe("an activated ability's cost of Power of any domain", () => {
  it('reads :rb_rune_rainbow: as Power of any domain', () => {
    roundTrip(gear, ':rb_rune_rainbow:, :rb_exhaust:: draw 1.', 'abilities', [{ kind: 'activated', cost: { power: ['any'], exhaust: true }, effects: [{ op: 'draw', amount: 1 }] }]);
  });
});
