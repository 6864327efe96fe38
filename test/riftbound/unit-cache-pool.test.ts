/**
 * The unit reads of games whose card database names many selectors in its passive conditions (a
 * pool imported as text): only those the passives on the board name are compared, so the reads
 * must still answer as a fresh computation would while other cards' selectors change.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { poolDecks } from '../../src/bots/pool-play.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game/game.js';
import type { CardDefinition, Deck } from '../../src/games/riftbound/schema/card-schema.js';
import { hasKeyword, might, passivesOn } from '../../src/games/riftbound/reads/queries.js';
import type { RiftboundRules, RiftboundState } from '../../src/games/riftbound/state/state.js';
import { importCards } from '../../src/games/riftbound/text/import.js';
import { shadowCheckingUnitCache, uncachedSelectors } from '../../src/games/riftbound/reads/unit-cache.js';

const pool = importCards(JSON.parse(readFileSync('test/riftbound/text/fixtures/invented-pool.json', 'utf8')) as never, 'pool').set.cards as CardDefinition[];
const MODE = 'riftbound/duel';

type RiftGame = Game<RiftboundState, RiftboundRules>;

function poolGame(seed: number): RiftGame {
  return createGame<RiftboundState>({ mode: MODE, seed, decks: poolDecks(pool, MODE, seed) as Deck[], rules: { extraCards: pool } }) as unknown as RiftGame;
}

describe('cached unit reads with a pool of compiled cards', () => {
  it('the pool is cached', () => {
    expect(uncachedSelectors(poolGame(1).rules)).toEqual([]);
  });

  it('answer every read of whole games as a fresh computation would (shadow check)', () => {
    for (const seed of [41, 42]) {
      shadowCheckingUnitCache(() => {
        const game = poolGame(seed);
        const bot = new RandomBot(seed);
        for (let n = 0; n < 3_000 && !game.over; n++) {
          const seat = game.seats.find((s) => game.legalActions(s).length > 0);
          if (seat === undefined) break;
          expect(game.apply(bot.choose(game.legalActions(seat))).ok).toBe(true);
          // Read every unit twice after each action: the second read comes from the cache and is checked.
          const host = { state: game.liveState as RiftboundState, rules: game.rules, emit: () => {}, guard: () => false };
          const units = [...host.state.seats.flatMap((s) => s.base), ...host.state.battlefields.flatMap((b) => b.units)];
          for (let i = 0; i < 2; i++) {
            for (const unit of units) {
              might(host, unit);
              passivesOn(host, unit);
              hasKeyword(host, unit, 'tank');
            }
          }
        }
        expect(game.over).toBe(true);
      });
    }
  });
});
