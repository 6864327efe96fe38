/**
 * A deck list (text) as a rulegraph deck: each line's card found by its printed code or its
 * name, placed by its section (`Runes:` holds runes; a card of another type there is refused)
 * or, before any section, by its type. A `Champion:` line names the Chosen Champion beside
 * the main deck's cards, as a rulegraph deck holds it. Faults name their line.
 */
import { assembleDeck, type NamedCard } from './assemble.js';
import { catalogOf, type CardCatalog } from './catalog.js';
import { parseDeckList, type DeckList } from './deck-list.js';
import type { DeckImportOptions, ImportedDeck, RiftboundCardSet } from './types.js';

/** The rulegraph deck of a deck list, checked against the construction rules. */
export function deckFromList(text: string, cards: RiftboundCardSet | readonly RiftboundCardSet[], options: DeckImportOptions = {}): ImportedDeck {
  return deckFromParsedList(parseDeckList(text), catalogOf(cards), options);
}

/** The rulegraph deck of a list already read, its cards found in `catalog`. */
export function deckFromParsedList(list: DeckList, catalog: CardCatalog, options: DeckImportOptions = {}): ImportedDeck {
  const named = list.entries.map((entry): NamedCard => ({
    written: 'code' in entry ? entry.code : JSON.stringify(entry.name),
    lookup: 'code' in entry ? catalog.byCode(entry.code) : catalog.byCardName(entry.name),
    count: entry.count,
    placement: entry.section ?? 'byType',
    origin: { line: entry.line },
  }));
  return assembleDeck(named, catalog, { ...options, name: options.name ?? 'Deck list', championInMain: false });
}
