/**
 * Riftbound deck codes: the community deck-code format (Piltover Archive's, Apache-2.0,
 * implemented from its description), versions 1 to 6.
 */
export { decodeDeckCode, decodeDeckBytes } from './decode.js';
export { encodeDeckCode, encodeDeckBytes } from './encode.js';
export { DeckCodeError, MAX_DECK_CODE_LENGTH, MAX_COPIES_IN_CODE, type DeckCodeErrorCode } from './errors.js';
export type * from './types.js';
