/** Reading JSON definition files, with parse errors located by line and column. */
import { readFileSync } from 'node:fs';
import { LoadError } from './errors.js';

export function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new LoadError(file, [{ path: '$', message: `cannot read file: ${(error as Error).message}` }]);
  }
  return parseJson(text, file);
}

export function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const before = text.slice(0, syntaxErrorOffset(text)).split('\n');
    const where = `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
    throw new LoadError(file, [{ path: '$', message: `invalid JSON (${where}): ${(error as Error).message}` }]);
  }
}

/**
 * The offset of the first syntax error in `text` (JSON.parse does not say where on every
 * Node version). A minimal recursive-descent reader; called only when parsing failed.
 */
export function syntaxErrorOffset(text: string): number {
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
  const value = (): void => {
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
    return i < text.length ? i : text.length;
  } catch (offset) {
    return typeof offset === 'number' ? Math.min(offset, text.length) : 0;
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
    out[key] = key in base && !ATOMIC_KEYS.has(key) ? mergeDefinitions(base[key], value) : value;
  }
  return out;
}
