/**
 * What the package exports of Riftbound besides its types: deck codes and lists
 * (docs/cards.md, "Deck codes and lists") and cards from their printed text
 * (docs/card-text.md). The public entries re-export this file whole.
 */
import * as decks from './decks/index.js';
import type { DeckImportOptions, DeckToCodeOptions, ImportedDeck, RiftboundCardSet, RiftboundDeck } from './decks/types.js';

// Riftbound deck codes and lists (docs/cards.md, "Deck codes and lists"). The functions that
// take card sets are declared with the plain types of decks/types.ts, as the rest of the public entries.
export { decodeDeckCode } from './decks/decode.js';
export { encodeDeckCode } from './decks/encode.js';
export { parseDeckList, type DeckList, type DeckListEntry, type DeckListSection } from './decks/deck-list.js';
export { DeckCodeError, DeckListError, DeckImportError, type DeckCodeErrorCode, type DeckListErrorCode, type DeckImportErrorCode, type DeckImportIssue } from './decks/errors.js';
export type * from './decks/types.js';

/** The rulegraph deck of a Riftbound deck code, its cards found by their printings, with its sideboard and construction faults. */
export const deckFromCode: (code: string, cards: RiftboundCardSet | readonly RiftboundCardSet[], options?: DeckImportOptions) => ImportedDeck = decks.deckFromCode;

/** The rulegraph deck of a Riftbound deck list (text), its cards found by printed code or name. */
export const deckFromList: (text: string, cards: RiftboundCardSet | readonly RiftboundCardSet[], options?: DeckImportOptions) => ImportedDeck = decks.deckFromList;

/** The deck code of a rulegraph Riftbound deck, each card written with its first printing. */
export const deckToCode: (deck: RiftboundDeck, cards: RiftboundCardSet | readonly RiftboundCardSet[], options?: DeckToCodeOptions) => string = decks.deckToCode;

// Riftbound cards from their printed text (docs/card-text.md), declared with the same plain card types.
export { compileCardText, renderCardText, importCardFile, type CardTextHeader, type CardTextResult, type CardTextOptions, type CardRendering, type CardImportReport, type ReadBackDifference, type RefusedCard, type CardRecordFault } from './text/public.js';
