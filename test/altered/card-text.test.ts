/**
 * Altered cards from their printed text, in English and in French (docs/card-text.md): invented
 * cards in the printed templating compile to card data, read back as their text in both
 * languages, and import from the official record shape and the plain shape into a set a game
 * loads. No real card's text or name appears here.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { createGame, loadPosition } from '../../src/api.js';
import { runScenarioFile } from '../../src/scenarios/run.js';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { importAlteredCards } from '../../src/games/altered/text/import.js';
import { alteredCompiler } from '../../src/games/altered/text/compiler.js';
import { textLines } from '../../src/games/altered/text/lexer.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import { TokenCards } from '../../src/games/altered/text/token-book.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredState } from '../../src/games/altered/state/state.js';

const NBSP = '\u00a0';

const character: CardHeader = { id: 'lantern-keeper', name: 'Lantern Keeper', type: 'character', faction: 'lyra', handCost: 2, reserveCost: 1, stats: { forest: 1, mountain: 2, water: 0 } };
const spell: CardHeader = { id: 'gust-of-ink', name: 'Gust of Ink', type: 'spell', faction: 'yzmir', handCost: 1, reserveCost: 2 };

function book() {
  return new TokenCards(
    () => undefined,
    () => false,
  );
}

/** Invented texts in both languages, with the card data each states. */
const CASES = [
  {
    header: character,
    en: `{J} Draw a card.  At Noon${NBSP}— I gain 1 boost.  [Tough 2]. (Opponents pay more to target me.)`,
    fr: `{J} Piochez une carte.  À Midi${NBSP}— Je gagne 1${NBSP}boost.  [Coriaces 2]. (Vos adversaires paient plus pour me cibler.)`,
    data: { keywords: ['tough'], tough: 2, reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1 }] }, { on: 'atNoon', effects: [{ op: 'boost', amount: 1, me: true }] }] },
  },
  {
    header: character,
    en: '{H} Target Character you control gains [[Anchored]]. It gains 2 boosts.\n{D} : You may pay {1} to draw two cards.',
    fr: '{H} Un Personnage ciblé que vous contrôlez gagne [[Ancré]]. Il gagne 2 boosts.\n{D}\u00a0: Vous pouvez payer {1} pour piocher deux cartes.',
    data: {
      reactions: [{ on: 'played', from: 'hand', target: 'friendlyCharacter', effects: [{ op: 'anchor' }, { op: 'boost', amount: 2 }] }],
      support: { effects: [{ op: 'draw', amount: 2, innerCost: 1 }] },
    },
  },
  {
    header: spell,
    en: '[[Fleeting]]. (Send me to Discard after my effect resolves.)  Target opponent draws a card.',
    fr: "[[Fugace]]. (Envoyez-moi à la Défausse après mon effet.)  L'adversaire ciblé pioche une carte.",
    data: { fleeting: true, target: 'opponent', effects: [{ op: 'draw', amount: 1, player: 'target' }] },
  },
  {
    header: spell,
    en: 'Choose one:  • Target Character gains [[Asleep]].  • If you are the first player, draw a card.',
    fr: "Choisissez l'un :  • Un Personnage ciblé gagne [[Endormi]].  • Si vous êtes le premier joueur, piochez une carte.",
    data: { modes: [{ target: 'anyCharacter', effects: [{ op: 'sleep' }] }, { effects: [{ op: 'draw', amount: 1, ifFirstPlayer: true }] }] },
  },
  {
    header: { ...character, id: 'stone-warden', name: 'Stone Warden' },
    en: '[Defender].  [Seasoned].  When I go to Reserve — You may sacrifice me.',
    fr: '[Défenseuse].  [Aguerrie].  Lorsque je vais en Réserve — Vous pouvez me sacrifier.',
    data: { keywords: ['defender', 'seasoned'], reactions: [{ on: 'toReserve', effects: [{ op: 'sacrifice', me: true, optional: true }] }] },
  },
] as const;

