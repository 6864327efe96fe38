/**
 * Limits on what a definition may ask of the loader. Each is refused with a LoadError naming
 * the file and JSON path, before the input can exhaust memory or the stack.
 */
export const LIMITS = {
  /** Bytes of one definition file (the shipped card sets are about 25 kB). */
  fileBytes: 4 * 1024 * 1024,
  /** Nesting of objects and lists in one JSON document or value (the shipped files reach 19). */
  jsonDepth: 64,
  /**
   * Values (objects, lists, strings, numbers...) in one JSON document or value: a snapshot, a
   * position, a record, rule overrides. The shipped files hold under 10,000; a value just
   * under the limit that the schema then refuses is refused in well under a second (4 million
   * took 41 s), and a list longer than the limit is refused by its length, unwalked.
   */
  jsonValues: 50_000,
  /** Nesting of one expression (a guard, a card condition). */
  expressionDepth: 32,
  /** Files in one `extends` chain. */
  extendsChain: 16,
  /** Card set and deck files one mode names. */
  referencedFiles: 64,
} as const;

/** The bounds of a cache: entries at most, and their total weight at most. */
export interface CacheLimit {
  readonly entries: number;
  readonly weight: number;
}

/**
 * Bounds of the caches keyed by what callers send (src/engine/caches/bounded-cache.ts). What a
 * definition's games share (its compiled chart, guard tables, frozen rules, the games' card
 * caches) is held by the definition itself, weakly, and goes with it.
 */
export const CACHE_LIMITS = {
  /**
   * Definitions by mode and rules overrides, weighed by the overrides' JSON text in
   * characters. A shipped mode's definition holds about 1.5 MB, so the cache holds at most
   * about 12 MB beside the overrides themselves; a mode loads again in about 0.1 s when asked
   * for after it was dropped.
   */
  definitions: { entries: 8, weight: 16 * 1024 * 1024 },
  /** Bot models by mode name. */
  botModels: { entries: 16, weight: 0 },
  /**
   * Definition files as parsed, by real path, weighed by their text's length: every load of a
   * mode with other overrides (a position, a match's house rules) reads the same statechart,
   * rules and card sets, and a file whose text did not change is not parsed again.
   */
  definitionFiles: { entries: 64, weight: 32 * 1024 * 1024 },
} as const satisfies Record<string, CacheLimit>;
