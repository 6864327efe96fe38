/**
 * A deck made of cards found in the card sets, each placed by its type or by the section that
 * names it: the legend card, the Chosen Champion, battlefields, runes, and units, spells and
 * gear in the main deck (CR 103). Faults that leave no deck to check (an unknown card, a
 * token, a second legend) are refused together; the deck is then checked against the
 * construction rules, whose faults are returned with it.
 */
import { formatPath } from '../../../engine/json/json-path.js';
import type { CardDefinition, Deck } from '../schema/card-schema.js';
import { constructionIssues } from '../cards/deck-rules.js';
import type { CardCatalog, Lookup } from './catalog.js';
import { DeckImportError, type DeckImportIssue } from './errors.js';
import type { DeckConstructionRules, DeckImportOptions, ImportedDeck } from './types.js';
import { text } from '../i18n/messages.js';
import type { Text } from '../../../engine/i18n/catalogue.js';

/** Where a card goes: a part of the deck, the sideboard, or wherever its type says. */
export type Placement = 'legend' | 'champion' | 'battlefields' | 'runes' | 'main' | 'sideboard' | 'byType';

/** Where a card came from: a JSON path of a decoded code, or a line of a list. */
export type Origin = { readonly path: string } | { readonly line: number };

/** A card as a code or list names it, found or not, with its copies, placement and origin. */
export interface NamedCard {
  readonly written: string;
  readonly lookup: Lookup;
  readonly count: number;
  readonly placement: Placement;
  readonly origin: Origin;
}

/** The construction rules of the shipped modes (rules/riftbound/base.json): enforced, 40 cards or more, 3 battlefields. */
export const DEFAULT_CONSTRUCTION_RULES: DeckConstructionRules = { knobs: { deckRules: 'enforced', mainDeckSize: 'atLeast40' }, battlefields: { choices: 3 } };

/** The part of a deck each card type goes to (CR 103.1-103.4). */
const PART_OF_TYPE: Readonly<Record<CardDefinition['type'], Exclude<Placement, 'byType' | 'champion' | 'sideboard'>>> = {
  legend: 'legend',
  battlefield: 'battlefields',
  rune: 'runes',
  unit: 'main',
  spell: 'main',
  gear: 'main',
};

export interface AssembleOptions extends DeckImportOptions {
  readonly name: string;
  /** Whether the Chosen Champion is one of the main list's copies (deck codes), to take out of `main`. */
  readonly championInMain: boolean;
}

export function assembleDeck(named: readonly NamedCard[], catalog: CardCatalog, options: AssembleOptions): ImportedDeck {
  const issues: DeckImportIssue[] = [];
  const fault = (origin: Origin, code: DeckImportIssue['code'], message: Text, rule?: string) => issues.push({ ...origin, code, message, ...(rule === undefined ? {} : { rule }) });
  let legend: string | undefined;
  let champion: string | undefined;
  const battlefields: string[] = [];
  const main = new Map<string, number>();
  const runes = new Map<string, number>();
  const sideboard = new Map<string, number>();

  for (const { written, lookup, count, placement, origin } of named) {
    if (!('card' in lookup)) {
      if (lookup.fault === 'unknown') fault(origin, 'DECK_UNKNOWN_CARD', text('deckImport.unknown', { written }));
      else fault(origin, 'DECK_AMBIGUOUS_CARD', text('deckImport.ambiguous', { written, cards: lookup.candidates.join(', ') }));
      continue;
    }
    const { card } = lookup;
    if (card.token) {
      fault(origin, 'DECK_WRONG_CARD_TYPE', text('deckImport.token', { written, card: card.id }), 'CR 182');
      continue;
    }
    const part = placement === 'byType' ? PART_OF_TYPE[card.type] : placement;
    if (part !== 'champion' && part !== 'sideboard' && PART_OF_TYPE[card.type] !== part) {
      fault(origin, 'DECK_WRONG_CARD_TYPE', text('deckImport.wrongPart', { written, type: card.type, card: card.id, part: text(`deckPart.${part}`) }), 'CR 103');
      continue;
    }
    switch (part) {
      case 'legend':
        if (legend !== undefined || count > 1) fault(origin, 'DECK_LEGEND', text('deckImport.legend', { written, card: card.id }), 'CR 103.1');
        else legend = card.id;
        break;
      case 'champion':
        if (champion !== undefined || count > 1) fault(origin, 'DECK_CHAMPION', text('deckImport.champion', { written }), 'CR 103.2.a');
        else champion = card.id;
        break;
      case 'battlefields':
        for (let i = 0; i < count; i++) battlefields.push(card.id);
        break;
      case 'runes':
        addCopies(runes, card.id, count);
        break;
      case 'main':
        addCopies(main, card.id, count);
        break;
      case 'sideboard':
        addCopies(sideboard, card.id, count);
        break;
    }
  }
  // Without other faults (an unknown card may be the legend), a deck without a legend is one.
  if (legend === undefined && issues.length === 0) fault({ path: '$' }, 'DECK_LEGEND', text('deckImport.noLegend'), 'CR 103.1');
  if (issues.length > 0 || legend === undefined) throw new DeckImportError(issues);

  // A code lists the Chosen Champion among the main deck's copies; a rulegraph deck holds it beside them.
  if (champion !== undefined && options.championInMain && main.has(champion)) addCopies(main, champion, -1);
  const deck: Deck = {
    name: options.name,
    legend,
    ...(champion === undefined ? {} : { champion }),
    battlefields,
    main: entriesOf(main),
    runes: entriesOf(runes),
  };
  const faults = constructionIssues(deck, catalog.cards, constructionRules(options.rules));
  return { deck, sideboard: entriesOf(sideboard), faults };
}

/** The construction rules asked for, checked, or the default ones. */
function constructionRules(rules: DeckConstructionRules | undefined): DeckConstructionRules {
  if (rules === undefined) return DEFAULT_CONSTRUCTION_RULES;
  const { knobs, battlefields } = (rules ?? {}) as Partial<DeckConstructionRules>;
  const valid =
    (knobs?.deckRules === 'enforced' || knobs?.deckRules === 'off') &&
    (knobs.mainDeckSize === 'atLeast40' || knobs.mainDeckSize === 'exactly40') &&
    Number.isInteger(battlefields?.choices);
  if (!valid) {
    throw new DeckImportError([{ path: '$.rules', code: 'DECK_MALFORMED', message: text('deckImport.rules') }]);
  }
  return rules;
}

function addCopies(part: Map<string, number>, id: string, count: number): void {
  const copies = (part.get(id) ?? 0) + count;
  if (copies > 0) part.set(id, copies);
  else part.delete(id);
}

function entriesOf(part: ReadonlyMap<string, number>): { card: string; count: number }[] {
  return [...part].map(([card, count]) => ({ card, count }));
}

/** The JSON path of an entry of a decoded code: `$.main[3]`. */
export function codePath(...segments: (string | number)[]): Origin {
  return { path: formatPath(segments) };
}
