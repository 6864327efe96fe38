/**
 * The errors of deck codes, deck lists and their import: each a stable code a program can
 * switch on, a message for a person (`message` in English; `words`, or an issue's `message`,
 * in any language of the Riftbound catalogues), and where the fault is (a byte or character
 * of a code, a line of a list, a JSON path). Bad input is always refused with one of these,
 * never with an error from inside.
 */
import type { Text, Words } from '../../../engine/i18n/catalogue.js';
import { text } from '../i18n/messages.js';

/** Why a deck code cannot be decoded, or a list cannot be encoded. */
export type DeckCodeErrorCode =
  /** Empty, or broken in a way no other code names (a champion marker that is neither 0 nor 1...). */
  | 'DECK_CODE_INVALID'
  /** Longer than {@link MAX_DECK_CODE_LENGTH} characters. */
  | 'DECK_CODE_TOO_LONG'
  /** A character outside the base32 alphabet, or a length no base32 text has. */
  | 'DECK_CODE_NOT_BASE32'
  /** The bytes end inside a value (a varint, a card, a section). */
  | 'DECK_CODE_TRUNCATED'
  /** A varint longer than five bytes or above 2^31 - 1. */
  | 'DECK_CODE_VARINT'
  /** Bytes left over after the last section. */
  | 'DECK_CODE_TRAILING'
  /** A format other than 1. */
  | 'DECK_CODE_FORMAT'
  /** A version other than 1 to 6, or a version asked for that cannot hold the list. */
  | 'DECK_CODE_VERSION'
  /** A set id or set name the format does not know. */
  | 'DECK_CODE_SET'
  /** A variant id or letter the format does not know. */
  | 'DECK_CODE_VARIANT'
  /** A number prefix flag the version does not know (or `flagged` other than 0 or 1). */
  | 'DECK_CODE_PREFIX'
  /** A copy count of 0, or above what the version or {@link MAX_COPIES_IN_CODE} allows. */
  | 'DECK_CODE_COUNT'
  /** A card listed twice in one section. */
  | 'DECK_CODE_DUPLICATE'
  /** A card code in text form that does not read as `SET-NUMBER[variant]`. */
  | 'DECK_CODE_CARD';

/** The longest deck code read: a real code is about 100 characters. */
export const MAX_DECK_CODE_LENGTH = 4096;
/** The most copies of one card a code may hold (v5 lifted the 12 and 3 ceilings; this keeps counts sane). */
export const MAX_COPIES_IN_CODE = 999;

/** Where a deck-code fault is. */
export interface DeckCodeErrorPlace {
  /** The byte of the decoded bytes where the faulty value starts. */
  readonly offset?: number;
  /** The character of the code text (base32 faults). */
  readonly position?: number;
  /** The JSON path of the faulty entry in a list given to encode (`$.main[2].code`). */
  readonly path?: string;
}

export class DeckCodeError extends Error {
  override readonly name = 'DeckCodeError';
  readonly code: DeckCodeErrorCode;
  readonly offset?: number;
  readonly position?: number;
  readonly path?: string;
  /** The message and its place, in any language (`message` is their English). */
  readonly words: Words;

  constructor(code: DeckCodeErrorCode, message: Text, place: DeckCodeErrorPlace = {}) {
    const words = placed(message, place);
    super(words.in('en'));
    this.words = words;
    this.code = code;
    if (place.offset !== undefined) this.offset = place.offset;
    if (place.position !== undefined) this.position = place.position;
    if (place.path !== undefined) this.path = place.path;
  }
}

function placed(message: Text, place: DeckCodeErrorPlace): Words {
  if (place.offset !== undefined) return text('deckCode.atByte', { message, offset: place.offset });
  if (place.position !== undefined) return text('deckCode.atCharacter', { message, position: place.position });
  if (place.path !== undefined) return text('deckCode.atPath', { message, path: place.path });
  return message;
}

/** Why a deck list (text) cannot be read. */
export type DeckListErrorCode =
  /** Longer than the limits of deck-list.ts (characters, lines, a line's length). */
  | 'DECK_LIST_TOO_LONG'
  /** A line that reads as no card entry. */
  | 'DECK_LIST_SYNTAX'
  /** A copy count of 0 or an absurd one. */
  | 'DECK_LIST_COUNT';

export class DeckListError extends Error {
  override readonly name = 'DeckListError';
  readonly code: DeckListErrorCode;
  /** The line (from 1) where the fault is. */
  readonly line: number;
  /** The line and the message, in any language (`message` is their English). */
  readonly words: Words;

  constructor(code: DeckListErrorCode, message: Text, line: number) {
    const words = text('deckList.atLine', { line, message });
    super(words.in('en'));
    this.words = words;
    this.code = code;
    this.line = line;
  }
}

/** Why a decoded code or a read list does not make a deck of the card sets. */
export type DeckImportErrorCode =
  /** A card code or name that names no card of the card sets. */
  | 'DECK_UNKNOWN_CARD'
  /** A name or printing that two cards of the sets share. */
  | 'DECK_AMBIGUOUS_CARD'
  /** A card whose type has no place where it stands (a token; a unit under `Runes:`...). */
  | 'DECK_WRONG_CARD_TYPE'
  /** No Champion Legend, or more than one (CR 103.1). */
  | 'DECK_LEGEND'
  /** A Chosen Champion named twice, or with more than one copy (CR 103.2.a). */
  | 'DECK_CHAMPION'
  /** A card of a deck to encode that lists no printing a deck code can write. */
  | 'DECK_NO_PRINTING'
  /** A deck to encode that is not of a deck's shape (a list that is not one, a count that is not a whole number), or construction rules that are not. */
  | 'DECK_MALFORMED';

/** One fault of an import, at a JSON path of the decoded code or deck, or a line of a list. */
export type DeckImportIssue = {
  readonly code: DeckImportErrorCode;
  /** In any language: `message.in('fr')`; English as a string (`String(message)`). */
  readonly message: Text;
  /** The rule it breaks, when it breaks one. */
  readonly rule?: string;
} & ({ readonly path: string } | { readonly line: number });

/** Most issues one import error carries; the rest are counted. */
const MAX_ISSUES = 20;

export class DeckImportError extends Error {
  override readonly name = 'DeckImportError';
  /** The first {@link MAX_ISSUES} faults. */
  readonly issues: readonly DeckImportIssue[];
  /** How many more faults were found than `issues` holds. */
  readonly omitted: number;

  constructor(issues: readonly DeckImportIssue[]) {
    const kept = issues.slice(0, MAX_ISSUES);
    const omitted = issues.length - kept.length;
    const listed = kept.map((i) => ('line' in i ? text('deckList.atLine', { line: i.line, message: i.message }).in('en') : `${i.path}: ${i.message.in('en')}`)).join('; ');
    super(omitted > 0 ? text('deckImport.more', { issues: listed, count: omitted }).in('en') : listed);
    this.issues = kept;
    this.omitted = omitted;
  }

  /** The first issue's code. */
  get code(): DeckImportErrorCode {
    return this.issues[0]?.code ?? 'DECK_UNKNOWN_CARD';
  }
}