describe('compiling invented Altered cards, in English and in French', () => {
  for (const c of CASES) {
    for (const lang of ['en', 'fr'] as const) {
      it(`${lang}: ${c[lang].slice(0, 50)}`, () => {
        const result = compileCard(c.header, c[lang], lang, book());
        if (!result.ok) throw new Error(`${result.refusal.phrase}: ${result.refusal.reason}`);
        const { text: _text, ...card } = result.card;
        expect(card).toEqual({ ...c.header, ...c.data, ...(c.header.type === 'spell' && !('modes' in c.data) && !('effects' in c.data) ? { effects: [] } : {}) });
        // The data reads back in both languages, and each reading compiles to the same data.
        for (const other of ['en', 'fr'] as const) {
          const rendered = renderCard(result.card, other, book());
          if (!rendered.ok) throw new Error(rendered.reason);
          const again = compileCard(c.header, rendered.text, other, book());
          if (!again.ok) throw new Error(`${other} "${rendered.text}": ${again.refusal.reason}`);
          const { text: _t, ...back } = again.card;
          expect(back).toEqual(card);
        }
      });
    }
  }

  it('prints the templating: two spaces between abilities, the support ability apart, French terms', () => {
    const result = compileCard(character, CASES[1].en, 'en', book());
    if (!result.ok) throw new Error(result.refusal.reason);
    expect(renderCard(result.card, 'en', book())).toMatchObject({ ok: true, main: '{H} Target Character you control gains [[Anchored]]. It gains 2 boosts.', support: '{D} : You may pay {1} to draw two cards.' });
    expect(renderCard(result.card, 'fr', book())).toMatchObject({ ok: true, main: '{H} Un Personnage ciblé que vous contrôlez gagne [[Ancré]]. Il gagne 2 boosts.', support: '{D} : Vous pouvez payer {1} pour piocher deux cartes.' });
  });

  it('reads the markup as tokens: symbols, statuses, keywords, rare markers, reminders, French elisions', () => {
    const [line] = textLines(`#{j} L'adversaire ciblé# gagne [[Ancré]] [Coriace 1] {3}${NBSP}(rappel).`);
    expect(line?.tokens).toEqual([
      { kind: 'symbol', text: '{J}' },
      { kind: 'word', text: "L'" },
      { kind: 'word', text: 'adversaire' },
      { kind: 'word', text: 'ciblé' },
      { kind: 'word', text: 'gagne' },
      { kind: 'bracket', text: '[Ancré]' },
      { kind: 'bracket', text: 'Coriace 1' },
      { kind: 'symbol', text: '{3}' },
      { kind: 'punct', text: '.' },
    ]);
  });

  it('refuses a card whole, naming the phrase it could not read and why', () => {
    const unread = compileCard(character, '{J} Draw a card.  {R} Toss a coin.', 'en', book());
    expect(unread).toMatchObject({ ok: false, refusal: { phrase: '{R} Toss a coin.', reason: 'no rule of the templating reads "Toss a coin" here' } });
    const unstated = compileCard(character, '{J} Target Character gains 1 boost. Target Character you control gains [[Asleep]].', 'en', book());
    expect(unstated).toMatchObject({ ok: false, refusal: { reason: 'two targets in one ability: the card data has one target per ability' } });
    expect(compileCard(character, 'Draw a card.', 'fr', book())).toMatchObject({ ok: false, refusal: { phrase: 'Draw a card.' } });
  });
});

/** A small card file in the official record shape, invented cards only. */
function officialRecord(reference: string, name: string, type: string, rarity: string, elements: Record<string, string>, fr: { name: string; elements: Record<string, string> }) {
  return {
    reference,
    name,
    cardType: { reference: type },
    cardSubTypes: type === 'HERO' ? [] : [{ reference: 'ADVENTURER', name: 'Adventurer' }],
    rarity: { reference: rarity },
    mainFaction: { reference: reference.split('_')[3] },
    elements,
    fr: { ...fr, cardSubTypes: type === 'HERO' ? [] : [{ reference: 'ADVENTURER', name: 'Aventurier' }] },
  };
}

