/**
 * How the Altered card-text tests check an invented card: each reading compiles to the card
 * data the case states; that data prints in both languages as the case says; and each print
 * compiles back to the same data. No real card's text or name appears in the cases.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { LoadError, type LoadIssue } from '../../src/engine/errors.js';
import { scenarioFiles } from '../../src/scenarios/files.js';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import { TokenCards } from '../../src/games/altered/text/token-book.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';

export interface TextCase {
  readonly header: CardHeader;
  readonly en: string;
  readonly fr: string;
  /** What the card data holds besides its header. */
  readonly data: object;
  /** The text each language prints, where it differs from the text read (a reminder dropped, say). */
  readonly printed?: { readonly en?: string; readonly fr?: string };
  /** Other French wordings of the same data, read but not printed. */
  readonly alsoFr?: readonly string[];
  /** The token cards of the set its text names (by the same name in both languages). */
  readonly tokens?: readonly AlteredCard[];
}

type Language = 'en' | 'fr';

/** A token book holding `tokens` (none unless given), found by name. */
export function tokenBook(tokens: readonly AlteredCard[] = []): TokenCards {
  const book = new TokenCards(
    (id) => tokens.find((card) => card.id === id),
    () => false,
  );
  for (const card of tokens) book.add(card);
  return book;
}

/** The texts a case reads: its English, its French, and its other French wordings. */
function readings(c: TextCase): (readonly [Language, string])[] {
  return [['en', c.en], ['fr', c.fr], ...(c.alsoFr ?? []).map((text) => ['fr', text] as const)];
}

const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** One reading compiles to the case's data, prints in both languages as the case says, and each print reads back the same. */
function checkReading(c: TextCase, lang: Language, text: string): void {
  const result = compileCard(c.header, text, lang, tokenBook(c.tokens));
  if (!result.ok) throw new Error(`${lang}: ${result.refusal.phrase}: ${result.refusal.reason}`);
  const { text: _text, ...card } = result.card;
  expect(card, lang).toEqual({ ...c.header, ...c.data });
  for (const other of ['en', 'fr'] as const) {
    const rendered = renderCard(result.card, other, tokenBook(c.tokens));
    if (!rendered.ok) throw new Error(rendered.reason);
    expect(spaced(rendered.text), `${lang} printed in ${other}`).toBe(spaced(c.printed?.[other] ?? c[other]));
    const again = compileCard(c.header, rendered.text, other, tokenBook(c.tokens));
    if (!again.ok) throw new Error(`${other} "${rendered.text}": ${again.refusal.reason}`);
    const { text: _t, ...back } = again.card;
    expect(back, `${lang} read back in ${other}`).toEqual(card);
  }
}

/** Every reading of a case, checked inside the current test. */
export function roundTrip(c: TextCase): void {
  for (const [lang, text] of readings(c)) checkReading(c, lang, text);
}

/** One test per reading of a case, inside the current `describe`. */
export function itReadsBack(c: TextCase): void {
  for (const [lang, text] of readings(c)) it(`${lang}: ${text.slice(0, 70)}`, () => checkReading(c, lang, text));
}

/**
 * A card's text in one language as the renderer writes it from its data: for a sentence every
 * printing shares (no number, noun or name to change), which the project keeps out of its files.
 */
export function renderedText(card: AlteredCard, lang: Language): string {
  const rendered = renderCard(card, lang, tokenBook());
  if (!rendered.ok) throw new Error(rendered.reason);
  return rendered.text;
}

/** The facts of a card outside its text, which a scenario's card gives beside its `text`. */
const HEADER_KEYS = ['id', 'name', 'type', 'faction', 'handCost', 'reserveCost', 'stats', 'subtypes', 'token', 'reserveLimit', 'landmarkLimit'] as const;

/** A scenario's inline cards that carry their printed `text`. */
function scenarioCards(file: string): AlteredCard[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { position?: { cards?: AlteredCard[] } };
  return json.position?.cards ?? [];
}

/**
 * A test per scenario of a folder, inside the current `describe`: each card with a `text` is what
 * that text compiles to (in English). A scenario whose cards are all data (a sentence every
 * printing shares, kept out of the project) checks them through the text the renderer writes
 * from their data instead. The scenario itself plays in test/scenarios-shadow-checked.test.ts.
 */
export function itCompilesScenarioCards(folder: string): void {
  for (const file of scenarioFiles(folder)) {
    it(`${file}: each card is what its text compiles to`, () => {
      let read = 0;
      const cards = scenarioCards(file);
      const printed = cards.filter((card) => card.text !== undefined);
      for (const card of printed.length > 0 ? printed : cards) {
        const header = Object.fromEntries(HEADER_KEYS.filter((k) => card[k] !== undefined).map((k) => [k, card[k]])) as CardHeader;
        const rendered = card.text === undefined ? renderCard(card, 'en', tokenBook()) : undefined;
        // A card with no printed form, or none at all (a vanilla character), has no text to check.
        if (rendered !== undefined && (!rendered.ok || rendered.text === '')) continue;
        const text = rendered === undefined ? (card.text as string) : rendered.text;
        const compiled = compileCard(header, text, 'en', tokenBook());
        if (!compiled.ok) throw new Error(`${card.id}: ${compiled.refusal.phrase}: ${compiled.refusal.reason}`);
        expect(compiled.card).toEqual(rendered === undefined ? card : { ...card, text });
        read++;
      }
      expect(read).toBeGreaterThan(0);
    });
  }
}

/** The first fault a duel reports when its rules add this card (and the cards it needs, a token's), or undefined when it loads. */
export function loadIssue(card: AlteredCard, ...needed: AlteredCard[]): LoadIssue | undefined {
  try {
    createGame({ mode: 'altered/duel', seed: 1, rules: { extraCards: [card, ...needed] } });
  } catch (e) {
    if (e instanceof LoadError) return e.issues[0];
    throw e;
  }
  return undefined;
}
