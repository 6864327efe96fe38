/**
 * `rulegraph decks decode` and `rulegraph decks encode`, run in-process: lists, deck JSON,
 * construction faults with their paths (exit 1), and every refusal as one line on stderr.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { decodeDeckCode, deckToCode, encodeDeckCode, type RiftboundCardSet, type RiftboundDeck } from '../../src/games/riftbound/decks/index.js';

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const fixtures = join(import.meta.dirname, 'fixtures');
const CARDS_FILE = join(fixtures, 'deck-cards.json');
const CARDS = JSON.parse(readFileSync(CARDS_FILE, 'utf8')) as RiftboundCardSet;
const { $schema: _schema, ...LEGAL } = JSON.parse(readFileSync(join(fixtures, 'deck-legal.json'), 'utf8')) as RiftboundDeck & { $schema: string };
const LEGAL_CODE = deckToCode(LEGAL, CARDS);
const GOLDEN = 'CMAAAAAAAAAQCAAAA4AACAIAABMQAAIBAAAAYAIBAAACOAIBAAAA2AABAEAAAFQBAEAAAWABAAAAY';
const dir = mkdtempSync(join(tmpdir(), 'rulegraph-decks-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('rulegraph decks decode', () => {
  it('prints the list a code holds, the Chosen Champion apart from the main copies', async () => {
    const { code, out, err } = await cli('decks', 'decode', GOLDEN);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toBe(['# Riftbound deck code, version 3', '7 OGN-007', '5 OGN-089', '2 OGN-012', '2 OGN-039', '1 OGN-013', '', 'Champion:', '1 OGN-012', '', 'Sideboard:', '2 OGN-022', '1 OGN-088', ''].join('\n'));
  });

  it('--json prints the decoded code', async () => {
    const { code, out } = await cli('decks', 'decode', GOLDEN, '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual(decodeDeckCode(GOLDEN));
  });

  it('refuses a bad code in one line on stderr, with exit code 1', async () => {
    // The golden code without its last three characters: whole bytes, but the champion's number cut.
    const { code, out, err } = await cli('decks', 'decode', GOLDEN.slice(0, -3));
    expect({ code, out }).toEqual({ code: 1, out: '' });
    expect(err).toMatch(/^rulegraph: deck code: the code ends .+ \(byte \d+\) \[DECK_CODE_TRUNCATED\]\n$/);
  });

  it('with --cards, prints the rulegraph deck as JSON (a deck file) and exits 0 for a legal deck', async () => {
    const { code, out, err } = await cli('decks', 'decode', LEGAL_CODE, '--cards', CARDS_FILE);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const deck = JSON.parse(out) as RiftboundDeck;
    expect(deck.legend).toBe('ashen-matron');
    expect(deck.champion).toBe('ravel-spark-of-dawn');
    expect(deck.main.reduce((n, e) => n + e.count, 0)).toBe(39);
  });

  it('with --cards, reports construction faults with their JSON paths, and exits 1', async () => {
    const broken = deckToCode({ ...LEGAL, battlefields: ['glass-ford', 'silent-quarry'], runes: [{ card: 'ember-rune', count: 5 }, { card: 'tide-rune', count: 6 }] }, CARDS, { sideboard: [{ card: 'grave-whisper', count: 2 }] });
    const { code, out, err } = await cli('decks', 'decode', broken, '--cards', CARDS_FILE);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({ legend: 'ashen-matron' });
    expect(err.split('\n')).toEqual([
      'rulegraph: the sideboard (not part of a deck file): 2 grave-whisper',
      'rulegraph: the deck breaks 2 construction rules',
      '  $.runes: the rune deck holds 11 runes; it needs exactly 12 (CR 103.3.a)',
      '  $.battlefields: the deck provides 2 battlefields; this mode wants 3 (CR 103.4.a)',
      '',
    ]);
    const json = await cli('decks', 'decode', broken, '--cards', CARDS_FILE, '--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({ version: 4, deck: { legend: 'ashen-matron' }, sideboard: [{ card: 'grave-whisper', count: 2 }], faults: [{ path: '$.runes', rule: 'CR 103.3.a' }, { path: '$.battlefields', rule: 'CR 103.4.a' }] });
  });

  it('with --cards, refuses codes that name no card, each with its path', async () => {
    const unknown = encodeDeckCode({ main: [{ code: 'RAD-301', count: 1 }, { code: 'RAD-404', count: 2 }], sideboard: [], legends: [] });
    const { code, out, err } = await cli('decks', 'decode', unknown, '--cards', CARDS_FILE);
    expect({ code, out }).toEqual({ code: 1, out: '' });
    expect(err).toBe('rulegraph: deck code: no deck can be made (1 fault)\n  $.main[0]: RAD-404 names no card of the card sets [DECK_UNKNOWN_CARD]\n');
    // In French, the command's words and the fault's, the code the same.
    const french = await cli('decks', 'decode', unknown, '--cards', CARDS_FILE, '--lang', 'fr');
    expect(french.err).toBe('rulegraph: code de deck : aucun deck ne peut être fait (1 faute)\n  $.main[0] : RAD-404 ne nomme aucune carte des jeux de cartes [DECK_UNKNOWN_CARD]\n');
  });

  it('a broken or missing card set is a file fault', async () => {
    const missing = await cli('decks', 'decode', GOLDEN, '--cards', join(dir, 'none.json'));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/none\.json\n {2}\$: no such file\n$/);
    const rune = '{ "id": "x", "name": "X", "type": "rune", "domain": "fury" }';
    const broken = await cli('decks', 'decode', GOLDEN, '--cards', CARDS_FILE, file('broken.json', `{ "set": "x", "cards": [${rune}, ${rune}] }`));
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/broken\.json\n {2}\$\.cards\[1\]\.id: duplicate card id "x"\n$/);
  });
});

describe('rulegraph decks encode', () => {
  it('prints the code of a deck file', async () => {
    const { code, out, err } = await cli('decks', 'encode', join(fixtures, 'deck-legal.json'), '--cards', CARDS_FILE);
    expect({ code, out, err }).toEqual({ code: 0, out: `${LEGAL_CODE}\n`, err: '' });
  });

  it('prints the code of a deck list, the same deck giving the same code', async () => {
    const { code, out, err } = await cli('decks', 'encode', join(fixtures, 'deck-legal.txt'), '--cards', CARDS_FILE);
    expect({ code, out, err }).toEqual({ code: 0, out: `${LEGAL_CODE}\n`, err: '' });
  });

  it('reads back what decode printed', async () => {
    const printed = await cli('decks', 'decode', LEGAL_CODE);
    const { code, out } = await cli('decks', 'encode', file('printed.txt', printed.out), '--cards', CARDS_FILE);
    expect(code).toBe(0);
    expect(out).toBe(`${LEGAL_CODE}\n`);
  });

  it('prints the code and reports the construction faults of a deck, exiting 1', async () => {
    const deck = file('two-battlefields.json', JSON.stringify({ ...LEGAL, battlefields: ['glass-ford', 'silent-quarry'] }));
    const { code, out, err } = await cli('decks', 'encode', deck, '--cards', CARDS_FILE);
    expect(code).toBe(1);
    expect(decodeDeckCode(out.trim()).main).toContainEqual({ code: 'RAD-301', count: 1 });
    expect(err).toBe('rulegraph: the deck breaks a construction rule\n  $.battlefields: the deck provides 2 battlefields; this mode wants 3 (CR 103.4.a)\n');
    const list = await cli('decks', 'encode', file('short.txt', 'Legend: Ashen Matron\nChampion: Ravel, Spark of Dawn\n3 Cinder Pup'), '--cards', CARDS_FILE);
    expect(list.code).toBe(1);
    expect(list.err).toMatch(/^rulegraph: the deck breaks 3 construction rules\n {2}\$\.main: the main deck holds 4 cards/);
  });

  it.each([
    ['a list line that names no card', 'list.txt', 'Legend: Ashen Matron\n\n3 Nobody', /^rulegraph: .+list\.txt: no deck can be made \(1 fault\)\n {2}line 3: "Nobody" names no card of the card sets \[DECK_UNKNOWN_CARD\]\n$/],
    ['a list line with 0 copies', 'zero.txt', 'Legend: Ashen Matron\n0 Cinder Pup', /^rulegraph: .+zero\.txt: line 2: 0 copies of Cinder Pup; a line holds 1 to 999 \[DECK_LIST_COUNT\]\n$/],
    ['a deck file naming an unknown card', 'unknown.json', JSON.stringify({ ...LEGAL, main: [{ card: 'nobody', count: 3 }] }), /^rulegraph: .+unknown\.json: no deck can be made \(1 fault\)\n {2}\$\.main\[0\]\.card: unknown card "nobody" \[DECK_UNKNOWN_CARD\]\n$/],
    ['a deck file that breaks the deck schema', 'schema.json', JSON.stringify({ ...LEGAL, colour: 'red' }), /^rulegraph: .+schema\.json\n {2}\$\.colour: unknown field\n$/],
    ['a deck file that is not JSON', 'syntax.json', '{ "legend": ', /^rulegraph: .+syntax\.json\n {2}\$: /],
  ])('refuses %s on stderr, with exit code 1', async (_name, name, text, expected) => {
    const { code, out, err } = await cli('decks', 'encode', file(name, text), '--cards', CARDS_FILE);
    expect({ code, out }).toEqual({ code: 1, out: '' });
    expect(err).toMatch(expected);
  });

  it('needs --cards, and a file that is a file', async () => {
    expect((await cli('decks', 'encode', join(fixtures, 'deck-legal.json'))).code).toBe(2);
    const folder = await cli('decks', 'encode', dir, '--cards', CARDS_FILE);
    expect(folder.code).toBe(1);
    expect(folder.err).toMatch(/\$: not a regular file\n$/);
  });
});
