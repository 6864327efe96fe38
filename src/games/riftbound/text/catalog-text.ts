/**
 * The cards a frontend shows: each card's data with its printed text. A card written as data
 * without a `text` gets the text the renderer makes of its data (render.ts), so every card of
 * a mode reads as the game prints its cards; a card's own `text` is kept as its author wrote it.
 * A card with activated abilities also gets `abilityTexts`: each printed ability's own line, by
 * its index, so a frontend labels "activate ability 2" with what the ability says.
 */
import type { CardDefinition } from '../schema/card-schema.js';
import { renderCard } from './render.js';
import { originalOf } from '../../../engine/json/whole-shape.js';

const withText = new WeakMap<ReadonlyMap<string, CardDefinition>, Readonly<Record<string, CardDefinition>>>();

/** The cards by id, each with a `text` (rendered when it had none and its data has a printed form); made once per card database. */
export function cardsWithText(cards: ReadonlyMap<string, CardDefinition>): Readonly<Record<string, CardDefinition>> {
  let made = withText.get(cards);
  if (made === undefined) {
    const entries: Record<string, CardDefinition> = {};
    for (const [id, view] of cards) {
      // The card as written: a game's database holds whole views of its cards (cards/whole-views.ts).
      const card = originalOf(view);
      const rendered = card.text === undefined ? renderCard(card) : undefined;
      const text = rendered?.ok && rendered.text !== '' ? { text: rendered.text } : {};
      entries[id] = { ...card, ...text, ...abilityTexts(card) };
    }
    withText.set(cards, (made = entries));
  }
  return made;
}

/**
 * Each printed ability's line, by index (null for one with no printed form), for a card with an
 * activated ability: the ability rendered alone on a card of the same type, so "I" and "this"
 * read as on the card.
 */
function abilityTexts(card: CardDefinition): { abilityTexts?: (string | null)[] } {
  const abilities = card.abilities ?? [];
  if (!abilities.some((ability) => ability.kind === 'activated')) return {};
  return {
    abilityTexts: abilities.map((ability) => {
      const alone = renderCard({ id: card.id, name: card.name, type: card.type, abilities: [ability] } as CardDefinition);
      return alone.ok && alone.text !== '' ? alone.text : null;
    }),
  };
}
