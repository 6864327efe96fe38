/**
 * The cards of one or more card sets, found by what deck codes and lists name them with:
 * their printed codes (`printings`) and their names. An alternate printing a set does not
 * list falls back to its base code (`OGN-007a` names the card printed `OGN-007`).
 */
import { LoadError, wordedIssue } from '../../../engine/errors.js';
import { text } from '../i18n/messages.js';
import type { CardDefinition } from '../schema/card-schema.js';
import { loadCardSets } from '../cards/cards.js';
import { canonicalCardCode } from './card-code.js';
import { nameKey } from './card-names.js';
import { DeckCodeError } from './errors.js';
import type { RiftboundCardSet } from './types.js';

/** A card found, or why none was. */
export type Lookup = { readonly card: CardDefinition } | { readonly fault: 'unknown' | 'ambiguous'; readonly candidates: readonly string[] };

export class CardCatalog {
  private readonly byPrinting = new Map<string, string[]>();
  private readonly byName = new Map<string, string[]>();

  constructor(readonly cards: ReadonlyMap<string, CardDefinition>) {
    for (const card of cards.values()) {
      for (const printing of card.printings ?? []) add(this.byPrinting, printingKey(printing), card.id);
      add(this.byName, nameKey(card.name), card.id);
    }
  }

  /** The card a printed code names, its variant falling back to the base printing. */
  byCode(code: string): Lookup {
    const key = printingKey(code);
    const ids = this.byPrinting.get(key) ?? this.byPrinting.get(withoutVariant(key));
    return this.lookup(ids);
  }

  /** The card of a name (CR 132.4: "Short - Subtitle" is "Short, Subtitle"); a token only when no card has it. */
  byCardName(name: string): Lookup {
    const ids = this.byName.get(nameKey(name)) ?? [];
    const cards = ids.filter((id) => !this.cards.get(id)?.token);
    return this.lookup(cards.length > 0 ? cards : ids);
  }

  /** The code a card is written with in a deck code: its first printing. */
  firstPrinting(id: string): string | undefined {
    return this.cards.get(id)?.printings?.[0];
  }

  private lookup(ids: readonly string[] | undefined): Lookup {
    const unique = [...new Set(ids ?? [])];
    const card = unique.length === 1 ? this.cards.get(unique[0] as string) : undefined;
    if (card) return { card };
    return { fault: unique.length === 0 ? 'unknown' : 'ambiguous', candidates: unique };
  }
}

/**
 * The catalog of card sets given as JSON values, each checked against the card set schema and
 * loaded as a mode loads its sets; a broken set is a LoadError naming `cards[i]`.
 */
export function catalogOf(sets: RiftboundCardSet | readonly RiftboundCardSet[]): CardCatalog {
  const list: readonly unknown[] = Array.isArray(sets) ? sets : [sets];
  if (list.length === 0) throw new LoadError('cards', [wordedIssue({ path: '$' }, text('load.noCardSet'))]);
  return new CardCatalog(loadCardSets(list.map((json, i) => ({ file: `cards[${i}]`, json }))));
}

function add(index: Map<string, string[]>, key: string, id: string): void {
  const ids = index.get(key);
  if (ids) ids.push(id);
  else index.set(key, [id]);
}

/**
 * A printed code in one way of writing: the canonical card code when deck codes know its set
 * (`ogn-7*` is `OGN-007s`), else the text with its set and prefix in capitals.
 */
function printingKey(code: string): string {
  try {
    return canonicalCardCode(code);
  } catch (error) {
    if (!(error instanceof DeckCodeError)) throw error;
    const match = /^([^-]+)-([A-Za-z]*)(\d+)([A-Za-z*]?)$/.exec(code);
    if (!match) return code;
    const variant = (match[4] ?? '').toLowerCase();
    return `${(match[1] ?? '').toUpperCase()}-${(match[2] ?? '').toUpperCase()}${match[3]}${variant === '*' ? 's' : variant}`;
  }
}

function withoutVariant(key: string): string {
  return key.replace(/[a-z*]$/, '');
}
