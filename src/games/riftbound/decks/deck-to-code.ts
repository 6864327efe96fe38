/**
 * A rulegraph deck as a deck code: each card written with its first printing, all of them in
 * the code's main list (the legend, the battlefields, the runes, the main deck, and the Chosen
 * Champion as one more copy there, named again in the trailer). Cards without a printing the
 * format can write are refused with their JSON path in the deck.
 */
import { formatPath, type PathSegment } from '../../../engine/json-path.js';
import { parseCardCode } from './card-code.js';
import { catalogOf, type CardCatalog } from './catalog.js';
import { encodeDeckCode } from './encode.js';
import { DeckCodeError, DeckImportError, type DeckImportIssue } from './errors.js';
import type { DeckCodeEntry, DeckToCodeOptions, RiftboundCardSet, RiftboundDeck } from './types.js';

/** The deck code of a rulegraph deck (and a sideboard), its cards found in the card sets. */
export function deckToCode(deck: RiftboundDeck, cards: RiftboundCardSet | readonly RiftboundCardSet[], options: DeckToCodeOptions = {}): string {
  return deckToCodeWith(deck, catalogOf(cards), options);
}

export function deckToCodeWith(deck: RiftboundDeck, catalog: CardCatalog, options: DeckToCodeOptions = {}): string {
  if (typeof deck !== 'object' || deck === null) throw new DeckImportError([{ path: '$', code: 'DECK_MALFORMED', message: 'a deck is an object with legend, battlefields, main and runes' }]);
  const issues: DeckImportIssue[] = [];
  const main = new Map<string, number>();
  const sideboard = new Map<string, number>();
  /** The code of a card id, or undefined after noting why there is none. */
  const codeOf = (id: unknown, path: PathSegment[]): string | undefined => {
    const at = formatPath(path);
    const card = typeof id === 'string' ? catalog.cards.get(id) : undefined;
    if (!card) {
      issues.push({ path: at, code: 'DECK_UNKNOWN_CARD', message: `unknown card ${JSON.stringify(id)}` });
      return undefined;
    }
    const printing = catalog.firstPrinting(card.id);
    if (printing === undefined) {
      issues.push({ path: at, code: 'DECK_NO_PRINTING', message: `${card.id} lists no printing ("printings"), so no code can name it` });
      return undefined;
    }
    try {
      parseCardCode(printing);
    } catch (error) {
      if (!(error instanceof DeckCodeError)) throw error;
      issues.push({ path: at, code: 'DECK_NO_PRINTING', message: `${card.id}'s first printing cannot be written in a deck code: ${error.message}` });
      return undefined;
    }
    return printing;
  };
  const add = (part: Map<string, number>, id: unknown, count: unknown, path: PathSegment[]) => {
    const code = codeOf(id, path);
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
      issues.push({ path: formatPath([...path.slice(0, -1), 'count']), code: 'DECK_MALFORMED', message: `a count is a whole number of at least 1, not ${JSON.stringify(count)}` });
    } else if (code !== undefined) part.set(code, (part.get(code) ?? 0) + count);
  };

  const one = (id: unknown, path: PathSegment[]) => {
    const code = codeOf(id, path);
    if (code !== undefined) main.set(code, (main.get(code) ?? 0) + 1);
  };
  one(deck.legend, ['legend']);
  listAt(deck.battlefields, 'battlefields', issues).forEach((id, i) => one(id, ['battlefields', i]));
  listAt(deck.runes, 'runes', issues).forEach((e, i) => add(main, e?.card, e?.count, ['runes', i, 'card']));
  listAt(deck.main, 'main', issues).forEach((e, i) => add(main, e?.card, e?.count, ['main', i, 'card']));
  const champion = deck.champion === undefined ? undefined : codeOf(deck.champion, ['champion']);
  // The code counts the Chosen Champion among the main deck's copies.
  if (champion !== undefined) main.set(champion, (main.get(champion) ?? 0) + 1);
  listAt(options.sideboard ?? [], 'sideboard', issues).forEach((e, i) => add(sideboard, e?.card, e?.count, ['sideboard', i, 'card']));
  if (issues.length > 0) throw new DeckImportError(issues);

  return encodeDeckCode(
    { main: entriesOf(main), sideboard: entriesOf(sideboard), ...(champion === undefined ? {} : { champion }), legends: [] },
    options.version === undefined ? {} : { version: options.version },
  );
}

/** A list of the deck, or an empty one after noting that it is not a list. */
function listAt<T>(value: readonly T[], name: string, issues: DeckImportIssue[]): readonly (T | undefined)[] {
  if (Array.isArray(value)) return value;
  issues.push({ path: formatPath([name]), code: 'DECK_MALFORMED', message: `${name} is a list` });
  return [];
}

function entriesOf(part: ReadonlyMap<string, number>): DeckCodeEntry[] {
  return [...part].map(([code, count]) => ({ code, count }));
}
