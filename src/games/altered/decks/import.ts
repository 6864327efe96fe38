/**
 * An Altered deck list made into a deck of the card sets: each reference reduced to the card
 * whose `references` name it (or whose id it is), so that an alternate art or a promo shares
 * its booster card's data where the set says so; then the deck construction checked, each
 * fault at the line of the list that makes it.
 */
import { DECK_MINIMUM, MAX_COPIES } from '../cards/cards.js';
import { text } from '../i18n/messages.js';
import type { AlteredCard, AlteredDeck } from '../schema/file-schemas.js';
import { AlteredDeckError, type AlteredDeckFault } from './errors.js';
import { parseAlteredList, type AlteredListEntry } from './list.js';
import { readReference } from './reference.js';

/** The most rare and unique cards a deck holds (Altered deck construction). */
export const MAX_RARES = 15;
export const MAX_UNIQUES = 3;
const RULE = 'Altered deck construction';

export interface ImportedAlteredDeck {
  readonly deck: AlteredDeck;
  /** Construction faults, each at a line of the list. */
  readonly faults: readonly AlteredDeckFault[];
}

/** Each reference the cards claim, and the cards that claim it. */
function referenceIndex(cards: ReadonlyMap<string, AlteredCard>): Map<string, AlteredCard[]> {
  const index = new Map<string, AlteredCard[]>();
  for (const card of cards.values())
    for (const reference of new Set([...(card.references ?? []), ...(readReference(card.id) ? [card.id] : [])].map((r) => r.toUpperCase())))
      index.set(reference, [...(index.get(reference) ?? []), card]);
  return index;
}

/** The deck of a list; a reference that names no card, or one that two name, and a deck without one hero are refused. */
export function alteredDeckFromList(list: string, cards: ReadonlyMap<string, AlteredCard>, name = 'Deck list'): ImportedAlteredDeck {
  const entries = parseAlteredList(list);
  const index = referenceIndex(cards);
  const found = entries.map((entry) => ({ entry, claims: index.get(entry.reference) ?? [] }));
  const unknown = found.filter((f) => f.claims.length !== 1);
  if (unknown.length > 0) {
    const code = unknown.some((f) => f.claims.length === 0) ? 'ALTERED_UNKNOWN_REFERENCE' : 'ALTERED_AMBIGUOUS_REFERENCE';
    throw new AlteredDeckError(code, unknown.map(({ entry, claims }) =>
      claims.length === 0
        ? { code: 'ALTERED_UNKNOWN_REFERENCE', line: entry.line, message: text('deckList.unknown', { reference: entry.reference }) }
        : { code: 'ALTERED_AMBIGUOUS_REFERENCE', line: entry.line, message: text('deckList.ambiguous', { reference: entry.reference, cards: claims.map((c) => c.id).join(', ') }) }));
  }
  const named = found.map(({ entry, claims }) => ({ entry, card: claims[0] as AlteredCard }));
  const heroes = named.filter((n) => n.card.type === 'hero');
  if (heroes.length !== 1 || heroes[0]?.entry.count !== 1) {
    const lines = heroes.length === 0 ? [1] : heroes.map((h) => h.entry.line);
    throw new AlteredDeckError('ALTERED_HERO', lines.map((line) => ({ code: 'ALTERED_HERO', line, rule: RULE, message: text('deckList.hero', { count: heroes.reduce((n, h) => n + h.entry.count, 0) }) })));
  }
  const hero = heroes[0].card;
  const rest = named.filter((n) => n !== heroes[0]);
  const byCard = new Map<string, number>();
  for (const { entry, card } of rest) byCard.set(card.id, (byCard.get(card.id) ?? 0) + entry.count);
  const deck = { name, hero: hero.id, cards: [...byCard].map(([card, count]) => ({ card, count })) } as AlteredDeck;
  return { deck, faults: constructionFaults(hero, rest) };
}

/** The construction rules a list can break, each at the line of the card that breaks it. */
function constructionFaults(hero: AlteredCard, named: readonly { entry: AlteredListEntry; card: AlteredCard }[]): AlteredDeckFault[] {
  const faults: AlteredDeckFault[] = [];
  const byName = new Map<string, number>();
  let rares = 0;
  let uniques = 0;
  let size = 0;
  for (const { entry, card } of named) {
    const { line } = entry;
    if (card.token) faults.push({ code: 'NOT_A_DECK_CARD', line, rule: RULE, message: text('deckList.token', { card: card.id }) });
    else if (card.faction !== hero.faction) faults.push({ code: 'WRONG_FACTION', line, rule: RULE, message: text('deckList.faction', { card: card.id, faction: card.faction, hero: hero.id, heroFaction: hero.faction }) });
    const copies = (byName.get(card.name) ?? 0) + entry.count;
    byName.set(card.name, copies);
    if (copies > MAX_COPIES) faults.push({ code: 'TOO_MANY_COPIES', line, rule: RULE, message: text('deckList.copies', { name: card.name, count: copies, limit: MAX_COPIES }) });
    const rarity = readReference(entry.reference)?.rarity;
    if (rarity === 'rare' && (rares += entry.count) > MAX_RARES) faults.push({ code: 'TOO_MANY_RARES', line, rule: RULE, message: text('deckList.rares', { count: rares, limit: MAX_RARES }) });
    if (rarity === 'unique' && (uniques += entry.count) > MAX_UNIQUES) faults.push({ code: 'TOO_MANY_UNIQUES', line, rule: RULE, message: text('deckList.uniques', { count: uniques, limit: MAX_UNIQUES }) });
    size += card.token ? 0 : entry.count;
  }
  if (size < DECK_MINIMUM) faults.push({ code: 'DECK_TOO_SMALL', line: named.at(-1)?.entry.line ?? 1, rule: RULE, message: text('deckList.size', { size, minimum: DECK_MINIMUM }) });
  return faults;
}

/** A deck as a list: the hero first, each card by its first reference (its id when it lists none). */
export function alteredDeckToList(deck: AlteredDeck, cards: ReadonlyMap<string, AlteredCard>): string {
  const referenceOf = (id: string): string => cards.get(id)?.references?.[0] ?? id;
  return [`1 ${referenceOf(deck.hero)}`, ...deck.cards.map((e) => `${e.count} ${referenceOf(e.card)}`)].join('\n') + '\n';
}
