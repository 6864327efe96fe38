/**
 * The languages every message a person reads comes in. English is the default and the
 * reference: every other language translates its catalogues key for key.
 */
import type { Language } from '../../types/game.js';

export type { Language };

/** Every language, English first; the compiler checks that none of `Language` is missing. */
export const LANGUAGES = ['en', 'fr'] as const satisfies readonly Language[];
type Missing = Exclude<Language, (typeof LANGUAGES)[number]>;
export const EVERY_LANGUAGE_LISTED: [Missing] extends [never] ? true : `missing from LANGUAGES: ${Missing}` = true;

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of a browser's or a system's language tag (`fr-CA`, `fr_FR.UTF-8`), or of the
 * first of a list of them (`Accept-Language`, `navigator.languages`) the project speaks; English
 * otherwise.
 */
export function languageOf(tags: string | readonly string[] | undefined | null): Language {
  const list = typeof tags === 'string' ? tags.split(',') : (tags ?? []);
  for (const tag of list) {
    const base = String(tag).trim().slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language a process's environment asks for: `RULEGRAPH_LANG`, else the system's locale
 * (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
 */
export function environmentLanguage(env: Readonly<Record<string, string | undefined>>): Language {
  const chosen = env['RULEGRAPH_LANG'];
  if (chosen !== undefined && chosen !== '') return languageOf(chosen);
  const system = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG']].find((tag) => tag !== undefined && tag !== '');
  return system === undefined ? DEFAULT_LANGUAGE : languageOf(system);
}
