/** JSON paths as people read them: `$.seats[0].name`. */

export type PathSegment = string | number;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function formatPath(segments: readonly PathSegment[]): string {
  let out = '$';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** Turns an ajv instance path (a JSON Pointer, `/seats/0/name`) into segments. */
export function pointerToSegments(pointer: string): PathSegment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^(0|[1-9][0-9]*)$/.test(part) ? Number(part) : part));
}

export function joinPath(base: string, ...more: PathSegment[]): string {
  return base + formatPath(more).slice(1);
}

/** The inverse of {@link formatPath}. */
export function parsePath(path: string): PathSegment[] {
  const segments: PathSegment[] = [];
  const re = /\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(path))) {
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[3] !== undefined) segments.push(JSON.parse(match[3]) as string);
  }
  return segments;
}

/** How many leading segments of `segments` exist in `value`. */
export function existingDepth(value: unknown, segments: readonly PathSegment[]): number {
  let current = value;
  let depth = 0;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') break;
    const record = current as Record<string | number, unknown>;
    if (!(segment in record)) break;
    current = record[segment];
    depth++;
  }
  return depth;
}
