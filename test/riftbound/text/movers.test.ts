/** Moves heard as the moves of the player responsible for them (CR 411): "When you move an enemy unit". */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { itCompilesScenarioCards, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 2, power: [] }, might: 2 };
const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'order', cost: { energy: 1, power: [] } };

describe('"When you move ..."', () => {
  it('reads the player who moves and what they move', () => {
    expect(roundTrip(unit, 'When you move an enemy unit, draw 1.').abilities?.[0]).toEqual({
      kind: 'triggered',
      trigger: 'moved',
      subject: { by: 'you', select: 'unit', relation: 'enemy' },
      effects: [{ op: 'draw', amount: 1 }],
    });
    expect(roundTrip(gear, 'When you move a friendly unit, you may exhaust this to draw 1.').abilities?.[0]).toMatchObject({ trigger: 'moved', subject: { by: 'you', relation: 'friendly' } });
  });
});

itCompilesScenarioCards('text-movers');
