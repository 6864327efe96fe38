/** Triggers on another team's plays: "When an opponent plays a spell", "... a unit". */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { itCompilesScenarioCards, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'mind', cost: { energy: 2, power: [] }, might: 2 };

describe('when an opponent plays a card', () => {
  it("reads the opponent's play of a spell, a unit or a gear as the played trigger by an opponent", () => {
    for (const [said, select] of [['a spell', 'spell'], ['a unit', 'unit'], ['a gear', 'gear']] as const) {
      expect(roundTrip(unit, `When an opponent plays ${said}, draw 1.`).abilities).toEqual([
        { kind: 'triggered', trigger: 'played', subject: { by: 'opponent', select }, effects: [{ op: 'draw', amount: 1 }] },
      ]);
    }
  });
});

itCompilesScenarioCards('text-opponent-plays');
