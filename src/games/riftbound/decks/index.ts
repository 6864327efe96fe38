/**
 * Riftbound deck codes and deck lists: the community deck-code format (Piltover Archive's,
 * Apache-2.0, implemented from its description), versions 1 to 6, and text lists.
 */
export { decodeDeckCode, decodeDeckBytes } from './decode.js';
export { encodeDeckCode, encodeDeckBytes } from './encode.js';
export { parseDeckList, DECK_LIST_LIMITS, type DeckList, type DeckListEntry, type DeckListSection } from './deck-list.js';
export { DeckCodeError, DeckListError, MAX_DECK_CODE_LENGTH, MAX_COPIES_IN_CODE, type DeckCodeErrorCode, type DeckListErrorCode } from './errors.js';
export type * from './types.js';
