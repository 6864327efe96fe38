/**
 * The card language of hiding, battlefields and moves, from invented card texts: each compiles
 * to the card data below and renders back as printed; the scenarios of
 * scenarios/riftbound/text-hideplay/ play them, and their cards are the data their text reads to.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { cardIssues, printsAndReads, roundTrip, itCompilesScenarioCards } from './support.js';

const spell: CardHeader = { id: 'hideplay-spell', name: 'Hideplay Spell', type: 'spell', domain: 'chaos', cost: { energy: 2, power: [] } };
const gear: CardHeader = { id: 'hideplay-gear', name: 'Hideplay Gear', type: 'gear', domain: 'mind', cost: { energy: 1, power: [] } };

itCompilesScenarioCards('text-hideplay');

describe('a target that may be a unit or a gear (CR 355.9.b)', () => {
  it('reads two noun phrases joined by "or" as one declaration and its alternative', () => {
    const card = roundTrip(spell, 'Give a unit at a battlefield or a gear [Temporary].');
    expect(card.targets).toEqual([{ name: 'unit', select: 'unit', at: 'battlefield', or: [{ select: 'gear' }] }]);
    expect(card.effects).toEqual([{ op: 'grant', duration: 'permanent', target: 'unit', keywords: [{ keyword: 'temporary' }] }]);
  });

  it('reads the alternative with its own filters, and the gear first', () => {
    expect(roundTrip(spell, 'Kill an exhausted enemy gear or a stunned unit.').targets).toEqual([{ name: 'gear', select: 'gear', relation: 'enemy', exhausted: true, or: [{ select: 'unit', stunned: true }] }]);
    expect(roundTrip(gear, ':rb_exhaust:: Ready another friendly unit or a friendly gear.').abilities?.[0]).toMatchObject({ targets: [{ name: 'unit', select: 'unit', relation: 'friendly', except: 'self', or: [{ select: 'gear', relation: 'friendly' }] }] });
  });

  it('is not read of the same noun twice, nor of an alternative saying "another"', () => {
    expect(compileCard(spell, 'Kill a unit or a unit.').ok).toBe(false);
    expect(compileCard(spell, 'Kill a unit or another gear.').ok).toBe(false);
  });

  it('is refused by the card checker when a step naming it acts on units alone, or the target is no unit or gear, with its path', () => {
    const stun = { ...spell, targets: [{ name: 'unit', select: 'unit', or: [{ select: 'gear' }] }], effects: [{ op: 'stun', target: 'unit' }] };
    expect(cardIssues(stun)).toContainEqual({ path: '$.cards[0].effects[0].target', message: expect.stringContaining('does not act on both') });
    const battlefield = { ...spell, targets: [{ name: 'bf', select: 'battlefield', or: [{ select: 'gear' }] }], effects: [{ op: 'kill', target: 'bf' }] };
    expect(cardIssues(battlefield)).toContainEqual({ path: '$.cards[0].targets[0].or', message: expect.stringContaining('only a unit or gear') });
  });
});

const unit: CardHeader = { id: 'hideplay-unit', name: 'Hideplay Unit', type: 'unit', domain: 'chaos', cost: { energy: 2, power: [] }, might: 2 };

describe('a unit moved with another from its location (CR 144)', () => {
  it('reads "from my location" after a move and "I may be moved with it"', () => {
    expect(roundTrip(unit, 'When an enemy unit moves from my location, I may be moved with it.').abilities).toEqual([
      { kind: 'triggered', trigger: 'moved', subject: { select: 'unit', relation: 'enemy', from: 'myLocation' }, effects: [{ op: 'move', to: 'withThatUnit', target: 'self', optional: true }] },
    ]);
    printsAndReads(unit, { abilities: [{ kind: 'triggered', trigger: 'moved', subject: { select: 'unit', relation: 'friendly', buffed: true, from: 'myLocation' }, effects: [{ op: 'move', to: 'withThatUnit', target: 'self', optional: true }] }] });
  });

  it('reads "from my location" before another step', () => {
    expect(roundTrip(unit, 'When a unit moves from my location, draw 1.').abilities?.[0]).toMatchObject({ subject: { select: 'unit', from: 'myLocation' } });
  });

  it('is refused by the card checker where no event names that unit, with its path', () => {
    const card = { ...unit, abilities: [{ kind: 'triggered', trigger: 'conquers', effects: [{ op: 'move', to: 'withThatUnit', target: 'self', optional: true }] }] };
    expect(cardIssues(card)).toContainEqual({ path: '$.cards[0].abilities[0].effects[0].to', message: expect.stringContaining('thatUnit') });
  });
});

const battlefield: CardHeader = { id: 'hideplay-field', name: 'Hideplay Field', type: 'battlefield' };

describe('conquer effects activated without a conquest (CR 383.4.c.3)', () => {
  it('reads "activate the conquer effects of" a group, printed without "all"', () => {
    expect(roundTrip(battlefield, 'When you hold here, activate the conquer effects of friendly units here.').abilities).toEqual([
      { kind: 'triggered', trigger: 'holdHere', effects: [{ op: 'activateConquer', all: { select: 'unit', relation: 'friendly', at: 'here' } }] },
    ]);
    expect(roundTrip(unit, 'When I hold, activate the conquer effects of other friendly units here.').abilities?.[0]).toMatchObject({ trigger: 'holds', effects: [{ op: 'activateConquer' }] });
  });

  it('reads a unit chosen as the unit whose conquer effects trigger', () => {
    const card = roundTrip(spell, 'Activate the conquer effects of a friendly unit at a battlefield.');
    expect(card.effects).toEqual([{ op: 'activateConquer', target: 'unit' }]);
    expect(card.targets).toEqual([{ name: 'unit', select: 'unit', relation: 'friendly', at: 'battlefield' }]);
  });
});

describe('a tied combat recalling all units (CR 461.1.a.2, 461.3.d)', () => {
  it('reads the role of the passive\'s controller, attacker or defender', () => {
    expect(roundTrip(gear, 'If a combat where you are the defender ends in a tie, recall ALL units instead.').abilities).toEqual([{ kind: 'passive', recallAllOnTie: 'defender' }]);
    printsAndReads(gear, { abilities: [{ kind: 'passive', recallAllOnTie: 'attacker' }] });
  });

  it('is not read with other units recalled', () => {
    expect(compileCard(gear, 'If a combat where you are the defender ends in a tie, recall ALL enemy units instead.').ok).toBe(false);
  });
});

describe('a noun phrase listing what its target may be, a facedown card among them (CR 355.9.a.3)', () => {
  it('reads bare nouns after the first, sharing its determiner and relation', () => {
    expect(roundTrip(gear, ':rb_exhaust:: Return another friendly unit, gear, or [Hidden] card to its owner\'s hand.').abilities?.[0]).toMatchObject({
      cost: { exhaust: true },
      targets: [{ name: 'unit', select: 'unit', relation: 'friendly', except: 'self', or: [{ select: 'gear', relation: 'friendly' }, { select: 'facedown', relation: 'friendly' }] }],
      effects: [{ op: 'returnUnit', to: 'hand', target: 'unit' }],
    });
    expect(roundTrip(spell, 'Return an enemy unit, gear, or [Hidden] card to its owner\'s hand.').targets).toEqual([
      { name: 'unit', select: 'unit', relation: 'enemy', or: [{ select: 'gear', relation: 'enemy' }, { select: 'facedown', relation: 'enemy' }] },
    ]);
  });

  it('is not read of a noun said twice, nor of two bare nouns', () => {
    expect(compileCard(spell, 'Return a unit, gear, or unit to its owner\'s hand.').ok).toBe(false);
    expect(compileCard(spell, 'Return a unit or [Hidden] card to its owner\'s hand.').ok).toBe(false);
  });

  it('is refused by the card checker when a facedown card is the object of another step, with its path', () => {
    const kill = { ...spell, targets: [{ name: 'unit', select: 'unit', or: [{ select: 'facedown' }] }], effects: [{ op: 'kill', target: 'unit' }] };
    expect(cardIssues(kill)).toContainEqual({ path: '$.cards[0].effects[0].target', message: expect.stringContaining('only returned to its owner\'s hand') });
  });
});

describe('cards of the trash chosen under one name, and hiding for free this turn (CR 355.13, 811)', () => {
  it('reads "up to N" cards of a type and keyword from the trash, returned to the hand', () => {
    expect(roundTrip(spell, 'Return up to three spells from your trash to your hand.').effects).toEqual([
      { op: 'returnCards', to: 'hand', among: { name: 'cards', select: 'card', zone: 'trash', relation: 'controlled', types: ['spell'], count: 3 } },
    ]);
    printsAndReads(spell, { effects: [{ op: 'returnCards', to: 'hand', among: { name: 'cards', select: 'card', zone: 'trash', relation: 'controlled', keyword: 'hidden', count: 2 } }] });
  });

  it('reads hiding ignoring costs this turn as a step of its own', () => {
    expect(roundTrip(spell, 'Draw 1. You can hide cards ignoring costs this turn.').effects).toEqual([{ op: 'draw', amount: 1 }, { op: 'hideIgnoringCosts' }]);
  });

  it('is not read of one card, which is a target of its own', () => {
    expect(roundTrip(spell, 'Return a unit from your trash to your hand.').effects?.[0]?.op).toBe('returnCard');
  });

  it('is refused by the card checker when cards of a trash are chosen for another step, or returnCards chooses units, with its path', () => {
    const kill = { ...spell, effects: [{ op: 'kill', among: { name: 'cards', select: 'card', zone: 'trash', relation: 'controlled', count: 2 } }] };
    expect(cardIssues(kill)).toContainEqual({ path: '$.cards[0].effects[0].among.select', message: expect.stringContaining('only to be returned') });
    const units = { ...spell, effects: [{ op: 'returnCards', to: 'hand', among: { name: 'units', select: 'unit', count: 2 } }] };
    expect(cardIssues(units)).toContainEqual({ path: '$.cards[0].effects[0].among', message: expect.stringContaining('cards in a trash') });
  });
});
