/**
 * `rulegraph decks decode|encode --game altered`, run in-process: a code's list, the deck it
 * makes of a card set, lists and deck files written as codes, construction faults at their
 * lines (exit 1), refusals in one line per fault, and the words in French. Invented cards,
 * numbered past the sets' printed cards.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { decodeAlteredCode, encodeAlteredCode } from '../../src/games/altered/decks/index.js';

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'rulegraph-altered-decks-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const ref = (n: number, rarity = 'C', product = 'B') => `ALT_CORE_${product}_AX_${n}_${rarity}`;
const character = (n: number) => ({ id: `kite-${n}`, name: `Kite ${n}`, type: 'character', faction: 'axiom', handCost: 1, reserveCost: 1, stats: { forest: 1, mountain: 1, water: 1 }, references: [ref(n), ref(n, 'C', 'A')] });
const CARDS = file('kite-cards.json', JSON.stringify({
  set: 'kite',
  cards: [
    { id: 'hero-vell', name: 'Vell', type: 'hero', faction: 'axiom', reserveLimit: 2, landmarkLimit: 2, references: [ref(40)] },
    { id: 'other-gorm', name: 'Gorm', type: 'character', faction: 'bravos', handCost: 1, reserveCost: 1, stats: { forest: 1, mountain: 1, water: 1 }, references: ['ALT_CORE_B_BR_60_C'] },
    ...Array.from({ length: 13 }, (_, i) => character(41 + i)),
  ],
}));
const LEGAL_LIST = [`1 ${ref(40)}`, ...Array.from({ length: 13 }, (_, i) => `3 ${ref(41 + i)}`)].join('\n');
const LEGAL_CODE = encodeAlteredCode(LEGAL_LIST.split('\n').map((line) => ({ reference: line.split(' ')[1]!, count: Number(line.split(' ')[0]) })));

describe('rulegraph decks --game altered', () => {
  it('decode prints the list a code holds, one `qty REFERENCE` line each, and --json its entries', async () => {
    const { code, out, err } = await cli('decks', 'decode', LEGAL_CODE, '--game', 'altered');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toBe(`${LEGAL_LIST}\n`);
    const json = await cli('decks', 'decode', LEGAL_CODE, '--game', 'altered', '--json');
    expect(JSON.parse(json.out)).toEqual({ entries: decodeAlteredCode(LEGAL_CODE) });
  });

  it('decode --cards prints the deck the code makes of the card set, exit 0 when legal', async () => {
    const { code, out, err } = await cli('decks', 'decode', LEGAL_CODE, '--game', 'altered', '--cards', CARDS);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const deck = JSON.parse(out) as { hero: string; cards: { card: string; count: number }[] };
    expect(deck.hero).toBe('hero-vell');
    expect(deck.cards.reduce((n, e) => n + e.count, 0)).toBe(39);
  });

  it('decode --cards reports each construction fault at its line of the list and exits 1, in French with --lang fr', async () => {
    const code = encodeAlteredCode([{ reference: ref(40), count: 1 }, { reference: 'ALT_CORE_B_BR_60_C', count: 2 }, { reference: ref(41), count: 3 }]);
    const english = await cli('decks', 'decode', code, '--game', 'altered', '--cards', CARDS);
    expect(english.code).toBe(1);
    expect(english.err.split('\n')).toEqual([
      'rulegraph: the deck breaks 2 construction rules',
      '  line 2: other-gorm is bravos, the hero hero-vell is axiom',
      '  line 3: 5 cards besides the hero; at least 39',
      '',
    ]);
    const french = await cli('decks', 'decode', code, '--game', 'altered', '--cards', CARDS, '--lang', 'fr');
    expect(french.err).toContain('  ligne 3 : 5 cartes hors Héros ; 39 au moins\n');
  });

  it('encode writes a list or a deck file as a code that decode reads back', async () => {
    const list = await cli('decks', 'encode', file('legal.txt', LEGAL_LIST), '--game', 'altered');
    expect(list).toEqual({ code: 0, out: `${LEGAL_CODE}\n`, err: '' });
    const deck = JSON.parse((await cli('decks', 'decode', LEGAL_CODE, '--game', 'altered', '--cards', CARDS)).out) as object;
    const fromDeck = await cli('decks', 'encode', file('legal.json', JSON.stringify(deck)), '--game', 'altered', '--cards', CARDS);
    expect(fromDeck).toEqual({ code: 0, out: `${LEGAL_CODE}\n`, err: '' });
    // The first edition of the format numbers this set's cards in 5 bits: number 40 does not fit.
    const first = await cli('decks', 'encode', file('legal2.txt', LEGAL_LIST), '--game', 'altered', '--edition', 'first');
    expect(first).toEqual({ code: 1, out: '', err: expect.stringContaining('line 1: ALT_CORE_B_AX_40_C: a deck code holds numbers up to 31 in set CORE [ALTERED_CODE_LIMIT]') });
  });

  it('refuses what cannot be read or written, one line per fault with its code, exit 1', async () => {
    const bad = await cli('decks', 'decode', 'not*a*code', '--game', 'altered');
    expect(bad).toEqual({ code: 1, out: '', err: 'rulegraph: deck code: no deck can be made (1 fault)\n  $: a deck code is base64 text, and this is not [ALTERED_CODE_SYNTAX]\n' });
    const unknown = await cli('decks', 'encode', file('unknown.txt', '1 ALT_NOPE_B_AX_01_C\n'), '--game', 'altered');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/line 1: set NOPE has no number in deck codes \[ALTERED_CODE_SET\]/);
    const missing = await cli('decks', 'decode', encodeAlteredCode([{ reference: ref(63), count: 1 }]), '--game', 'altered', '--cards', CARDS);
    expect(missing.err).toMatch(/line 1: ALT_CORE_B_AX_63_C names no card of the card sets \(?.*\[ALTERED_UNKNOWN_REFERENCE\]/);
  });

  it('refuses an unknown game or edition as a usage error', async () => {
    const game = await cli('decks', 'decode', LEGAL_CODE, '--game', 'chess');
    expect(game.code).toBe(2);
    expect(game.err).toMatch(/--game: "chess" is no game with deck codes; one of riftbound, altered|--game: "chess" is no game with deck codes; one of altered, riftbound/);
    const edition = await cli('decks', 'decode', LEGAL_CODE, '--game', 'altered', '--edition', 'zero');
    expect(edition.code).toBe(2);
    expect(edition.err).toContain('current, first');
  });
});
