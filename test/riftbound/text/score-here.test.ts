/** "When you score here" on a battlefield, and "When you score" on other cards: scoring is conquering or holding (CR 462-465). */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { itCompilesScenarioCards, roundTrip } from './support.js';

const battlefield: CardHeader = { id: 'test-battlefield', name: 'Test Battlefield', type: 'battlefield' };
const legend: CardHeader = { id: 'test-legend', name: 'Test Legend', type: 'legend', domains: ['order', 'calm'], tags: ['Herald'] } as CardHeader;
const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'calm', cost: { energy: 2, power: [] }, might: 2 };

describe('"When you score here"', () => {
  it('hears both ways of scoring the battlefield, and prints as it is said', () => {
    expect(roundTrip(battlefield, 'When you score here, draw 1.').abilities?.[0]).toEqual({ kind: 'triggered', trigger: ['conquerHere', 'holdHere'], effects: [{ op: 'draw', amount: 1 }] });
    expect(roundTrip(battlefield, 'When you conquer here, draw 1.').abilities?.[0]).toMatchObject({ trigger: 'conquerHere' });
  });

  it('"When you score" on a unit, a gear or a legend: its controller conquering or holding any battlefield', () => {
    expect(roundTrip(unit, 'When you score, draw 1.').abilities?.[0]).toEqual({ kind: 'triggered', trigger: ['conquers', 'holds'], subject: { by: 'you' }, effects: [{ op: 'draw', amount: 1 }] });
    expect(roundTrip(legend, 'When you score, draw 1.').abilities?.[0]).toEqual({ kind: 'triggered', trigger: ['conquers', 'holds'], effects: [{ op: 'draw', amount: 1 }] });
  });

  it('is a battlefield\'s own', () => {
    expect(compileCard(unit, 'When you score here, draw 1.').ok).toBe(false);
  });
});

itCompilesScenarioCards('text-score-here');
