/**
 * A rulegraph deck as a deck code: each card written with its first printing, all of them in
 * the code's main list (the legend, the battlefields, the runes, the main deck, and the Chosen
 * Champion as one more copy there, named again in the trailer). Cards without a printing the
 * format can write are refused with their JSON path in the deck.
 */
import { formatPath, type PathSegment } from '../../../engine/json/json-path.js';
import { canonicalCardCode } from './card-code.js';
import { catalogOf, type CardCatalog } from './catalog.js';
import { encodeDeckCode } from './encode.js';
import { DeckCodeError, DeckImportError, type DeckImportIssue } from './errors.js';
import type { DeckCodeEntry, DeckToCodeOptions, RiftboundCardSet, RiftboundDeck } from './types.js';
import { text } from '../i18n/messages.js';

/** The deck code of a rulegraph deck (and a sideboard), its cards found in the card sets. */
export function deckToCode(deck: RiftboundDeck, cards: RiftboundCardSet | readonly RiftboundCardSet[], options: DeckToCodeOptions = {}): string {
  return deckToCodeWith(deck, catalogOf(cards), options);
}

export function deckToCodeWith(deck: RiftboundDeck, catalog: CardCatalog, options: DeckToCodeOptions = {}): string {
  if (typeof deck !== 'object' || deck === null) throw new DeckImportError([{ path: '$', code: 'DECK_MALFORMED', message: text('deckImport.deckShape') }]);
  const main = new CodeCounts(catalog);
  const sideboard = new CodeCounts(catalog, main.issues);
  main.add(deck.legend, 1, ['legend']);
  main.list(deck.battlefields, 'battlefields').forEach((id, i) => main.add(id, 1, ['battlefields', i]));
  main.list(deck.runes, 'runes').forEach((e, i) => main.add(e?.card, e?.count, ['runes', i, 'card']));
  main.list(deck.main, 'main').forEach((e, i) => main.add(e?.card, e?.count, ['main', i, 'card']));
  // The code counts the Chosen Champion among the main deck's copies, and names it in its trailer.
  const champion = deck.champion === undefined ? undefined : main.add(deck.champion, 1, ['champion']);
  sideboard.list(options.sideboard ?? [], 'sideboard').forEach((e, i) => sideboard.add(e?.card, e?.count, ['sideboard', i, 'card']));
  if (main.issues.length > 0) throw new DeckImportError(main.issues);
  return encodeDeckCode(
    { main: main.entries(), sideboard: sideboard.entries(), ...(champion === undefined ? {} : { champion }), legends: [] },
    options.version === undefined ? {} : { version: options.version },
  );
}

/** Copies by card code, each card of the deck written with its first printing; faults noted with their path in the deck. */
class CodeCounts {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly catalog: CardCatalog,
    readonly issues: DeckImportIssue[] = [],
  ) {}

  /** Adds copies of a card; returns its code, or undefined after noting why it has none. */
  add(id: unknown, count: unknown, path: PathSegment[]): string | undefined {
    const code = this.codeOf(id, formatPath(path));
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
      this.issues.push({ path: formatPath([...path.slice(0, -1), 'count']), code: 'DECK_MALFORMED', message: text('deckImport.countShape', { count: JSON.stringify(count) }) });
      return undefined;
    }
    if (code !== undefined) this.counts.set(code, (this.counts.get(code) ?? 0) + count);
    return code;
  }

  /** A list of the deck, or none after noting that it is not one. */
  list<T>(value: readonly T[], name: string): readonly (T | undefined)[] {
    if (Array.isArray(value)) return value;
    this.issues.push({ path: formatPath([name]), code: 'DECK_MALFORMED', message: text('deckImport.partShape', { part: name }) });
    return [];
  }

  entries(): DeckCodeEntry[] {
    return [...this.counts].map(([code, count]) => ({ code, count }));
  }

  private codeOf(id: unknown, path: string): string | undefined {
    const card = typeof id === 'string' ? this.catalog.cards.get(id) : undefined;
    if (!card) {
      this.issues.push({ path, code: 'DECK_UNKNOWN_CARD', message: text('deckImport.unknownCard', { card: JSON.stringify(id) }) });
      return undefined;
    }
    const printing = this.catalog.firstPrinting(card.id);
    if (printing === undefined) {
      this.issues.push({ path, code: 'DECK_NO_PRINTING', message: text('deckImport.noPrinting', { card: card.id }) });
      return undefined;
    }
    try {
      return canonicalCardCode(printing);
    } catch (error) {
      if (!(error instanceof DeckCodeError)) throw error;
      this.issues.push({ path, code: 'DECK_NO_PRINTING', message: text('deckImport.printingNotCodable', { card: card.id, reason: error.words }) });
      return undefined;
    }
  }
}
