/**
 * The list a deck code holds, as plain JSON: card codes in text form (`OGN-007a`) with their
 * copy counts. It says nothing of card types or legality: mapping to cards does that.
 *
 * Beside them, the plain types of the functions that map codes and lists to rulegraph decks:
 * the public API declares them here, free of schema-derived types (docs/api.md).
 */
import type { LoadIssue } from '../../../engine/errors.js';

/** The versions of the format: 1 main deck; 2 sideboard; 3 Chosen Champion; 4 rune numbers; 5 any copy count and special numbers; 6 additional legends. */
export type DeckCodeVersion = 1 | 2 | 3 | 4 | 5 | 6;

export interface DeckCodeEntry {
  /** A card code: `OGN-007`, `OGN-007a`, `SFD-R02`, `VEN-SP1`. */
  readonly code: string;
  readonly count: number;
}

/** What a deck code holds, whatever its version. */
export interface DeckCodeList {
  /** Every card of the deck with its copies: legend, battlefields and runes among them, and the Chosen Champion's copies. */
  readonly main: readonly DeckCodeEntry[];
  readonly sideboard: readonly DeckCodeEntry[];
  /** The Chosen Champion (v3 and later): one of the main list's cards. */
  readonly champion?: string;
  /** Additional legends (v6), in their order. */
  readonly legends: readonly string[];
}

/** A decoded deck code: its list and the version it was written in. */
export interface DecodedDeckCode extends DeckCodeList {
  readonly version: DeckCodeVersion;
}

/** How to encode: by default the version the list needs (v3, v4, v5 or v6); another may be asked for. */
export interface EncodeDeckCodeOptions {
  readonly version?: DeckCodeVersion;
}

/**
 * A card of a Riftbound card set (rules/schema/riftbound-cards.schema.json), as far as decks
 * read it. Its other fields (cost, abilities...) are left to the schema, which every set given
 * to the deck functions is checked against first: declaring them here would cost every
 * program using the package the type-checking time of the whole card format.
 */
export interface RiftboundCard {
  readonly id: string;
  readonly name: string;
  readonly type: 'unit' | 'spell' | 'gear' | 'battlefield' | 'rune' | 'legend';
  readonly token?: boolean;
  /** Its printed codes (`OGN-007`, `OGN-007a`): the first is the one deck codes are written with. */
  readonly printings?: readonly string[];
  readonly [field: string]: unknown;
}

export interface RiftboundCardSet {
  readonly set: string;
  readonly description?: string;
  readonly cards: readonly RiftboundCard[];
}

export interface RiftboundDeckEntry {
  /** A card id of the card sets. */
  readonly card: string;
  readonly count: number;
}

/** A rulegraph deck (rules/schema/riftbound-deck.schema.json, docs/cards.md). */
export interface RiftboundDeck {
  readonly name: string;
  readonly legend: string;
  /** The Chosen Champion: it counts in the main deck, beside `main`. */
  readonly champion?: string;
  readonly battlefields: readonly string[];
  /** The main deck besides the Chosen Champion. */
  readonly main: readonly RiftboundDeckEntry[];
  readonly runes: readonly RiftboundDeckEntry[];
}

/** What deck construction depends on (cards/deck-rules.ts); the defaults are the shipped modes' (rules/riftbound/base.json). */
export interface DeckConstructionRules {
  readonly knobs: { readonly deckRules: 'enforced' | 'off'; readonly mainDeckSize: 'atLeast40' | 'exactly40' };
  /** How many battlefields a deck provides (CR 103.4.a). */
  readonly battlefields: { readonly choices: number };
}

export interface DeckImportOptions {
  /** The deck's `name`; by default "Deck code" or "Deck list". */
  readonly name?: string;
  /** The construction rules the deck is checked against. */
  readonly rules?: DeckConstructionRules;
}

/** A deck made from a code or a list, with its sideboard and the construction rules it breaks. */
export interface ImportedDeck {
  readonly deck: RiftboundDeck;
  /** Cards beside the deck (tournament rule 403): not part of a rulegraph deck. */
  readonly sideboard: readonly RiftboundDeckEntry[];
  /** Each construction fault (CR 103, 825) with its JSON path in `deck` and its rule; empty for a legal deck. */
  readonly faults: readonly LoadIssue[];
}

export interface DeckToCodeOptions {
  /** Sideboard cards to write beside the deck. */
  readonly sideboard?: readonly RiftboundDeckEntry[];
  /** A version to write instead of the one the deck needs. */
  readonly version?: DeckCodeVersion;
}
