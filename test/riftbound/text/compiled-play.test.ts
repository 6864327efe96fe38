import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/api.js';
import { playMatch } from '../../../src/bots/match.js';
import { playGame } from '../../../src/bots/random-bot.js';
import type { CardDefinition, Deck } from '../../../src/games/riftbound/schema/card-schema.js';
import { playPool, poolDecks, poolModes } from '../../../src/bots/pool-play.js';
import { importCards } from '../../../src/games/riftbound/text/import.js';

/** An invented pool written as text: every card of it compiles (import.test.ts checks the report). */
const pool = importCards(JSON.parse(readFileSync('test/riftbound/text/fixtures/invented-pool.json', 'utf8')) as never, 'pool').set.cards as CardDefinition[];

const MODES = poolModes('riftbound') as readonly string[];

describe('compiled cards play', () => {
  it('the invented pool compiles whole', () => {
    expect(pool.length).toBe(85);
  });

  it('random legal decks of compiled cards play every mode to the end: no crash, no listed action refused, an identical replay', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MODES), fc.integer({ min: 1, max: 1_000_000 }), (mode, seed) => {
        // playGame throws if a listed action is refused or no seat can act before the end.
        const { game } = playGame({ mode, seed, decks: poolDecks(pool, mode, seed) as Deck[], rules: { extraCards: pool } });
        expect(game.over).toBe(true);
        const again = replay(game.record());
        expect(again.state()).toEqual(game.state());
        expect(again.events()).toEqual(game.events());
      }),
      { numRuns: 5 },
    );
  });

  it('playPool reports the games it played, and says why when a pool cannot make decks', () => {
    expect(MODES).toEqual(['riftbound/duel', 'riftbound/ffa3', 'riftbound/ffa4', 'riftbound/ffa4-war', 'riftbound/2v2']);
    const report = playPool('riftbound', pool, { modes: ['riftbound/duel'], gamesPerMode: 2, seed: 3 });
    expect(report).toMatchObject({ games: 2, finished: 2, failures: [] });
    expect(report.actions).toBeGreaterThan(0);
    const noLegends = playPool('riftbound', pool.filter((c) => c.type !== 'legend'), { modes: ['riftbound/duel'], gamesPerMode: 1 });
    expect(noLegends.games).toBe(0);
    expect(noLegends.unplayable?.mode).toBe('riftbound/duel');
    expect(noLegends.unplayable?.needs).toContain('40 main-deck cards');
    const inFrench = playPool('riftbound', pool.filter((c) => c.type !== 'legend'), { modes: ['riftbound/duel'], gamesPerMode: 1, lang: 'fr' });
    expect(inFrench.unplayable?.needs).toContain('Champion Élu');
  });

  it('a best-of-three match of compiled cards plays to its end', () => {
    const { match } = playMatch({ mode: 'riftbound/match', seed: 5, decks: poolDecks(pool, 'riftbound/match', 5) as Deck[], rules: { extraCards: pool } });
    expect(match.over).toBe(true);
  });
});
