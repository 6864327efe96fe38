/** Steps other players do: each opponent draws, channels or discards; each player discards; a chosen opponent discards. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { itCompilesScenarioCards, roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'mind', cost: { energy: 1, power: [] } };
const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'mind', cost: { energy: 3, power: [] }, might: 3 };

describe('steps other players do', () => {
  it('reads each opponent drawing, channeling and discarding', () => {
    expect(roundTrip(spell, 'Each opponent draws 1.').effects).toEqual([{ op: 'draw', amount: 1, player: 'eachOpponent' }]);
    expect(roundTrip(spell, 'Each opponent discards 2.').effects).toEqual([{ op: 'discard', amount: 2, player: 'eachOpponent' }]);
    expect(roundTrip(unit, 'When you play me, each opponent channels 1 rune exhausted.').abilities).toEqual([
      { kind: 'triggered', trigger: 'played', effects: [{ op: 'channel', amount: 1, player: 'eachOpponent', exhausted: true }] },
    ]);
  });

  it('reads each player discarding, and a chosen opponent discarding', () => {
    expect(roundTrip(spell, 'Each player discards 1.').effects).toEqual([{ op: 'discard', amount: 1, player: 'each' }]);
    expect(roundTrip(spell, 'Choose an opponent. They discard 2.').effects).toEqual([{ op: 'discard', amount: 2, player: { opponent: true } }]);
    expect(roundTrip(spell, 'Choose an opponent. They channel 1 rune exhausted.').effects).toEqual([{ op: 'channel', amount: 1, player: { opponent: true }, exhausted: true }]);
    expect(roundTrip(spell, 'Discard 1, then draw 2.').effects).toEqual([{ op: 'discard', amount: 1 }, { op: 'draw', amount: 2, link: 'then' }]);
  });
});

itCompilesScenarioCards('text-others-act');
