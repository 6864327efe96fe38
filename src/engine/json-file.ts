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
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    let where = '';
    if (position) {
      const offset = Number(position[1]);
      const before = text.slice(0, offset).split('\n');
      where = ` (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`;
    }
    throw new LoadError(file, [{ path: '$', message: `invalid JSON${where}: ${message}` }]);
  }
}

/** Plain JSON objects only (not arrays, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `extends` merge: objects merge key by key, everything else (arrays included) is replaced
 * by the child's value. Arrays are replaced so that a mode can say exactly which seats or
 * battlefields it has, without inheriting stray entries.
 */
export function mergeDefinitions(base: unknown, child: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(child)) return child;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(child)) {
    out[key] = key in base ? mergeDefinitions(base[key], value) : value;
  }
  return out;
}
