/** A battlefield's "When you score here": scoring it is conquering or holding it (CR 462-465). */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { itCompilesScenarioCards, roundTrip } from './support.js';

const battlefield: CardHeader = { id: 'test-battlefield', name: 'Test Battlefield', type: 'battlefield' };
const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'calm', cost: { energy: 2, power: [] }, might: 2 };

describe('"When you score here"', () => {
  it('hears both ways of scoring the battlefield, and prints as it is said', () => {
    expect(roundTrip(battlefield, 'When you score here, draw 1.').abilities?.[0]).toEqual({ kind: 'triggered', trigger: ['conquerHere', 'holdHere'], effects: [{ op: 'draw', amount: 1 }] });
    expect(roundTrip(battlefield, 'When you conquer here, draw 1.').abilities?.[0]).toMatchObject({ trigger: 'conquerHere' });
  });

  it('is a battlefield\'s own', () => {
    expect(compileCard(unit, 'When you score here, draw 1.').ok).toBe(false);
  });
});

itCompilesScenarioCards('text-score-here');
