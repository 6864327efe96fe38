/**
 * The card language of combat and battlefields, from invented card texts: the excess damage of
 * a conquest after an attack dealt as "that much"; Bonus Damage a battlefield grants to spells
 * and abilities affecting units there; a unit's combat one on one, and its Might doubled for that
 * combat; a Chosen Champion taken back from the trash to its champion zone. Each text compiles to
 * the card data below and
 * renders back as printed; the scenarios of scenarios/riftbound/text-battle2/ play them, and
 * their cards are the data their text reads to.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { checkCard } from '../../../src/games/riftbound/text/import.js';
import { cardIssues, compiled, roundTrip, itCompilesScenarioCards } from './support.js';

const unit: CardHeader = { id: 'battle-unit', name: 'Battle Unit', type: 'unit', domain: 'body', cost: { energy: 6, power: [] }, might: 6 };
const spell: CardHeader = { id: 'battle-spell', name: 'Battle Spell', type: 'spell', domain: 'body', cost: { energy: 2, power: [] } };

itCompilesScenarioCards('text-battle2');

describe('"that much": the excess damage of a conquest after an attack (CR 460.2)', () => {
  const text = 'When I conquer after an attack, if you assigned 4 or more excess damage to enemy units, you may deal that much to an enemy unit.';

  it('reads the damage as the excess damage the conquest heard', () => {
    expect(roundTrip(unit, text).abilities?.[0]).toEqual({
      kind: 'triggered',
      trigger: 'conquers',
      subject: { self: true, afterAttack: true },
      condition: { '>=': [{ event: 'excessDamage' }, 4] },
      targets: [{ name: 'unit', select: 'unit', relation: 'enemy' }],
      effects: [{ op: 'damage', target: 'unit', equalTo: { excessDamage: true }, optional: true }],
    });
  });

  it('keeps "that much damage" for an amount paid', () => {
    const card = roundTrip(spell, 'Pay any amount of Energy to deal that much damage to a unit.');
    expect(card.effects?.[0]).toMatchObject({ op: 'damage', equalTo: { paid: true } });
  });

  it('refuses it in any other trigger, with the path of the amount', () => {
    // The text reads; the card checker of an import refuses it.
    expect(checkCard(compiled(unit, 'When I conquer, you may deal that much to an enemy unit.'))).toContain('only a conquest after an attack');
    const other = { kind: 'triggered', trigger: 'conquers', subject: { self: true }, targets: [{ name: 'unit', select: 'unit' }], effects: [{ op: 'damage', target: 'unit', equalTo: { excessDamage: true } }] };
    expect(cardIssues({ ...unit, abilities: [other] })).toContainEqual({ path: '$.cards[0].abilities[0].effects[0].equalTo.excessDamage', message: expect.stringContaining('only a conquest after an attack') as string });
  });
});

describe('Bonus Damage to units at a battlefield (CR 713-715)', () => {
  const battlefield: CardHeader = { id: 'battle-field', name: 'Battle Field', type: 'battlefield' };

  it('reads a battlefield granting it to every spell and ability affecting units there', () => {
    expect(roundTrip(battlefield, 'Spells and abilities affecting units here each deal 3 Bonus Damage.').abilities).toEqual([
      { kind: 'passive', bonusDamage: { amount: 3, from: 'spellsAndAbilities', to: 'unitsHere' } },
    ]);
  });

  it('keeps the controller\'s own bonus apart', () => {
    expect(roundTrip(unit, 'Your spells and abilities deal 2 Bonus Damage.').abilities).toEqual([{ kind: 'passive', bonusDamage: { amount: 2, from: 'spellsAndAbilities' } }]);
  });

  it('refuses a target it does not know, with its path', () => {
    const wrong = { kind: 'passive', bonusDamage: { amount: 1, from: 'spellsAndAbilities', to: 'unitsThere' } };
    expect(cardIssues({ ...battlefield, abilities: [wrong] }).map((i) => i.path)).toContain('$.cards[0].abilities[0].bonusDamage.to');
  });
});

describe('one on one (CR 741.2), and a Might change for this combat', () => {
  it('reads the unit\'s own combat one on one, or alone, as its trigger\'s subject', () => {
    expect(roundTrip(unit, 'When I attack one on one, draw 1.').abilities?.[0]).toMatchObject({ trigger: 'attacks', subject: { self: true, oneOnOne: true } });
    expect(roundTrip(unit, 'When I defend alone, draw 1.').abilities?.[0]).toMatchObject({ trigger: 'defends', subject: { self: true, alone: true } });
    expect(roundTrip(unit, 'When I attack or defend one on one, draw 2.').abilities?.[0]).toMatchObject({ trigger: ['attacks', 'defends'], subject: { self: true, oneOnOne: true } });
    expect(roundTrip(unit, 'When a friendly unit attacks one on one, draw 1.').abilities?.[0]).toMatchObject({ trigger: 'attacks', subject: { relation: 'friendly', oneOnOne: true } });
  });

  it('reads "double my Might" this combat apart from this turn', () => {
    expect(roundTrip(unit, 'When I defend one on one, double my Might this combat.').abilities?.[0]).toEqual({
      kind: 'triggered',
      trigger: 'defends',
      subject: { self: true, oneOnOne: true },
      effects: [{ op: 'modifyMight', target: 'self', equalTo: { might: 'self' }, duration: 'combat', wording: ['double'] }],
    });
    expect(roundTrip(unit, 'When I attack, double my Might this turn.').abilities?.[0]).toMatchObject({ effects: [{ op: 'modifyMight', target: 'self', equalTo: { might: 'self' }, wording: ['double'] }] });
  });

  it('refuses one on one said of a player\'s event, with its path', () => {
    const conquer = { kind: 'triggered', trigger: 'conquers', subject: { by: 'you', oneOnOne: true }, effects: [{ op: 'draw', amount: 1 }] };
    expect(cardIssues({ ...unit, abilities: [conquer] })).toContainEqual({ path: '$.cards[0].abilities[0].subject.oneOnOne', message: expect.stringContaining('no oneOnOne') as string });
  });
});

describe('a Chosen Champion returned from the trash to its champion zone (CR 108.3.c.1)', () => {
  const battlefield: CardHeader = { id: 'battle-field', name: 'Battle Field', type: 'battlefield' };

  it('reads it as a card target in the trash, returned only while the zone is empty', () => {
    expect(roundTrip(battlefield, 'When you conquer here, you may return your Chosen Champion from your trash to your Champion Zone if it is empty.').abilities?.[0]).toEqual({
      kind: 'triggered',
      trigger: 'conquerHere',
      targets: [{ name: 'card', select: 'card', zone: 'trash', relation: 'controlled', chosenChampion: true }],
      effects: [{ op: 'returnCard', target: 'card', to: 'championZone', optional: true }],
    });
  });

  it('refuses another place for it, with its path', () => {
    const wrong = { kind: 'triggered', trigger: 'conquerHere', targets: [{ name: 'card', select: 'card', zone: 'trash', relation: 'controlled', chosenChampion: true }], effects: [{ op: 'returnCard', target: 'card', to: 'deck' }] };
    expect(cardIssues({ ...battlefield, abilities: [wrong] }).map((i) => i.path)).toContain('$.cards[0].abilities[0].effects[0].to');
  });
});
