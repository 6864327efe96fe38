/**
 * The list a deck code holds, as plain JSON: card codes in text form (`OGN-007a`) with their
 * copy counts. It says nothing of card types or legality: mapping to cards does that.
 */

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
