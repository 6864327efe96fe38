/**
 * The size of a value from outside, judged before anything walks it. A list's `length` is
 * whatever its maker set: `Object.assign([], { length: 2 ** 32 - 1 })` holds nothing, yet a
 * walk over it (a for-of loop, a copy, a schema check) runs for minutes or exhausts memory.
 * So every walk of an outside value asks {@link listFits} before it walks a list, and a whole
 * value is measured by {@link sizeIssue} before it is copied or checked.
 */
import { LoadError, wordedIssue, type LoadIssue } from '../errors.js';
import { text } from '../i18n/load/messages.js';
import { formatPath, type PathSegment } from './json-path.js';
import { LIMITS } from '../limits.js';

/** Whether a list fits in `room` more values: its length alone decides, before any item is read. */
export function listFits(list: { readonly length: number }, room: number): boolean {
  return list.length <= room;
}

/** The refusal of a value holding more than `maxValues` values, at `path`. */
export function tooManyValues(path: readonly PathSegment[], maxValues: number): LoadIssue {
  return wordedIssue({ path: formatPath(path), code: 'NOT_JSON' }, text('json.tooManyValues', { max: maxValues }));
}

/**
 * The first list within `value` longer than the values left of `maxValues`, or the point
 * where more than `maxValues` values were counted; undefined when the value fits. Walks own
 * enumerable data properties only: a getter is not run here (the copy that follows reads it
 * once). Nothing deeper than a JSON value may nest is walked: a value that contains itself is
 * left to the JSON check that follows, which names the depth.
 */
export function sizeIssue(value: unknown, maxValues: number, prefix: readonly PathSegment[] = []): LoadIssue | undefined {
  // Paths are kept as links to the parent and written out only for a refusal: this runs on
  // every action from outside, where a copied path per value would cost more than the walk.
  const stack: Visit[] = [{ value, depth: 0 }];
  let room = maxValues;
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const v = visit.value;
    if (--room < 0) return tooManyValues(prefix, maxValues);
    if (typeof v !== 'object' || v === null || visit.depth > LIMITS.jsonDepth) continue;
    if (Array.isArray(v) && !listFits(v, room)) return tooManyValues([...prefix, ...pathOf(visit)], maxValues);
    for (const key of Object.keys(v)) {
      const field = Object.getOwnPropertyDescriptor(v, key);
      const inner: unknown = field !== undefined && 'value' in field ? field.value : undefined;
      if (typeof inner === 'object' && inner !== null) {
        stack.push({ value: inner, depth: visit.depth + 1, parent: visit, key: Array.isArray(v) ? Number(key) : key });
      } else if (--room < 0) return tooManyValues(prefix, maxValues);
    }
  }
  return undefined;
}

/** A value on the way down, and where it was found. */
interface Visit {
  readonly value: unknown;
  readonly depth: number;
  readonly parent?: Visit;
  readonly key?: PathSegment;
}

function pathOf(visit: Visit): PathSegment[] {
  const path: PathSegment[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/** Throws the {@link sizeIssue} of a value from outside (a snapshot, a position, a record, a scenario), naming `file`. */
export function assertValueSize(value: unknown, file: string, maxValues: number = LIMITS.jsonValues): void {
  const issue = sizeIssue(value, maxValues);
  if (issue !== undefined) throw new LoadError(file, [issue]);
}
