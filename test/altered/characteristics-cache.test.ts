// @module-tag thorough
/**
 * Characteristics, and what is derived from them alone (the reactions that exist, the
 * modifiers that work), are cached per version of what they are made from, shared by every
 * state with the same inputs. The cache must never answer with stale values: after every action of random games in every Altered mode, and
 * from the positions of the passive-ability scenarios, the cached characteristics equal
 * those computed afresh, and whole games play identically with the cache bypassed. The parts
 * of the characteristics each passive declares it reads and writes (which spare the
 * dependency order its trials) and their in-place application give the same result and order
 * as trials and copies alone.
 */
import { isDeepStrictEqual } from 'node:util';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, loadPosition } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game/game.js';
import { applyPassives } from '../../src/engine/game-kit/passives.js';
import { abilityHolders, characteristics, characteristicsFor, computeCharacteristics, keywordPart, passivesInPlay, passivesMayChange, printedCharacteristics, type CharacterCharacteristics, type Part } from '../../src/games/altered/reads/characteristics.js';
import { cardOf, expeditionTotal, hasKeyword, TOTAL_READS } from '../../src/games/altered/reads/queries.js';
import { KEYWORDS, TERRAINS } from '../../src/games/altered/schema/file-schemas.js';
import { toughCost } from '../../src/games/altered/mechanics/targets.js';
import { characteristicsInputs, shadowCheckingCharacteristics, withoutCharacteristicsCache } from '../../src/games/altered/reads/characteristics-cache.js';
import type { AlteredHost, AlteredRules, AlteredState } from '../../src/games/altered/state/state.js';
import { watchers } from '../../src/games/altered/mechanics/triggers.js';

const MODES = ['altered/duel', 'altered/2v2', 'altered/ffa'];
type Readable = Pick<CharacterCharacteristics, 'passives' | 'lost' | 'keywords' | 'tough' | 'subtypes' | 'stats' | 'blocked'>;
const PARTS: readonly Part[] = ['abilities', ...KEYWORDS.map((k) => `keyword:${k}` as const), 'subtypes', 'stats', 'blocked', 'terrains'];

/** A part that passives change, as read from a character (terrains are no character's). */
function partOf(part: Part, ch: Readable): unknown {
  if (part.startsWith('keyword:')) {
    const keyword = part.slice('keyword:'.length);
    return [ch.keywords.includes(keyword), keyword === 'tough' ? ch.tough : null];
  }
  if (part === 'abilities') return [ch.passives, ch.lost];
  return part === 'terrains' ? null : ch[part as 'subtypes' | 'stats' | 'blocked'];
}
/** Scenario folders whose positions put passive abilities in play. */
const PASSIVE_FOLDERS = ['passives', 'landmarks', 'permanents'];

function host(game: Game<AlteredState, AlteredRules>) {
  return { state: game.liveState as AlteredState, rules: game.rules };
}

/** Plays up to `limit` random actions, calling `each` before the first and after every one. */
function playRandom(game: Game<AlteredState, AlteredRules>, seed: number, limit: number, each: () => void): number {
  const bot = new RandomBot(seed);
  each();
  let n = 0;
  for (; n < limit && !game.over; n++) {
    const seat = game.seats.find((s) => game.legalActions(s).length > 0);
    if (seat === undefined) break;
    const result = game.apply(bot.choose(game.legalActions(seat)));
    expect(result.ok).toBe(true);
    each();
  }
  return n;
}

/** The paths of what is not frozen in `value`. */
function unfrozen(value: unknown, path = '$'): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const own = Object.isFrozen(value) ? [] : [path];
  return [...own, ...Object.entries(value).flatMap(([k, v]) => unfrozen(v, `${path}.${k}`))];
}

