/**
 * Deck codes and lists mapped to rulegraph decks through the printings of an invented card
 * set (fixtures/deck-cards.json): cards placed by type, the Chosen Champion taken out of the
 * code's main list, alternate printings, refusals with their JSON path or line, construction
 * faults with their path and rule, and decks encoded back with each card's first printing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadError } from '../../src/engine/errors.js';
import type { CardSet, Deck } from '../../src/games/riftbound/schema/card-schema.js';
import {
  decodeDeckCode,
  DeckCodeError,
  DeckImportError,
  DeckListError,
  deckFromCode,
  deckFromList,
  deckToCode,
  encodeDeckCode,
  type DeckCodeEntry,
  type DeckImportIssue,
  type RiftboundCardSet,
  type RiftboundDeck,
} from '../../src/games/riftbound/decks/index.js';

const fixtures = join(import.meta.dirname, 'fixtures');
const CARDS = JSON.parse(readFileSync(join(fixtures, 'deck-cards.json'), 'utf8')) as RiftboundCardSet;
const { $schema: _schema, ...LEGAL } = JSON.parse(readFileSync(join(fixtures, 'deck-legal.json'), 'utf8')) as RiftboundDeck & { $schema: string };
const LEGAL_LIST = readFileSync(join(fixtures, 'deck-legal.txt'), 'utf8');
const LEGAL_CODE_FOR_SHAPES = deckToCode(LEGAL, CARDS);

// The plain public types and the schema-derived ones describe the same values.
const asPublicDeck: RiftboundDeck = {} as Deck;
const asSchemaDeck: Deck = {} as RiftboundDeck & { main: { card: string; count: number }[]; runes: { card: string; count: number }[]; battlefields: string[] };
const asPublicSet: RiftboundCardSet = {} as CardSet;
void [asPublicDeck, asSchemaDeck, asPublicSet];

/** A deck in one order: entries by card, battlefields by id. */
function normal(deck: RiftboundDeck): RiftboundDeck {
  const byCard = (a: { card: string }, b: { card: string }) => a.card.localeCompare(b.card);
  return { ...deck, battlefields: [...deck.battlefields].sort(), main: [...deck.main].sort(byCard), runes: [...deck.runes].sort(byCard) };
}

function refusal(run: () => unknown): DeckImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof DeckImportError) return error;
    throw error;
  }
  throw new Error('expected a DeckImportError');
}

/** A code of a list written as a code's main list would be, with a champion and more. */
function code(main: [number, string][], more: { champion?: string; sideboard?: [number, string][]; legends?: string[] } = {}): string {
  const entries = (pairs: [number, string][]): DeckCodeEntry[] => pairs.map(([count, c]) => ({ code: c, count }));
  return encodeDeckCode({
    main: entries(main),
    sideboard: entries(more.sideboard ?? []),
    legends: more.legends ?? [],
    ...(more.champion === undefined ? {} : { champion: more.champion }),
  });
}

/** The legal deck's code list: legend, battlefields, runes, and the main deck with the champion's three copies. */
const LEGAL_MAIN: [number, string][] = [
  [1, 'RAD-301'],
  [1, 'RAD-201'],
  [1, 'RAD-202'],
  [1, 'RAD-203'],
  [6, 'RAD-R01'],
  [6, 'RAD-R02'],
  [3, 'RAD-101'],
  ...['001', '002', '003', '004', '005', '006', '007', '008', '009', '010', '011', '012'].map((n): [number, string] => [3, `RAD-${n}`]),
  [1, 'RAD-102'],
];

