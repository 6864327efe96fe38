/**
 * Decoding a deck code: base32 text to bytes, then the bytes walked as the version's layout
 * says (layout.ts). Every fault is a DeckCodeError with its byte offset; bytes left over are
 * one. The work is bounded by the code's length: every loop reads at least one byte a turn.
 */
import { decodeBase32 } from './base32.js';
import { ByteReader } from './bytes.js';
import { formatCardCode, PREFIXES, SET_CODES, VARIANT_LETTERS } from './card-code.js';
import { DeckCodeError, MAX_COPIES_IN_CODE, MAX_DECK_CODE_LENGTH } from './errors.js';
import { FIXED_MAIN_CEILING, FIXED_SIDEBOARD_CEILING, FORMAT, isVersion, LAYOUTS, type VersionLayout } from './layout.js';
import type { DeckCodeEntry, DecodedDeckCode } from './types.js';
import { text as words } from '../i18n/messages.js';
import type { Text } from '../../../engine/i18n/catalogue.js';

/** The list a deck code holds. Surrounding whitespace is ignored; case does not matter. */
export function decodeDeckCode(code: string): DecodedDeckCode {
  if (typeof code !== 'string') throw new DeckCodeError('DECK_CODE_INVALID', words('deckCode.notText'));
  if (code.length > MAX_DECK_CODE_LENGTH) {
    throw new DeckCodeError('DECK_CODE_TOO_LONG', words('deckCode.tooLong', { length: code.length, limit: MAX_DECK_CODE_LENGTH }));
  }
  const text = code.trim();
  if (text === '') throw new DeckCodeError('DECK_CODE_INVALID', words('deckCode.empty'));
  return decodeDeckBytes(decodeBase32(text));
}

/** The list held by the bytes of a deck code (its base32 text decoded). */
export function decodeDeckBytes(bytes: Uint8Array): DecodedDeckCode {
  const reader = new ByteReader(bytes);
  const header = reader.byte(words('deckCode.what.header'));
  const format = header >> 4;
  const version = header & 0x0f;
  if (format !== FORMAT) throw new DeckCodeError('DECK_CODE_FORMAT', words('deckCode.format', { format, known: FORMAT }), { offset: 0 });
  if (!isVersion(version)) throw new DeckCodeError('DECK_CODE_VERSION', words('deckCode.versionRead', { version }), { offset: 0 });
  const layout = LAYOUTS[version];
  const cards = new CardReader(reader, layout, layout.flags === 'deckLevel' ? readFlagged(reader) : layout.flags === 'always');

  const main = cards.section(words('deckCode.section.main'), FIXED_MAIN_CEILING);
  const sideboard = layout.sideboard ? cards.section(words('deckCode.section.sideboard'), FIXED_SIDEBOARD_CEILING) : [];
  const champion = layout.champion ? cards.champion() : undefined;
  const legends = layout.legends ? cards.legends() : [];
  if (reader.remaining > 0) throw new DeckCodeError('DECK_CODE_TRAILING', words('deckCode.trailing', { count: reader.remaining }), { offset: reader.offset });
  return { version, main, sideboard, ...(champion === undefined ? {} : { champion }), legends };
}

/** The v5+ deck-level byte: whether every card number carries its prefix flag. */
function readFlagged(reader: ByteReader): boolean {
  const offset = reader.offset;
  const flagged = reader.byte(words('deckCode.what.prefixByte'));
  if (flagged > 1) throw new DeckCodeError('DECK_CODE_PREFIX', words('deckCode.prefixByte', { value: flagged }), { offset });
  return flagged === 1;
}

/** Reads cards the way one code's version and `flagged` byte write them. */
class CardReader {
  constructor(
    private readonly reader: ByteReader,
    private readonly layout: VersionLayout,
    private readonly flagged: boolean,
  ) {}

