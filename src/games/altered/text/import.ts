/**
 * An Altered card file to a card set, in the language asked for: every record read
 * (records.ts), printings of one card (name and rarity) put together, each card compiled from
 * its text (compile.ts), checked as any card set is (schema and card checker), and read back
 * (render.ts). Token records are compiled first, so that the cards making tokens find them by
 * name; a token the file has no record of is made from the phrase that makes it.
 */
import { countReasons, type ImportReport, type ReadBackDifference, type Refused } from '../../../engine/card-text/card-import.js';
import { issueText, LoadError, wordedIssue } from '../../../engine/errors.js';
import type { Text } from '../../../engine/i18n/catalogue.js';
import { reasoned, reasonWords } from '../../../engine/card-text/reasons.js';
import { text } from '../i18n/text-messages.js';
import { text as cardText } from '../i18n/cards-messages.js';
import type { Token } from '../../../engine/syntax/syntax.js';
import type { AlteredCard, AlteredCardSet } from '../schema/file-schemas.js';
import type { Language } from './ast.js';
import { compileCard } from './compile.js';
import { textLines } from './lexer.js';
import { sameText } from './normalize.js';
import { distinctCards, readRecords } from './records.js';
import { renderCard } from './render.js';
import { loadAlteredCardSet } from './set-file.js';
import { TokenCards } from './token-book.js';

/** The most records a file may hold. */
export const MAX_RECORDS = 20_000;

export interface AlteredImport {
  readonly set: AlteredCardSet;
  readonly report: ImportReport<'altered'>;
}

/** Imports a card file's JSON as a card set named `setName`, reading the text in `lang`. */
export function importAlteredCards(json: unknown, setName = 'imported', lang: Language = 'en'): AlteredImport {
  const { records, faults } = readRecords(json as Parameters<typeof readRecords>[0], lang);
  if (records.length > MAX_RECORDS) throw new LoadError(setName, [wordedIssue({ path: '$' }, cardText('records.tooMany', { max: MAX_RECORDS, count: records.length }))]);
  const cards = distinctCards(records);
  const order = [...cards].sort((a, b) => Number(b.header.token === true) - Number(a.header.token === true));
  const compiled = new Map<string, AlteredCard>();
  const ids = new Set<string>();
  const tokens = new TokenCards(
    (id) => compiled.get(id),
    (id) => ids.has(id),
  );
  const refused = new Map<string, Refused>();
  const idOf = new Map<string, string>();
  for (const record of order) {
    let id = record.header.id;
    for (let n = 2; ids.has(id); n++) id = `${record.header.id}-${n}`;
    ids.add(id);
    idOf.set(record.key, id);
    const header = { ...record.header, id };
    if (record.unsupported !== undefined) {
      refused.set(record.key, reasoned({ id, name: header.name, phrase: record.text.replace(/\s+/g, ' ').trim().slice(0, 120) }, record.unsupported));
      continue;
    }
    const madeBefore = tokens.made.length;
    const result = compileCard(header, record.text, lang, tokens);
    const fault = result.ok ? checkCard(result.card, [...compiled.values(), ...tokens.made]) : undefined;
    if (!result.ok || fault !== undefined) {
      tokens.forgetMadeAfter(madeBefore);
      refused.set(record.key, result.ok ? reasoned({ id, name: header.name, phrase: record.text.slice(0, 120) }, fault as Text) : reasoned({ id, name: header.name, phrase: result.refusal.phrase }, reasonWords(result.refusal)));
      continue;
    }
    compiled.set(id, result.card);
    tokens.add(result.card);
  }
  const set: AlteredCard[] = [];
  const readBackDiffers: ReadBackDifference[] = [];
  let readBackEqual = 0;
  for (const record of cards) {
    const card = compiled.get(idOf.get(record.key) as string);
    if (card === undefined) continue;
    set.push(card);
    const back = renderCard(card, lang, tokens);
    const printed = textLines(record.text).flatMap((l): (readonly Token[])[] => [l.tokens, ...l.modes]);
    if (back.ok && sameText(back.lines, printed)) readBackEqual++;
    else readBackDiffers.push({ id: card.id, printed: record.text, rendered: back.ok ? back.text : `(no text: ${back.reason})` });
  }
  const refusals = cards.flatMap((r) => refused.get(r.key) ?? []);
  return {
    set: { set: setName, cards: [...set, ...tokens.made] },
    report: {
      game: 'altered',
      lang,
      printings: records.length,
      cards: cards.length,
      compiled: set.length,
      readBackEqual,
      madeTokens: tokens.made.map((t) => t.id),
      refused: refusals,
      reasons: countReasons(refusals),
      readBackDiffers,
      faults,
    },
  };
}

/** Undefined when the card, beside the cards and tokens already made, is a valid card of a set; otherwise the first fault. */
export function checkCard(card: AlteredCard, others: readonly AlteredCard[]): Text | undefined {
  const needed = others.filter((c) => c.token);
  try {
    loadAlteredCardSet(card.id, { set: 'check', cards: [card, ...needed.filter((c) => c.id !== card.id)] });
    return undefined;
  } catch (error) {
    if (error instanceof LoadError) {
      const first = error.issues[0];
      return text('refusal.dataRefused', { path: String(first?.path), fault: first === undefined ? String(undefined) : issueText(first) });
    }
    throw error;
  }
}
