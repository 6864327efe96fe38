/**
 * What each version of the format holds, and how: the one table decode and encode share.
 *
 * - v1: the main deck, as a fixed walk of copy counts 12 down to 1.
 * - v2: then the sideboard, a fixed walk of 3 down to 1.
 * - v3: then the Chosen Champion trailer.
 * - v4: a prefix flag byte before every card number (`R` runes).
 * - v5: a deck-level `flagged` byte turns the flag bytes on or off; sections list only the
 *   counts they use, any count (`SP` special numbers too).
 * - v6: the v5 body, then additional legends.
 */
import type { DeckCodeVersion } from './types.js';

export interface VersionLayout {
  readonly sideboard: boolean;
  readonly champion: boolean;
  /** `fixed`: every count from the ceiling down to 1; `sparse`: only the counts used, each written. */
  readonly body: 'fixed' | 'sparse';
  /** Prefix flag bytes: never, always (v4), or as the deck-level `flagged` byte says (v5, v6). */
  readonly flags: 'never' | 'always' | 'deckLevel';
  /** The highest prefix flag the version knows: 0 none, 1 `R`, 2 `SP`. */
  readonly maxPrefix: number;
  readonly legends: boolean;
}

export const FORMAT = 1;
/** The copy counts a fixed walk goes through (v1-v4). */
export const FIXED_MAIN_CEILING = 12;
export const FIXED_SIDEBOARD_CEILING = 3;

export const LAYOUTS: Readonly<Record<DeckCodeVersion, VersionLayout>> = {
  1: { sideboard: false, champion: false, body: 'fixed', flags: 'never', maxPrefix: 0, legends: false },
  2: { sideboard: true, champion: false, body: 'fixed', flags: 'never', maxPrefix: 0, legends: false },
  3: { sideboard: true, champion: true, body: 'fixed', flags: 'never', maxPrefix: 0, legends: false },
  4: { sideboard: true, champion: true, body: 'fixed', flags: 'always', maxPrefix: 1, legends: false },
  5: { sideboard: true, champion: true, body: 'sparse', flags: 'deckLevel', maxPrefix: 2, legends: false },
  6: { sideboard: true, champion: true, body: 'sparse', flags: 'deckLevel', maxPrefix: 2, legends: true },
};

export function isVersion(value: number): value is DeckCodeVersion {
  return Number.isInteger(value) && value >= 1 && value <= 6;
}
