/**
 * The command line's catalogues, one per language (see src/engine/i18n/catalogue.ts), and the
 * language a run speaks: `--lang`, else `RULEGRAPH_LANG`, else the system's (`LC_ALL`,
 * `LC_MESSAGES`, `LANG`, as POSIX reads them), else English.
 */
import { textMaker, type Messages, type ValuesArgument } from '../../engine/i18n/catalogue.js';
import { environmentLanguage, isLanguage, type Language } from '../../engine/i18n/language.js';
import { counter } from '../../engine/i18n/words.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const cliMessages: Messages<typeof en> = { en, fr };

export const text = textMaker(cliMessages);
/** `counted('fault', 2)`: the catalogue's `count.fault.*` agreed with the count. */
export const counted = counter(text);

/** The command line's words in one language: `say('play.wins', { winner })`. */
export type Say = <K extends keyof typeof en & string>(key: K, ...values: ValuesArgument<(typeof en)[K]>) => string;

export function sayer(lang: Language): Say {
  return (key, ...values) => text(key, ...values).in(lang);
}

/**
 * The commands whose `--lang` is another language than the run's: `cards` reads and prints card
 * text in its own (`cards render --lang fr` prints French cards); the run's language is then
 * given before the command (`rulegraph --lang fr cards ...`) or by the environment.
 */
const OWN_LANG_COMMANDS: ReadonlySet<string> = new Set(['cards']);

/** The value `--lang` is given in `argv` (`--lang fr`, `--lang=fr`), if any, for the run. */
function langArgument(argv: readonly string[]): string | undefined {
  let command: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') return undefined;
    const value = arg === '--lang' ? argv[i + 1] : arg.startsWith('--lang=') ? arg.slice('--lang='.length) : undefined;
    if (value !== undefined && !(command !== undefined && OWN_LANG_COMMANDS.has(command))) return value;
    if (arg === '--lang') i++;
    else if (command === undefined && !arg.startsWith('-')) command = arg;
  }
  return undefined;
}

/**
 * The language of a run, known before its command line is parsed (the help is written in it):
 * a valid `--lang` (an invalid one is refused by the option's own parser), else the environment.
 */
export function cliLanguage(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Language {
  const given = langArgument(argv);
  return isLanguage(given) ? given : environmentLanguage(env);
}
