/**
 * What the card-text tests share: compiling an invented card text into card data (a refusal
 * fails the test with the phrase where reading stopped and why), printing card data back as
 * text, and the round trip of the two.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoadError } from '../../../src/engine/errors.js';
import type { CardDefinition } from '../../../src/games/riftbound/schema/card-schema.js';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard, type CompileResult } from '../../../src/games/riftbound/text/compile.js';
import { cardLookup } from '../../../src/games/riftbound/text/context.js';
import { renderCard } from '../../../src/games/riftbound/text/render.js';
import { PACKAGE_ROOT } from '../../../src/node/paths.js';

/** A compiled card and the token cards its text made. */
export type Compiled = Extract<CompileResult, { ok: true }>;

/** Compiles `text` on a card of `header`, the tokens it names looked for among `cards`. */
export function compiledWithTokens(header: CardHeader, text: string, cards?: readonly CardDefinition[]): Compiled {
  const result = compileCard(header, text, cards ? cardLookup(cards) : undefined);
  if (!result.ok) throw new Error(`refused: ${result.refusal.phrase} (${result.refusal.reason})`);
  return result;
}

/** The card data `text` compiles to on a card of `header`. */
export function compiled(header: CardHeader, text: string, cards?: readonly CardDefinition[]): CardDefinition {
  return compiledWithTokens(header, text, cards).card;
}

/** The card's text printed from its data (the tokens it makes described from `cards`), or undefined if it has no printed form. */
export function printed(card: CardDefinition, cards?: readonly CardDefinition[]): string | undefined {
  const back = renderCard(card, cards ? cardLookup([card, ...cards]) : undefined);
  return back.ok ? back.text : undefined;
}

/**
 * Compiles `text`, expects the data to print back as `printedAs` (the text itself by default)
 * and the card checker to accept the card; returns the card.
 */
export function roundTrip(header: CardHeader, text: string, printedAs = text): CardDefinition {
  const card = compiled(header, text);
  expect(printed(card), 'reads back as printed').toBe(printedAs);
  return checked(card);
}

/**
 * Prints `fields` on a card of `header` and expects the text to compile back to the same
 * fields; returns the text. For a line whose one wording is a real card's: the test starts
 * from the data, and the text is never written down.
 */
export function printsAndReads(header: CardHeader, fields: Partial<CardDefinition>): string {
  const text = printed({ ...header, ...fields } as CardDefinition);
  if (text === undefined) throw new Error('the fields have no printed form');
  const card = compiled(header, text);
  for (const [field, data] of Object.entries(fields)) expect(card[field as keyof CardDefinition], field).toEqual(data);
  return text;
}

/** Expects the card checker to accept `card` as a card set holds it; returns the card. */
function checked(card: CardDefinition): CardDefinition {
  expect(() => loadCardSets([{ file: 'text.json', json: { set: 'check', cards: [card] } }])).not.toThrow();
  return card;
}

/** The issues the card checker finds in `card`, as path and message. */
export function cardIssues(card: object): { path: string; message: string }[] {
  try {
    loadCardSets([{ file: 'text.json', json: { set: 'check', cards: [card] } }]);
    return [];
  } catch (error) {
    if (!(error instanceof LoadError)) throw error;
    return error.issues.map((i) => ({ path: i.path, message: i.message }));
  }
}

type ScenarioCard = CardDefinition & { text?: string };

/**
 * A test per scenario of `scenarios/riftbound/<folder>/`: each of its cards with a `text` is the
 * data that text compiles to (the tokens it names found among the scenario's cards) and prints
 * back as that text. The scenarios themselves play in test/scenarios-shadow-checked.test.ts.
 */
export function itCompilesScenarioCards(folder: string): void {
  const dir = join(PACKAGE_ROOT, 'scenarios', 'riftbound', folder);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const cardsOf = (file: string) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { position: { cards?: ScenarioCard[] } }).position.cards ?? [];
  describe(`the invented cards of scenarios/riftbound/${folder}`, () => {
    it.each(files)('%s: each card is the data its text compiles to, and prints back as it', (file) => {
      const cards = cardsOf(file);
      const printedCards = cards.filter((c): c is CardDefinition & { text: string } => c.text !== undefined);
      expect(printedCards.length).toBeGreaterThan(0);
      for (const card of printedCards) {
        const { text, abilities: _a, effects: _e, targets: _t, keywords: _k, ...header } = card;
        expect(compiled(header as CardHeader, text, cards)).toEqual(card);
        expect(printed(card, cards)).toBe(text);
      }
    });
  });
}

/** What loading a card set of `card` alone refuses, as one message ('' when it loads). */
export function loadIssues(card: Partial<CardDefinition>): string {
  try {
    loadCardSets([{ file: 'text.json', json: { set: 'check', cards: [card] } }]);
    return '';
  } catch (e) {
    return String(e);
  }
}
