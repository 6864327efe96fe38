/**
 * Deck construction (CR 103, 825): what a deck must be before a game can use it. A fault
 * names the JSON path of the offending entry and the rule it breaks. The checks are a rules
 * knob (`knobs.deckRules`): casual tables may switch them off; card existence and types are
 * always checked (cards/cards.ts).
 */
import { wordedIssue, type LoadIssue } from '../../../engine/errors.js';
import type { Text } from '../../../engine/i18n/catalogue.js';
import { text } from '../i18n/messages.js';
import { formatPath, type PathSegment } from '../../../engine/json/json-path.js';
import type { CardDefinition, Deck, Domain } from '../schema/card-schema.js';

/** What construction depends on in a mode's rules. */
export interface ConstructionRules {
  readonly knobs: { readonly deckRules: 'enforced' | 'off'; readonly mainDeckSize: 'atLeast40' | 'exactly40' };
  /** How many battlefields each deck provides (CR 103.4.a: set by the Mode of Play). */
  readonly battlefields: { readonly choices: number };
}

export const MIN_MAIN_DECK = 40;
export const MAX_COPIES = 3;
export const MAX_SIGNATURES = 3;
export const RUNE_DECK = 12;

/** The Chosen Champion and the main deck entries as one list of (card, count, path). */
function mainEntries(deck: Deck): { card: string; count: number; path: PathSegment[] }[] {
  const entries = deck.main.map((e, i) => ({ card: e.card, count: e.count, path: ['main', i, 'card'] as PathSegment[] }));
  return deck.champion === undefined ? entries : [{ card: deck.champion, count: 1, path: ['champion'] }, ...entries];
}

/** A card's domains: one for most cards (CR 103.1.b.3), several for a legend. */
function domainsOf(card: CardDefinition): readonly Domain[] {
  if (card.domains) return card.domains as Domain[];
  return card.domain === undefined ? [] : [card.domain as Domain];
}

/**
 * The construction faults of a deck whose cards all exist with the right types. `at` is
 * where the deck sits in its file.
 */
export function constructionIssues(deck: Deck, cards: ReadonlyMap<string, CardDefinition>, rules: ConstructionRules, at: PathSegment[] = []): LoadIssue[] {
  if (rules.knobs.deckRules === 'off') return [];
  const issues: LoadIssue[] = [];
  const fault = (path: PathSegment[], rule: string, message: Text) => issues.push(wordedIssue({ path: formatPath([...at, ...path]), rule }, text('deckRules.withRule', { message, rule })));
  const legend = cards.get(deck.legend);
  const identity = new Set(legend ? domainsOf(legend) : []);
  const tags = new Set(legend?.tags ?? []);

  // CR 103.2.a: a champion unit sharing a tag with the legend.
  if (deck.champion === undefined) fault([], 'CR 103.2.a', text('deckRules.noChampion'));
  else {
    const champion = cards.get(deck.champion);
    if (champion && (!champion.champion || champion.type !== 'unit')) {
      fault(['champion'], 'CR 103.2.a.2', text('deckRules.notChampionUnit', { card: deck.champion, signature: champion.signature ? text('deckRules.signatureIsNot') : '' }));
    } else if (champion && !(champion.tags ?? []).some((t) => tags.has(t))) {
      fault(['champion'], 'CR 103.2.a.2', text('deckRules.championTags', { card: deck.champion, tags: (champion.tags ?? []).join(', '), legendTags: [...tags].join(', ') }));
    }
  }

  const entries = mainEntries(deck);
  const size = entries.reduce((n, e) => n + e.count, 0);
  if (size < MIN_MAIN_DECK) fault(['main'], 'CR 103.2', text('deckRules.mainTooSmall', { size, minimum: MIN_MAIN_DECK }));
  else if (rules.knobs.mainDeckSize === 'exactly40' && size !== MIN_MAIN_DECK) {
    fault(['main'], 'tournament rule 402.1', text('deckRules.mainNotExact', { size, exactly: MIN_MAIN_DECK }));
  }

  // Copies are counted by name (CR 103.2.b.2), the Chosen Champion included (CR 103.2.b.1).
  const byName = new Map<string, { count: number; path: PathSegment[] }>();
  let signatures = 0;
  for (const entry of entries) {
    const card = cards.get(entry.card);
    if (!card) continue;
    const seen = byName.get(card.name);
    const count = (seen?.count ?? 0) + entry.count;
    byName.set(card.name, { count, path: seen?.path ?? entry.path });
    if (card.unique && count > 1) fault(entry.path, 'CR 825.2.a', text('deckRules.unique', { name: card.name, count }));
    else if (count > MAX_COPIES) fault(entry.path, 'CR 103.2.b', text('deckRules.tooManyCopies', { count, name: card.name, max: MAX_COPIES }));
    const domains = domainsOf(card);
    const outside = domains.filter((d) => !identity.has(d));
    // A card of one domain needs that domain (CR 103.1.b.3), one of several needs them all (CR 103.1.b.4).
    if (outside.length) fault(entry.path, domains.length > 1 ? 'CR 103.1.b.4' : 'CR 103.1.b.3', text('deckRules.outsideIdentity', { card: entry.card, domains: outside.join(', '), identity: [...identity].join(', ') }));
    if (card.signature) {
      signatures += entry.count;
      if (!(card.tags ?? []).some((t) => tags.has(t))) fault(entry.path, 'CR 103.2.d.2', text('deckRules.otherSignature', { card: entry.card, tags: (card.tags ?? []).join(', ') }));
      else if (signatures > MAX_SIGNATURES) fault(entry.path, 'CR 103.2.d.1', text('deckRules.tooManySignatures', { count: signatures, max: MAX_SIGNATURES }));
    }
  }

  const runes = deck.runes.reduce((n, e) => n + e.count, 0);
  if (runes !== RUNE_DECK) fault(['runes'], 'CR 103.3.a', text('deckRules.runes', { count: runes, exactly: RUNE_DECK }));
  deck.runes.forEach((e, i) => {
    const rune = cards.get(e.card);
    const outside = rune ? domainsOf(rune).filter((d) => !identity.has(d)) : [];
    if (outside.length) fault(['runes', i, 'card'], 'CR 103.3.a.1', text('deckRules.outsideIdentity', { card: e.card, domains: outside.join(', '), identity: [...identity].join(', ') }));
  });

  const wanted = rules.battlefields.choices;
  if (deck.battlefields.length !== wanted) fault(['battlefields'], 'CR 103.4.a', text('deckRules.battlefields', { count: deck.battlefields.length, wanted }));
  // One of a name (CR 103.4.c): the same battlefield listed twice is the plainest case, reported once at its second entry.
  const names = new Map<string, string>();
  deck.battlefields.forEach((b, i) => {
    const name = cards.get(b)?.name;
    if (name === undefined) return;
    const first = names.get(name);
    if (first === b) fault(['battlefields', i], 'CR 103.4.c', text('deckRules.battlefieldTwice', { card: b }));
    else if (first !== undefined) fault(['battlefields', i], 'CR 103.4.c', text('deckRules.battlefieldName', { card: b, first, name }));
    else names.set(name, b);
  });
  return issues;
}
