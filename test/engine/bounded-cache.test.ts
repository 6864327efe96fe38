import { describe, expect, it } from 'vitest';
import { createGame, restoreGame } from '../../src/api.js';
import { BoundedCache, cacheUsage } from '../../src/engine/caches/bounded-cache.js';
import { LoadError } from '../../src/engine/errors.js';
import { CACHE_LIMITS } from '../../src/engine/limits.js';

const definitions = (): number => cacheUsage()['definitions']?.entries ?? 0;

describe('BoundedCache', () => {
  it('keeps at most its entries, dropping the least recently used', () => {
    const cache = new BoundedCache<string, number>({ entries: 2, weight: 100 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });

  it('keeps at most its weight, and nothing heavier than the whole limit', () => {
    const cache = new BoundedCache<string, number>({ entries: 10, weight: 10 });
    cache.set('a', 1, 6);
    cache.set('b', 2, 6);
    expect([cache.get('a'), cache.get('b'), cache.weight]).toEqual([undefined, 2, 6]);
    cache.set('huge', 3, 11);
    expect([cache.get('huge'), cache.get('b'), cache.weight]).toEqual([undefined, 2, 6]);
    cache.set('b', 4, 1);
    expect([cache.get('b'), cache.weight, cache.size]).toEqual([4, 1, 1]);
  });
});

describe('definitions cached by rules overrides', () => {
  it('a refused create, restore or replay leaves no definition behind', () => {
    // Other suites share the cache: fill it with definitions of overrides of one length first, so
    // that its weight tells whether anything else got in (it would evict one of them).
    const bound = CACHE_LIMITS.definitions.entries;
    for (let i = 0; i < bound; i++) createGame({ mode: 'riftbound/duel', seed: 1, rules: { victory: { score: 500 + i } } });
    const snapshot = createGame({ mode: 'riftbound/duel', seed: 1, rules: { victory: { score: 500 } } }).snapshot();
    const weight = (): number => cacheUsage()['definitions']?.weight ?? 0;
    const before = weight();
    expect(definitions()).toBe(bound);
    expect(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { victory: { score: 9001 } }, decks: ['ember', 'nope'] })).toThrow(LoadError);
    expect(() => restoreGame({ ...snapshot, rules: { victory: { score: 9002 } }, state: { ...snapshot.state, bogus: 1 } } as never)).toThrow(LoadError);
    expect(weight()).toBe(before);
    createGame({ mode: 'riftbound/duel', seed: 1, rules: { victory: { score: 9001 } } });
    expect(weight()).not.toBe(before);
    expect(definitions()).toBe(bound);
  });

  it('distinct overrides, accepted and refused, leave the cache at its bound', () => {
    const bound = CACHE_LIMITS.definitions.entries;
    for (let i = 0; i < bound + 3; i++) {
      const rules = { victory: { score: 100 + i } };
      if (i % 4 === 3) expect(() => createGame({ mode: 'riftbound/duel', seed: 1, rules, decks: ['ember', 'nope'] })).toThrow(LoadError);
      else createGame({ mode: 'riftbound/duel', seed: 1, rules });
    }
    expect(definitions()).toBe(bound);
  });
});
