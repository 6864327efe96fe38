/** Targets and records of the turn: compiled to data and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compiled, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'body', cost: { energy: 3, power: [] }, might: 2 };

const CONTROLLER = { event: 'controller' };
const unitsHere = (relation: string) => ({ sel: 'units', args: [CONTROLLER, relation, { event: 'here' }] });

describe('amounts counting units at my battlefield', () => {
  it('reads "at my battlefield" as the units where the card is, at a battlefield only', () => {
    expect(roundTrip(unit, 'I have +1 :rb_might: for each enemy unit at my battlefield.').abilities).toEqual([
      { kind: 'passive', appliesTo: 'self', might: { count: { filter: [unitsHere('enemy'), 'u', { sel: 'isAtBattlefield', args: [{ var: 'u' }] }] } } },
    ]);
    expect(roundTrip(unit, 'I get +1 :rb_might: for each buffed enemy unit at my battlefield.').abilities).toEqual([
      {
        kind: 'passive',
        appliesTo: 'self',
        wording: ['get'],
        might: { count: { filter: [{ filter: [unitsHere('enemy'), 'u', { sel: 'isAtBattlefield', args: [{ var: 'u' }] }] }, 'u', { sel: 'isBuffed', args: [{ var: 'u' }] }] } },
      },
    ]);
  });

  it('keeps "here" its own amount', () => {
    expect(roundTrip(unit, 'I have +1 :rb_might: for each friendly unit here.').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', might: { count: unitsHere('friendly') } }]);
  });
});

describe('the wording of a trash card\'s most cost', () => {
  it('keeps "with cost no more than" apart from "costing no more than"', () => {
    const said = roundTrip(unit, '[Deathknell] — You may play a gear with cost no more than :rb_energy_2: and no more than :rb_rune_rainbow::rb_rune_rainbow: from your trash, ignoring its Energy cost.');
    expect(said.keywords).toEqual([
      {
        keyword: 'deathknell',
        targets: [{ name: 'card', select: 'card', zone: 'trash', relation: 'controlled', types: ['gear'], maxEnergy: 2, maxPower: 2 }],
        effects: [{ op: 'play', wording: ['withCost'], ignore: 'energy', target: 'card', optional: true }],
      },
    ]);
    const common = roundTrip(unit, '[Deathknell] — You may play a gear costing no more than :rb_energy_2: and no more than :rb_rune_rainbow::rb_rune_rainbow: from your trash, ignoring its Energy cost.');
    expect((common.keywords?.[0] as { effects: unknown[] }).effects).toEqual([{ op: 'play', ignore: 'energy', target: 'card', optional: true }]);
  });
});

const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'fury', cost: { energy: 1, power: [] }, tags: ['Equipment'] };

describe('where the Equip line is printed among the keywords', () => {
  it('keeps an Equip printed between two keyword lines, or before them', () => {
    expect(roundTrip(gear, '[Quick-Draw]\n[Equip] :rb_energy_2:\n[Temporary]').equip).toEqual({ energy: 2, power: [], wording: ['keywordsAfter'] });
    expect(roundTrip(gear, '[Equip] :rb_rune_fury:\n[Temporary]').equip).toEqual({ energy: 0, power: ['fury'], wording: ['beforeKeywords'] });
  });

  it('says nothing of an Equip printed after the keywords, the common place', () => {
    expect(roundTrip(gear, '[Quick-Draw]\n[Temporary]\n[Equip] :rb_energy_2:').equip).toEqual({ energy: 2, power: [] });
  });
});

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'fury', cost: { energy: 4, power: [] } };

describe('a spell\'s triggered ability heard in its trash', () => {
  it('reads "When you conquer" on a spell as its owner conquering', () => {
    const card = roundTrip(spell, 'Deal 4 to a unit.\nWhen you conquer, you may pay :rb_energy_2: to return this from your trash to your hand.');
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: 'conquers', effects: [{ op: 'returnCard', target: 'self', to: 'hand', from: 'trash', pay: { energy: 2, power: [] } }] }]);
  });
});

describe('a step asking whose the unit chosen before was', () => {
  it('reads "If it was an enemy unit" and "If it was a friendly unit" about the last unit chosen', () => {
    const asked = (relation: string) => ({ sel: 'hasRelation', args: [{ event: 'unit' }, { event: 'controller' }, relation] });
    expect(roundTrip(spell, 'Kill a unit at a battlefield. If it was an enemy unit, draw 1. If it was a friendly unit, draw 3.').effects).toEqual([
      { op: 'kill', target: 'unit' },
      { op: 'draw', amount: 1, condition: asked('enemy') },
      { op: 'draw', amount: 3, condition: asked('friendly') },
    ]);
  });

  it('still names the unit after a step that made a token', () => {
    const card = compiled(spell, 'Kill a unit. If it was an enemy unit, play a 2 :rb_might: Squire unit token. If it was a friendly unit, draw 1.');
    expect(card.effects?.[2]).toEqual({ op: 'draw', amount: 1, condition: { sel: 'hasRelation', args: [{ event: 'unit' }, { event: 'controller' }, 'friendly'] } });
  });
});
