/**
 * What every command is given to speak a run's language: the language, its words (`say`), the
 * option parsers refusing in it, and `withLang`, the `--lang` option of a command whose words
 * are in catalogues.
 */
import type { Command } from 'commander';
import type { Language } from '../engine/i18n/language.js';
import { sayer, type Say } from './i18n/messages.js';
import { optionParsers, type OptionParsers } from './options.js';

export interface Speech {
  readonly lang: Language;
  readonly say: Say;
  readonly parse: OptionParsers;
  /**
   * Adds `--lang` to a command. It is parsed to refuse a bad value; the run's language was read
   * from the arguments before the program was built (its help is written in it: cliLanguage).
   */
  readonly withLang: (command: Command) => Command;
}

export function speechOf(lang: Language): Speech {
  const say = sayer(lang);
  const parse = optionParsers(say);
  return { lang, say, parse, withLang: (command) => command.option('--lang <lang>', say('option.lang'), parse.language) };
}
