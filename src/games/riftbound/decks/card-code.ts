/**
 * Card codes as deck codes and lists name printings: `SET-NUMBER[variant]`, like `OGN-007`,
 * `OGN-007a`, `SFD-R02` (a rune number, two digits) or `VEN-SP1` (a special number, not
 * padded). The ids each part has in the binary format are the community format's
 * (Piltover Archive's deck codes).
 */
import { DeckCodeError } from './errors.js';
import { text as words } from '../i18n/messages.js';

/** Set ids in the binary format, by set code. */
export const SET_IDS: Readonly<Record<string, number>> = { OGN: 0, OGS: 1, ARC: 2, SFD: 3, UNL: 4, VEN: 5, RAD: 6 };
/** Set codes by id. */
export const SET_CODES: readonly string[] = ['OGN', 'OGS', 'ARC', 'SFD', 'UNL', 'VEN', 'RAD'];

/** Variant letters by id: base, alternate art A, signed, alternate art B. */
export const VARIANT_LETTERS: readonly string[] = ['', 'a', 's', 'b'];
/** `*` is another way to write the signed variant; it is read as `s`. */
const VARIANT_IDS: Readonly<Record<string, number>> = { '': 0, a: 1, s: 2, '*': 2, b: 3 };

/** What stands before the digits of a number: nothing, `R` (a rune), or `SP` (a special card). */
export type NumberPrefix = '' | 'R' | 'SP';
/** Prefixes by their flag byte (v4 and later). */
export const PREFIXES: readonly NumberPrefix[] = ['', 'R', 'SP'];
/** How many digits each prefix pads its number to when written. */
const PADDING: Readonly<Record<NumberPrefix, number>> = { '': 3, R: 2, SP: 1 };

/** The largest card number: a varint of the format reads up to 2^31 - 1. */
export const MAX_CARD_NUMBER = 0x7fffffff;

/** A card code taken apart, each part as the binary format stores it. */
export interface CardCodeParts {
  readonly set: number;
  readonly variant: number;
  /** The index of its prefix in {@link PREFIXES}: the v4+ flag byte. */
  readonly prefix: number;
  readonly number: number;
}

const CARD_CODE = /^([A-Za-z0-9]+)-(R|SP)?([0-9]+)([A-Za-z*]?)$/i;

/** Whether a piece of text is written like a card code (its set and variant may still be unknown). */
export function looksLikeCardCode(text: string): boolean {
  return CARD_CODE.test(text);
}

/**
 * The parts of a card code in text form, read without regard to case (`ogn-r05A` is
 * `OGN-R05a`). `path` locates the code in an encoder's input for errors.
 */
export function parseCardCode(text: string, path?: string): CardCodeParts {
  const place = path === undefined ? {} : { path };
  const match = CARD_CODE.exec(text);
  if (!match) throw new DeckCodeError('DECK_CODE_CARD', words('deckCode.cardShape', { text: quote(text) }), place);
  const [, setText = '', prefixText = '', digits = '', variantText = ''] = match;
  const set = SET_IDS[setText.toUpperCase()];
  if (set === undefined) throw new DeckCodeError('DECK_CODE_SET', words('deckCode.cardSet', { set: quote(setText), text: quote(text), sets: SET_CODES.join(', ') }), place);
  const variant = VARIANT_IDS[variantText.toLowerCase()];
  if (variant === undefined) throw new DeckCodeError('DECK_CODE_VARIANT', words('deckCode.cardVariant', { variant: quote(variantText), text: quote(text) }), place);
  const number = Number(digits);
  if (!(number <= MAX_CARD_NUMBER)) throw new DeckCodeError('DECK_CODE_CARD', words('deckCode.cardNumber', { text: quote(text) }), place);
  return { set, variant, prefix: PREFIXES.indexOf(prefixText.toUpperCase() as NumberPrefix), number };
}

/** The text form of a card code; its parts must be known ids (decode checks them first). */
export function formatCardCode(parts: CardCodeParts): string {
  const prefix = PREFIXES[parts.prefix] ?? '';
  return `${SET_CODES[parts.set]}-${prefix}${String(parts.number).padStart(PADDING[prefix], '0')}${VARIANT_LETTERS[parts.variant]}`;
}

/** The one way of writing a card code: `ogn-7*` and `OGN-007s` are both `OGN-007s`. */
export function canonicalCardCode(text: string, path?: string): string {
  return formatCardCode(parseCardCode(text, path));
}

/** The same card code without its variant letter: the base printing. */
export function baseCardCode(code: string): string {
  return formatCardCode({ ...parseCardCode(code), variant: 0 });
}

/** A piece of input shown in a message: quoted, and cut when long. */
export function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text);
}
