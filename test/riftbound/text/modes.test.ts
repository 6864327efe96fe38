import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { compiled, printed, roundTrip } from './support.js';

const spell: CardHeader = { id: 'twin-volley', name: 'Twin Volley', type: 'spell', domain: 'fury', cost: { energy: 1, power: [] } };

describe('"Choose one —" and its modes', () => {
  it('reads each mode as a spell\'s instructions, with its own targets, and prints the list back', () => {
    const text = 'Choose one —\n- Deal 3 to a unit at a battlefield.\n- Draw 2.';
    const card = roundTrip(spell, text);
    expect(card.modes).toEqual([
      { targets: [{ name: 'unit', select: 'unit', at: 'battlefield' }], effects: [{ op: 'damage', amount: 3, target: 'unit' }] },
      { effects: [{ op: 'draw', amount: 2 }] },
    ]);
    expect(card.effects).toBeUndefined();
  });

  it('reads the modes of a list in markup, and each mode\'s sentences as one mode', () => {
    const card = compiled(spell, '<p>Choose one —</p><ul><li>Stun a unit. Draw 1.</li><li>Kill a gear.</li></ul>');
    expect(card.modes).toEqual([
      { targets: [{ name: 'unit', select: 'unit' }], effects: [{ op: 'stun', target: 'unit' }, { op: 'draw', amount: 1 }] },
      { targets: [{ name: 'gear', select: 'gear' }], effects: [{ op: 'kill', target: 'gear' }] },
    ]);
  });

  it('compiles the modal spell of the scenario to the scenario\'s card', () => {
    const scenario = JSON.parse(readFileSync(new URL('../../../scenarios/riftbound/text-tokens/choose-one-each-repeat-its-own-mode.json', import.meta.url), 'utf8')) as {
      position: { cards: CardDefinition[] };
    };
    const card = scenario.position.cards[0] as CardDefinition;
    const { keywords: _k, modes: _m, text, ...header } = card;
    expect(compiled(header as CardHeader, text as string)).toEqual(card);
    expect(printed(card)).toBe(text);
  });

  it('refuses modes outside a spell without an ability\'s trigger or cost, and instructions beside the modes', () => {
    const unit: CardHeader = { id: 'u', name: 'U', type: 'unit', domain: 'fury', cost: { energy: 2, power: [] }, might: 2 };
    const onUnit = compileCard(unit, 'Choose one —\n- Draw 1.\n- Draw 2.');
    expect(onUnit).toMatchObject({ ok: false, refusal: { phrase: 'Choose one —', reason: expect.stringContaining('no rule of the templating reads') } });
    const beside = compileCard(spell, 'Draw 1.\nChoose one —\n- Draw 1.\n- Draw 2.');
    expect(beside).toMatchObject({ ok: false, refusal: { reason: 'instructions beside the modes of a spell' } });
    const other = compileCard(spell, 'Choose two —\n- Draw 1.\n- Draw 2.');
    expect(other.ok).toBe(false);
  });
});
