/**
 * Riftbound deck codes and deck lists: the community deck-code format (Piltover Archive's,
 * Apache-2.0, implemented from its description), text lists, and both mapped to rulegraph
 * decks of a card set through its cards' printings (docs/cards.md, "Deck codes and lists").
 */
export { decodeDeckCode, decodeDeckBytes } from './decode.js';
export { encodeDeckCode, encodeDeckBytes } from './encode.js';
export { deckCodeListText } from './code-list-text.js';
export { parseDeckList, DECK_LIST_LIMITS, type DeckList, type DeckListEntry, type DeckListSection } from './deck-list.js';
export { deckFromCode, deckFromCodeList } from './deck-from-code.js';
export { deckFromList, deckFromParsedList } from './deck-from-list.js';
export { deckToCode, deckToCodeWith } from './deck-to-code.js';
export { CardCatalog, catalogOf } from './catalog.js';
export { DEFAULT_CONSTRUCTION_RULES } from './assemble.js';
export {
  DeckCodeError,
  DeckListError,
  DeckImportError,
  MAX_DECK_CODE_LENGTH,
  MAX_COPIES_IN_CODE,
  type DeckCodeErrorCode,
  type DeckListErrorCode,
  type DeckImportErrorCode,
  type DeckImportIssue,
} from './errors.js';
export type * from './types.js';
