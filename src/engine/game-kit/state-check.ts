/**
 * Checking a state from outside (a snapshot given to `restoreGame`) before a game runs on
 * it: the building blocks each game's check uses, so faults come back as JSON paths.
 */
import type { LoadIssue } from '../errors.js';
import { joinPath } from '../json/json-path.js';

/** Limits of a state from outside: counts far above any real game are refused, not allocated. */
export const STATE_LIMITS = { objects: 10_000, zone: 2_000, id: 200 } as const;

/** JSON Schema pieces for game state schemas. */
export const stateSchema = {
  id: { type: 'string', minLength: 1, maxLength: STATE_LIMITS.id },
  ids: { type: 'array', maxItems: STATE_LIMITS.zone, items: { type: 'string', minLength: 1, maxLength: STATE_LIMITS.id } },
  count: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  rng: { type: 'array', minItems: 4, maxItems: 4, items: { type: 'integer', minimum: 0, maximum: 4294967295 } },
  nullableId: { anyOf: [{ type: 'null' }, { type: 'string', minLength: 1, maxLength: STATE_LIMITS.id }] },
} as const;

/** Where an object is listed: a zone's entry (`$.state.seats[0].hand[2]`) and the id there. */
export interface Placement {
  readonly path: string;
  readonly id: string;
}

/** The placements of a zone's ids, each at `path[i]`. */
export function listed(path: string, ids: readonly string[]): Placement[] {
  return ids.map((id, i) => ({ path: `${path}[${i}]`, id }));
}

/** Objects placed nowhere or in several places, and placements naming no object. */
export function zoneIssues(objects: Readonly<Record<string, unknown>>, placements: readonly Placement[], prefix = '$.state.objects'): LoadIssue[] {
  const issues: LoadIssue[] = [];
  const where = new Map<string, string>();
  for (const { path, id } of placements) {
    if (!Object.hasOwn(objects, id)) issues.push({ path, message: `no object ${JSON.stringify(id)}` });
    const first = where.get(id);
    if (first !== undefined) issues.push({ path, message: `${id} is also at ${first}: an object is in one zone` });
    else where.set(id, path);
  }
  for (const [id, object] of Object.entries(objects)) {
    const ownId = (object as { id?: unknown }).id;
    if (ownId !== id) issues.push({ path: joinPath(prefix, id, 'id'), message: `must be ${JSON.stringify(id)}, its key` });
    if (!where.has(id)) issues.push({ path: joinPath(prefix, id), message: 'this object is in no zone' });
  }
  return issues;
}

/** An issue when `value` is not one of `known` (seats, teams, cards...). */
export function knownIssue(path: string, value: unknown, known: ReadonlySet<string> | ReadonlyMap<string, unknown>, what: string): LoadIssue[] {
  return typeof value === 'string' && known.has(value) ? [] : [{ path, message: `unknown ${what} ${JSON.stringify(value)}` }];
}
