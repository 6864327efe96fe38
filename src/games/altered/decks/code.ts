/**
 * Altered deck codes: the community's binary form of a `qty REFERENCE` list (its "standard"
 * version 1 with products; docs/altered.md, "Deck codes"), implemented here from its
 * description. A code is URL-safe base64 of bits written most significant first:
 *
 * - the version (4 bits, 1) and the number of set groups (8 bits);
 * - per group: the set's number (8 bits, code-sets.ts) and its number of entries (6 bits,
 *   so a set of more than 63 entries takes several groups);
 * - per entry: the copies (2 bits for 1 to 3; 0 followed by 6 bits n for n + 3 copies, or 0
 *   copies when n is 0), the product (1 bit set for a booster card, else 2 bits: 1 promo,
 *   2 alternate art), the faction (3 bits, 1 to 7: AX BR LY MU OR YZ NE), the number in the
 *   faction (the set's width), the rarity (the set's width: 0 C, 1 R1, 2 R2, 3 unique, 4 E)
 *   and, for a unique, its number (16 bits);
 * - zero bits to the end of the last byte.
 *
 * Reading refuses what the format cannot hold (a version, set, product, faction or rarity it
 * does not define, bits missing or left over) with a typed error; writing refuses a list the
 * format cannot hold (a set it does not know, a number or unique too large for its width, too
 * many copies).
 */
import type { Text } from '../../../engine/i18n/catalogue.js';
import { text } from '../i18n/messages.js';
import { BitReader, BitsExhausted, BitWriter, fromBase64, toBase64Url } from './bits.js';
import { CODE_SETS, type CodeSet } from './code-sets.js';
import { AlteredDeckError, type AlteredDeckErrorCode } from './errors.js';
import { readReference, type PrintedRarity } from './reference.js';

/** One line of a decoded code: a reference and its copies. */
export interface AlteredCodeEntry {
  readonly reference: string;
  readonly count: number;
}

/** The longest code read (a list of the list reader's limits fits in far less). */
export const MAX_ALTERED_CODE_LENGTH = 20_000;
const VERSION = 1;
const FACTIONS = ['AX', 'BR', 'LY', 'MU', 'OR', 'YZ', 'NE'] as const;
const RARITIES: readonly PrintedRarity[] = ['C', 'R1', 'R2', 'U', 'E'];
const PRODUCTS = { P: 1, A: 2 } as const;
const MAX_COPIES = 3 + 63;
const MAX_GROUP = 63;
const UNIQUE_BITS = 16;

/** A code that cannot be read: the fault is the code's as a whole. */
function unreadable(code: AlteredDeckErrorCode, message: Text): never {
  throw new AlteredDeckError(code, [{ code, path: '$', message }]);
}

/** A list that cannot be written as a code, at the line of the entry that cannot. */
function unwritable(code: AlteredDeckErrorCode, line: number, message: Text): never {
  throw new AlteredDeckError(code, [{ code, line, message }]);
}

/** The entries of a code, in the order it writes them, read with the sets of one edition of the format. */
export function decodeAlteredCode(code: string, sets: readonly CodeSet[] = CODE_SETS): AlteredCodeEntry[] {
  const written = code.trim();
  if (written.length > MAX_ALTERED_CODE_LENGTH) unreadable('ALTERED_CODE_SYNTAX', text('deckCode.tooLong', { limit: MAX_ALTERED_CODE_LENGTH }));
  const bytes = written === '' ? undefined : fromBase64(written);
  if (bytes === undefined) unreadable('ALTERED_CODE_SYNTAX', text('deckCode.notBase64'));
  const reader = new BitReader(bytes);
  try {
    const version = reader.read(4);
    if (version !== VERSION) unreadable('ALTERED_CODE_VERSION', text('deckCode.version', { version, supported: VERSION }));
    const entries: AlteredCodeEntry[] = [];
    for (let groups = reader.read(8); groups > 0; groups--) {
      const id = reader.read(8);
      const set = sets.find((s) => s.id === id) ?? unreadable('ALTERED_CODE_SET', text('deckCode.unknownSetNumber', { id }));
      for (let count = reader.read(6); count > 0; count--) {
        const entry = readEntry(reader, set);
        if (entry.count > 0) entries.push(entry);
      }
    }
    if (!reader.atPadding) unreadable('ALTERED_CODE_SYNTAX', text('deckCode.leftOver'));
    return entries;
  } catch (error) {
    if (error instanceof BitsExhausted) unreadable('ALTERED_CODE_SYNTAX', text('deckCode.truncated'));
    throw error;
  }
}

