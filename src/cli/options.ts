/**
 * Argument parsers for the CLI's options: each refuses a bad value with a one-line reason in
 * the run's language (commander writes the reason after its own `option ... is invalid.`).
 */
import { InvalidArgumentError } from 'commander';
import { listModes } from '../api.js';
import { isLanguage, LANGUAGES, type Language } from '../engine/i18n/language.js';
import type { Say } from './i18n/messages.js';

/** A repeatable option's values, in order. */
export function collect(raw: string, previous: string[]): string[] {
  return [...previous, raw];
}

/** The parsers, their refusals worded by `say`. */
export function optionParsers(say: Say) {
  const refuse = (reason: string): never => {
    throw new InvalidArgumentError(reason);
  };
  const integer = (raw: string): number => {
    const value = Number(raw);
    return raw.trim() === '' || !Number.isSafeInteger(value) ? refuse(say('parse.integer')) : value;
  };
  /** An integer of at least `least`, refused with the catalogue's `reason`. */
  const atLeast = (least: number, reason: () => string) => (raw: string): number => {
    const value = integer(raw);
    return value < least ? refuse(reason()) : value;
  };
  return {
    integer,
    /** An integer of at least 1. */
    positive: atLeast(1, () => say('parse.positive')),
    /** An integer of at least 0. */
    nonNegative: atLeast(0, () => say('parse.nonNegative')),
    /** A TCP port: 0 (any free port) to 65535. */
    port(raw: string): number {
      const value = integer(raw);
      return value < 0 || value > 65_535 ? refuse(say('parse.port')) : value;
    },
    /** A mode this package ships; an unknown one lists the known ones. */
    mode(raw: string): string {
      const modes = listModes();
      return modes.includes(raw) ? raw : refuse(say('parse.mode', { mode: JSON.stringify(raw), modes: modes.join(', ') }));
    },
    /** A comma-separated list. */
    list(raw: string): string[] {
      const items = raw.split(',').map((s) => s.trim());
      return items.some((s) => s === '') ? refuse(say('parse.list')) : items;
    },
    /** A language the project speaks (docs/i18n.md). */
    language(raw: string): Language {
      return isLanguage(raw) ? raw : refuse(say('parse.language', { languages: LANGUAGES.join(', ') }));
    },
    /** A number from 0 to 1. */
    fraction(raw: string): number {
      const value = Number(raw);
      return value >= 0 && value <= 1 ? value : refuse(say('parse.fraction'));
    },
    refuse,
  };
}

export type OptionParsers = ReturnType<typeof optionParsers>;
