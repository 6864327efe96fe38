/**
 * The card database of a mode: the card sets its rules name, and its ready-made decks.
 * Faults (a duplicate id, a deck naming an unknown card) fail at load with file and path.
 */
import { dirname, resolve } from 'node:path';
import { LoadError, type LoadIssue } from '../../engine/errors.js';
import { readJsonFile } from '../../engine/json-file.js';
import { formatPath } from '../../engine/json-path.js';
import { assertSchema } from '../../engine/schema/validate.js';
import { cardSetSchema, deckSchema, type CardDefinition, type CardSet, type Deck } from './card-schema.js';

export interface CardDatabase {
  readonly cards: ReadonlyMap<string, CardDefinition>;
  /** Ready-made decks by file name without extension. */
  readonly decks: ReadonlyMap<string, Deck>;
}

export function loadCardSets(files: readonly string[], into = new Map<string, CardDefinition>()): Map<string, CardDefinition> {
  for (const file of files) {
    const json = readJsonFile(file);
    assertSchema<CardSet>(cardSetSchema, json, file);
    const issues: LoadIssue[] = [];
    json.cards.forEach((card, i) => {
      if (into.has(card.id)) issues.push({ path: formatPath(['cards', i, 'id']), message: `duplicate card id ${JSON.stringify(card.id)}` });
      into.set(card.id, card);
    });
    if (issues.length) throw new LoadError(file, issues);
  }
  return into;
}

/** Checks a deck against the card database; `file` and `at` locate faults. */
export function checkDeck(deck: Deck, cards: ReadonlyMap<string, CardDefinition>, file: string, at: (string | number)[] = []): void {
  const issues: LoadIssue[] = [];
  const expectType = (cardId: string, type: CardDefinition['type'], path: (string | number)[]) => {
    const card = cards.get(cardId);
    if (!card) issues.push({ path: formatPath([...at, ...path]), message: `unknown card ${JSON.stringify(cardId)}` });
    else if (card.type !== type) issues.push({ path: formatPath([...at, ...path]), message: `${cardId} is a ${card.type}, expected a ${type}` });
  };
  expectType(deck.legend, 'legend', ['legend']);
  deck.battlefields.forEach((b, i) => expectType(b, 'battlefield', ['battlefields', i]));
  deck.main.forEach((e, i) => expectType(e.card, 'unit', ['main', i, 'card']));
  deck.runes.forEach((e, i) => expectType(e.card, 'rune', ['runes', i, 'card']));
  if (issues.length) throw new LoadError(file, issues);
}

export function loadDeckFile(file: string, cards: ReadonlyMap<string, CardDefinition>): Deck {
  const json = readJsonFile(file);
  assertSchema<Deck>(deckSchema, json, file);
  checkDeck(json, cards, file);
  return json;
}

export function loadCardDatabase(rulesFile: string, cardFiles: readonly string[], deckFiles: readonly string[]): CardDatabase {
  const base = dirname(rulesFile);
  const cards = loadCardSets(cardFiles.map((f) => resolve(base, f)));
  const decks = new Map<string, Deck>();
  for (const f of deckFiles) {
    const file = resolve(base, f);
    const name = file.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
    decks.set(name, loadDeckFile(file, cards));
  }
  return { cards, decks };
}
