/** Partial matching of events and actions against scenario patterns. */

/** Deep equality of JSON values. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Every field of `pattern` equals the same field of `value`. */
export function matches(value: unknown, pattern: Readonly<Record<string, unknown>>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(pattern).every(([k, v]) => jsonEqual(record[k], v));
}

/** The index of the first pattern that `values` do not contain in order, or -1 when all are. */
export function firstUnmatched(values: readonly unknown[], patterns: readonly Readonly<Record<string, unknown>>[]): number {
  let at = 0;
  for (const [i, pattern] of patterns.entries()) {
    while (at < values.length && !matches(values[at], pattern)) at++;
    if (at === values.length) return i;
    at++;
  }
  return -1;
}

/** Set equality of two lists of strings (order does not matter). */
export function sameMembers(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && [...a].map(String).sort().every((x, i) => x === [...b].map(String).sort()[i]);
}
