import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'calm', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'calm', cost: { energy: 2, power: [] } };

describe('channeling', () => {
  it('channels runes exhausted, the noun agreeing with the number', () => {
    expect(roundTrip(unit, 'When you play me, channel 1 rune exhausted.').abilities?.[0]).toMatchObject({ effects: [{ op: 'channel', amount: 1, exhausted: true }] });
    expect(roundTrip(spell, 'Channel 2 runes.').effects).toEqual([{ op: 'channel', amount: 2 }]);
    expect(compileCard(spell, 'Channel 2 rune.').ok).toBe(false);
  });

  it('reads what happens when the runes could not be channeled as a condition on how many were', () => {
    expect(roundTrip(spell, "Channel 1 rune exhausted. If you can't, draw 1.").effects).toEqual([
      { op: 'channel', amount: 1, exhausted: true },
      { op: 'draw', amount: 1, condition: { '==': [{ event: 'channeled' }, 0] } },
    ]);
    expect(roundTrip(spell, "Channel 3 runes exhausted. If you couldn't channel 3 runes this way, draw 1.").effects?.[1]).toEqual({
      op: 'draw',
      amount: 1,
      condition: { '<': [{ event: 'channeled' }, 3] },
    });
  });
});
