/** Partial matching of events and actions against scenario patterns. */
import { jsonEqual } from '../json-equal.js';

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
