/**
 * The size of a value from outside, judged before anything walks it. A list's `length` is
 * whatever its maker set: `Object.assign([], { length: 2 ** 32 - 1 })` holds nothing, yet a
 * walk over it (a for-of loop, a copy, a schema check) runs for minutes or exhausts memory.
 * So every walk of an outside value asks {@link listFits} before it walks a list, and a whole
 * value is measured by {@link sizeIssue} before it is copied or checked.
 */
import { LoadError, type LoadIssue } from './errors.js';
import { formatPath, type PathSegment } from './json-path.js';
import { LIMITS } from './limits.js';

/** Whether a list fits in `room` more values: its length alone decides, before any item is read. */
export function listFits(list: { readonly length: number }, room: number): boolean {
  return list.length <= room;
}

/** The refusal of a value holding more than `maxValues` values, at `path`. */
export function tooManyValues(path: readonly PathSegment[], maxValues: number): LoadIssue {
  return { path: formatPath(path), code: 'NOT_JSON', message: `more than ${maxValues} values` };
}

/**
 * The first list within `value` longer than the values left of `maxValues`, or the point
 * where more than `maxValues` values were counted; undefined when the value fits. Walks own
 * enumerable data properties only: a getter is not run here (the copy that follows reads it
 * once). Nothing deeper than a JSON value may nest is walked: a value that contains itself is
 * left to the JSON check that follows, which names the depth.
 */
export function sizeIssue(value: unknown, maxValues: number, prefix: readonly PathSegment[] = []): LoadIssue | undefined {
  const stack: { value: unknown; path: readonly PathSegment[] }[] = [{ value, path: prefix }];
  let room = maxValues;
  while (stack.length > 0) {
    const { value: v, path } = stack.pop() as { value: unknown; path: readonly PathSegment[] };
    if (--room < 0) return tooManyValues(prefix, maxValues);
    if (typeof v !== 'object' || v === null || path.length - prefix.length > LIMITS.jsonDepth) continue;
    if (Array.isArray(v) && !listFits(v, room)) return tooManyValues(path, maxValues);
    const fields = Object.getOwnPropertyDescriptors(v) as Record<string, PropertyDescriptor>;
    for (const key of Object.keys(fields)) {
      const field = fields[key] as PropertyDescriptor;
      if (!field.enumerable) continue;
      if ('value' in field && typeof field.value === 'object' && field.value !== null) {
        stack.push({ value: field.value, path: [...path, Array.isArray(v) ? Number(key) : key] });
      } else if (--room < 0) return tooManyValues(prefix, maxValues);
    }
  }
  return undefined;
}

/** Throws the {@link sizeIssue} of a value from outside (a snapshot, a position, a record, a scenario), naming `file`. */
export function assertValueSize(value: unknown, file: string, maxValues: number = LIMITS.jsonValues): void {
  const issue = sizeIssue(value, maxValues);
  if (issue !== undefined) throw new LoadError(file, [issue]);
}
