/**
 * Parsing JSON definitions safely: a byte order mark is accepted, syntax faults are located by
 * line and column without quoting the text (which may be a file that is no definition at all),
 * and parsed values are checked for depth and for keys that would reach an object's prototype.
 */
import { LoadError, wordedIssue, type LoadIssue } from '../errors.js';
import { text as loadText } from '../i18n/load/messages.js';
import { formatPath, type PathSegment } from './json-path.js';
import { LIMITS } from '../limits.js';
import { listFits, tooManyValues } from './value-size.js';

/** Keys refused anywhere in a definition: merged into an object they would change its prototype. */
const FORBIDDEN_KEYS = new Set(['__proto__']);

/** `text` parsed as one JSON definition named `file` in errors. */
export function parseJson(text: string, file: string, maxValues: number = LIMITS.jsonValues): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(body) as unknown;
  } catch {
    const { offset, deep } = syntaxErrorOffset(body);
    const before = body.slice(0, offset).split('\n');
    const where = loadText('json.where', { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 });
    if (deep) throw new LoadError(file, [wordedIssue({ path: '$', code: 'JSON_TOO_DEEP' }, loadText('json.tooDeepAt', { depth: LIMITS.jsonDepth, where }))]);
    const what = offset >= body.length ? loadText('json.endOfInput') : loadText('json.unexpectedCharacter');
    throw new LoadError(file, [wordedIssue({ path: '$', code: 'JSON_SYNTAX' }, loadText('json.syntax', { where, what }))]);
  }
  assertJsonValue(value, file, [], maxValues);
  return value;
}

/** A value to visit, where it is: its path is made only for a fault (most values have none). */
interface Visit {
  readonly value: unknown;
  readonly parent: Visit | undefined;
  readonly segment: PathSegment;
  readonly depth: number;
}

function pathOf(visit: Visit, prefix: readonly PathSegment[]): PathSegment[] {
  const segments: PathSegment[] = [];
  for (let at: Visit | undefined = visit; at?.parent !== undefined; at = at.parent) segments.push(at.segment);
  return [...prefix, ...segments.reverse()];
}

/**
 * The faults of a value given as JSON (a parsed file, or rule overrides passed to the API):
 * nesting deeper than the limit, a key of `forbiddenKeys` (`__proto__` in a definition),
 * anything JSON cannot hold. Iterative, so any depth is measured without exhausting the stack.
 */
export function jsonValueIssues(value: unknown, prefix: readonly PathSegment[] = [], maxValues: number = LIMITS.jsonValues, forbiddenKeys: ReadonlySet<string> = FORBIDDEN_KEYS): LoadIssue[] {
  const issues: LoadIssue[] = [];
  const stack: Visit[] = [{ value, parent: undefined, segment: 0, depth: 0 }];
  // A value that contains itself is found by the depth limit; one that shares parts many
  // times over (a list holding the same list twice, nested) by this budget.
  let budget = maxValues;
  while (stack.length && issues.length < 10) {
    const visit = stack.pop() as Visit;
    const v = visit.value;
    if (--budget < 0) {
      issues.push(tooManyValues(prefix, maxValues));
      break;
    }
    if (v === null || typeof v === 'string' || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) issues.push(wordedIssue({ path: formatPath(pathOf(visit, prefix)), code: 'NOT_JSON' }, loadText('json.notFinite')));
      continue;
    }
    if (typeof v !== 'object') {
      issues.push(wordedIssue({ path: formatPath(pathOf(visit, prefix)), code: 'NOT_JSON' }, loadText('json.notAValue', { type: typeof v })));
      continue;
    }
    if (visit.depth >= LIMITS.jsonDepth) {
      issues.push(wordedIssue({ path: formatPath(pathOf(visit, prefix).slice(0, prefix.length + LIMITS.jsonDepth)), code: 'JSON_TOO_DEEP' }, loadText('json.tooDeep', { depth: LIMITS.jsonDepth })));
      break;
    }
    const depth = visit.depth + 1;
    // A list or object that cannot fit in the values left is refused before it is walked.
    if (Array.isArray(v)) {
      if (!listFits(v, budget)) {
        issues.push(tooManyValues(pathOf(visit, prefix), maxValues));
        break;
      }
      for (let i = 0; i < v.length; i++) stack.push({ value: v[i], parent: visit, segment: i, depth });
      continue;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) {
      issues.push(wordedIssue({ path: formatPath(pathOf(visit, prefix)), code: 'NOT_JSON' }, loadText('json.notPlain')));
      continue;
    }
    const keys = Object.keys(v);
    if (!listFits(keys, budget)) {
      issues.push(tooManyValues(pathOf(visit, prefix), maxValues));
      break;
    }
    for (const key of keys) {
      if (forbiddenKeys.has(key)) issues.push(wordedIssue({ path: formatPath([...pathOf(visit, prefix), key]), code: 'FORBIDDEN_KEY' }, loadText('json.forbiddenKey', { key })));
      else stack.push({ value: (v as Record<string, unknown>)[key], parent: visit, segment: key, depth });
    }
  }
  return issues;
}

