/**
 * Partial matching of values against scenario patterns, so that a ruling names only what it
 * is about:
 *
 * - an object pattern matches an object that has each of its fields, each matching (deeply:
 *   nested objects match partially too);
 * - a list pattern matches a list of the same length, item by item;
 * - `{ "$contains": [...] }` matches a list that holds, for each pattern, a distinct item
 *   matching it (in any order; other items may be there too);
 * - `{ "$exactly": value }` matches only a value deeply equal to `value` (no partial match);
 * - anything else matches an equal value.
 */
import { jsonEqual } from '../json/json-equal.js';

type Pattern = unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` matches `pattern` (see the module comment). */
export function matchesValue(value: unknown, pattern: Pattern): boolean {
  if (Array.isArray(pattern)) return Array.isArray(value) && value.length === pattern.length && pattern.every((p, i) => matchesValue(value[i], p));
  if (!isRecord(pattern)) return jsonEqual(value, pattern);
  if (Object.hasOwn(pattern, '$exactly')) return jsonEqual(value, pattern['$exactly']);
  if (Object.hasOwn(pattern, '$contains')) return Array.isArray(value) && containsAll(value, pattern['$contains'] as readonly Pattern[]);
  return isRecord(value) && Object.entries(pattern).every(([k, p]) => Object.hasOwn(value, k) && matchesValue(value[k], p));
}

/**
 * Whether each pattern matches a distinct item of `values`: a bipartite matching, so that a
 * general pattern listed first never takes the only item a later, narrower pattern fits.
 */
function containsAll(values: readonly unknown[], patterns: readonly Pattern[]): boolean {
  const owner: (number | undefined)[] = values.map(() => undefined);
  const fits = patterns.map((p) => values.flatMap((v, i) => (matchesValue(v, p) ? [i] : [])));
  const assign = (p: number, seen: Set<number>): boolean => {
    for (const i of fits[p] as number[]) {
      if (seen.has(i)) continue;
      seen.add(i);
      const held = owner[i];
      if (held === undefined || assign(held, seen)) {
        owner[i] = p;
        return true;
      }
    }
    return false;
  };
  return patterns.every((_, p) => assign(p, new Set()));
}

/** Every field of `pattern` matches the same field of `value` (events and actions). */
export function matches(value: unknown, pattern: Readonly<Record<string, unknown>>): boolean {
  return isRecord(value) && matchesValue(value, pattern);
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
