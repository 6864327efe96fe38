/**
 * A deck code as a rulegraph deck: every card of the code's main list (and of a v6 code's
 * additional legends) placed by its type, the Chosen Champion from the code's trailer, one of
 * its copies taken out of the main deck (a code counts it there, a rulegraph deck beside it).
 * Codes that name no card are refused with their JSON path in the decoded code (`$.main[3]`).
 */
import { assembleDeck, codePath, type NamedCard } from './assemble.js';
import { catalogOf, type CardCatalog } from './catalog.js';
import { decodeDeckCode } from './decode.js';
import type { DeckCodeList, DeckImportOptions, ImportedDeck, RiftboundCardSet } from './types.js';

/** The rulegraph deck of a deck code, checked against the construction rules. */
export function deckFromCode(code: string, cards: RiftboundCardSet | readonly RiftboundCardSet[], options: DeckImportOptions = {}): ImportedDeck {
  return deckFromCodeList(decodeDeckCode(code), catalogOf(cards), options);
}

/** The rulegraph deck of a decoded code's list, its cards found in `catalog`. */
export function deckFromCodeList(list: DeckCodeList, catalog: CardCatalog, options: DeckImportOptions = {}): ImportedDeck {
  const named: NamedCard[] = [
    ...list.main.map((e, i): NamedCard => ({ written: e.code, lookup: catalog.byCode(e.code), count: e.count, placement: 'byType', origin: codePath('main', i) })),
    ...list.legends.map((code, i): NamedCard => ({ written: code, lookup: catalog.byCode(code), count: 1, placement: 'byType', origin: codePath('legends', i) })),
    ...list.sideboard.map((e, i): NamedCard => ({ written: e.code, lookup: catalog.byCode(e.code), count: e.count, placement: 'sideboard', origin: codePath('sideboard', i) })),
  ];
  if (list.champion !== undefined) {
    named.push({ written: list.champion, lookup: catalog.byCode(list.champion), count: 1, placement: 'champion', origin: codePath('champion') });
  }
  return assembleDeck(named, catalog, { ...options, name: options.name ?? 'Deck code', championInMain: true });
}
