/**
 * A least-recently-used cache bounded by its number of entries and by their total weight (what
 * each entry costs, as its owner measures it). Every cache keyed by what a caller sends (rules
 * overrides, a mode's name) is one of these, so that no input, however varied, makes the process
 * hold more than the limits in {@link CACHE_LIMITS}.
 */
import { CACHE_LIMITS, type CacheLimit } from '../limits.js';

export class BoundedCache<K, V> {
  /** Entries in use order: a Map iterates in insertion order, and a hit is inserted again. */
  private readonly entries = new Map<K, { readonly value: V; readonly weight: number }>();
  private total = 0;

  constructor(private readonly limit: CacheLimit) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` unless it alone weighs more than the limit; the least recently used go first. */
  set(key: K, value: V, weight = 0): void {
    this.delete(key);
    if (weight > this.limit.weight) return;
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limit.entries && this.total <= this.limit.weight) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.total;
  }
}

/** The caches of the process by name, for tests and diagnostics: how full each is. */
const registered = new Map<string, BoundedCache<unknown, unknown>>();

/** The cache named `name`, bounded by its entry in {@link CACHE_LIMITS}. */
export function boundedCache<K, V>(name: keyof typeof CACHE_LIMITS): BoundedCache<K, V> {
  const cache = new BoundedCache<K, V>(CACHE_LIMITS[name]);
  registered.set(name, cache as BoundedCache<unknown, unknown>);
  return cache;
}

/** Entries and weight of every named cache. */
export function cacheUsage(): Record<string, { entries: number; weight: number }> {
  return Object.fromEntries([...registered].map(([name, cache]) => [name, { entries: cache.size, weight: cache.weight }]));
}
