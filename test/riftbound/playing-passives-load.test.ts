/** Passives about how units are played (`enters`, `playableAt`) that say more than that are refused at load. */
import { describe, expect, it } from 'vitest';
import { loadPosition } from '../../src/api.js';
import { loadError } from '../support/load-error.js';

const unit = { id: 'house-unit', name: 'House Unit', type: 'unit', domain: 'fury', cost: { energy: 1, power: [] }, might: 1 };

function withPassive(passive: object) {
  return () => loadPosition({ mode: 'riftbound/duel', cards: [{ ...unit, abilities: [{ kind: 'passive', ...passive }] }] }, 'house.json');
}

describe('passives about playing units, refused at load', () => {
  const cases: [string, object, string, RegExp][] = [
    ['entering with might', { appliesTo: 'self', enters: 'ready', might: 1 }, '$.cards[0].abilities[0].enters', /says nothing else: give might/],
    ['entering with a Victory Score', { appliesTo: 'self', enters: 'ready', victoryScore: 1 }, '$.cards[0].abilities[0].enters', /says nothing else: give victoryScore/],
    ['entering for units already on the board', { appliesTo: 'friendlyUnitsHere', enters: 'ready' }, '$.cards[0].abilities[0].appliesTo', /has no place yet/],
    ['entering for some units of a group', { appliesTo: 'friendlyUnits', only: { tag: 'Mech' }, enters: 'ready' }, '$.cards[0].abilities[0].only', /only is not read here/],
    ['a play location with combat damage order', { appliesTo: 'self', playableAt: 'openBattlefields', combatDamageOrder: 'last' }, '$.cards[0].abilities[0].playableAt', /says nothing else: give combatDamageOrder/],
  ];
  for (const [what, passive, path, message] of cases) {
    it(`refuses ${what}`, () => {
      const error = loadError(withPassive(passive));
      const issue = error.issues.find((i) => i.path === path);
      expect(issue, JSON.stringify(error.issues)).toBeDefined();
      expect(issue?.message).toMatch(message);
    });
  }

  it('accepts a unit that enters ready and one that reaches the other friendly units', () => {
    expect(() => withPassive({ appliesTo: 'self', enters: 'ready' })()).not.toThrow();
    expect(() => withPassive({ appliesTo: 'otherFriendlyUnits', enters: 'ready' })()).not.toThrow();
  });
});
