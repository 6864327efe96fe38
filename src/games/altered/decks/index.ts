/** Altered deck lists (`3 ALT_CORE_B_AX_04_C`): read, made into decks of a card set, and written back. */
export { AlteredDeckError, faultText, type AlteredDeckErrorCode, type AlteredDeckFault } from './errors.js';
export { alteredDeckFromList, alteredDeckToList, MAX_RARES, MAX_UNIQUES, type ImportedAlteredDeck } from './import.js';
export { ALTERED_LIST_LIMITS, parseAlteredList, type AlteredListEntry } from './list.js';
export { readReference, REFERENCE, type Rarity, type Reference } from './reference.js';
export { decodeAlteredCode, encodeAlteredCode, MAX_ALTERED_CODE_LENGTH, type AlteredCodeEntry } from './code.js';
export { CODE_EDITIONS, CODE_SETS, FIRST_EDITION_CODE_SETS, type CodeEdition, type CodeSet } from './code-sets.js';
