/**
 * Encoding a list as a deck code. The version is the one the list needs, as the format's
 * encoders choose it: v3 for a plain list, v4 when a card has an `R` number, v5 when a count
 * is above 12 in the main deck or above 3 in the sideboard or a card has an `SP` number, v6
 * when there are additional legends. Another version may be asked for if it can hold the list.
 * Groups are written by set, then variant, and numbers in increasing order, as the format's
 * encoder does (decoders do not depend on it).
 */
import { encodeBase32 } from './base32.js';
import { ByteWriter } from './bytes.js';
import { canonicalCardCode, parseCardCode, quote, type CardCodeParts } from './card-code.js';
import { DeckCodeError, MAX_COPIES_IN_CODE } from './errors.js';
import { FIXED_MAIN_CEILING, FIXED_SIDEBOARD_CEILING, FORMAT, isVersion, LAYOUTS, type VersionLayout } from './layout.js';
import type { DeckCodeEntry, DeckCodeList, DeckCodeVersion, EncodeDeckCodeOptions } from './types.js';
import { text } from '../i18n/messages.js';
import type { Text } from '../../../engine/i18n/catalogue.js';

interface CodedCard {
  readonly parts: CardCodeParts;
  readonly count: number;
}

/** The list, its card codes read and checked. */
interface CheckedList {
  readonly main: readonly CodedCard[];
  readonly sideboard: readonly CodedCard[];
  readonly champion: CardCodeParts | undefined;
  readonly legends: readonly CardCodeParts[];
}

const R = 1;
const SP = 2;

/** The deck code of a list (text, base32). */
export function encodeDeckCode(list: DeckCodeList, options: EncodeDeckCodeOptions = {}): string {
  return encodeBase32(encodeDeckBytes(list, options));
}

/** The bytes of a list's deck code, before base32. */
export function encodeDeckBytes(list: DeckCodeList, options: EncodeDeckCodeOptions = {}): Uint8Array {
  const checked = checkList(list);
  const version = chooseVersion(checked, options.version);
  const layout = LAYOUTS[version];
  const out = new ByteWriter();
  out.byte((FORMAT << 4) | version);
  const cards = [...checked.main, ...checked.sideboard].map((c) => c.parts).concat(checked.legends, checked.champion ? [checked.champion] : []);
  const flagged = layout.flags === 'always' || (layout.flags === 'deckLevel' && cards.some((c) => c.prefix !== 0));
  if (layout.flags === 'deckLevel') out.byte(flagged ? 1 : 0);
  const writer = new CardWriter(out, flagged);
  writer.section(checked.main, layout, FIXED_MAIN_CEILING);
  if (layout.sideboard) writer.section(checked.sideboard, layout, FIXED_SIDEBOARD_CEILING);
  if (layout.champion) {
    if (checked.champion === undefined) out.byte(0);
    else {
      out.byte(1);
      writer.card(checked.champion, true);
    }
  }
  if (layout.legends) {
    out.varint(checked.legends.length);
    for (const legend of checked.legends) writer.card(legend, true);
  }
  return out.toBytes();
}

/** What the list needs of a version: why a lower one cannot hold it. */
function needs(list: CheckedList): { version: DeckCodeVersion; why: Text }[] {
  const all = [...list.main, ...list.sideboard].map((c) => c.parts).concat(list.legends, list.champion ? [list.champion] : []);
  const found: { version: DeckCodeVersion; why: Text }[] = [];
  if (list.legends.length > 0) found.push({ version: 6, why: text('deckCode.needs.legends') });
  if (list.main.some((c) => c.count > FIXED_MAIN_CEILING)) found.push({ version: 5, why: text('deckCode.needs.mainCopies', { limit: FIXED_MAIN_CEILING }) });
  if (list.sideboard.some((c) => c.count > FIXED_SIDEBOARD_CEILING)) found.push({ version: 5, why: text('deckCode.needs.sideboardCopies', { limit: FIXED_SIDEBOARD_CEILING }) });
  if (all.some((c) => c.prefix === SP)) found.push({ version: 5, why: text('deckCode.needs.sp') });
  if (all.some((c) => c.prefix === R)) found.push({ version: 4, why: text('deckCode.needs.r') });
  if (list.champion !== undefined) found.push({ version: 3, why: text('deckCode.needs.champion') });
  if (list.sideboard.length > 0) found.push({ version: 2, why: text('deckCode.needs.sideboard') });
  return found;
}

function chooseVersion(list: CheckedList, asked: DeckCodeVersion | undefined): DeckCodeVersion {
  const needed = needs(list);
  // The format's encoders write v3 at least, even for a list v1 could hold.
  if (asked === undefined) return Math.max(3, ...needed.map((n) => n.version)) as DeckCodeVersion;
  if (!isVersion(asked)) throw new DeckCodeError('DECK_CODE_VERSION', text('deckCode.versionWritten', { version: String(asked) }));
  const unmet = needed.find((n) => n.version > asked);
  if (unmet) throw new DeckCodeError('DECK_CODE_VERSION', text('deckCode.versionCannotHold', { version: asked, what: unmet.why, needed: unmet.version }));
  return asked;
}

