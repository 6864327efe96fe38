/**
 * A unit's passives, keywords and Might are cached per version of what they are made from.
 * The cache must never answer with a stale value: every read during random games of every
 * Riftbound mode, and during every Riftbound scenario, equals a fresh computation (shadow
 * check, reads in the middle of actions included); whole games play identically with the
 * cache bypassed; and the key moves with exactly the inputs it names.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game.js';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { hasKeyword, might, passivesOn } from '../../src/games/riftbound/queries.js';
import type { RiftboundRules, RiftboundState } from '../../src/games/riftbound/state.js';
import { shadowCheckingUnitCache, uncachedSelectors, unitReadsKey, withoutUnitCache } from '../../src/games/riftbound/unit-cache.js';
import { scenarioFiles } from '../../src/scenarios/files.js';
import { describeResult, runScenarioFile } from '../../src/scenarios/run.js';

const MODES = ['riftbound/duel', 'riftbound/2v2', 'riftbound/ffa3', 'riftbound/ffa4', 'riftbound/ffa4-war'];

type RiftGame = Game<RiftboundState, RiftboundRules>;

function newGame(mode: string, seed: number): RiftGame {
  return createGame<RiftboundState>({ mode, seed }) as unknown as RiftGame;
}

/** Plays up to `limit` random actions, calling `each` after every one. */
function playRandom(game: RiftGame, seed: number, limit: number, each: () => void = () => {}): void {
  const bot = new RandomBot(seed);
  for (let n = 0; n < limit && !game.over; n++) {
    const seat = game.seats.find((s) => game.legalActions(s).length > 0);
    if (seat === undefined) break;
    expect(game.apply(bot.choose(game.legalActions(seat))).ok).toBe(true);
    each();
  }
}

function unitsOf(state: RiftboundState): string[] {
  return [...state.seats.flatMap((s) => s.base), ...state.battlefields.flatMap((b) => b.units)];
}

describe.each(MODES)('%s: cached unit reads', (mode) => {
  it('are cached: every selector its passive conditions name says what it reads', () => {
    // A selector without an entry turns the cache off for the whole mode, silently slower.
    expect(uncachedSelectors(newGame(mode, 1).rules)).toEqual([]);
  });

  it('answer every read of whole games, in the middle of actions too, as a fresh computation would (shadow check)', () => {
    for (const seed of [31, 32]) {
      shadowCheckingUnitCache(() => {
        const game = newGame(mode, seed);
        playRandom(game, seed, 3_000, () => {
          // Read every unit twice after each action: the second read comes from the cache and is checked.
          const host = { state: game.liveState as RiftboundState, rules: game.rules, emit: () => {}, guard: () => false };
          for (let i = 0; i < 2; i++) {
            for (const unit of unitsOf(host.state)) {
              might(host, unit);
              passivesOn(host, unit);
              hasKeyword(host, unit, 'tank');
            }
          }
        });
        expect(game.over).toBe(true);
      });
    }
  });

  it('give the same games as the plain path: same events, same final state', () => {
    for (const seed of [41, 42]) {
      const play = () => {
        const game = newGame(mode, seed);
        playRandom(game, seed, 3_000);
        return { events: game.events(), snapshot: game.snapshot() };
      };
      const cached = play();
      const plain = withoutUnitCache(play);
      expect(cached.events).toEqual(plain.events);
      expect(cached.snapshot).toEqual(plain.snapshot);
    }
  });
});

describe('cached unit reads in every Riftbound scenario', () => {
  const files = scenarioFiles(join(PACKAGE_ROOT, 'scenarios/riftbound'));

  it('pass with every read checked against a fresh computation', () => {
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const result = shadowCheckingUnitCache(() => runScenarioFile(file));
      expect(result.passed, `${file}: ${describeResult(result)}`).toBe(true);
    }
  });
});

describe('the key of the unit reads', () => {
  const game = newGame('riftbound/duel', 5);
  playRandom(game, 5, 60);
  const state = structuredClone(game.liveState as RiftboundState);
  const unit = unitsOf(state)[0] as string;
  const key = () => unitReadsKey(state, []).key;

  it('names the units on the board', () => {
    expect(unit).toBeDefined();
    expect(unitReadsKey(state, []).board.has(unit)).toBe(true);
  });

  it('moves with each input of a Might, a keyword or a passive', () => {
    const obj = state.objects[unit] as NonNullable<RiftboundState['objects'][string]>;
    const changes: (() => void)[] = [
      () => (obj.buffed = !obj.buffed),
      () => (obj.mightThisTurn = (obj.mightThisTurn ?? 0) + 1),
      () => (obj.might = (obj.might ?? 0) + 7),
      () => (obj.turnKeywords = ['tank']),
      () => (obj.grantedKeywords = ['shield']),
      () => (obj.controller = state.seats.find((s) => s.id !== obj.controller)?.id ?? obj.controller),
      () => ((state.seats[0] as RiftboundState['seats'][number]).xp += 1),
      () => ((state.seats[0] as RiftboundState['seats'][number]).cardsPlayedThisTurn = ['x']),
    ];
    for (const change of changes) {
      const before = key();
      change();
      expect(key()).not.toBe(before);
    }
  });

  it('stays for what no read depends on: damage, exhaustion, runes', () => {
    const obj = state.objects[unit] as NonNullable<RiftboundState['objects'][string]>;
    const before = key();
    obj.damage += 1;
    obj.exhausted = !obj.exhausted;
    (state.seats[0] as RiftboundState['seats'][number]).hand.reverse();
    expect(key()).toBe(before);
  });

  it('adds what the selectors of passive conditions read', () => {
    const before = unitReadsKey(state, [(s) => String(s.teams[0]?.score)]).key;
    (state.teams[0] as RiftboundState['teams'][number]).score += 1;
    expect(unitReadsKey(state, [(s) => String(s.teams[0]?.score)]).key).not.toBe(before);
  });
});
