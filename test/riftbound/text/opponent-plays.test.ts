/** Triggers on what another team does: "When an opponent plays a spell", "... conquers", "... chooses me". */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { itCompilesScenarioCards, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'mind', cost: { energy: 2, power: [] }, might: 2 };

describe('when an opponent does something', () => {
  it('reads conquests, holds, stuns, buffs, choices and kills by an opponent, as those by you are read', () => {
    const subjectOf = (text: string) => {
      const [ability] = roundTrip(unit, text).abilities ?? [];
      const { trigger, subject } = ability as { trigger: unknown; subject: unknown };
      return { trigger, subject };
    };
    expect(subjectOf('When an opponent conquers, draw 1.')).toEqual({ trigger: 'conquers', subject: { by: 'opponent' } });
    expect(subjectOf('When an opponent holds, draw 1.')).toEqual({ trigger: 'holds', subject: { by: 'opponent' } });
    expect(subjectOf('When an opponent stuns a friendly unit, draw 1.')).toEqual({ trigger: 'stunned', subject: { by: 'opponent', select: 'unit', relation: 'friendly' } });
    expect(subjectOf('When an opponent chooses me with a spell, draw 1.')).toEqual({ trigger: 'chosen', subject: { by: 'opponent', self: true, bySpell: true } });
    expect(subjectOf('When an opponent kills a friendly unit, draw 1.')).toEqual({ trigger: 'kills', subject: { by: 'opponent', select: 'unit', relation: 'friendly' } });
    expect(subjectOf('When an opponent plays a card from [Hidden], draw 1.')).toEqual({ trigger: 'played', subject: { by: 'opponent', select: 'card', fromHidden: true } });
  });
});

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
