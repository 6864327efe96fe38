/** Triggered abilities of the events family as printed: costs within their instructions, and the events they hear. */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { renderCard } from '../../../src/games/riftbound/text/render.js';
import { checkCard } from '../../../src/games/riftbound/text/import.js';
import { compiled } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'fury', cost: { energy: 3, power: [] }, might: 3 };
const legend: CardHeader = { id: 'test-legend', name: 'Test Legend', type: 'legend', domains: ['fury'], tags: ['Tester'] };
const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'calm', cost: { energy: 1, power: [] } };
const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'mind', cost: { energy: 2, power: [] } };

/** The card's first ability's (or a spell's) steps, and its text printed back from the data. */
function read(header: CardHeader, text: string): { effects: unknown; back: string | undefined } {
  const card = compiled(header, text);
  const back = renderCard(card);
  return { effects: card.abilities?.[0]?.kind === 'triggered' ? card.abilities[0].effects : card.effects, back: back.ok ? back.text : undefined };
}

describe('costs within instructions (CR 742.1)', () => {
  const cases: readonly (readonly [CardHeader, string, unknown])[] = [
    [unit, 'When I defend, you may pay :rb_rune_calm: to draw 2.', [{ op: 'draw', amount: 2, pay: { energy: 0, power: ['calm'] } }]],
    [unit, 'When you play a spell, you may pay :rb_energy_2::rb_rune_rainbow: to give me +3 :rb_might: this turn.', [{ op: 'modifyMight', target: 'self', amount: 3, pay: { energy: 2, power: ['any'] } }]],
    [legend, 'When you stun an enemy unit, you may exhaust me to draw 1.', [{ op: 'draw', amount: 1, pay: { energy: 0, power: [], exhaustSelf: true } }]],
    [gear, 'When you buff a friendly unit, you may exhaust this to give it +2 :rb_might: this turn.', [{ op: 'modifyMight', target: 'thatUnit', amount: 2, pay: { energy: 0, power: [], exhaustSelf: true } }]],
    [gear, 'When you play a unit, you may pay :rb_energy_1: and exhaust this to draw 1.', [{ op: 'draw', amount: 1, pay: { energy: 1, power: [], exhaustSelf: true } }]],
    [spell, 'Draw 1. You may pay :rb_energy_3: to draw 2.', [{ op: 'draw', amount: 1 }, { op: 'draw', amount: 2, pay: { energy: 3, power: [] } }]],
  ];
  for (const [header, text, effects] of cases) {
    it(`${header.type}: ${text}`, () => {
      const r = read(header, text);
      expect(r.effects).toMatchObject(effects as object);
      expect(r.back).toBe(text);
    });
  }

  it('prints "me" for a unit or a legend and "this" for a gear (a gear\'s "me" is read as the wording selfMe)', () => {
    expect(compileCard(gear, 'When you play a unit, you may exhaust me to draw 1.')).toMatchObject({ ok: true, card: { abilities: [{ effects: [{ wording: ['selfMe'] }] }] } });
    expect(compileCard(unit, 'When you play a unit, you may exhaust this to draw 1.').ok).toBe(false);
  });

  it('refuses "exhaust this" where no triggered ability pays it', () => {
    const result = compileCard(spell, 'You may exhaust this to draw 3.');
    const fault = result.ok ? checkCard(result.card, result.tokens) : result.refusal.reason;
    expect(fault).toMatch(/exhaustSelf|exhaust/);
  });
});

describe("a legend's triggered abilities", () => {
  const cases: readonly (readonly [string, unknown])[] = [
    ['When you play a unit, ready me and give it +1 :rb_might: this turn.', [{ op: 'ready', target: 'self' }, { op: 'modifyMight', target: 'thatUnit', amount: 1, link: 'and' }]],
    ['When you buff a friendly unit, you may pay :rb_rune_rainbow: to ready it.', [{ op: 'ready', target: 'thatUnit', pay: { energy: 0, power: ['any'] } }]],
    ['When you win a combat, ready me.', [{ op: 'ready', target: 'self' }]],
  ];
  for (const [text, effects] of cases) {
    it(text, () => {
      const card = compiled(legend, text);
      expect(checkCard(card, [])).toBeUndefined();
      expect(card.abilities?.[0]).toMatchObject({ effects });
      expect(read(legend, text).back).toBe(text);
    });
  }

  it('still names no other reference: a legend is in no location', () => {
    const card = compiled(legend, 'When you play a unit, stun me.');
    expect(checkCard(card, [])).toMatch(/a legend's ability cannot name self/);
  });
});

describe('a unit returning itself', () => {
  it('reads and prints "return me to my owner\'s hand"', () => {
    const text = "When I win a combat, return me to my owner's hand.";
    expect(read(unit, text)).toEqual({ effects: [{ op: 'returnUnit', to: 'hand', target: 'self' }], back: text });
  });

  it('reads "its owner\'s hand" too, printing the unit\'s own wording', () => {
    expect(read(unit, "When I win a combat, return me to its owner's hand.").back).toBe("When I win a combat, return me to my owner's hand.");
    expect(read(gear, "When you conquer, return this to its owner's hand.").back).toBe("When you conquer, return this to its owner's hand.");
  });
});

describe('events about cards by their Power cost (CR 131.3)', () => {
  const cases: readonly (readonly [CardHeader, string, Record<string, unknown>])[] = [
    [unit, 'When you play a spell with Power cost :rb_rune_rainbow: or more, give me +1 :rb_might: this turn.', { trigger: 'played', subject: { by: 'you', select: 'spell', minPower: 1 } }],
    [gear, 'When you play a unit with Power cost :rb_rune_rainbow::rb_rune_rainbow::rb_rune_rainbow: or more, draw 2.', { trigger: 'played', subject: { by: 'you', select: 'unit', minPower: 3 } }],
  ];
  for (const [header, text, trigger] of cases) {
    it(text, () => {
      const card = compiled(header, text);
      expect(card.abilities?.[0]).toMatchObject(trigger);
      expect(renderCard(card)).toMatchObject({ ok: true, text });
    });
  }
});
