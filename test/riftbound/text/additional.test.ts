/**
 * Additional costs, costs chosen as a card is played or an ability activated, and the wordings
 * around them: compiled from invented card texts and printed back.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'calm', cost: { energy: 3, power: [] }, might: 3 };

describe('a cost within instructions as a sentence of its own (CR 742.1)', () => {
  it('reads "you may pay X. If you do, ..." as the step with its cost, in the wording ifYouDo', () => {
    const card = roundTrip(unit, 'When I defend, you may pay :rb_energy_1::rb_rune_calm:. If you do, give me +3 :rb_might: this turn.');
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'defends', effects: [{ op: 'modifyMight', target: 'self', amount: 3, pay: { energy: 1, power: ['calm'] }, wording: ['ifYouDo'] }] },
    ]);
  });

  it('prints the step without the wording as "you may pay X to ..."', () => {
    const card = roundTrip(unit, 'When I defend, you may pay :rb_rune_calm: to draw 2.');
    expect((card.abilities?.[0] as { effects: unknown[] }).effects[0]).toEqual({ op: 'draw', amount: 2, pay: { energy: 0, power: ['calm'] } });
  });
});
