/**
 * Deep freezing, so values the API hands out cannot reach back into a live game: events,
 * records and the rules a game reads are frozen once and then shared without copying.
 */

const READ_ONLY_MAP = (): never => {
  throw new TypeError('this map is read-only');
};

/** The values {@link deepFreeze} froze: nothing reachable from one of them changes any more. */
const frozenRoots = new WeakSet<object>();

/** True for a value {@link deepFreeze} froze, so that what is learnt of it holds for ever. */
export function isDeepFrozen(value: unknown): boolean {
  return typeof value === 'object' && value !== null && frozenRoots.has(value);
}

/**
 * Freezes `value` and everything reachable from it, in place, and returns it. Maps and sets
 * are made read-only too (their mutators throw), since `Object.freeze` leaves their entries
 * writable.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) frozenRoots.add(value);
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null || seen.has(item)) continue;
    seen.add(item);
    if (item instanceof Map) {
      for (const [k, v] of item) stack.push(k, v);
      for (const name of ['set', 'delete', 'clear']) Object.defineProperty(item, name, { value: READ_ONLY_MAP });
    } else if (item instanceof Set) {
      for (const v of item) stack.push(v);
      for (const name of ['add', 'delete', 'clear']) Object.defineProperty(item, name, { value: READ_ONLY_MAP });
    }
    for (const key of Reflect.ownKeys(item)) {
      const descriptor = Object.getOwnPropertyDescriptor(item, key);
      if (descriptor && 'value' in descriptor) stack.push(descriptor.value);
    }
    Object.freeze(item);
  }
  return value;
}

/** A deep-frozen copy of plain data (the original stays as it was). */
export function frozenCopy<T>(value: T): T {
  return deepFreeze(structuredClone(value));
}

/**
 * A deep-frozen copy of plain JSON data (objects, arrays and primitives only), written out:
 * for the small values the hot path copies (events, listed actions) it is several times
 * faster than `structuredClone` followed by {@link deepFreeze}.
 */
export function frozenJsonCopy<T>(value: T): T {
  return copyFrozen(value) as T;
}

function copyFrozen(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return Object.freeze(value.map(copyFrozen));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copyFrozen((value as Record<string, unknown>)[key]);
  return Object.freeze(out);
}

/**
 * Freezes plain JSON data (objects, arrays and primitives only) in place, all the way down,
 * and returns it; what is frozen already is left as it is.
 */
export function freezeJson<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  return freezeWithParts(value);
}

/**
 * {@link freezeJson} for a value just made (a listed action, an event): the value itself is not
 * asked first whether it is frozen, which costs a call into the runtime as freezing does (its
 * parts are, as they may be shared with another value).
 */
export function freezeNewJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  return freezeWithParts(value);
}

function freezeWithParts<T extends object>(value: T): T {
  // Most values in events and actions are strings and numbers: only objects are descended into.
  if (Array.isArray(value)) {
    for (const item of value) if (typeof item === 'object' && item !== null) freezeJson(item);
  } else {
    for (const key in value) {
      const item = (value as Record<string, unknown>)[key];
      if (typeof item === 'object' && item !== null) freezeJson(item);
    }
  }
  return Object.freeze(value);
}

/** Whether `value` holds (or is) an object or array that `holder` also holds. */
export function sharesWith(value: unknown, holder: unknown): boolean {
  const held = new Set<object>();
  const collect = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || held.has(node)) return;
    held.add(node);
    for (const child of Object.values(node)) collect(child);
  };
  collect(holder);
  const walk = (node: unknown): boolean => node !== null && typeof node === 'object' && (held.has(node) || Object.values(node).some(walk));
  return walk(value);
}

/**
 * A record as its JSON holds it: the fields a live record keeps as `undefined` (so that its
 * records share one shape) are absent, and those present are set. What a copy of the set
 * fields alone (a view's) gives.
 */
export type SetFields<T> = { [K in keyof T]: Exclude<T[K], undefined> };

/**
 * A copy of plain JSON data as JSON carries it (a field set to `undefined` is left out), written
 * out: several times faster than `structuredClone` for the game states snapshots and restores
 * copy. Only for values known to be plain JSON (a game state, which the game's schema checks
 * on the way in).
 */
export function jsonCopy<T>(value: T): T {
  return copyPlain(value, false) as T;
}

/**
 * A copy of a live game state, every field kept, those set to `undefined` too: the copy's
 * records have the shapes of the original's (a game that holds every field of its records
 * reads them in one hidden class each), for a game that goes on from it.
 */
export function stateCopy<T>(value: T): T {
  return copyPlain(value, true) as T;
}

/** The one walk behind both copies: `keepUnset` says whether a field set to `undefined` stays. */
function copyPlain(value: unknown, keepUnset: boolean): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const list: unknown[] = [];
    for (const item of value) list.push(copyPlain(item, keepUnset));
    return list;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    if (keepUnset || field !== undefined) out[key] = copyPlain(field, keepUnset);
  }
  return out;
}
