/** "I enter ready." and groups that enter ready: compiled into data and printed back. */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { renderCard } from '../../../src/games/riftbound/text/render.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'fury', cost: { energy: 2, power: [] }, might: 2 };

function roundTrip(text: string): unknown {
  const result = compileCard(unit, text);
  if (!result.ok) throw new Error(`refused: ${result.refusal.phrase} (${result.refusal.reason})`);
  const back = renderCard(result.card);
  expect(back.ok && back.text).toBe(text);
  return result.card.abilities;
}

describe('entering ready', () => {
  it('reads "I enter ready." as a passive of the unit itself', () => {
    expect(roundTrip('I enter ready.')).toEqual([{ kind: 'passive', appliesTo: 'self', enters: 'ready' }]);
  });

  it('reads a group that enters ready, or exhausted', () => {
    expect(roundTrip('Friendly units enter ready.')).toEqual([{ kind: 'passive', appliesTo: 'friendlyUnits', enters: 'ready' }]);
    expect(roundTrip('Other friendly units enter exhausted.')).toEqual([{ kind: 'passive', appliesTo: 'otherFriendlyUnits', enters: 'exhausted' }]);
  });
});