describe('a deck code as a rulegraph deck', () => {
  it('places every card by its type and takes the Chosen Champion out of the main list', () => {
    const imported = deckFromCode(code(LEGAL_MAIN, { champion: 'RAD-101' }), CARDS);
    expect(imported.faults).toEqual([]);
    expect(normal(imported.deck)).toEqual(normal({ ...LEGAL, name: 'Deck code' }));
    expect(imported.deck.main.find((e) => e.card === 'ravel-spark-of-dawn')?.count).toBe(2);
    expect(imported.sideboard).toEqual([]);
  });

  it('maps alternate printings to their card, and a variant the set does not list to the base printing', () => {
    const main = LEGAL_MAIN.map(([n, c]): [number, string] => (c === 'RAD-101' ? [n, 'RAD-101a'] : c === 'RAD-005' ? [n, 'RAD-005b'] : c === 'RAD-R02' ? [n, 'rad-r02A'] : [n, c]));
    const imported = deckFromCode(code(main, { champion: 'RAD-101s' }), [CARDS], { name: 'Alternate' });
    expect(imported.faults).toEqual([]);
    expect(normal(imported.deck)).toEqual(normal({ ...LEGAL, name: 'Alternate' }));
  });

  it('adds up the copies of one card under several printings', () => {
    const main = LEGAL_MAIN.flatMap(([n, c]): [number, string][] => (c === 'RAD-101' ? [[2, 'RAD-101'], [1, 'RAD-101a']] : [[n, c]]));
    expect(normal(deckFromCode(code(main, { champion: 'RAD-101a' }), CARDS).deck)).toEqual(normal({ ...LEGAL, name: 'Deck code' }));
  });

  it('returns the sideboard beside the deck', () => {
    const imported = deckFromCode(code(LEGAL_MAIN, { champion: 'RAD-101', sideboard: [[2, 'RAD-020'], [1, 'RAD-SP1']] }), CARDS);
    expect(imported.sideboard).toEqual([{ card: 'grave-whisper', count: 2 }, { card: 'ember-toss', count: 1 }]);
    expect(imported.faults).toEqual([]);
  });

  it('reads a v6 code whose legend and battlefields are among its additional legends', () => {
    const main = LEGAL_MAIN.filter(([, c]) => !['RAD-301', 'RAD-201', 'RAD-202', 'RAD-203'].includes(c));
    const text = code(main, { champion: 'RAD-101', legends: ['RAD-301', 'RAD-201', 'RAD-202', 'RAD-203'] });
    expect(decodeDeckCode(text).version).toBe(6);
    expect(normal(deckFromCode(text, CARDS).deck)).toEqual(normal({ ...LEGAL, name: 'Deck code' }));
  });

  it.each([
    ['a code that names no card', 3, 'RAD-404', { code: 'DECK_UNKNOWN_CARD' }],
    ['a token', 1, 'RAD-099', { code: 'DECK_WRONG_CARD_TYPE', rule: 'CR 182' }],
    ['a second legend', 1, 'RAD-302', { code: 'DECK_LEGEND', rule: 'CR 103.1' }],
  ])('refuses %s with its path in the decoded code', (_name, count, extra, issue) => {
    const text = code([[1, 'RAD-301'], [1, 'RAD-201'], [1, 'RAD-202'], [count, extra]]);
    // Paths index the decoded list, in the order the code holds its cards.
    const at = decodeDeckCode(text).main.findIndex((e) => e.code === extra);
    const error = refusal(() => deckFromCode(text, CARDS));
    expect(error.issues).toEqual([expect.objectContaining({ ...issue, path: `$.main[${at}]` })]);
    expect(error.code).toBe(issue.code);
  });

  it('refuses an unknown champion and sideboard card with their paths', () => {
    const error = refusal(() => deckFromCode(code([[1, 'RAD-301']], { champion: 'RAD-777', sideboard: [[1, 'RAD-001'], [1, 'OGN-001']] }), CARDS));
    expect(error.issues).toEqual([
      expect.objectContaining({ path: '$.sideboard[0]', code: 'DECK_UNKNOWN_CARD' }),
      expect.objectContaining({ path: '$.champion', code: 'DECK_UNKNOWN_CARD' }),
    ]);
    // The message in either language; the error's own message is the English one.
    expect(error.issues[0]?.message.in('en')).toBe('OGN-001 names no card of the card sets');
    expect(error.issues[0]?.message.in('fr')).toBe('OGN-001 ne nomme aucune carte des jeux de cartes');
    expect(error.message).toMatch(/^\$\.sideboard\[0\]: OGN-001 names no card of the card sets; \$\.champion: /);
  });

  it('refuses a deck without a legend', () => {
    const error = refusal(() => deckFromCode(code([[3, 'RAD-001']]), CARDS));
    expect(error.issues).toEqual([expect.objectContaining({ path: '$', code: 'DECK_LEGEND', rule: 'CR 103.1' })]);
  });

  it.each([
    ['a v2 code (no Chosen Champion)', (m: [number, string][]) => m, undefined, 'CR 103.2.a', '$'],
    ['a card outside the domain identity', (m: [number, string][]) => [...m.filter(([, c]) => c !== 'RAD-102'), [1, 'RAD-020'] as [number, string]], 'RAD-101', 'CR 103.1.b.3', '$.main[13].card'],
    ['four copies of the champion', (m: [number, string][]) => m.map(([n, c]): [number, string] => [c === 'RAD-101' ? 4 : n, c]), 'RAD-101', 'CR 103.2.b', '$.main[0].card'],
    ['a rune deck of 11', (m: [number, string][]) => m.map(([n, c]): [number, string] => [c === 'RAD-R01' ? 5 : n, c]), 'RAD-101', 'CR 103.3.a', '$.runes'],
    ['two battlefields', (m: [number, string][]) => m.filter(([, c]) => c !== 'RAD-203'), 'RAD-101', 'CR 103.4.a', '$.battlefields'],
    ['a champion that is not a champion unit', (m: [number, string][]) => m, 'RAD-001', 'CR 103.2.a.2', '$.champion'],
  ])('reports %s as a construction fault with its path and rule', (_name, change, champion, rule, path) => {
    const imported = deckFromCode(code(change(LEGAL_MAIN), champion === undefined ? {} : { champion }), CARDS);
    expect(imported.faults).toContainEqual(expect.objectContaining({ path, rule }));
  });

  it('checks against the construction rules it is given', () => {
    const text = code(LEGAL_MAIN.filter(([, c]) => c !== 'RAD-203'), { champion: 'RAD-101' });
    expect(deckFromCode(text, CARDS, { rules: { knobs: { deckRules: 'enforced', mainDeckSize: 'atLeast40' }, battlefields: { choices: 2 } } }).faults).toEqual([]);
    expect(deckFromCode(code([[1, 'RAD-301']]), CARDS, { rules: { knobs: { deckRules: 'off', mainDeckSize: 'atLeast40' }, battlefields: { choices: 3 } } }).faults).toEqual([]);
  });

  it('refuses broken card sets with a LoadError naming the set', () => {
    const again = { set: 'again', cards: [CARDS.cards[0]!] };
    expect(() => deckFromCode(code(LEGAL_MAIN), [CARDS, again])).toThrow(expect.objectContaining({ name: 'LoadError', file: 'cards[1]' }));
    expect(() => deckFromCode(code(LEGAL_MAIN), [])).toThrow(LoadError);
  });
});