  /** A section: a fixed walk from `ceiling` down to 1 (v1-v4), or its counts as written (v5+). */
  section(name: Text, ceiling: number): DeckCodeEntry[] {
    const entries: DeckCodeEntry[] = [];
    const seen = new Set<string>();
    if (this.layout.body === 'fixed') {
      for (let count = ceiling; count >= 1; count--) this.groups(count, name, entries, seen);
      return entries;
    }
    const counts = this.reader.varint(words('deckCode.what.counts', { section: name }));
    for (let i = 0; i < counts; i++) {
      const offset = this.reader.offset;
      const count = this.reader.varint(words('deckCode.what.count', { section: name }));
      if (count < 1 || count > MAX_COPIES_IN_CODE) {
        throw new DeckCodeError('DECK_CODE_COUNT', words('deckCode.count', { count, section: name, limit: MAX_COPIES_IN_CODE }), { offset });
      }
      this.groups(count, name, entries, seen);
    }
    return entries;
  }

  /** The groups of cards with `count` copies, each group of one set and variant. */
  private groups(count: number, name: Text, entries: DeckCodeEntry[], seen: Set<string>): void {
    const groups = this.reader.varint(words('deckCode.what.groups', { count, section: name }));
    for (let g = 0; g < groups; g++) {
      const size = this.reader.varint(words('deckCode.what.groupSize', { section: name }));
      const set = this.set();
      const variant = this.variant();
      for (let c = 0; c < size; c++) {
        const offset = this.reader.offset;
        const code = this.card(set, variant);
        if (seen.has(code)) throw new DeckCodeError('DECK_CODE_DUPLICATE', words('deckCode.twiceIn', { code, section: name }), { offset });
        seen.add(code);
        entries.push({ code, count });
      }
    }
  }

  /** The v3+ trailer: 0 for none, or 1 and the champion's card. */
  champion(): string | undefined {
    const offset = this.reader.offset;
    const marker = this.reader.byte(words('deckCode.what.championMarker'));
    if (marker === 0) return undefined;
    if (marker !== 1) throw new DeckCodeError('DECK_CODE_INVALID', words('deckCode.championMarker', { marker }), { offset });
    return this.card(this.set(), this.variant());
  }

  /** The v6 additional legends: a count, then one card each. */
  legends(): string[] {
    const legends: string[] = [];
    const count = this.reader.varint(words('deckCode.what.legends'));
    for (let i = 0; i < count; i++) {
      const offset = this.reader.offset;
      const code = this.card(this.set(), this.variant());
      if (legends.includes(code)) throw new DeckCodeError('DECK_CODE_DUPLICATE', words('deckCode.legendTwice', { code }), { offset });
      legends.push(code);
    }
    return legends;
  }

  private set(): number {
    const offset = this.reader.offset;
    const set = this.reader.byte(words('deckCode.what.setId'));
    if (SET_CODES[set] === undefined) throw new DeckCodeError('DECK_CODE_SET', words('deckCode.setId', { set, sets: SET_CODES.map((s, i) => `${i} ${s}`).join(', ') }), { offset });
    return set;
  }

  private variant(): number {
    const offset = this.reader.offset;
    const variant = this.reader.byte(words('deckCode.what.variantId'));
    if (VARIANT_LETTERS[variant] === undefined) throw new DeckCodeError('DECK_CODE_VARIANT', words('deckCode.variantId', { variant }), { offset });
    return variant;
  }

  /** One card number, after its prefix flag where the code writes flags. */
  private card(set: number, variant: number): string {
    let prefix = 0;
    if (this.flagged) {
      const offset = this.reader.offset;
      prefix = this.reader.byte(words('deckCode.what.prefixFlag'));
      if (prefix > this.layout.maxPrefix) {
        const known = PREFIXES.slice(0, this.layout.maxPrefix + 1).map((p, i) => `${i} ${p === '' ? 'none' : p}`);
        throw new DeckCodeError('DECK_CODE_PREFIX', words('deckCode.prefixFlag', { prefix, known: known.join(', ') }), { offset });
      }
    }
    const number = this.reader.varint(words('deckCode.what.cardNumber'));
    return formatCardCode({ set, variant, prefix, number });
  }
}
