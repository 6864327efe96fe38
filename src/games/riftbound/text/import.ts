/**
 * A card file to a Riftbound card set: every record read (records.ts), printings of one card
 * put together, each card compiled from its text (compile.ts), checked as any card set is
 * (schema and card checker), and read back (render.ts). The report says how much of the file
 * became cards and why the rest did not: the to-do list of the card language.
 */
import { issueText, LoadError, wordedIssue } from '../../../engine/errors.js';
import { DEFAULT_LANGUAGE } from '../../../engine/i18n/language.js';
import type { Text } from '../../../engine/i18n/catalogue.js';
import { countReasons } from '../../../engine/card-text/card-import.js';
import { reasoned, reasonWords } from '../../../engine/card-text/reasons.js';
import { text } from '../i18n/text-messages.js';
import { Refusal, type Token } from '../../../engine/syntax/syntax.js';
import { loadCardSets } from '../cards/cards.js';
import type { CardDefinition, CardSet } from '../schema/card-schema.js';
import { compileCard } from './compile.js';
import type { CardLookup } from './context.js';
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

/**
 * Imports a card file's JSON as a card set named `setName`. Token records are compiled first,
 * so that the cards making tokens find them by name; a token the file has no record of is
 * made from the phrase that makes it (token-cards.ts) and added to the set.
 */
export function importCards(json: Json, setName = 'imported'): ImportResult {
  const { records, faults } = readRecords(json);
  if (records.length > MAX_RECORDS) throw new LoadError(setName, [wordedIssue({ path: '$' }, text('records.tooMany', { max: MAX_RECORDS, count: records.length }))]);
  const groups = groupPrintings(records);
  const compiled = new Map<number, CardDefinition>();
  const made: CardDefinition[] = [];
  const refused = new Map<number, Refused>();
  const ids = new Set<string>();
  const refusedTokens = new Map<string, Text>();
  const known = new Map<string, CardDefinition>();
  const lookup: CardLookup = {
    byId: (id) => known.get(id),
    tokenNamed: (name) => {
      const why = refusedTokens.get(name.toLowerCase());
      if (why !== undefined) return new Refusal(why);
      for (const card of known.values()) if (card.token && card.name.toLowerCase() === name.toLowerCase()) return card;
      return undefined;
    },
  };
  const order = groups.map((_, i) => i).sort((a, b) => Number(groups[b]?.record.header.token === true) - Number(groups[a]?.record.header.token === true));
  for (const index of order) {
    const { record, printings } = groups[index] as (typeof groups)[number];
    const id = uniqueId(record.header.id, ids);
    const header = { ...record.header, id, ...(printings.length > 0 ? { printings } : {}) };
    const result = compileCard(header, record.text, lookup);
    const checked = result.ok ? cardFault(result.card, result.tokens, lookup) : undefined;
    if (!result.ok || checked !== undefined) {
      const why = result.ok ? { phrase: record.text.replace(/<[^>]*>/g, ' ').trim().slice(0, 120), reason: checked as Text } : { phrase: result.refusal.phrase, reason: reasonWords(result.refusal) };
      refused.set(index, reasoned({ id, name: header.name, phrase: why.phrase }, why.reason));
      if (header.token) refusedTokens.set(header.name.toLowerCase(), text('refusal.tokenCardRefused', { name: header.name }));
      continue;
    }
    ids.add(id);
    compiled.set(index, result.card);
    known.set(id, result.card);
    for (const token of result.tokens) {
      ids.add(token.id);
      made.push(token);
      known.set(token.id, token);
    }
  }
  const cards: CardDefinition[] = [];
  const readBackDiffers: ReadBackDifference[] = [];
  let readBackEqual = 0;
  groups.forEach(({ record }, index) => {
    const card = compiled.get(index);
    if (card === undefined) return;
    cards.push(card);
    const back = renderCard(card, lookup);
    const printed = textLines(record.text).map((l) => [...l.tokens, ...l.modes.flat()] as Token[]);
    if (back.ok && sameText(back.lines, printed)) readBackEqual++;
    else readBackDiffers.push({ id: card.id, printed: card.text ?? '', rendered: back.ok ? back.text : `(no text: ${back.reason})` });
  });
  const refusals = groups.flatMap((_, index) => refused.get(index) ?? []);
  const reasons = countReasons(refusals);
  return {
    set: { set: setName, cards: [...cards, ...made] as CardSet['cards'] },
    report: {
      game: 'riftbound',
      printings: records.length,
      cards: groups.length,
      compiled: cards.length,
      readBackEqual,
      madeTokens: made.map((t) => t.id),
      refused: refusals,
      reasons,
      readBackDiffers,
      faults,
    },
  };
}

function uniqueId(id: string, taken: ReadonlySet<string>): string {
  if (!taken.has(id)) return id;
  for (let n = 2; ; n++) if (!taken.has(`${id}-${n}`)) return `${id}-${n}`;
}

/**
 * Undefined when the card, with the tokens made for it (`made`) and those of the set it makes
 * (`known`), is a valid card of a set; otherwise the first fault, in English.
 */
export function checkCard(card: CardDefinition, made: readonly CardDefinition[] = [], known?: CardLookup): string | undefined {
  return cardFault(card, made, known)?.in(DEFAULT_LANGUAGE);
}

/** As {@link checkCard}, the fault in words of the catalogue, to put into any language. */
export function cardFault(card: CardDefinition, made: readonly CardDefinition[] = [], known?: CardLookup): Text | undefined {
  const tokens = [...made, ...tokenIds(card).flatMap((id) => (made.some((t) => t.id === id) ? [] : (known?.byId(id) ?? [])))];
  try {
    loadCardSets([{ file: card.id, json: { set: 'check', cards: [card, ...tokens] } }]);
    return undefined;
  } catch (error) {
    if (error instanceof LoadError) {
      const first = error.issues[0];
      return text('refusal.dataRefused', { path: String(first?.path), fault: first === undefined ? String(undefined) : issueText(first) });
    }
    throw error;
  }
}

/** The ids of the token cards a card's effects make, each once (two steps may make the same token). */
function tokenIds(node: unknown, ids: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) tokenIds(item, ids);
  else if (typeof node === 'object' && node !== null) {
    const step = node as { op?: unknown; card?: unknown };
    if (step.op === 'createToken' && typeof step.card === 'string') {
      if (!ids.includes(step.card)) ids.push(step.card);
    }
    else for (const value of Object.values(node)) tokenIds(value, ids);
  }
  return ids;
}
