import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/card-schema.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { renderCard } from '../../../src/games/riftbound/text/render.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'body', cost: { energy: 4, power: [] }, might: 4 };

function compiled(header: CardHeader, text: string): CardDefinition {
  const result = compileCard(header, text);
  if (!result.ok) throw new Error(`refused: ${result.refusal.phrase} (${result.refusal.reason})`);
  return result.card;
}

function rendered(card: CardDefinition): string {
  const back = renderCard(card);
  if (!back.ok) throw new Error(`not rendered: ${back.reason}`);
  return back.text;
}

describe('keywords, Equipment and attaching in card text', () => {
  it('reads a keyword line printed without brackets as the bracketed keyword', () => {
    const card = compiled(unit, 'Tank (reminder.)\nShield 3\nWhen you play me, draw 1.');
    expect(card.keywords).toEqual(['tank', { keyword: 'shield', value: 3 }]);
    expect(rendered(card)).toBe('[Tank]\n[Shield 3]\nWhen you play me, draw 1.');
  });

  it('leaves a line of one ordinary word alone', () => {
    expect(compileCard(unit, 'Tanks').ok).toBe(false);
  });
});