/** Throws the faults of {@link jsonValueIssues}, naming `file`. */
export function assertJsonValue(value: unknown, file: string, prefix: readonly PathSegment[] = [], maxValues: number = LIMITS.jsonValues): void {
  const issues = jsonValueIssues(value, prefix, maxValues);
  if (issues.length) throw new LoadError(file, issues);
}

/**
 * The offset of the first syntax error in `text` (JSON.parse does not say where on every
 * Node version, and its message quotes the text). A minimal recursive-descent reader, called
 * only when parsing failed; `deep` when it stopped at the nesting limit before any error.
 */
export function syntaxErrorOffset(text: string): { offset: number; deep: boolean } {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const literal = (word: string) => {
    for (const ch of word) if (text[i++] !== ch) (i--, fail());
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      else if ((text.charCodeAt(i) ?? 0) < 0x20) fail();
      i++;
    }
    if (text[i] !== '"') fail();
    i++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match || match[0] === '' || match[0] === '-') fail();
    i += (match as RegExpExecArray)[0].length;
  };
  let depth = 0;
  const value = (): void => {
    // Deeper than any definition may be: refused at this point, without reading further.
    if (depth >= LIMITS.jsonDepth) throw { deep: i };
    depth++;
    try {
      node();
    } finally {
      depth--;
    }
  };
  const node = (): void => {
    ws();
    const ch = text[i];
    if (ch === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (ch === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    return number();
  };
  try {
    value();
    ws();
    return { offset: i < text.length ? i : text.length, deep: false };
  } catch (thrown) {
    if (typeof thrown === 'object' && thrown !== null && 'deep' in thrown) return { offset: Number(thrown.deep), deep: true };
    return { offset: typeof thrown === 'number' ? Math.min(thrown, text.length) : 0, deep: false };
  }
}

/** Plain JSON objects only (not arrays, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys whose values are expressions: a child's expression replaces the base's whole. */
const ATOMIC_KEYS = new Set(['when']);

/**
 * `extends` merge: objects merge key by key, everything else (arrays included) is replaced
 * by the child's value. Arrays are replaced so that a mode can say exactly which seats or
 * battlefields it has, without inheriting stray entries; expressions (`when`) are replaced
 * whole, since merging two expressions would make a third that neither file wrote.
 */
export function mergeDefinitions(base: unknown, child: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(child)) return child;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(child)) {
    // Own keys only: `constructor` or `toString` in a child are fields, not inherited members.
    const merged = Object.hasOwn(base, key) && !ATOMIC_KEYS.has(key) ? mergeDefinitions(base[key], value) : value;
    Object.defineProperty(out, key, { value: merged, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
