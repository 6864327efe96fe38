/**
 * Compiled cards play (the Altered cards issue's property): cards read from their printed text
 * make random legal decks that play every mode to the end, with no crash, no listed action
 * refused and an identical replay. The pool is the shipped invented cards written out as text
 * by the renderer and read back by the importer, so that no printed sentence sits in a file.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/api.js';
import { playPool, poolDecks, poolModes } from '../../src/bots/pool-play.js';
import { playGame } from '../../src/bots/random-bot.js';
import { runCli } from '../../src/cli/run.js';
import { deckFaults, DECK_MINIMUM } from '../../src/games/altered/cards/cards.js';
import { buildableHeroes, randomAlteredDeck } from '../../src/games/altered/pool-decks.js';
import type { AlteredCard, AlteredDeck } from '../../src/games/altered/schema/file-schemas.js';
import { importAlteredCards } from '../../src/games/altered/text/import.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import { tokenBook } from './text-round-trip.js';

const shipped = (JSON.parse(readFileSync('rules/altered/cards/sample.json', 'utf8')) as { cards: AlteredCard[] }).cards;

/** The shipped cards the renderer has words for, as plain text records; ids of their own, so that they sit beside the shipped cards. */
function textRecords(): object[] {
  const tokens = tokenBook(shipped.filter((card) => card.token));
  return shipped.flatMap((card) => {
    const rendered = renderCard(card, 'en', tokens);
    if (!rendered.ok) return [];
    const { id, name, type, faction, handCost, reserveCost, stats, subtypes, token } = card;
    return [{ id: `pool-${id}`, name, type, faction, handCost, reserveCost, stats, subtypes, token, text: rendered.text }];
  });
}

const records = textRecords();
const imported = importAlteredCards({ cards: records }, 'pool', 'en');
const pool = imported.set.cards;
const MODES = poolModes('altered') as readonly string[];

describe('compiled Altered cards play', () => {
  it('the pool is read whole from its text, and each faction of it makes a deck', () => {
    expect(imported.report.refused).toEqual([]);
    expect(pool.length).toBeGreaterThanOrEqual(50);
    expect(new Set(buildableHeroes(pool).map((choice) => choice.hero.faction))).toEqual(new Set(['bravos', 'muna']));
  });

  it('a random deck is legal: a Hero, its faction only, at most three of a name, the minimum size', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const deck = randomAlteredDeck(pool, seed) as AlteredDeck;
      const cards = new Map(pool.map((card) => [card.id, card]));
      expect(deckFaults(deck, cards, [])).toEqual([]);
      expect(deck.cards.reduce((n, e) => n + e.count, 0)).toBe(DECK_MINIMUM);
      expect(randomAlteredDeck(pool, seed)).toEqual(deck);
    }
  });

  it('random legal decks of compiled cards play every mode to the end: no crash, no listed action refused, an identical replay', () => {
    expect(MODES).toEqual(['altered/duel', 'altered/2v2', 'altered/ffa']);
    fc.assert(
      fc.property(fc.constantFrom(...MODES), fc.integer({ min: 1, max: 1_000_000 }), (mode, seed) => {
        // playGame throws if a listed action is refused or no seat can act before the end.
        const { game } = playGame({ mode, seed, decks: poolDecks(pool, mode, seed) as object[], rules: { extraCards: pool } });
        expect(game.over).toBe(true);
        const again = replay(game.record());
        expect(again.state()).toEqual(game.state());
        expect(again.events()).toEqual(game.events());
      }),
      { numRuns: 8 },
    );
  });

  it('playPool plays each mode, and says in the language asked what a pool without a Hero lacks', () => {
    const report = playPool('altered', pool, { gamesPerMode: 1, seed: 7 });
    expect(report).toMatchObject({ games: 3, finished: 3, failures: [] });
    const heroless = pool.filter((card) => card.type !== 'hero');
    expect(playPool('altered', heroless, { gamesPerMode: 1 })).toMatchObject({ games: 0, unplayable: { mode: 'altered/duel', needs: 'a Hero needs 39 cards of its faction, at most 3 copies of a name, tokens left out' } });
    expect(playPool('altered', heroless, { gamesPerMode: 1, lang: 'fr' }).unplayable?.needs).toContain('un Héros demande 39 cartes de sa faction');
  });

  it('cards coverage --play plays an Altered card file and reports the games', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-altered-pool-'));
    writeFileSync(join(dir, 'pool.json'), JSON.stringify(records));
    let out = '';
    const code = await runCli(['cards', 'coverage', join(dir, 'pool.json'), '--game', 'altered', '--play', '1', '--json', join(dir, 'report.json')], { out: (t) => (out += t), err: () => {} });
    expect(code).toBe(0);
    expect(out).toContain('games played 3, finished and replayed identically 3');
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { play: { games: number; failures: unknown[] } };
    expect(report.play).toMatchObject({ games: 3, failures: [] });
  });
});
