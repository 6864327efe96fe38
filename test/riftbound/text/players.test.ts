/**
 * The card language of effects other players perform and choices between effects, from
 * invented card texts: each compiles to the card data below and renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'player-unit', name: 'Player Unit', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'player-spell', name: 'Player Spell', type: 'spell', domain: 'order', cost: { energy: 2, power: [] } };

describe('steps other players perform, as printed', () => {
  it('has the owner of a returned unit channel runes exhausted', () => {
    expect(roundTrip(spell, 'Return an enemy unit to its owner\'s hand. Its owner channels 2 runes exhausted.').effects).toEqual([
      { op: 'returnUnit', target: 'unit', to: 'hand' },
      { op: 'channel', amount: 2, player: { ownerOf: 'unit' }, exhausted: true },
    ]);
  });
});

describe('each player, as printed', () => {
  it('has each player kill one of their units or gear, then goes on', () => {
    expect(roundTrip(spell, 'Each player kills one of their gear, then draw 2.').effects).toEqual([
      { op: 'eachKills', select: 'gear' },
      { op: 'draw', amount: 2, link: 'then' },
    ]);
    expect(roundTrip(unit, 'When I die, each player kills one of their units and draw 1.').abilities).toEqual([
      { kind: 'triggered', trigger: 'dies', effects: [{ op: 'eachKills', select: 'unit' }, { op: 'draw', amount: 1, link: 'and' }] },
    ]);
  });
});

describe('steps every player does', () => {
  it('has each player draw or channel runes', () => {
    const field: CardHeader = { id: 'player-field', name: 'Player Field', type: 'battlefield' };
    expect(roundTrip(field, 'When you conquer here, each player channels 2 runes exhausted.').abilities?.[0]).toMatchObject({ effects: [{ op: 'channel', amount: 2, player: 'each', exhausted: true }] });
    expect(roundTrip(spell, 'Each player draws 2. Each player channels 1 rune.').effects).toEqual([
      { op: 'draw', amount: 2, player: 'each' },
      { op: 'channel', amount: 1, player: 'each' },
    ]);
  });
});

describe('units chosen in any number, as printed', () => {
  it('moves any number of friendly units at one battlefield to their base', () => {
    expect(roundTrip(spell, 'Move any number of exhausted friendly units at a battlefield to their base.').effects).toEqual([
      { op: 'move', among: { name: 'units', select: 'unit', relation: 'friendly', at: 'battlefield', exhausted: true, together: true }, to: 'base', wording: ['theirBase'] },
    ]);
  });

  it('moves any number of your token units to this battlefield as a unit attacks', () => {
    expect(roundTrip(unit, 'When I attack, move any number of your token units to this battlefield.').abilities).toEqual([
      { kind: 'triggered', trigger: 'attacks', effects: [{ op: 'move', among: { name: 'units', select: 'unit', relation: 'controlled', token: true }, to: 'here', wording: ['thisBattlefield'] }] },
    ]);
  });

  it('moves any number of your units at one battlefield to their base', () => {
    expect(roundTrip(spell, 'Move any number of your units at a battlefield to their base.').effects?.[0]).toMatchObject({ among: { relation: 'controlled', at: 'battlefield', together: true } });
  });

  it('names any number of units anywhere, with no count', () => {
    expect(roundTrip(spell, 'Ready any number of friendly units.').effects).toEqual([{ op: 'ready', among: { name: 'units', select: 'unit', relation: 'friendly' } }]);
  });
});

