/** Triggers about what a player does elsewhere, and "there" after them. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 2, power: [] }, might: 2 };

describe('When you defend at a battlefield', () => {
  it('hears its controller defending anywhere, once for the units defending together; "there" is where they are', () => {
    expect(roundTrip(unit, 'When you defend at a battlefield, move me there.').abilities).toEqual([
      { kind: 'triggered', trigger: 'defends', subject: { by: 'you', oneOrMore: true }, effects: [{ op: 'move', target: 'self', to: 'thatUnit'}] },
    ]);
    expect(roundTrip(unit, 'When you defend at a battlefield, give me +2 :rb_might: this turn.').abilities?.[0]).toMatchObject({ trigger: 'defends', subject: { by: 'you', oneOrMore: true } });
  });
});
