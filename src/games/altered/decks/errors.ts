/**
 * Why an Altered deck list cannot be read or made into a deck: a stable code, a message in
 * any language (the Altered catalogues) and where the fault is, a line of the list or a JSON
 * path of a deck.
 */
import type { Language } from '../../../engine/i18n/language.js';
import type { Text } from '../../../engine/i18n/catalogue.js';
import { text } from '../i18n/messages.js';

export type AlteredDeckErrorCode =
  /** Longer than the limits of list.ts. */
  | 'ALTERED_LIST_TOO_LONG'
  /** A line that reads as no `qty REFERENCE` entry. */
  | 'ALTERED_LIST_SYNTAX'
  /** A copy count above the limit of a line. */
  | 'ALTERED_LIST_COUNT'
  /** A reference that names no card of the card sets. */
  | 'ALTERED_UNKNOWN_REFERENCE'
  /** A reference two cards of the sets claim. */
  | 'ALTERED_AMBIGUOUS_REFERENCE'
  /** No hero, or more than one. */
  | 'ALTERED_HERO'
  /** A deck code that is not base64 of whole entries (too long, cut short, bits left over). */
  | 'ALTERED_CODE_SYNTAX'
  /** A deck code of a version this reader does not know. */
  | 'ALTERED_CODE_VERSION'
  /** A set the deck code format does not number. */
  | 'ALTERED_CODE_SET'
  /** A product, faction or rarity the deck code format does not define. */
  | 'ALTERED_CODE_FIELD'
  /** An entry the deck code format cannot hold (copies, number, rarity or unique too large). */
  | 'ALTERED_CODE_LIMIT';

/** One fault, at a line of a list or a JSON path. */
export type AlteredDeckFault = { readonly code: string; readonly message: Text; readonly rule?: string } & ({ readonly line: number } | { readonly path: string });

export class AlteredDeckError extends Error {
  override readonly name = 'AlteredDeckError';
  readonly code: AlteredDeckErrorCode;
  readonly faults: readonly AlteredDeckFault[];

  constructor(code: AlteredDeckErrorCode, faults: readonly AlteredDeckFault[]) {
    super(faults.map((f) => faultText(f, 'en')).join('; '));
    this.code = code;
    this.faults = faults;
  }
}

/** `line 3: ...` or `$.cards[2].card: ...` in a language. */
export function faultText(fault: AlteredDeckFault, lang: Language): string {
  const place = 'line' in fault ? text('deckList.line', { line: fault.line }).in(lang) : fault.path;
  return text('deckList.fault', { place, message: fault.message.in(lang) }).in(lang);
}
