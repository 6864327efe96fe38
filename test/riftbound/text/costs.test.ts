import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import { checkCard } from '../../../src/games/riftbound/text/import.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { renderCard } from '../../../src/games/riftbound/text/render.js';
import { compiled, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'calm', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'calm', cost: { energy: 2, power: [] } };
const battlefield: CardHeader = { id: 'test-field', name: 'Test Field', type: 'battlefield' } as CardHeader;

describe('costs within instructions (CR 742.1)', () => {
  it('reads "you may pay X to ..." as a step with its cost, done only if paid', () => {
    const card = roundTrip(unit, 'When I conquer, you may pay :rb_energy_2::rb_rune_calm: to draw 2.');
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'conquers', effects: [{ op: 'draw', amount: 2, pay: { energy: 2, power: ['calm'] } }] },
    ]);
  });

  it('reads "you may spend a buff to ..." as a cost paid with a buff, the steps after it joined', () => {
    const card = roundTrip(battlefield, 'When you hold here, you may spend a buff to draw 2 and channel 1 rune exhausted.');
    const ability = card.abilities?.[0] as { effects: unknown };
    expect(ability.effects).toEqual([
      { op: 'draw', amount: 2, pay: { energy: 0, power: [], spendBuff: true } },
      { op: 'channel', amount: 1, exhausted: true, link: 'and' },
    ]);
  });

  it('reads "exhaust me" ("exhaust this" on a gear) as a cost of the ability\'s own card, alone or after Energy and Power', () => {
    const card = roundTrip(unit, 'When I conquer, you may exhaust me to draw 2.');
    expect((card.abilities?.[0] as { effects: unknown[] }).effects[0]).toEqual({ op: 'draw', amount: 2, pay: { energy: 0, power: [], exhaustSelf: true } });
    const gear = roundTrip({ ...spell, type: 'gear' } as CardHeader, 'When you play this, you may pay :rb_energy_1::rb_rune_calm: and exhaust this to draw 2.');
    expect((gear.abilities?.[0] as { effects: unknown[] }).effects[0]).toMatchObject({ pay: { energy: 1, power: ['calm'], exhaustSelf: true } });
    // The parts the other way round read the same cost, and print as read (the wording `exhaustFirst`).
    const other = compiled(unit, 'When I conquer, you may exhaust me and pay :rb_energy_1: to draw 2.');
    expect((other.abilities?.[0] as { effects: unknown[] }).effects[0]).toMatchObject({ pay: { energy: 1, power: [], exhaustSelf: true }, wording: ['exhaustFirst'] });
    expect(renderCard(other)).toMatchObject({ ok: true, text: 'When I conquer, you may exhaust me and pay :rb_energy_1: to draw 2.' });
  });

  it('refuses "exhaust me" at load outside a triggered ability', () => {
    expect(checkCard({ ...spell, effects: [{ op: 'draw', amount: 1, pay: { energy: 0, power: [], exhaustSelf: true } }] } as CardDefinition)).toContain('exhaustSelf');
  });

  it('prints no cost a step does not have, and no "you may" without one', () => {
    const card = roundTrip(spell, 'Draw 1. You may pay :rb_rune_calm: to ready a friendly unit.');
    expect(card.effects?.[1]).toMatchObject({ op: 'ready', pay: { energy: 0, power: ['calm'] } });
  });
});

describe('optional additional costs (CR 356.2.b)', () => {
  it('reads "You may pay X as an additional cost to play me." and the ability asking whether it was paid', () => {
    const card = roundTrip(unit, 'You may pay :rb_energy_2::rb_rune_calm: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, draw 2.');
    expect(card.additionalCost).toEqual({ energy: 2, power: ['calm'], optional: true });
    expect(card.abilities).toEqual([{ kind: 'triggered', trigger: 'played', condition: { event: 'paidAdditionalCost' }, effects: [{ op: 'draw', amount: 2 }] }]);
    expect(checkCard(card)).toBeUndefined();
  });

  it('reads Power alone, and prints no Energy it does not have', () => {
    const card = roundTrip(unit, 'You may pay :rb_rune_calm::rb_rune_calm: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, ready me.');
    expect(card.additionalCost).toEqual({ power: ['calm', 'calm'], optional: true });
  });

  it('refuses at load a card asking whether it paid a cost it does not have, or Energy as a mandatory additional cost', () => {
    const asking = compiled(unit, 'When you play me, if you paid the additional cost, draw 2.');
    expect(checkCard(asking)).toContain('abilities[0].condition');
    const { abilities: _abilities, ...plain } = asking;
    expect(checkCard({ ...plain, additionalCost: { energy: 1 } })).toContain('optional');
  });

  it('refuses at load a spell whose paid step is joined by "and" to one that would happen unpaid (CR 742.1.a)', () => {
    expect(checkCard(compiled(spell, 'You may pay :rb_rune_calm: to draw 1 and ready a friendly unit.'))).toContain('link');
  });
});

describe('activated abilities that spend their unit\'s buff (CR 702.2.b)', () => {
  it('reads "Spend my buff:" as a cost part, printed first', () => {
    const card = compiled(unit, 'Spend my buff, :rb_exhaust:: Draw 1.');
    const back = renderCard(card);
    expect(back.ok && back.text.toLowerCase()).toBe('spend my buff, :rb_exhaust:: draw 1.');
    expect(card.abilities).toEqual([{ kind: 'activated', cost: { spendBuff: true, exhaust: true }, effects: [{ op: 'draw', amount: 1 }] }]);
    expect(checkCard(card)).toBeUndefined();
  });

  it('refuses it at load on a card that holds no buff', () => {
    const gear = compiled({ ...spell, type: 'gear' } as CardHeader, ':rb_exhaust:: Draw 1.');
    const ability = { kind: 'activated' as const, cost: { spendBuff: true as const }, effects: [{ op: 'draw' as const, amount: 1 }] };
    expect(checkCard({ ...gear, abilities: [ability] })).toContain('spendBuff');
  });
});

describe('a Repeat cost of Power of any domain (CR 820.1.c, 135.2.e.5.b)', () => {
  it('reads :rb_rune_rainbow: in a Repeat cost as Power of any domain', () => {
    const card = roundTrip(spell, '[Repeat] :rb_energy_2::rb_rune_rainbow:\nDraw 2.');
    expect(card.keywords).toEqual([{ keyword: 'repeat', cost: { energy: 2, power: ['any'] } }]);
  });
});