function expectFresh(game: Game<AlteredState, AlteredRules>): void {
  const h = host(game);
  // Read twice: the second read is the cached value.
  characteristics(h);
  expect(characteristics(h)).toEqual(computeCharacteristics(h));
  // Frozen all through, the parts shared with the printed cards and those passives made alike.
  expect(unfrozen(characteristics(h))).toEqual([]);
  // A part no passive in play may change is as printed on every character: what lets reads skip
  // the passives. (Differences are collected and asserted once: this runs after every action.)
  const faults: string[] = [];
  const chars = characteristics(h);
  const asHost = h as AlteredHost;
  for (const part of PARTS) {
    if (passivesMayChange(h, [part])) continue;
    for (const [id, ch] of Object.entries(chars.characters)) {
      const printed = { ...printedCharacteristics(cardOf(asHost, id)), lost: false, blocked: [] };
      if (!isDeepStrictEqual(partOf(part, ch), partOf(part, printed))) faults.push(`${id}'s ${part}: ${JSON.stringify(partOf(part, ch))}, printed ${JSON.stringify(partOf(part, printed))}`);
    }
    if (part === 'terrains') expect(chars.terrains).toEqual(h.state.regions.map((r) => r.terrains));
  }
  // Reads that skip the passives where none may change what they read agree with reads through them.
  const inPlay = h.state.seats.flatMap((x) => x.expedition);
  for (const s of h.state.seats) {
    for (const id of inPlay) if (toughCost(asHost, s.id, id) !== toughCost(asHost, s.id, id, chars)) faults.push(`Tough of ${id} for ${s.id}`);
    for (const side of ['hero', 'companion'] as const) {
      const forTotals = characteristicsFor(h, TOTAL_READS);
      for (const terrain of TERRAINS) if (expeditionTotal(asHost, s.id, side, terrain, forTotals) !== expeditionTotal(asHost, s.id, side, terrain, chars)) faults.push(`${s.id}'s ${side} ${terrain} total`);
    }
  }
  for (const id of inPlay) {
    for (const keyword of KEYWORDS) if (hasKeyword(asHost, id, keyword, characteristicsFor(h, keywordPart(keyword))) !== hasKeyword(asHost, id, keyword, chars)) faults.push(`${id}'s ${keyword}`);
  }
  expect(faults).toEqual([]);
  // Cards whose abilities work are found without the characteristics when no passive in play
  // takes abilities away or blocks reactions: the same as found with them.
  expect(abilityHolders(h, () => true)).toEqual(abilityHolders(h, () => true, characteristics(h)));
  // The reactions that exist are cached with the characteristics: the same as listed afresh.
  watchers(h);
  expect(watchers(h)).toEqual(withoutCharacteristicsCache(() => watchers(h)));
  // Another state with the same inputs (a copy, a restored game) shares the cached value.
  expect(characteristics({ state: structuredClone(h.state), rules: h.rules })).toBe(characteristics(h));
  // The reads and writes the passives declare only skip trials that could not find a
  // dependency, and applying in place gives what copies give: the plain algorithm agrees.
  const fast = passivesInPlay(h);
  const plain = passivesInPlay(h);
  const trialsOnly = plain.abilities.map(({ reads: _r, writes: _w, applyInPlace: _p, ...rest }) => rest);
  expect(applyPassives(fast.base, fast.abilities)).toEqual(applyPassives(plain.base, trialsOnly));
}

