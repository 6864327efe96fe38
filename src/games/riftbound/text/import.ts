/**
 * A card file to a Riftbound card set: every record read (records.ts), printings of one card
 * put together, each card compiled from its text (compile.ts), checked as any card set is
 * (schema and card checker), and read back (render.ts). The report says how much of the file
 * became cards and why the rest did not: the to-do list of the card language.
 */
import { LoadError } from '../../../engine/errors.js';
import type { Token } from '../../../engine/syntax/syntax.js';
import { loadCardSets } from '../cards.js';
import type { CardDefinition, CardSet } from '../card-schema.js';
import { compileCard } from './compile.js';
import { textLines } from './lexer.js';
import { sameText } from './normalize.js';
import { groupPrintings, readRecords } from './records.js';
import type { ImportReport, ReadBackDifference, Refused } from './report.js';

export type { ImportReport, ReadBackDifference, Refused } from './report.js';
import { renderCard } from './render.js';

export interface ImportResult {
  readonly set: CardSet;
  readonly report: ImportReport;
}

type Json = Parameters<typeof readRecords>[0];

/** The most records a file may hold. */
export const MAX_RECORDS = 20_000;

/** Imports a card file's JSON as a card set named `setName`. */
export function importCards(json: Json, setName = 'imported'): ImportResult {
  const { records, faults } = readRecords(json);
  if (records.length > MAX_RECORDS) throw new LoadError(setName, [{ path: '$', message: `a card file holds at most ${MAX_RECORDS} records, found ${records.length}` }]);
  const groups = groupPrintings(records);
  const cards: CardDefinition[] = [];
  const refused: Refused[] = [];
  const readBackDiffers: ReadBackDifference[] = [];
  const ids = new Set<string>();
  let readBackEqual = 0;
  for (const { record, printings } of groups) {
    const id = uniqueId(record.header.id, ids);
    const header = { ...record.header, id, ...(printings.length > 0 ? { printings } : {}) };
    const result = compileCard(header, record.text);
    if (!result.ok) {
      refused.push({ id, name: header.name, ...result.refusal });
      continue;
    }
    const checked = checkCard(result.card);
    if (checked !== undefined) {
      refused.push({ id, name: header.name, phrase: record.text.replace(/<[^>]*>/g, ' ').trim().slice(0, 120), reason: checked });
      continue;
    }
    ids.add(id);
    cards.push(result.card);
    const back = renderCard(result.card);
    const printed = textLines(record.text).map((l) => [...l.tokens, ...l.modes.flat()] as Token[]);
    if (back.ok && sameText(back.lines, printed)) readBackEqual++;
    else readBackDiffers.push({ id, printed: result.card.text ?? '', rendered: back.ok ? back.text : `(no text: ${back.reason})` });
  }
  const counts = new Map<string, number>();
  for (const r of refused) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  const reasons = [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  return {
    set: { set: setName, cards: cards as CardSet['cards'] },
    report: { game: 'riftbound', printings: records.length, cards: groups.length, compiled: cards.length, readBackEqual, refused, reasons, readBackDiffers, faults },
  };
}

function uniqueId(id: string, taken: ReadonlySet<string>): string {
  if (!taken.has(id)) return id;
  for (let n = 2; ; n++) if (!taken.has(`${id}-${n}`)) return `${id}-${n}`;
}

/** Undefined when the card is a valid card of a set; otherwise the first fault. */
export function checkCard(card: CardDefinition): string | undefined {
  try {
    loadCardSets([{ file: card.id, json: { set: 'check', cards: [card] } }]);
    return undefined;
  } catch (error) {
    if (error instanceof LoadError) return `the card data made is refused: ${error.issues[0]?.path} ${error.issues[0]?.message}`;
    throw error;
  }
}
