/** Argument parsers for the CLI's options: each refuses a bad value with a one-line reason. */
import { InvalidArgumentError } from 'commander';
import { listModes } from '../api.js';
import { isLanguage, LANGUAGES, type Language } from '../engine/i18n/language.js';

export function integer(raw: string): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isSafeInteger(value)) throw new InvalidArgumentError('takes an integer');
  return value;
}

/** A TCP port: 0 (any free port) to 65535. */
export function port(raw: string): number {
  const value = integer(raw);
  if (value < 0 || value > 65_535) throw new InvalidArgumentError('takes a port from 0 (any free port) to 65535');
  return value;
}

/** A mode this package ships; an unknown one lists the known ones. */
export function mode(raw: string): string {
  const modes = listModes();
  if (!modes.includes(raw)) throw new InvalidArgumentError(`unknown mode ${JSON.stringify(raw)}; the modes are: ${modes.join(', ')}`);
  return raw;
}

/** An integer of at least 1. */
export function positive(raw: string): number {
  const value = integer(raw);
  if (value < 1) throw new InvalidArgumentError('takes an integer of at least 1');
  return value;
}

/** A comma-separated list. */
export function list(raw: string): string[] {
  const items = raw.split(',').map((s) => s.trim());
  if (items.some((s) => s === '')) throw new InvalidArgumentError('takes a comma-separated list without empty items');
  return items;
}

/** A repeatable option's values, in order. */
export function collect(raw: string, previous: string[]): string[] {
  return [...previous, raw];
}

/** A language the project speaks (docs/i18n.md). */
export function language(raw: string): Language {
  if (!isLanguage(raw)) throw new InvalidArgumentError(`takes one of ${LANGUAGES.join(', ')}`);
  return raw;
}