const STATS = { MAIN_COST: '2', RECALL_COST: '1', FOREST_POWER: '1', MOUNTAIN_POWER: '2', OCEAN_POWER: '#1#' };
const FILE = [
  officialRecord('ALT_TEST_B_OR_01_C', 'Lantern Keeper', 'CHARACTER', 'COMMON', { ...STATS, MAIN_EFFECT: `{J} Draw a card.`, ECHO_EFFECT: '{D} : Target Character gains [[Anchored]].' }, {
    name: 'Gardienne des Lanternes',
    elements: { ...STATS, MAIN_EFFECT: '{J} Piochez une carte.', ECHO_EFFECT: '{D} : Un Personnage ciblé gagne [[Ancré]].' },
  }),
  // An alternate art of the same card: one card.
  officialRecord('ALT_TEST_A_OR_01_C', 'Lantern Keeper', 'CHARACTER', 'COMMON', { ...STATS, MAIN_EFFECT: `{J} Draw a card.`, ECHO_EFFECT: '{D} : Target Character gains [[Anchored]].' }, {
    name: 'Gardienne des Lanternes',
    elements: { ...STATS, MAIN_EFFECT: '{J} Piochez une carte.', ECHO_EFFECT: '{D} : Un Personnage ciblé gagne [[Ancré]].' },
  }),
  // Its rare: another card, its change marked.
  officialRecord('ALT_TEST_B_OR_01_R1', 'Lantern Keeper', 'CHARACTER', 'RARE', { ...STATS, MAIN_EFFECT: '#{H} I gain 2 boosts.#' }, {
    name: 'Gardienne des Lanternes',
    elements: { ...STATS, MAIN_EFFECT: '#{H} Je gagne 2 boosts.#' },
  }),
  officialRecord('ALT_TEST_B_OR_02_C', 'Bell Captain', 'HERO', 'COMMON', { MAIN_COST: '0', RECALL_COST: '0', PERMANENT: '2', RESERVE: '2', MAIN_EFFECT: `At Noon${NBSP}— If you are the first player, create a [Pebble Imp 1/1/1] Spirit token in your Companion Expedition.` }, {
    name: 'Capitaine des Cloches',
    elements: { MAIN_COST: '0', RECALL_COST: '0', PERMANENT: '2', RESERVE: '2', MAIN_EFFECT: `À Midi${NBSP}— Si vous êtes le premier joueur, créez un jeton Esprit [1/1/1 Diablotin Galet] dans votre Expédition Compagnon.` },
  }),
  officialRecord('ALT_TEST_B_OR_03_C', 'Dice Juggler', 'CHARACTER', 'COMMON', { ...STATS, MAIN_EFFECT: '{J} Toss a coin.' }, { name: 'Jongleur de Dés', elements: { ...STATS, MAIN_EFFECT: '{J} Jetez une pièce.' } }),
];

