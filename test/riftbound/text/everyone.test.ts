/**
 * The card language of steps other players take part in, from invented card texts: each
 * compiles to the card data below and renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const spell: CardHeader = { id: 'table-spell', name: 'Table Spell', type: 'spell', domain: 'calm', cost: { energy: 2, power: [] } };

describe('a step the controller of what it names may stop, as printed', () => {
  it('counters a spell unless its controller pays', () => {
    expect(roundTrip(spell, '[Reaction]\nCounter a spell unless its controller pays :rb_energy_4:.').effects).toEqual([
      { op: 'counter', target: 'spell', unless: { controllerOf: 'spell', pays: { energy: 4, power: [] } } },
    ]);
    expect(roundTrip(spell, 'Counter a spell unless its controller pays :rb_energy_1::rb_rune_calm:.').effects).toEqual([
      { op: 'counter', target: 'spell', unless: { controllerOf: 'spell', pays: { energy: 1, power: ['calm'] } } },
    ]);
  });

  it('deals damage unless its controller has the spell\'s controller draw', () => {
    expect(roundTrip(spell, 'Choose an enemy unit. Deal 4 to it unless its controller has you draw 1.').effects).toEqual([
      { op: 'choose', target: 'unit' },
      { op: 'damage', amount: 4, target: 'unit', unless: { controllerOf: 'unit', draws: 1 } },
    ]);
  });
});

describe('each player choosing in turn, as printed', () => {
  it('has each player, from the next one, return a unit of their choice', () => {
    expect(roundTrip(spell, 'Starting with the next player, each other player may return a unit to its owner\'s hand. Draw 1.').effects).toEqual([
      { op: 'eachReturns', select: 'unit', whose: 'any', from: 'next', others: true, may: true },
      { op: 'draw', amount: 1 },
    ]);
    expect(roundTrip(spell, 'Each other player returns a unit to its owner\'s hand. Draw 1.').effects).toEqual([
      { op: 'eachReturns', select: 'unit', whose: 'any', others: true },
      { op: 'draw', amount: 1 },
    ]);
  });

  it('has each other player choose a unit the controller does not control, then kills them', () => {
    expect(roundTrip(spell, 'Starting with the next player, each player chooses a unit you don\'t control that hasn\'t been chosen for this spell. Kill those units. Draw 1.').effects).toEqual([
      { op: 'eachKills', select: 'unit', whose: 'notYours', from: 'next', distinct: true },
      { op: 'draw', amount: 1 },
    ]);
    expect(roundTrip(spell, 'Each player chooses a unit you don\'t control. Kill those units. Draw 2.').effects).toEqual([
      { op: 'eachKills', select: 'unit', whose: 'notYours' },
      { op: 'draw', amount: 2 },
    ]);
  });
});

describe('control lost at the end of the turn, as printed', () => {
  it('gives the unit taken back to its owner at the Ending Step, recalled first', () => {
    expect(roundTrip(spell, 'Take control of an enemy unit at a battlefield. Lose control of that unit at end of turn.').effects).toEqual([
      { op: 'gainControl', target: 'unit' },
      { op: 'loseControl', target: 'unit', endOfTurn: true },
    ]);
    expect(roundTrip(spell, 'Take control of an enemy unit. Draw 1. Lose control of that unit and recall it.').effects).toEqual([
      { op: 'gainControl', target: 'unit' },
      { op: 'draw', amount: 1 },
      { op: 'loseControl', target: 'unit', recall: true },
    ]);
  });
});

describe('a spell or ability chosen by what it chose, as printed', () => {
  it('counters an enemy spell or ability that chose a friendly unit or gear', () => {
    expect(roundTrip(spell, '[Reaction]\nCounter an enemy spell or ability that chooses a friendly gear.').targets).toEqual([
      { name: 'spellOrAbility', select: 'spellOrAbility', relation: 'enemy', chooses: { relation: 'friendly', select: ['gear'] } },
    ]);
    expect(roundTrip(spell, 'Counter a spell that chooses an enemy unit or gear.').targets).toEqual([
      { name: 'spell', select: 'spell', chooses: { relation: 'enemy', select: ['unit', 'gear'] } },
    ]);
  });
});
