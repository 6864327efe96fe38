/**
 * Mechanisms of the gaps card set (rules/riftbound/cards/gaps.json): the checks beyond its
 * scenarios (scenarios/riftbound/gaps/, played in test/scenarios-shadow-checked.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../src/games/riftbound/cards/cards.js';
import { loadError } from '../support/load-error.js';

const unit = { type: 'unit', domain: 'order', might: 2, cost: { energy: 2, power: [] } } as const;
const set = (cards: unknown[]) => ({ file: 'gaps-broken.json', json: { set: 'broken', cards } });

describe('gaps cards at load', () => {
  it('a triggered ability asking twice to exhaust a unit or spend a buff fails with its path (its costs are paid together as it is placed)', () => {
    for (const part of ['exhaustUnit', 'spendBuff']) {
      const pay = { energy: 0, power: [], [part]: true };
      const card = { id: 'u', name: 'U', ...unit, abilities: [{ kind: 'triggered', trigger: 'played', effects: [{ op: 'draw', amount: 1, pay }, { op: 'draw', amount: 1, pay }] }] };
      expect(loadError(() => loadCardSets([set([card])])).issues.map((i) => i.path)).toEqual([`$.cards[0].abilities[0].effects[1].pay.${part}`]);
    }
  });

  it('a triggered ability asking once to exhaust a unit or spend a buff loads', () => {
    for (const part of ['exhaustUnit', 'spendBuff']) {
      const card = { id: 'u', name: 'U', ...unit, abilities: [{ kind: 'triggered', trigger: 'played', effects: [{ op: 'draw', amount: 1, pay: { energy: 0, power: [], [part]: true } }] }] };
      expect(() => loadCardSets([set([card])])).not.toThrow();
    }
  });

  it('the same cost in an activated ability loads', () => {
    const card = { id: 'u', name: 'U', ...unit, abilities: [{ kind: 'activated', cost: {}, effects: [{ op: 'draw', amount: 1, pay: { energy: 0, power: [], exhaustUnit: true } }] }] };
    expect(() => loadCardSets([set([card])])).not.toThrow();
  });
});
