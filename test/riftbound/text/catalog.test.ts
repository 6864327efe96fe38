import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/api.js';

describe('the catalog a frontend shows', () => {
  it('gives a card written as data without a text the text its data reads as, and keeps an author\'s text', () => {
    const quiet = { id: 'quiet-sentinel', name: 'Quiet Sentinel', type: 'unit', domain: 'calm', cost: { energy: 2, power: [] }, might: 2, keywords: ['tank'], abilities: [{ kind: 'triggered', trigger: 'played', effects: [{ op: 'draw', amount: 2 }] }] };
    const written = { ...quiet, id: 'loud-sentinel', name: 'Loud Sentinel', text: 'Tank. Draws a card as it arrives.' };
    const game = createGame({ mode: 'riftbound/duel', seed: 1, rules: { extraCards: [quiet, written] } });
    const catalog = game.catalog() as Record<string, { text?: string }>;
    expect(catalog['quiet-sentinel']?.text).toBe('[Tank]\nWhen you play me, draw 2.');
    expect(catalog['loud-sentinel']?.text).toBe('Tank. Draws a card as it arrives.');
  });
});
