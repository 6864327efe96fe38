/** Resources added for one use alone, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { printsAndReads, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 3 };
const gear: CardHeader = { id: 'test-gear', name: 'Test Gear', type: 'gear', domain: 'mind', cost: { energy: 1, power: [] } };
const legend: CardHeader = { id: 'test-legend', name: 'Test Legend', type: 'legend', domains: ['calm', 'mind'], tags: ['Tester'] };

describe('resources restricted in use', () => {
  it('reads Energy added only to play spells', () => {
    const card = roundTrip(unit, ':rb_exhaust:: [Reaction] — [Add] :rb_energy_3:. Use only to play spells.');
    expect(card.abilities).toEqual([{ kind: 'activated', cost: { exhaust: true }, keywords: ['reaction'], effects: [{ op: 'addResources', energy: 3, onlyFor: 'spells' }] }]);
  });

  it('prints and reads Power of any domain added only for gear, with a step after it', () => {
    const text = printsAndReads(legend, { abilities: [{ kind: 'activated', cost: { exhaust: true }, keywords: ['reaction'], effects: [{ op: 'addResources', power: ['any', 'any'], onlyFor: 'gear' }, { op: 'draw', amount: 1 }] }] });
    expect(text).toContain('gear abilities. Draw 1.');
  });

  it('prints the restriction as a sentence after what is added', () => {
    const text = printsAndReads(unit, { abilities: [{ kind: 'activated', cost: { energy: 1, exhaust: true }, effects: [{ op: 'addResources', energy: 1, power: ['mind'], onlyFor: 'spells' }] }] });
    expect(text).toBe(':rb_energy_1:, :rb_exhaust:: [Add] :rb_energy_1::rb_rune_mind:. Use only to play spells.');
  });
});

describe('a gear exhausting itself as "me"', () => {
  it('reads "exhaust me" on a gear as exhausting itself, and prints it back so (the wording selfMe)', () => {
    const card = roundTrip(gear, 'When you play a spell on an opponent\'s turn, you may exhaust me to draw 3.');
    expect(card.abilities?.[0]).toMatchObject({ effects: [{ op: 'draw', amount: 3, pay: { energy: 0, power: [], exhaustSelf: true }, wording: ['selfMe'] }] });
  });

  it('prints "exhaust this" on a gear without the wording', () => {
    const text = printsAndReads(gear, { abilities: [{ kind: 'triggered', trigger: 'played', effects: [{ op: 'draw', amount: 3, pay: { energy: 0, power: [], exhaustSelf: true } }] }] });
    expect(text).toBe('When you play this, you may exhaust this to draw 3.');
  });
});

describe('a time of the turn after its step, under a "While" condition', () => {
  const unit3: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'calm', cost: { energy: 4, power: [] }, might: 4 };

  it('reads a triggered ability at the end of the turn whose condition is said first (the wording whileFirst), runes said "friendly"', () => {
    const card = roundTrip(unit3, "While I'm at a battlefield, ready 3 friendly runes at the end of your turn.");
    expect(card.abilities).toEqual([
      { kind: 'triggered', trigger: 'turnEnd', condition: { sel: 'isAtBattlefield', args: [{ event: 'source' }] }, wording: ['whileFirst'], effects: [{ op: 'readyRunes', amount: 3, wording: ['friendlyRunes'] }] },
    ]);
  });

  it('prints the same ability without the wording with its condition after the time', () => {
    const text = printsAndReads(unit3, { abilities: [{ kind: 'triggered', trigger: 'turnEnd', condition: { sel: 'isAtBattlefield', args: [{ event: 'source' }] }, effects: [{ op: 'readyRunes', amount: 2 }] }] });
    expect(text).toBe("At the end of your turn, if I'm at a battlefield, ready 2 runes.");
  });
});
