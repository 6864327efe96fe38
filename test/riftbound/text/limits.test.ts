/** Restrictions, Might changes and how cards enter, read from invented card texts and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/card-schema.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { renderCard } from '../../../src/games/riftbound/text/render.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 3 };

/** The card data of a text, checked to print back as the same text (capitals aside, as texts are compared). */
function roundTrip(header: CardHeader, text: string): CardDefinition {
  const result = compileCard(header, text);
  if (!result.ok) throw new Error(`refused: ${result.refusal.phrase} (${result.refusal.reason})`);
  const back = renderCard(result.card);
  expect(back.ok && back.text.toLowerCase()).toBe(text.toLowerCase());
  return result.card;
}

describe('an activated ability used only while a condition holds', () => {
  it('reads "Use this ability only while ..." after the effects as the ability\'s condition', () => {
    const card = roundTrip(unit, ":rb_energy_1:, :rb_exhaust:: Draw 2. Use this ability only while I'm alone.");
    expect(card.abilities).toEqual([
      { kind: 'activated', cost: { energy: 1, exhaust: true }, condition: { sel: 'isAlone', args: [{ event: 'source' }] }, effects: [{ op: 'draw', amount: 2 }] },
    ]);
  });
});
