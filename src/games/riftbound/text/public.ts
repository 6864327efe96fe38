/**
 * The card-text compiler and renderer as the package's entries give them: declared with plain
 * types (a card is a `RiftboundCard`, decks/types.ts) so that a program using them does not pay
 * the type-checking time of the whole card format; every card handed in is checked against the
 * card set schema and the card checker first, a fault thrown as a LoadError with its JSON path.
 */
import { reasonIn } from '../../../engine/card-text/reasons.js';
import { LoadError, wordedIssue } from '../../../engine/errors.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../engine/i18n/language.js';
import { loadCardSets } from '../cards/cards.js';
import type { CardDefinition } from '../schema/card-schema.js';
import { text as checkText } from '../i18n/cards-messages.js';
import type { RiftboundCard, RiftboundCardSet } from '../decks/types.js';
import { compileCard as compile } from './compile.js';
import type { CardHeader } from './card-lines.js';
import { cardLookup, type CardLookup } from './context.js';
import { cardFault, importCards as importFile } from './import.js';
import type { ImportReport } from './report.js';
import { renderCard as render } from './render.js';

/** A card's facts outside its rules text, as `compileCardText` takes them (the fields of the card format). */
export interface CardTextHeader {
  readonly id: string;
  readonly name: string;
  readonly type: RiftboundCard['type'];
  readonly token?: boolean;
  readonly domain?: 'fury' | 'calm' | 'mind' | 'body' | 'chaos' | 'order';
  readonly domains?: readonly ('fury' | 'calm' | 'mind' | 'body' | 'chaos' | 'order')[];
  readonly cost?: { readonly energy: number; readonly power: readonly ('fury' | 'calm' | 'mind' | 'body' | 'chaos' | 'order' | 'any')[] };
  readonly might?: number;
  readonly tags?: readonly string[];
  readonly champion?: boolean;
  readonly signature?: boolean;
  readonly printings?: readonly string[];
}

/** A card compiled whole with the token cards made for it (a set holding the card holds them too), or refused with the phrase where reading stopped and why. */
export type CardTextResult =
  | { readonly ok: true; readonly card: RiftboundCard; readonly tokens: readonly RiftboundCard[] }
  | { readonly ok: false; readonly phrase: string; readonly reason: string; readonly key?: string };

/** How the public entries word a reason: in `lang` (English by default). */
export interface CardTextOptions {
  readonly lang?: Language;
}

/** A card's printed text, or why part of its data has no printed form yet. */
export type CardRendering = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string; readonly key?: string };

export type { ImportReport as CardImportReport, ReadBackDifference, Refused as RefusedCard, RecordFault as CardRecordFault } from './report.js';

/** The card checked as a card of a set with the token cards it makes, and those tokens to look up. */
function checked(card: RiftboundCard, tokens: readonly RiftboundCard[], file: string): { card: CardDefinition; lookup: CardLookup } {
  const cards = loadCardSets([{ file, json: { set: 'checked', cards: [card, ...tokens] } }]);
  return { card: cards.values().next().value as CardDefinition, lookup: cardLookup(cards.values()) };
}

/**
 * Compiles a card from its header and printed text (docs/card-text.md). The card made is
 * checked as any card of a set is: a header the card format refuses refuses the card, with the
 * JSON path of the fault in the reason. A refusal's `reason` is in `options.lang` (English by
 * default); its `key` is the same in every language.
 */
export function compileCardText(header: CardTextHeader, text: string, options: CardTextOptions = {}): CardTextResult {
  const lang = options.lang ?? DEFAULT_LANGUAGE;
  if (typeof text !== 'string') throw new LoadError('compileCardText', [wordedIssue({ path: '$.text' }, checkText('compile.textString'))]);
  if (typeof header !== 'object' || header === null || typeof header.type !== 'string') throw new LoadError('compileCardText', [wordedIssue({ path: '$.header.type' }, checkText('compile.headerType'))]);
  const result = compile(header as CardHeader, text);
  if (!result.ok) {
    const refusal = reasonIn(result.refusal, lang);
    return { ok: false, phrase: refusal.phrase, reason: refusal.reason, ...(refusal.key === undefined ? {} : { key: refusal.key }) };
  }
  const fault = cardFault(result.card, result.tokens);
  if (fault !== undefined) return { ok: false, phrase: text, reason: fault.in(lang), key: fault.key };
  return { ok: true, card: result.card as unknown as RiftboundCard, tokens: result.tokens as unknown as readonly RiftboundCard[] };
}

/**
 * A card's printed text made from its data alone (its `text`, if any, is never read); `tokens`
 * are the token cards its effects make, which the text describes; why a part has no printed
 * form yet is said in `options.lang` (English by default).
 */
export function renderCardText(card: RiftboundCard, tokens: readonly RiftboundCard[] = [], options: CardTextOptions = {}): CardRendering {
  const { card: data, lookup } = checked(card, tokens, 'renderCardText');
  const rendered = render(data, lookup);
  if (rendered.ok) return { ok: true, text: rendered.text };
  const unsaid = reasonIn(rendered, options.lang ?? DEFAULT_LANGUAGE);
  return { ok: false, reason: unsaid.reason, ...(unsaid.key === undefined ? {} : { key: unsaid.key }) };
}

/**
 * A card file (community records, or rulegraph's plain shape) compiled into a card set named
 * `setName`, with the coverage report (docs/card-text.md).
 */
export function importCardFile(json: unknown, setName = 'imported'): { readonly set: RiftboundCardSet; readonly report: ImportReport } {
  const { set, report } = importFile(json as Parameters<typeof importFile>[0], setName);
  return { set: set as unknown as RiftboundCardSet, report };
}
