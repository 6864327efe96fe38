import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compiled, printed } from './support.js';

const legend: CardHeader = { id: 'test-legend', name: 'Test Legend', type: 'legend', domain: 'calm', tags: ['Tester'] } as CardHeader;
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'chaos', cost: { energy: 2, power: [] } };
const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'body', cost: { energy: 4, power: [] }, might: 4 };

describe('keywords, Equipment and attaching in card text', () => {
  it('reads a keyword line printed without brackets as the bracketed keyword', () => {
    const card = compiled(unit, 'Tank (reminder.)\nShield 3\nWhen you play me, draw 1.');
    expect(card.keywords).toEqual(['tank', { keyword: 'shield', value: 3 }]);
    expect(printed(card)).toBe('[Tank]\n[Shield 3]\nWhen you play me, draw 1.');
  });

  it('leaves a line of one ordinary word alone', () => {
    expect(compileCard(unit, 'Tanks').ok).toBe(false);
  });

  it('reads attaching a detached or an attached Equipment to a unit (CR 434)', () => {
    const text = ':rb_energy_2:, :rb_exhaust:: Attach a detached Equipment you control to a friendly unit.\n:rb_exhaust:: Attach an attached Equipment you control to an exhausted unit you control.';
    const card = compiled(legend, text);
    expect(card.abilities?.map((a) => (a as { targets?: unknown }).targets)).toEqual([
      [{ name: 'gear', select: 'gear', relation: 'controlled', tag: 'Equipment', attached: false }, { name: 'unit', select: 'unit', relation: 'friendly' }],
      [{ name: 'gear', select: 'gear', relation: 'controlled', tag: 'Equipment', attached: true }, { name: 'unit', select: 'unit', relation: 'controlled', exhausted: true }],
    ]);
    expect(card.abilities?.map((a) => (a as { effects?: unknown }).effects)).toEqual([[{ op: 'attach', target: 'gear', to: 'unit' }], [{ op: 'attach', target: 'gear', to: 'unit' }]]);
    expect(printed(card)).toBe(':rb_energy_2:, :rb_exhaust:: Attach a detached Equipment you control to a friendly unit.\n:rb_exhaust:: Attach an attached Equipment you control to an exhausted unit you control.');
  });

  it('reads a gear named by the unit it is attached to: "from it", "one of its Equipment" (CR 435)', () => {
    const detach = compiled(spell, 'Choose an enemy unit. Detach an Equipment from it. Draw 1.');
    expect(detach.targets).toEqual([{ name: 'unit', select: 'unit', relation: 'enemy' }, { name: 'gear', select: 'gear', tag: 'Equipment', attachedTo: 'unit' }]);
    expect(detach.effects).toEqual([{ op: 'choose', target: 'unit' }, { op: 'detach', target: 'gear' }, { op: 'draw', amount: 1 }]);
    expect(printed(detach)).toBe('Choose an enemy unit. Detach an Equipment from it. Draw 1.');
    const take = compiled(unit, 'When you play me, choose a friendly unit. You may attach one of its Equipment to me.');
    const ability = take.abilities?.[0] as { targets: unknown; effects: unknown };
    expect(ability.targets).toEqual([{ name: 'unit', select: 'unit', relation: 'friendly' }, { name: 'gear', select: 'gear', tag: 'Equipment', attachedTo: 'unit' }]);
    expect(ability.effects).toEqual([{ op: 'choose', target: 'unit' }, { op: 'attach', target: 'gear', to: 'self', optional: true }]);
    expect(printed(take)).toBe('When you play me, choose a friendly unit. You may attach one of its Equipment to me.');
  });

  it('refuses at load a target attached to a unit it does not name before it', () => {
    const card = {
      id: 'loose-grip', name: 'Loose Grip', type: 'spell', domain: 'chaos', cost: { energy: 1, power: [] },
      targets: [{ name: 'gear', select: 'gear', attachedTo: 'unit' }, { name: 'unit', select: 'unit' }],
      effects: [{ op: 'detach', target: 'gear' }, { op: 'stun', target: 'unit' }],
    };
    expect(() => loadCardSets([{ file: 'loose.json', json: { set: 'loose', cards: [card] } }])).toThrow(/attachedTo names self or a unit target declared before it/);
  });

  it('reads a passive giving [Vision], which acts as a unit is played (CR 817)', () => {
    const card = compiled(unit, '[Vision]\nYour Golems have [Vision].');
    expect(card.keywords).toEqual(['vision']);
    expect(card.abilities).toEqual([{ kind: 'passive', appliesTo: 'yourUnits', only: { tag: 'Golem' }, keywords: ['vision'] }]);
    expect(printed(card)).toBe('[Vision]\nYour Golems have [Vision].');
  });

  it('reads an amount equal to the value of a keyword: "my [Assault]", "its [Shield]" (CR 807.2, 814.2)', () => {
    const card = compiled(unit, '[Shield 2]\nWhen I defend, deal damage equal to my [Shield] to an enemy unit here.');
    const ability = card.abilities?.[0] as { effects: unknown };
    expect(ability.effects).toEqual([{ op: 'damage', equalTo: { keywordOf: 'self', keyword: 'shield' }, target: 'unit' }]);
    expect(printed(card)).toBe('[Shield 2]\nWhen I defend, deal damage equal to my [Shield] to an enemy unit here.');
    const other = compiled(spell, 'Choose a friendly unit. Deal damage equal to its [Assault] to an enemy unit.');
    expect(other.effects).toEqual([{ op: 'choose', target: 'unit' }, { op: 'damage', equalTo: { keywordOf: 'unit', keyword: 'assault' }, target: 'unit2' }]);
    expect(printed(other)).toBe('Choose a friendly unit. Deal damage equal to its [Assault] to an enemy unit.');
    expect(compileCard(unit, 'When I attack, deal damage equal to my [Tank] to an enemy unit here.').ok).toBe(false);
  });

  it('reads Legion after an activated ability\'s colon, alone or after its timing (CR 812)', () => {
    const card = compiled(legend, ':rb_exhaust:: [Action], [Legion] — Draw 1.\n:rb_energy_1:, :rb_exhaust:: [Legion] — Ready a friendly unit.');
    expect(card.keywords).toEqual(['legion']);
    expect(card.abilities).toEqual([
      { kind: 'activated', cost: { exhaust: true }, keywords: ['action'], effects: [{ op: 'draw', amount: 1 }], dependent: { keyword: 'legion' } },
      { kind: 'activated', cost: { energy: 1, exhaust: true }, targets: [{ name: 'unit', select: 'unit', relation: 'friendly' }], effects: [{ op: 'ready', target: 'unit' }], dependent: { keyword: 'legion' } },
    ]);
    expect(printed(card)).toBe(':rb_exhaust:: [Action], [Legion] — Draw 1.\n:rb_energy_1:, :rb_exhaust:: [Legion] — Ready a friendly unit.');
  });

  it('reads a keyword gained for the combat: "It gains [Tank] this combat."', () => {
    const field: CardHeader = { id: 'test-field', name: 'Test Field', type: 'battlefield' } as CardHeader;
    const card = compiled(field, 'When you hold here, choose a friendly unit. It gains [Tank] this combat.');
    const ability = card.abilities?.[0] as { effects: unknown };
    expect(ability.effects).toEqual([{ op: 'choose', target: 'unit' }, { op: 'grant', duration: 'combat', target: 'unit', keywords: [{ keyword: 'tank' }] }]);
    expect(printed(card)).toBe('When you hold here, choose a friendly unit. It gains [Tank] this combat.');
  });
});
