/** Card files that say what gear cannot are refused at load, with the file and JSON path. */
import { describe, expect, it } from 'vitest';
import { loadPosition } from '../../src/api.js';
import { loadError } from '../support/load-error.js';

function withCard(card: object) {
  return () => loadPosition({ mode: 'riftbound/duel', cards: [card] }, 'house.json');
}

const unit = { id: 'house-unit', name: 'House Unit', type: 'unit', domain: 'fury', cost: { energy: 1, power: [] }, might: 1 };
const gear = { id: 'house-gear', name: 'House Gear', type: 'gear', domain: 'fury', cost: { energy: 1, power: [] } };

describe('gear cards refused at load', () => {
  const cases: [string, object, string, RegExp][] = [
    ['an Equip cost on a unit', { ...unit, equip: { energy: 1, power: [] } }, '$.cards[0].equip', /Equip is a gear's keyword.*CR 818/],
    ['an Equip cost on a spell', { id: 'house-spell', name: 'S', type: 'spell', domain: 'fury', cost: { energy: 1, power: [] }, effects: [{ op: 'draw', amount: 1 }], equip: { energy: 0, power: [] } }, '$.cards[0].equip', /Equip is a gear's keyword/],
    ['a Might Bonus on a unit', { ...unit, mightBonus: 2 }, '$.cards[0].mightBonus', /Might Bonus is a gear's/],
    ['Effect Text on a unit', { ...unit, effectText: [{ kind: 'passive', appliesTo: 'self', might: 1 }] }, '$.cards[0].effectText', /Effect Text is a gear's/],
    ['a gear without a cost', { id: 'g', name: 'G', type: 'gear', domain: 'fury' }, '$.cards[0].cost', /a gear has a cost/],
    ['a gear without a domain', { id: 'g', name: 'G', type: 'gear', cost: { energy: 1, power: [] } }, '$.cards[0].domain', /a gear has a domain/],
    ['a gear with might', { ...gear, might: 2 }, '$.cards[0].might', /no might/],
    ['Quick-Draw without Equip', { ...gear, keywords: ['quick-draw'] }, '$.cards[0].keywords[0]', /Quick-Draw is on gear with Equip.*CR 819.1.a/],
    ['Weaponmaster on a gear', { ...gear, keywords: ['weaponmaster'] }, '$.cards[0].keywords[0]', /Weaponmaster is a unit's keyword/],
    ['a gear trigger only units have', { ...gear, abilities: [{ kind: 'triggered', trigger: 'attacks', effects: [{ op: 'draw', amount: 1 }] }] }, '$.cards[0].abilities[0].trigger', /goes in effectText/],
    ['a gear passive for itself', { ...gear, abilities: [{ kind: 'passive', appliesTo: 'self', might: 1 }] }, '$.cards[0].abilities[0].appliesTo', /a gear is not a unit/],
    ['a battlefield trigger in Effect Text', { ...gear, effectText: [{ kind: 'triggered', trigger: 'holdHere', effects: [{ op: 'draw', amount: 1 }] }] }, '$.cards[0].effectText[0].trigger', /holdHere is not a unit's trigger/],
    [
      'an attach effect naming no unit',
      { id: 's', name: 'S', type: 'spell', domain: 'fury', cost: { energy: 1, power: [] }, targets: [{ name: 'kit', select: 'gear' }], effects: [{ op: 'attach', target: 'kit', to: 'kit' }] },
      '$.cards[0].effects[0].to',
      /attach names the unit/,
    ],
    ['an unknown keyword on a gear', { ...gear, keywords: ['sharpened'] }, '$.cards[0].keywords[0]', /must be one of/],
    ['an Equip cost without its value', { ...gear, equip: { power: [] } }, '$.cards[0].equip.energy', /required/],
  ];
  for (const [what, card, path, message] of cases) {
    it(`refuses ${what}`, () => {
      const error = loadError(withCard(card));
      expect(error.file).toBe('house.json');
      const issue = error.issues.find((i) => i.path === path);
      expect(issue, JSON.stringify(error.issues)).toBeDefined();
      expect(issue?.message).toMatch(message);
    });
  }

  it('accepts the shipped gear set', () => {
    expect(() => withCard(gear)()).not.toThrow();
  });
});
