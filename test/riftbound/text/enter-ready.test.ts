/** "I enter ready." and groups that enter ready: compiled into data and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'fury', cost: { energy: 2, power: [] }, might: 2 };

describe('entering ready', () => {
  it('reads "I enter ready." as a passive of the unit itself', () => {
    expect(roundTrip(unit, 'I enter ready.').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', enters: 'ready' }]);
  });

  it('reads a group that enters ready, or exhausted', () => {
    expect(roundTrip(unit, 'Friendly units enter ready.').abilities).toEqual([{ kind: 'passive', appliesTo: 'friendlyUnits', enters: 'ready' }]);
    expect(roundTrip(unit, 'Other friendly units enter exhausted.').abilities).toEqual([{ kind: 'passive', appliesTo: 'otherFriendlyUnits', enters: 'exhausted' }]);
  });
});