describe('a deck list as a rulegraph deck', () => {
  it('reads names (case and "Short - Subtitle" aside) and codes, by section', () => {
    const imported = deckFromList(LEGAL_LIST, CARDS);
    expect(imported.faults).toEqual([]);
    expect(normal(imported.deck)).toEqual(normal({ ...LEGAL, name: 'Deck list' }));
  });

  it('places cards by type before any section, without a Chosen Champion', () => {
    const lines = LEGAL_MAIN.map(([n, c]) => `${n} ${c}`).join('\n');
    const imported = deckFromList(lines, CARDS);
    expect(imported.deck.champion).toBeUndefined();
    expect(imported.deck.main.find((e) => e.card === 'ravel-spark-of-dawn')?.count).toBe(3);
    expect(imported.faults).toEqual([expect.objectContaining({ path: '$', rule: 'CR 103.2.a' })]);
  });

  it.each([
    ['an unknown name', 'Legend: Ashen Matron\nMain:\n3 Cinder Pup\n2 Nobody Special', { line: 4, code: 'DECK_UNKNOWN_CARD' }],
    ['a unit under Runes', 'Legend: Ashen Matron\nRunes:\n3 Cinder Pup', { line: 3, code: 'DECK_WRONG_CARD_TYPE' }],
    ['a rune under Main', 'Legend: Ashen Matron\nMain Deck:\n3 Ember Rune', { line: 3, code: 'DECK_WRONG_CARD_TYPE' }],
    ['a token by name', 'Legend: Ashen Matron\n1 Spark Wisp', { line: 2, code: 'DECK_WRONG_CARD_TYPE', rule: 'CR 182' }],
    ['two copies of the champion under Champion', 'Legend: Ashen Matron\nChampion: 2 Ravel, Spark of Dawn', { line: 2, code: 'DECK_CHAMPION' }],
    ['a second Champion line', 'Legend: Ashen Matron\nChampion: Ravel, Spark of Dawn\nChampion: Ravel, Ember Dancer', { line: 3, code: 'DECK_CHAMPION' }],
    ['two legends', 'Legend: Ashen Matron\nLegend: Tidal Oracle', { line: 2, code: 'DECK_LEGEND' }],
  ])('refuses %s, naming its line', (_name, text, issue) => {
    expect(refusal(() => deckFromList(text, CARDS)).issues).toEqual([expect.objectContaining(issue)]);
  });

  it('reports every unknown card of a list at once', () => {
    const error = refusal(() => deckFromList('Legend: Ashen Matron\n1 A\n1 B\n1 OGN-999', CARDS));
    expect(error.issues.map((i: DeckImportIssue) => ('line' in i ? i.line : i.path))).toEqual([2, 3, 4]);
  });
});

