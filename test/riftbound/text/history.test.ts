/** Conditions on what happened this turn, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'fury', cost: { energy: 3, power: [] }, might: 3 };
const thisTurn = (fact: string) => ({ sel: 'thisTurn', args: [{ event: 'controller' }, fact] });

describe('passives that hold after what their controller did this turn', () => {
  it('reads "If you\'ve discarded a card this turn, ..." as a count of this turn\'s discards', () => {
    const card = roundTrip(unit, "If you've discarded a card this turn, I have [Deflect] and [Assault].");
    expect(card.abilities).toEqual([{ kind: 'passive', appliesTo: 'self', keywords: ['deflect', 'assault'], condition: { '>': [thisTurn('discarded'), 0] } }]);
  });

  it('reads "If you\'ve spent at least :rb_rune_rainbow:... this turn, ..." as the Power spent this turn, counted by its symbols', () => {
    const card = roundTrip(unit, "If you've spent at least :rb_rune_rainbow::rb_rune_rainbow::rb_rune_rainbow: this turn, I have +1 :rb_might: and [Deflect].");
    expect(card.abilities).toEqual([{ kind: 'passive', appliesTo: 'self', might: 1, keywords: ['deflect'], condition: { '>=': [thisTurn('powerSpent'), 3] } }]);
  });

  it('keeps "While" for conditions on the board: "If" is read only before a fact of this turn', () => {
    expect(roundTrip(unit, "While I'm buffed, I have [Deflect] and [Assault].").abilities?.[0]).toMatchObject({ condition: { sel: 'isBuffed' } });
    expect(compileCard(unit, "If I'm buffed, I have [Deflect] and [Assault].").ok).toBe(false);
  });
});

describe('a card\'s discount of itself once an enemy unit has died this turn', () => {
  const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'body', cost: { energy: 5, power: [] } };
  it('reads "If an enemy unit has died this turn, this costs ... less." as any opponent\'s units that died this turn', () => {
    const card = roundTrip(spell, 'If an enemy unit has died this turn, this costs :rb_energy_3: less.\nDraw 1.');
    expect(card.costReduction).toEqual({
      energy: 3,
      condition: { some: [{ sel: 'opponents', args: [{ event: 'controller' }] }, 's', { '>': [{ sel: 'thisTurn', args: [{ var: 's' }, 'unitsDied'] }, 0] }] },
    });
  });
});

describe('a trigger on the Nth card a player plays in a turn', () => {
  it('reads "When you play your second card in a turn" as a play of any card, its player\'s second this turn', () => {
    const card = roundTrip(unit, 'When you play your third card in a turn, give me +1 :rb_might: this turn and ready me.');
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'played', subject: { by: 'you', select: 'card', cardThisTurn: 3 }, effects: [{ op: 'modifyMight', target: 'self', amount: 1 }, { op: 'ready', target: 'self', link: 'and' }] },
    ]);
  });
});
