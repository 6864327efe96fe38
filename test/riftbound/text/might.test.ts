/** Might set, swapped, copied or doubled, "this combat", buffs: compiled to data and printed back. */
import { describe, expect, it } from 'vitest';
import { checkCard } from '../../../src/games/riftbound/text/import.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compiled, roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'chaos', cost: { energy: 2, power: [] } };
const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'body', cost: { energy: 4, power: [] }, might: 4 };

describe('Mights swapped or raised to another unit\'s (swapMight, raiseMight)', () => {
  it('reads a swap between two units chosen under one name', () => {
    expect(roundTrip(spell, '[Action]\nSwap the Might of two friendly units this turn.').effects).toEqual([
      { op: 'swapMight', among: { name: 'units', select: 'unit', relation: 'friendly', count: 2, exactly: true } },
    ]);
    expect(roundTrip(spell, 'Swap the Might of two units at the same battlefield this turn. Draw 1.').effects?.[0]).toEqual({
      op: 'swapMight',
      among: { name: 'units', select: 'unit', count: 2, exactly: true, together: true, at: 'battlefield' },
    });
  });

  it('refuses a swap that does not name exactly two units', () => {
    expect(checkCard(compiled(spell, 'Swap the Might of up to two friendly units this turn.'))).toMatch(/exactly two units/);
    expect(checkCard(compiled(spell, 'Swap the Might of a friendly unit this turn.'))).toBeDefined();
  });

  it('reads a Might increased to another unit\'s this turn', () => {
    const card = roundTrip(spell, 'Choose an enemy unit. This turn, increase its Might to the Might of a friendly unit.');
    expect(card.effects).toEqual([
      { op: 'choose', target: 'unit' },
      { op: 'raiseMight', target: 'unit', to: 'unit2' },
    ]);
    expect(roundTrip(unit, 'When you play me, this turn, increase my Might to the Might of an enemy unit.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'raiseMight', target: 'self', to: 'unit' }],
    });
  });
});

describe('a step that is the cost of the next ("to", previous "done")', () => {
  it('reads a kill joined by "to" to the Might it gives, the Might said first', () => {
    const card = roundTrip(spell, '[Reaction]\nKill a friendly unit to give +:rb_might: equal to its Might to an enemy unit this turn. Draw 2.');
    expect(card.effects).toEqual([
      { op: 'kill', target: 'unit' },
      { op: 'modifyMight', wording: ['amountFirst'], equalTo: { might: 'unit' }, target: 'unit2', link: 'to', previous: 'done' },
      { op: 'draw', amount: 2 },
    ]);
    expect(roundTrip(spell, 'Kill a friendly gear to draw 3.').effects?.[1]).toEqual({ op: 'draw', amount: 3, link: 'to', previous: 'done' });
    expect(roundTrip(spell, 'Give +3 :rb_might: to a friendly unit this turn.').effects).toEqual([{ op: 'modifyMight', wording: ['amountFirst'], amount: 3, target: 'unit' }]);
  });

  it('refuses "to" on the first step or without previous "done"', () => {
    const base = { ...spell, targets: [{ name: 'unit', select: 'unit' as const }] };
    expect(checkCard({ ...base, effects: [{ op: 'kill', target: 'unit' }, { op: 'draw', amount: 1, link: 'to' }] } as never)).toMatch(/"to"/);
  });
});

describe('"Then, if I\'m at a battlefield, ... there" (link thenComma; "there" where the card itself is)', () => {
  it('reads "there" with nothing chosen as where the card is, and "I am" as "I\'m"', () => {
    const card = compiled(unit, 'When you play me, ready me. Then, if I am at a battlefield, stun all enemy units there.');
    expect(card.abilities?.[0]).toMatchObject({
      effects: [
        { op: 'ready', target: 'self' },
        { op: 'stun', all: { select: 'unit', relation: 'enemy', where: 'self' }, condition: { sel: 'isAtBattlefield', args: [{ event: 'source' }] }, link: 'thenComma' },
      ],
    });
    roundTrip(unit, "When you play me, ready me. Then, if I'm at a battlefield, stun all enemy units there.");
  });

  it('keeps "there" naming the unit chosen before it', () => {
    expect(roundTrip(unit, 'When you play me, stun an enemy unit. Then, buff all friendly units there.').abilities?.[0]).toMatchObject({
      effects: [{ op: 'stun', target: 'unit' }, { op: 'buff', all: { where: 'unit' }, link: 'thenComma' }],
    });
  });
});

describe('"an additional" Might for the unit just given some, under a condition after it', () => {
  it('reads the step without its verb and unit, and "if it\'s the only unit you control there"', () => {
    const card = roundTrip(spell, "Give a friendly unit +3 :rb_might: this turn, then an additional +2 :rb_might: this turn if it's the only unit you control there.");
    expect(card.effects).toEqual([
      { op: 'modifyMight', target: 'unit', amount: 3 },
      { op: 'modifyMight', target: 'unit', wording: ['additional'], amount: 2, condition: { sel: 'isAlone', args: [{ event: 'unit' }] }, link: 'then' },
    ]);
  });
});