describe('a rulegraph deck as a code', () => {
  it('writes each card with its first printing, the champion in the trailer and among the main copies', () => {
    const text = deckToCode(LEGAL, CARDS);
    const decoded = decodeDeckCode(text);
    expect(decoded.version).toBe(4);
    expect(decoded.champion).toBe('RAD-101');
    expect(decoded.main).toContainEqual({ code: 'RAD-101', count: 3 });
    expect(decoded.main).toContainEqual({ code: 'RAD-003', count: 3 });
    expect(decoded.main).toContainEqual({ code: 'RAD-301', count: 1 });
    expect(decoded.main.reduce((n, e) => n + e.count, 0)).toBe(1 + 3 + 12 + 40);
    expect(normal(deckFromCode(text, CARDS, { name: LEGAL.name }).deck)).toEqual(normal(LEGAL));
  });

  it('writes a sideboard, and the version the cards need', () => {
    const text = deckToCode({ ...LEGAL, main: [...LEGAL.main.slice(0, -1), { card: 'ember-toss', count: 1 }] }, CARDS, { sideboard: [{ card: 'grave-whisper', count: 2 }] });
    const decoded = decodeDeckCode(text);
    expect(decoded.version).toBe(5);
    expect(decoded.sideboard).toEqual([{ code: 'RAD-020', count: 2 }]);
  });

  it.each([
    ['an unknown card', { ...LEGAL, main: [{ card: 'nobody', count: 1 }] }, { path: '$.main[0].card', code: 'DECK_UNKNOWN_CARD' }],
    ['a card without printings', { ...LEGAL, main: [...LEGAL.main, { card: 'nameless-charm', count: 1 }] }, { path: '$.main[14].card', code: 'DECK_NO_PRINTING' }],
    ['an unknown champion', { ...LEGAL, champion: 'nobody' }, { path: '$.champion', code: 'DECK_UNKNOWN_CARD' }],
    ['a count that is not a whole number', { ...LEGAL, runes: [{ card: 'ember-rune', count: 'six' as never }] }, { path: '$.runes[0].count', code: 'DECK_MALFORMED' }],
    ['runes that are not a list', { ...LEGAL, runes: 'ember-rune' as never }, { path: '$.runes', code: 'DECK_MALFORMED' }],
  ])('refuses %s with its path in the deck', (_name, deck, issue) => {
    expect(refusal(() => deckToCode(deck, CARDS)).issues).toEqual([expect.objectContaining(issue)]);
  });

  it('round-trips random decks of the set: deck to code to the same deck', () => {
    const mainCards = ['cinder-pup', 'kiln-scout', 'hearth-keeper', 'still-pond-monk', 'harbor-watch', 'ember-toss', 'grave-whisper', 'ravel-ember-dancer'];
    const decks = fc.record({
      legend: fc.constantFrom('ashen-matron', 'tidal-oracle'),
      champion: fc.option(fc.constantFrom('ravel-spark-of-dawn', 'ravel-ember-dancer'), { nil: undefined }),
      battlefields: fc.uniqueArray(fc.constantFrom('glass-ford', 'silent-quarry', 'copper-steps'), { maxLength: 3 }),
      main: fc.uniqueArray(fc.record({ card: fc.constantFrom(...mainCards), count: fc.integer({ min: 1, max: 20 }) }), { selector: (e) => e.card, maxLength: 8 }),
      runes: fc.uniqueArray(fc.record({ card: fc.constantFrom('ember-rune', 'tide-rune'), count: fc.integer({ min: 1, max: 12 }) }), { selector: (e) => e.card, maxLength: 2 }),
    });
    fc.assert(
      fc.property(decks, ({ champion, ...rest }) => {
        const deck: RiftboundDeck = { name: 'Random', ...rest, ...(champion === undefined ? {} : { champion }) };
        expect(normal(deckFromCode(deckToCode(deck, CARDS), CARDS, { name: 'Random' }).deck)).toEqual(normal(deck));
      }),
      { numRuns: 200 },
    );
  });
});