function readEntry(reader: BitReader, set: CodeSet): AlteredCodeEntry {
  const short = reader.read(2);
  const long = short === 0 ? reader.read(6) : 0;
  const count = short > 0 ? short : long === 0 ? 0 : long + 3;
  const product = reader.read(1) === 1 ? 'B' : (['', 'P', 'A'][reader.read(2)] ?? '');
  if (product === '') unreadable('ALTERED_CODE_FIELD', text('deckCode.product'));
  const faction = FACTIONS[reader.read(3) - 1] ?? unreadable('ALTERED_CODE_FIELD', text('deckCode.faction'));
  const number = reader.read(set.numberBits);
  const rarity = RARITIES[reader.read(set.rarityBits)] ?? unreadable('ALTERED_CODE_FIELD', text('deckCode.rarity'));
  const printedRarity = rarity === 'U' ? `U_${reader.read(UNIQUE_BITS)}` : rarity;
  const digits = faction === 'NE' && set.unpaddedNeutrals ? String(number) : String(number).padStart(2, '0');
  return { reference: `ALT_${set.set}_${product}_${faction}_${digits}_${printedRarity}`, count };
}

/** The code of a list's entries (each reference once), grouped by set in the order the sets first stand. */
export function encodeAlteredCode(entries: readonly (AlteredCodeEntry & { readonly line?: number })[], sets: readonly CodeSet[] = CODE_SETS): string {
  const bySet = new Map<CodeSet, { entry: AlteredCodeEntry; line: number }[]>();
  entries.forEach((entry, i) => {
    if (entry.count === 0) return;
    const line = entry.line ?? i + 1;
    const parts = readReference(entry.reference) ?? unwritable('ALTERED_LIST_SYNTAX', line, text('deckList.syntax', { written: JSON.stringify(entry.reference) }));
    const set = sets.find((s) => s.set === parts.set) ?? unwritable('ALTERED_CODE_SET', line, text('deckCode.unknownSet', { set: parts.set }));
    bySet.set(set, [...(bySet.get(set) ?? []), { entry, line }]);
  });
  const groups = [...bySet].flatMap(([set, list]) => Array.from({ length: Math.ceil(list.length / MAX_GROUP) }, (_, i) => ({ set, list: list.slice(i * MAX_GROUP, (i + 1) * MAX_GROUP) })));
  if (groups.length > 255) unwritable('ALTERED_CODE_LIMIT', 1, text('deckCode.tooManyGroups'));
  const writer = new BitWriter();
  writer.write(4, VERSION);
  writer.write(8, groups.length);
  for (const { set, list } of groups) {
    writer.write(8, set.id);
    writer.write(6, list.length);
    for (const { entry, line } of list) writeEntry(writer, set, entry, line);
  }
  return toBase64Url(writer.bytes());
}

function writeEntry(writer: BitWriter, set: CodeSet, entry: AlteredCodeEntry, line: number): void {
  const parts = readReference(entry.reference)!;
  const { reference } = entry;
  if (!Number.isInteger(entry.count) || entry.count < 1 || entry.count > MAX_COPIES) unwritable('ALTERED_CODE_LIMIT', line, text('deckCode.copies', { reference, count: entry.count, max: MAX_COPIES }));
  if (entry.count <= 3) writer.write(2, entry.count);
  else {
    writer.write(2, 0);
    writer.write(6, entry.count - 3);
  }
  if (parts.product === 'B') writer.write(1, 1);
  else {
    writer.write(1, 0);
    writer.write(2, PRODUCTS[parts.product]);
  }
  writer.write(3, FACTIONS.indexOf(parts.faction as (typeof FACTIONS)[number]) + 1);
  const number = Number(parts.number);
  if (number >= 2 ** set.numberBits) unwritable('ALTERED_CODE_LIMIT', line, text('deckCode.number', { reference, set: set.set, max: 2 ** set.numberBits - 1 }));
  writer.write(set.numberBits, number);
  const rarity = RARITIES.indexOf(parts.printedRarity);
  if (rarity >= 2 ** set.rarityBits) unwritable('ALTERED_CODE_LIMIT', line, text('deckCode.exalted', { reference, set: set.set }));
  writer.write(set.rarityBits, rarity);
  if (parts.unique !== undefined) {
    if (parts.unique >= 2 ** UNIQUE_BITS) unwritable('ALTERED_CODE_LIMIT', line, text('deckCode.unique', { reference, max: 2 ** UNIQUE_BITS - 1 }));
    writer.write(UNIQUE_BITS, parts.unique);
  }
}