describe.each(MODES)('%s: cached characteristics', (mode) => {
  it('equal those computed afresh after every action of random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const game = createGame<AlteredState>({ mode, seed }) as unknown as Game<AlteredState, AlteredRules>;
        playRandom(game, seed, 2_000, () => expectFresh(game));
        expect(game.over).toBe(true);
      }),
      { numRuns: 3 },
    );
  });

  it('answer every read during whole games, in the middle of actions too, as a fresh computation would (shadow check)', () => {
    for (const seed of [21, 22]) {
      shadowCheckingCharacteristics(() => {
        const game = createGame<AlteredState>({ mode, seed }) as unknown as Game<AlteredState, AlteredRules>;
        playRandom(game, seed, 2_000, () => {});
        expect(game.over).toBe(true);
      });
    }
  });

  it('give the same games as the plain path: same events, same final state', () => {
    for (const seed of [11]) {
      const play = () => {
        const game = createGame<AlteredState>({ mode, seed }) as unknown as Game<AlteredState, AlteredRules>;
        playRandom(game, seed, 2_000, () => {});
        return { events: game.events(), snapshot: game.snapshot() };
      };
      const cached = play();
      const plain = withoutCharacteristicsCache(play);
      expect(cached.events).toEqual(plain.events);
      expect(cached.snapshot).toEqual(plain.snapshot);
    }
  });
});

describe('cached characteristics from positions with passive abilities in play', () => {
  const dir = join(import.meta.dirname, '../../scenarios/altered');
  const files = PASSIVE_FOLDERS.flatMap((folder) => readdirSync(join(dir, folder)).filter((f) => f.endsWith('.json')).map((f) => `${folder}/${f}`));

  it.each(files)('%s: equal those computed afresh after every random action', (file) => {
    const scenario = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { position: unknown };
    for (const seed of [1, 2, 3]) {
      const game = loadPosition<AlteredState>(scenario.position, file) as unknown as Game<AlteredState, AlteredRules>;
      shadowCheckingCharacteristics(() => playRandom(game, seed, 80, () => expectFresh(game)));
    }
  });
});

describe('the characteristics cache', () => {
  it('hands out frozen values, so no reader can change what the next one reads', () => {
    const game = createGame<AlteredState>({ mode: 'altered/duel', seed: 3 }) as unknown as Game<AlteredState, AlteredRules>;
    let checked = false;
    playRandom(game, 3, 400, () => {
      const chars = characteristics(host(game));
      const [id, ch] = Object.entries(chars.characters)[0] ?? [];
      if (checked || id === undefined || ch === undefined) return;
      expect(() => (ch.keywords as string[]).push('gigantic')).toThrow(TypeError);
      expect(() => ((ch.stats as Record<string, number>).forest = 99)).toThrow(TypeError);
      expect(() => delete chars.characters[id]).toThrow(TypeError);
      checked = true;
    });
    expect(checked).toBe(true);
  });

  it('changes its inputs when a character moves to the other expedition, an expedition advances, a timestamp or a terrain changes; not for a boost or a status', () => {
    const game = createGame<AlteredState>({ mode: 'altered/duel', seed: 5 }) as unknown as Game<AlteredState, AlteredRules>;
    let state: AlteredState | undefined;
    playRandom(game, 5, 400, () => {
      if (state === undefined && game.liveState.seats.some((s) => s.expedition.length > 0)) state = structuredClone(game.liveState as AlteredState);
    });
    if (state === undefined) throw new Error('no character was played');
    const key = characteristicsInputs(state);
    const id = state.seats.flatMap((s) => s.expedition)[0] as string;
    const obj = state.objects[id]!;
    obj.boosts = (obj.boosts ?? 0) + 2;
    obj.asleep = !obj.asleep;
    expect(characteristicsInputs(state)).toEqual(key);
    obj.side = obj.side === 'hero' ? 'companion' : 'hero';
    expect(characteristicsInputs(state)).not.toEqual(key);
    obj.side = obj.side === 'hero' ? 'companion' : 'hero';
    expect(characteristicsInputs(state)).toEqual(key);
    const seat = state.seats[0]!;
    seat.position.hero += 1;
    expect(characteristicsInputs(state)).not.toEqual(key);
    seat.position.hero -= 1;
    obj.timestamp = (obj.timestamp ?? 0) + 1;
    expect(characteristicsInputs(state)).not.toEqual(key);
    state.regions[0] = { ...state.regions[0]!, terrains: ['water', 'forest'] };
    expect(characteristicsInputs(state)).not.toEqual(key);
  });
});
