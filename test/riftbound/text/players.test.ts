/**
 * The card language of effects other players perform and choices between effects, from
 * invented card texts: each compiles to the card data below and renders back as printed.
 */
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../src/games/riftbound/card-schema.js';
import { loadCardSets } from '../../../src/games/riftbound/cards.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { renderCard } from '../../../src/games/riftbound/text/render.js';

const unit: CardHeader = { id: 'player-unit', name: 'Player Unit', type: 'unit', domain: 'order', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'player-spell', name: 'Player Spell', type: 'spell', domain: 'order', cost: { energy: 2, power: [] } };

function compiled(header: CardHeader, text: string): CardDefinition {
  const result = compileCard(header, text);
  if (!result.ok) throw new Error(`refused: ${result.refusal.phrase} (${result.refusal.reason})`);
  return result.card;
}

/** The card compiles, passes the card checker, and renders back as its text. */
function roundTrip(header: CardHeader, text: string): CardDefinition {
  const card = compiled(header, text);
  expect(() => loadCardSets([{ file: 'players.json', json: { set: 'check', cards: [card] } }])).not.toThrow();
  const back = renderCard(card);
  expect(back.ok && back.text).toBe(text);
  return card;
}

describe('steps other players perform, as printed', () => {
  it('has the owner of a returned unit channel runes exhausted', () => {
    expect(roundTrip(spell, 'Return an enemy unit to its owner\'s hand. Its owner channels 2 runes exhausted.').effects).toEqual([
      { op: 'returnUnit', target: 'unit', to: 'hand' },
      { op: 'channel', amount: 2, player: { ownerOf: 'unit' }, exhausted: true },
    ]);
  });
});
