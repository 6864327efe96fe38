/**
 * Additional costs on spells: the optional cost taking an object that, paid, waives the
 * spell's own cost (CR 356.1.b.1, 356.2.b), compiled from invented card texts and printed back.
 */
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { checkCard } from '../../../src/games/riftbound/text/import.js';
import { printsAndReads, roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'body', cost: { energy: 4, power: [] } };

describe('"As you play this, you may <take an object> as an additional cost", then the spell\'s cost ignored', () => {
  it('prints and reads the waiving cost for each object taken, a buff spent among them', () => {
    for (const taken of ['spendBuff', 'killUnit', 'killGear'] as const) {
      const text = printsAndReads(spell, { additionalCost: { [taken]: true, optional: true, waivesCost: true }, effects: [{ op: 'draw', amount: 3 }] });
      expect(text).toMatch(/^As you play this, you may .+ as an additional cost\. If you do, ignore this spell's cost\.\nDraw 3\.$/);
    }
  });

  it('reads "spend a buff" as an optional or mandatory additional cost of a unit too', () => {
    const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'body', cost: { energy: 3, power: [] }, might: 4 };
    expect(roundTrip(unit, 'As an additional cost to play me, spend a buff.').additionalCost).toEqual({ spendBuff: true });
    expect(printsAndReads(unit, { additionalCost: { spendBuff: true, optional: true }, abilities: [{ kind: 'triggered', trigger: 'played', condition: { event: 'paidAdditionalCost' }, effects: [{ op: 'draw', amount: 3 }] }] })).toMatch(/^You may spend a buff as an additional cost to play me\./);
  });

  it('refuses a waiving cost that is not optional, and two objects taken', () => {
    expect(checkCard({ ...spell, additionalCost: { spendBuff: true, waivesCost: true }, effects: [{ op: 'draw', amount: 1 }] } as CardDefinition)).toContain('only an optional additional cost waives');
    expect(checkCard({ ...spell, additionalCost: { spendBuff: true, killUnit: true, optional: true }, effects: [{ op: 'draw', amount: 1 }] } as CardDefinition)).toContain('one object');
  });
});