/** The list's card codes read, counts checked, no card twice in a section. */
function checkList(list: DeckCodeList): CheckedList {
  if (typeof list !== 'object' || list === null) throw new DeckCodeError('DECK_CODE_INVALID', text('deckCode.listShape'), { path: '$' });
  const champion = list.champion === undefined ? undefined : parseCardCode(textAt(list.champion, '$.champion'), '$.champion');
  return {
    main: checkSection(list.main, 'main'),
    sideboard: checkSection(list.sideboard ?? [], 'sideboard'),
    champion,
    legends: checkLegends(list.legends ?? []),
  };
}

function checkSection(entries: readonly DeckCodeEntry[], name: 'main' | 'sideboard'): CodedCard[] {
  if (!Array.isArray(entries)) throw new DeckCodeError('DECK_CODE_INVALID', text('deckCode.sectionShape', { section: name }), { path: `$.${name}` });
  const seen = new Map<string, number>();
  return entries.map((entry: DeckCodeEntry, i) => {
    const path = `$.${name}[${i}]`;
    if (typeof entry !== 'object' || entry === null) throw new DeckCodeError('DECK_CODE_INVALID', text('deckCode.entryShape'), { path });
    const code = canonicalCardCode(textAt(entry.code, `${path}.code`), `${path}.code`);
    const count: unknown = entry.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_COPIES_IN_CODE) {
      throw new DeckCodeError('DECK_CODE_COUNT', text('deckCode.entryCount', { count: quote(String(count)), code, limit: MAX_COPIES_IN_CODE }), { path: `${path}.count` });
    }
    const earlier = seen.get(code);
    if (earlier !== undefined) throw new DeckCodeError('DECK_CODE_DUPLICATE', text('deckCode.alsoAt', { code, path: `$.${name}[${earlier}]` }), { path: `${path}.code` });
    seen.set(code, i);
    return { parts: parseCardCode(code), count };
  });
}

function checkLegends(legends: readonly string[]): CardCodeParts[] {
  if (!Array.isArray(legends)) throw new DeckCodeError('DECK_CODE_INVALID', text('deckCode.legendsShape'), { path: '$.legends' });
  const seen = new Map<string, number>();
  return legends.map((legend: string, i) => {
    const path = `$.legends[${i}]`;
    const code = canonicalCardCode(textAt(legend, path), path);
    const earlier = seen.get(code);
    if (earlier !== undefined) throw new DeckCodeError('DECK_CODE_DUPLICATE', text('deckCode.alsoAt', { code, path: `$.legends[${earlier}]` }), { path });
    seen.set(code, i);
    return parseCardCode(code);
  });
}

function textAt(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new DeckCodeError('DECK_CODE_CARD', text('deckCode.cardNotText'), { path });
  return value;
}

/** Writes cards the way one code's version and `flagged` byte read them. */
class CardWriter {
  constructor(
    private readonly out: ByteWriter,
    private readonly flagged: boolean,
  ) {}

  section(cards: readonly CodedCard[], layout: VersionLayout, ceiling: number): void {
    if (layout.body === 'fixed') {
      for (let count = ceiling; count >= 1; count--) this.groups(cards.filter((c) => c.count === count));
      return;
    }
    const counts = [...new Set(cards.map((c) => c.count))].sort((a, b) => b - a);
    this.out.varint(counts.length);
    for (const count of counts) {
      this.out.varint(count);
      this.groups(cards.filter((c) => c.count === count));
    }
  }

  /** Cards of one count, in groups of one set and variant. */
  private groups(cards: readonly CodedCard[]): void {
    const groups = new Map<number, CardCodeParts[]>();
    for (const { parts } of cards) {
      const key = parts.set * 256 + parts.variant;
      const group = groups.get(key);
      if (group) group.push(parts);
      else groups.set(key, [parts]);
    }
    this.out.varint(groups.size);
    for (const key of [...groups.keys()].sort((a, b) => a - b)) {
      const group = (groups.get(key) ?? []).sort((a, b) => a.prefix - b.prefix || a.number - b.number);
      const first = group[0] as CardCodeParts;
      this.out.varint(group.length);
      this.out.byte(first.set);
      this.out.byte(first.variant);
      for (const parts of group) this.card(parts, false);
    }
  }

  /** A card's number, after its flag where flags are written; `withSet`: its set and variant first (champion, legends). */
  card(parts: CardCodeParts, withSet: boolean): void {
    if (withSet) {
      this.out.byte(parts.set);
      this.out.byte(parts.variant);
    }
    if (this.flagged) this.out.byte(parts.prefix);
    this.out.varint(parts.number);
  }
}
