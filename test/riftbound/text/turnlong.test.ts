/** Triggers about what a player does elsewhere, "there" after them, and a gear leaving the board. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'chaos', cost: { energy: 1, power: [] } };
const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 2, power: [] }, might: 2 };

describe('When you defend at a battlefield', () => {
  it('hears its controller defending anywhere, once for the units defending together; "there" is where they are', () => {
    expect(roundTrip(unit, 'When you defend at a battlefield, move me there.').abilities).toEqual([
      { kind: 'triggered', trigger: 'defends', subject: { by: 'you', oneOrMore: true }, effects: [{ op: 'move', target: 'self', to: 'thatUnit'}] },
    ]);
    expect(roundTrip(unit, 'When you defend at a battlefield, give me +2 :rb_might: this turn.').abilities?.[0]).toMatchObject({ trigger: 'defends', subject: { by: 'you', oneOrMore: true } });
  });
});

describe('When this leaves the board', () => {
  it("is a gear's own trigger, whatever takes it off the board", () => {
    expect(roundTrip(gear, 'When this leaves the board, draw 2 and channel 2 runes exhausted.').abilities?.[0]).toMatchObject({ kind: 'triggered', trigger: 'leaves' });
    expect(roundTrip(gear, 'When this leaves the board, draw 2.\n:rb_energy_1:, :rb_exhaust:: Kill this.').abilities?.[0]).toEqual({ kind: 'triggered', trigger: 'leaves', effects: [{ op: 'draw', amount: 2 }] });
  });
});
