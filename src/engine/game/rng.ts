/**
 * The seeded random generator. Its whole state is four 32-bit numbers kept in the game
 * state, so a snapshot carries it and a restored game draws the same numbers.
 *
 * Algorithm: sfc32 (Chris Doty-Humphrey's Small Fast Counter), seeded through splitmix32.
 * It is fast, passes PractRand to large sizes, and is trivial to serialize.
 */

export type RngState = [number, number, number, number];

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function seedRng(seed: number): RngState {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  const next = splitmix32(seed ^ Math.floor(seed / 2 ** 32));
  const state: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** Advances the state in place and returns a uniform 32-bit integer. */
export function nextUint32(state: RngState): number {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  state[0] = a >>> 0;
  state[1] = b;
  state[2] = c;
  state[3] = d;
  return t;
}

/** A uniform integer in [0, n), without modulo bias. */
export function randomInt(state: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`randomInt needs a positive integer, got ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = nextUint32(state);
    if (x < limit) return x % n;
  }
}

/** Fisher-Yates shuffle, in place. */
export function shuffle<T>(state: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(state, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/**
 * A generator for a side purpose, derived from `state` without advancing it: the game's own
 * sequence of draws stays as it was, and the derived numbers follow from the same seed.
 */
export function deriveRng(state: RngState, salt: number): RngState {
  const high = (state[0] ^ state[2] ^ Math.imul(salt, 0x9e3779b1)) >>> 11;
  const low = (state[1] ^ state[3] ^ salt) >>> 0;
  return seedRng(high * 2 ** 32 + low);
}

/**
 * Ids for `count` new objects that say nothing about them: `prefix` and the numbers 1 to
 * `count` in an order drawn from a generator derived from `state` (deterministic for a seed,
 * unrelated to any deck list or shuffle).
 */
export function opaqueIds(state: RngState, count: number, prefix: string): string[] {
  const rng = deriveRng(state, 0x1d5);
  return shuffle(rng, idNames(prefix, count).slice(0, count));
}

/** The names `prefix`1... made so far, by prefix, at most this many kept per prefix. */
const names = new Map<string, string[]>();
const MAX_KEPT_NAMES = 4_096;

/**
 * At least the first `count` names of `prefix`, the same strings for every game: each game
 * keys its objects by them, and a string already used as a key is looked up without being
 * hashed and interned again.
 */
function idNames(prefix: string, count: number): readonly string[] {
  let list = names.get(prefix);
  if (list === undefined) {
    if (names.size >= 16) return Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
    names.set(prefix, (list = []));
  }
  if (list.length >= count) return list;
  if (count > MAX_KEPT_NAMES) return Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
  for (let i = list.length; i < count; i++) list.push(`${prefix}${i + 1}`);
  return list;
}