describe('bad input never crashes', () => {
  const typed = (error: unknown) => error instanceof DeckImportError || error instanceof DeckCodeError || error instanceof DeckListError;

  it('random codes of known and unknown printings make a deck or are refused with a typed error', () => {
    const printings = fc.constantFrom(...CARDS.cards.flatMap((c) => c.printings ?? []), 'RAD-404', 'OGN-001', 'RAD-003a', 'VEN-SP2');
    const lists = fc.record({
      main: fc.uniqueArray(fc.record({ code: printings, count: fc.integer({ min: 1, max: 30 }) }), { selector: (e) => e.code.toUpperCase(), maxLength: 12 }),
      sideboard: fc.uniqueArray(fc.record({ code: printings, count: fc.integer({ min: 1, max: 3 }) }), { selector: (e) => e.code.toUpperCase(), maxLength: 3 }),
      legends: fc.uniqueArray(printings, { maxLength: 2 }),
      champion: fc.option(printings, { nil: undefined }),
    });
    fc.assert(
      fc.property(lists, ({ champion, ...rest }) => {
        try {
          const imported = deckFromCode(encodeDeckCode({ ...rest, ...(champion === undefined ? {} : { champion }) }), CARDS);
          expect(imported.deck.legend).toMatch(/^(ashen-matron|tidal-oracle)$/);
        } catch (error) {
          expect(typed(error), String(error)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('random lists and input of the wrong shape are refused with typed errors', () => {
    const lines = fc.array(fc.oneof(fc.constantFrom('Legend: Ashen Matron', 'Champion:', 'Runes:', 'Main:', 'Sideboard:', '3 Cinder Pup', '2 RAD-R01', 'Spark Wisp', 'x3'), fc.string({ maxLength: 20 })), { maxLength: 12 });
    fc.assert(
      fc.property(lines, (parts) => {
        try {
          deckFromList(parts.join('\n'), CARDS);
        } catch (error) {
          expect(typed(error), String(error)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
    for (const run of [
      () => deckFromCode(7 as never, CARDS),
      () => deckFromList(null as never, CARDS),
      () => deckToCode(null as never, CARDS),
      () => deckToCode({ ...LEGAL, battlefields: 3 as never, main: [null as never] }, CARDS),
      () => deckFromCode(LEGAL_CODE_FOR_SHAPES, CARDS, { rules: {} as never }),
    ]) {
      expect(() => run()).toThrow(expect.objectContaining({ code: expect.stringMatching(/^DECK_/) }));
    }
  });
});

describe('the package entries', () => {
  it('the Node and browser entries export the deck functions and their errors', async () => {
    const names = ['decodeDeckCode', 'encodeDeckCode', 'parseDeckList', 'deckFromCode', 'deckFromList', 'deckToCode', 'DeckCodeError', 'DeckListError', 'DeckImportError'];
    for (const entry of [await import('../../src/index.js'), await import('../../src/browser/index.js')]) {
      for (const name of names) expect(typeof (entry as Record<string, unknown>)[name], name).toBe('function');
      expect(entry.deckFromCode(entry.deckToCode(LEGAL, CARDS), CARDS).faults).toEqual([]);
    }
  });
});
