/**
 * Altered deck lists as people exchange them: one card a line, `3 ALT_CORE_B_AX_04_C` or
 * `ALT_CORE_B_AX_04_C x3` (a bare reference is one copy). A line of 0 copies is dropped and
 * repeated references are summed, at the line where each first stands. Blank lines and `#`
 * comments are ignored. Reading names no card yet: import.ts does.
 */
import { text } from '../i18n/messages.js';
import { AlteredDeckError, type AlteredDeckErrorCode } from './errors.js';
import { readReference } from './reference.js';

export interface AlteredListEntry {
  /** The reference, upper case. */
  readonly reference: string;
  readonly count: number;
  /** The line (from 1) where the reference first stands. */
  readonly line: number;
}

/** The most characters, lines, characters of a line, copies of a line the reader takes. */
export const ALTERED_LIST_LIMITS = { characters: 100_000, lines: 2_000, lineLength: 300, copies: 99 } as const;

const COUNT_FIRST = /^(\d+)\s*[x\u00d7]?\s+(\S+)$/i;
const COUNT_LAST = /^(\S+)\s+[x\u00d7]\s*(\d+)$/i;

function refused(code: AlteredDeckErrorCode, line: number, message: ReturnType<typeof text>): never {
  throw new AlteredDeckError(code, [{ code, line, message }]);
}

/** The entries of a list; a line that reads as no entry is refused with its number. */
export function parseAlteredList(list: string): readonly AlteredListEntry[] {
  if (list.length > ALTERED_LIST_LIMITS.characters) refused('ALTERED_LIST_TOO_LONG', 1, text('deckList.tooLong', { limit: ALTERED_LIST_LIMITS.characters }));
  const lines = list.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > ALTERED_LIST_LIMITS.lines) refused('ALTERED_LIST_TOO_LONG', ALTERED_LIST_LIMITS.lines + 1, text('deckList.tooManyLines', { limit: ALTERED_LIST_LIMITS.lines }));
  const entries = new Map<string, { reference: string; count: number; line: number }>();
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.length > ALTERED_LIST_LIMITS.lineLength) refused('ALTERED_LIST_TOO_LONG', line, text('deckList.lineTooLong', { limit: ALTERED_LIST_LIMITS.lineLength }));
    const at = raw.search(/(^|\s)#/);
    const body = (at < 0 ? raw : raw.slice(0, at)).trim();
    if (body === '') return;
    const first = COUNT_FIRST.exec(body);
    const last = first ? null : COUNT_LAST.exec(body);
    const written = first?.[2] ?? last?.[1] ?? body;
    const count = Number(first?.[1] ?? last?.[2] ?? 1);
    if (readReference(written) === undefined) refused('ALTERED_LIST_SYNTAX', line, text('deckList.syntax', { written: JSON.stringify(body) }));
    if (count > ALTERED_LIST_LIMITS.copies) refused('ALTERED_LIST_COUNT', line, text('deckList.count', { count, limit: ALTERED_LIST_LIMITS.copies }));
    if (count === 0) return;
    const reference = written.toUpperCase();
    const seen = entries.get(reference);
    entries.set(reference, { reference, count: (seen?.count ?? 0) + count, line: seen?.line ?? line });
  });
  return [...entries.values()];
}
