/**
 * Checking a state from outside (a snapshot given to `restoreGame`) before a game runs on
 * it: the building blocks each game's check uses, so faults come back as JSON paths.
 */
import { wordedIssue, type LoadIssue } from '../errors.js';
import type { Words } from '../i18n/catalogue.js';
import { loadMessages, text } from '../i18n/load/messages.js';
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
    if (!Object.hasOwn(objects, id)) issues.push(wordedIssue({ path }, text('state.noObject', { id: JSON.stringify(id) })));
    const first = where.get(id);
    if (first !== undefined) issues.push(wordedIssue({ path }, text('state.twoZones', { id, first })));
    else where.set(id, path);
  }
  for (const [id, object] of Object.entries(objects)) {
    const ownId = (object as { id?: unknown }).id;
    if (ownId !== id) issues.push(wordedIssue({ path: joinPath(prefix, id, 'id') }, text('state.idIsKey', { id: JSON.stringify(id) })));
    if (!where.has(id)) issues.push(wordedIssue({ path: joinPath(prefix, id) }, text('state.noZone')));
  }
  return issues;
}

/** An issue when `value` is not one of `known` (seats, teams, cards...). */
export function knownIssue(path: string, value: unknown, known: ReadonlySet<string> | ReadonlyMap<string, unknown>, what: string): LoadIssue[] {
  return typeof value === 'string' && known.has(value) ? [] : [wordedIssue({ path }, text('state.unknown', { what: knownWords(what), value: String(JSON.stringify(value)) }))];
}

/** What a state names (a seat, a card...), in the catalogue's words where it has them (`state.what.<what>`), else as it is. */
function knownWords(what: string): Words {
  const key = `state.what.${what}`;
  return { in: (lang) => (loadMessages[lang] as Readonly<Record<string, string>> | undefined)?.[key] ?? (loadMessages.en as Readonly<Record<string, string>>)[key] ?? what };
}
