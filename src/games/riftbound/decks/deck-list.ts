/**
 * Deck lists as people write them: one card a line, as `3 OGN-007`, `3x OGN-007`,
 * `OGN-007 x3`, `3 Card Name` or a bare code or name (one copy). Blank lines and `#`
 * comments are ignored. Section headers (`Legend:`, `Champion:`, `Battlefields:`, `Runes:`,
 * `Main:` or `Main Deck:`, `Sideboard:`, each perhaps with a total, `Runes (12):`) say where
 * the lines below them go. A header followed by a card on its line (`Legend: OGN-247`) names
 * that card only, and the lines below stay where they were. Reading names no card yet: mapping to a
 * card set does (deck-from-list.ts).
 */
import { looksLikeCardCode } from './card-code.js';
import { DeckListError } from './errors.js';
import { text as words } from '../i18n/messages.js';

/** Where a list puts its cards. */
export type DeckListSection = 'legend' | 'champion' | 'battlefields' | 'runes' | 'main' | 'sideboard';

/** One card line: a card code (`OGN-007a`, as written) or a card name, its copies, its section and line. */
export type DeckListEntry = {
  readonly count: number;
  /** The line of the text, from 1. */
  readonly line: number;
  /** The section header above it; absent before any header. */
  readonly section?: DeckListSection;
} & ({ readonly code: string } | { readonly name: string });

export interface DeckList {
  readonly entries: readonly DeckListEntry[];
}

/** The most characters, lines, characters of one line and copies of one line a list may have. */
export const DECK_LIST_LIMITS = { characters: 100_000, lines: 2_000, lineLength: 300, copies: 999 } as const;

const HEADERS: Readonly<Record<string, DeckListSection>> = {
  legend: 'legend',
  legends: 'legend',
  'champion legend': 'legend',
  champion: 'champion',
  'chosen champion': 'champion',
  battlefield: 'battlefields',
  battlefields: 'battlefields',
  rune: 'runes',
  runes: 'runes',
  'rune deck': 'runes',
  main: 'main',
  'main deck': 'main',
  maindeck: 'main',
  deck: 'main',
  sideboard: 'sideboard',
  side: 'sideboard',
  'side deck': 'sideboard',
};

/** `Header:` or `Header (12):` with what follows it on the line. */
const HEADER = /^([A-Za-z][A-Za-z ]*?)\s*(?:\(\d+\))?\s*:\s*(.*)$/;
/** What may follow a header besides a card: a total, like `Runes: 12` or `Main Deck: (39)`. */
const TOTAL = /^\(?\d+\)?$/;
/** `3 X`, `3x X`, `3 x X`. */
const COUNT_FIRST = /^(\d+)\s*[x\u00d7]?\s+(\S.*)$/i;
/** `X x3`, `X x 3`, `X (3)`. */
const COUNT_LAST = /^(\S.*?)\s+(?:[x\u00d7]\s*(\d+)|\((\d+)\))$/i;

/** The entries of a deck list; a line that reads as no entry is refused with its number. */
export function parseDeckList(text: string): DeckList {
  if (typeof text !== 'string') throw new DeckListError('DECK_LIST_SYNTAX', words('deckList.notText'), 1);
  if (text.length > DECK_LIST_LIMITS.characters) {
    throw new DeckListError('DECK_LIST_TOO_LONG', words('deckList.tooLong', { length: text.length, limit: DECK_LIST_LIMITS.characters }), 1);
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > DECK_LIST_LIMITS.lines) throw new DeckListError('DECK_LIST_TOO_LONG', words('deckList.tooManyLines', { count: lines.length, limit: DECK_LIST_LIMITS.lines }), DECK_LIST_LIMITS.lines + 1);
  const entries: DeckListEntry[] = [];
  let section: DeckListSection | undefined;
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.length > DECK_LIST_LIMITS.lineLength) throw new DeckListError('DECK_LIST_TOO_LONG', words('deckList.lineTooLong', { length: raw.length, limit: DECK_LIST_LIMITS.lineLength }), line);
    const body = withoutComment(raw);
    const header = headerOf(body);
    if (header && (header.rest === '' || TOTAL.test(header.rest))) section = header.section;
    else if (header) entries.push({ ...entryOf(header.rest, line), line, section: header.section });
    else if (body !== '') entries.push({ ...entryOf(body, line), line, ...(section === undefined ? {} : { section }) });
  });
  return { entries };
}

/** The line without its comment (`#` at its start, or after a space) and surrounding spaces. */
function withoutComment(line: string): string {
  const at = line.search(/(^|\s)#/);
  return (at < 0 ? line : line.slice(0, at)).trim();
}

function headerOf(body: string): { section: DeckListSection; rest: string } | undefined {
  const match = HEADER.exec(body);
  const section = match ? HEADERS[(match[1] ?? '').toLowerCase().replace(/\s+/g, ' ')] : undefined;
  return section === undefined ? undefined : { section, rest: (match?.[2] ?? '').trim() };
}

/** A card line's copies and its card, a code or a name. */
function entryOf(body: string, line: number): { count: number } & ({ code: string } | { name: string }) {
  const first = COUNT_FIRST.exec(body);
  const last = first ? null : COUNT_LAST.exec(body);
  const digits = first?.[1] ?? last?.[2] ?? last?.[3];
  const card = (first?.[2] ?? last?.[1] ?? body).trim();
  const count = digits === undefined ? 1 : Number(digits);
  if (count < 1 || count > DECK_LIST_LIMITS.copies) {
    throw new DeckListError('DECK_LIST_COUNT', words('deckList.count', { count: digits ?? '', card, limit: DECK_LIST_LIMITS.copies }), line);
  }
  if (/^\d+$/.test(card)) throw new DeckListError('DECK_LIST_SYNTAX', words('deckList.noCard', { written: JSON.stringify(body) }), line);
  return looksLikeCardCode(card) ? { count, code: card } : { count, name: card };
}