describe('importing Altered card files', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`official records, read in ${lang}: distinct cards by name and rarity, tokens made, refusals with their phrase`, () => {
      const { set, report } = importAlteredCards(FILE, 'test', lang);
      expect(report).toMatchObject({ game: 'altered', lang, printings: 5, cards: 4, compiled: 3, readBackEqual: 3, madeTokens: [lang === 'en' ? 'pebble-imp-token' : 'diablotin-galet-token'], faults: [] });
      expect(report.refused).toEqual([{ id: 'dice-juggler', name: lang === 'en' ? 'Dice Juggler' : 'Jongleur de Dés', phrase: lang === 'en' ? '{J} Toss a coin.' : '{J} Jetez une pièce.', reason: `no rule of the templating reads "${lang === 'en' ? 'Toss a coin' : 'Jetez une pièce'}" here`, key: 'syntax.unread' }]);
      expect(report.reasons).toEqual([{ reason: report.refused[0]?.reason, key: 'syntax.unread', count: 1 }]);
      expect(set.cards.map((c) => c.id)).toEqual(['lantern-keeper', 'lantern-keeper-2', 'bell-captain', lang === 'en' ? 'pebble-imp-token' : 'diablotin-galet-token']);
      expect(set.cards[0]).toMatchObject({ type: 'character', faction: 'ordis', handCost: 2, reserveCost: 1, stats: { forest: 1, mountain: 2, water: 1 }, support: { target: 'anyCharacter', effects: [{ op: 'anchor' }] } });
      expect(set.cards[2]).toMatchObject({ type: 'hero', reserveLimit: 2, landmarkLimit: 2, reactions: [{ on: 'atNoon', effects: [{ op: 'createToken', expedition: 'companion', ifFirstPlayer: true }] }] });
      // The set renders back in either language through the compiler the command line uses.
      const rendered = alteredCompiler.renderSet('test.json', set, lang === 'en' ? 'fr' : 'en');
      expect(rendered.every((r) => r.ok)).toBe(true);
    });
  }

  it('the plain shape, and the imported set loads as Altered cards in a game', () => {
    const plain = [
      { name: 'Quiet Brook Scout', type: 'character', faction: 'muna', handCost: 2, reserveCost: 1, stats: { forest: 1, mountain: 2, water: 1 }, text: '[Defender].  {R} I gain 1 boost.' },
      { id: 'reed-whistle', name: 'Reed Whistle', type: 'spell', faction: 'muna', handCost: 1, reserveCost: 1, text: { en: 'Draw two cards.', fr: 'Piochez deux cartes.' } },
    ];
    const { set, report } = importAlteredCards(plain, 'plain', 'en');
    expect(report).toMatchObject({ printings: 2, cards: 2, compiled: 2, readBackEqual: 2 });
    expect(importAlteredCards(plain, 'plain', 'fr').report).toMatchObject({ compiled: 1, refused: [{ id: 'quiet-brook-scout' }] });
    expect(() => createGame({ mode: 'altered/duel', seed: 1, rules: { extraCards: set.cards } })).not.toThrow();
    const game = loadPosition<AlteredState>({ mode: 'altered/duel', rules: { extraCards: set.cards }, seats: { A: { reserve: ['quiet-brook-scout'], mana: 2 }, B: {} } });
    expect(game.apply({ type: 'playCard', seat: 'A', card: 'A-quiet-brook-scout', expedition: 'hero' }).ok).toBe(true);
    expect(game.liveState.limbo).toHaveLength(1);
  });

  it('a token made by a card then refused is made again by the next card that names it, not left out of the set', () => {
    const spell = (name: string, text: string) => ({ name, type: 'spell', faction: 'yzmir', handCost: 2, reserveCost: 2, text });
    // The first card makes the token's card as its text is lowered, then is refused (a second target).
    const records = [spell('Cold Omen', 'Create a [Frost Wisp 2/2/2] Spirit token in target Expedition, then target Character gains [[Anchored]].'), spell('Cold Snap', 'Create a [Frost Wisp 2/2/2] Spirit token in your Hero Expedition.')];
    const { set, report } = importAlteredCards(records, 'tokens', 'en');
    expect(report).toMatchObject({ compiled: 1, refused: [{ id: 'cold-omen', reason: 'two targets in one ability: the card data has one target per ability' }], madeTokens: ['frost-wisp-token'] });
    expect(set.cards.map((c) => c.id)).toEqual(['cold-snap', 'frost-wisp-token']);
    expect(() => createGame({ mode: 'altered/duel', seed: 1, rules: { extraCards: set.cards } })).not.toThrow();
  });
});

describe('rulegraph cards --game altered', () => {
  async function cli(argv: string[]): Promise<{ code: number; out: string }> {
    let out = '';
    const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (out += t) });
    return { code, out };
  }

  it('imports in French with the same report fields as every game, renders in either language, and measures coverage', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'altered-text-'));
    const file = join(dir, 'cards.json');
    writeFileSync(file, JSON.stringify(FILE));
    const imported = await cli(['cards', 'import', file, '--game', 'altered', '--lang', 'fr', '--out', join(dir, 'set.json'), '--report', join(dir, 'report.json')]);
    expect(imported).toMatchObject({ code: 0 });
    expect(imported.out).toContain('language fr\nprintings 5\nunique cards 4\ncompiled 3 (75.0%)\nread back equal 3 (75.0%)');
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(Object.keys(report)).toEqual(expect.arrayContaining(['printings', 'cards', 'compiled', 'readBackEqual', 'refused']));
    const rendered = await cli(['cards', 'render', join(dir, 'set.json'), '--game', 'altered', '--lang', 'fr']);
    expect(rendered.out).toContain('{J} Piochez une carte.\n{D} : Un Personnage ciblé gagne [[Ancré]].');
    expect(rendered.out).toContain('4 of 4 cards rendered');
    const coverage = await cli(['cards', 'coverage', file, '--game', 'altered']);
    expect(coverage.out).toContain('1  no rule of the templating reads "Toss a coin" here');
    expect(await cli(['cards', 'coverage', file, '--game', 'altered', '--lang', 'de'])).toMatchObject({ code: 2 });
  });
});

describe('reactions to being played from hand or from Reserve', () => {
  it('passes its scenario', () => {
    const result = runScenarioFile('scenarios/altered/reactions/played-from-hand-or-reserve.json');
    expect(result.failure).toBeUndefined();
  });
});
