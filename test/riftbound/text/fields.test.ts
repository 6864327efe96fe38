/** Battlefield abilities, turn-point triggers and what they do to runes and players: compiled from invented texts and printed back. */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { checkCard } from '../../../src/games/riftbound/text/import.js';
import { compiled, roundTrip } from './support.js';

const legend: CardHeader = { id: 'test-legend', name: 'Test Legend', type: 'legend', domains: ['calm'], tags: ['Tester'] };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'calm', cost: { energy: 2, power: [] } };

describe('readying runes', () => {
  it('readies a number of runes, the noun agreeing with the number', () => {
    expect(roundTrip(legend, 'At the end of your turn, ready 3 runes.').abilities?.[0]).toEqual({ kind: 'triggered', trigger: 'turnEnd', effects: [{ op: 'readyRunes', amount: 3 }] });
    expect(roundTrip(spell, 'Ready 1 rune. Draw 1.').effects).toEqual([{ op: 'readyRunes', amount: 1 }, { op: 'draw', amount: 1 }]);
    expect(compileCard(spell, 'Ready 2 rune.').ok).toBe(false);
  });
});

const battlefield: CardHeader = { id: 'test-field', name: 'Test Field', type: 'battlefield' };

describe("each player's first Beginning Phase", () => {
  it('triggers at the start of any player\'s first turn; "that player" is the turn player', () => {
    expect(roundTrip(battlefield, "At the start of each player's first Beginning Phase, that player channels 2 runes exhausted.").abilities?.[0]).toEqual({
      kind: 'triggered',
      trigger: 'turnStart',
      subject: { firstTurn: true },
      effects: [{ op: 'channel', amount: 2, exhausted: true, player: { turnPlayer: true } }],
    });
    expect(roundTrip(battlefield, "At the start of each player's first Beginning Phase, that player gains 2 points.").abilities?.[0]).toMatchObject({
      effects: [{ op: 'gainPoint', amount: 2, player: { turnPlayer: true } }],
    });
  });

  it('refuses "that player" where no turn starts or ends', () => {
    expect(checkCard(compiled(battlefield, 'When you hold here, that player channels 1 rune.'))).toMatch(/turnPlayer/);
  });
});

describe('winning the game', () => {
  it('reads "you win the game" under a count of your units at the battlefield itself', () => {
    expect(roundTrip(battlefield, 'When you hold here, if you have 5+ units here, you win the game.').abilities?.[0]).toEqual({
      kind: 'triggered',
      trigger: 'holdHere',
      condition: { '>=': [{ sel: 'unitsAt', args: [{ event: 'controller' }, { event: 'source' }] }, 5] },
      effects: [{ op: 'winGame' }],
    });
  });

  it('says "here" of a count only on a battlefield', () => {
    const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'calm', cost: { energy: 3, power: [] }, might: 3 };
    expect(compileCard(unit, 'When I hold, if you have 5+ units here, draw 1.').ok).toBe(false);
  });
});

describe('facedown cards', () => {
  it('reads "if you control a facedown card at a battlefield" after a turn-start trigger', () => {
    const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'mind', cost: { energy: 2, power: [] } };
    expect(roundTrip(gear, 'At the start of your Beginning Phase, if you control a facedown card at a battlefield, draw 2.').abilities?.[0]).toEqual({
      kind: 'triggered',
      trigger: 'turnStart',
      condition: { '>=': [{ sel: 'facedownCards', args: [{ event: 'controller' }] }, 1] },
      effects: [{ op: 'draw', amount: 2 }],
    });
  });
});
