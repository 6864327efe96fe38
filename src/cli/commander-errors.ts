/**
 * Commander's own refusals of a command line (an unknown option or command, a missing or extra
 * argument, an option's value its parser refused), worded in the run's language. Commander
 * writes them in English from fixed templates and hands the text to `outputError`; each
 * template is read back here and said from the catalogue (`commander.*`). A text of no known
 * template is shown as it came.
 */
import { counted, type Say } from './i18n/messages.js';
import type { Language } from '../engine/i18n/language.js';

/** `(Did you mean --seed?)` on its own line after the refusal, as commander adds it. */
const SUGGESTION = /\n\(Did you mean (.+)\?\)$/;

type Reading = (match: RegExpExecArray, say: Say, lang: Language) => string;

const TEMPLATES: readonly (readonly [RegExp, Reading])[] = [
  [/^unknown option ('.*')$/, (m, say) => say('commander.unknownOption', { option: m[1] as string })],
  [/^unknown command ('.*')$/, (m, say) => say('commander.unknownCommand', { command: m[1] as string })],
  [/^missing required argument ('.*')$/, (m, say) => say('commander.missingArgument', { argument: m[1] as string })],
  [/^option ('.*') argument missing$/, (m, say) => say('commander.optionMissingArgument', { option: m[1] as string })],
  [/^required option ('.*') not specified$/, (m, say) => say('commander.missingMandatoryOptionValue', { option: m[1] as string })],
  [/^option ('.*') cannot be used with option ('.*')$/, (m, say) => say('commander.conflictingOption', { option: m[1] as string, other: m[2] as string })],
  [
    /^too many arguments(?: for ('.*'))?\. Expected (\d+) arguments? but got (\d+)\.$/,
    (m, say, lang) => {
      const counts = { expected: counted('argument', Number(m[2])).in(lang), received: m[3] as string };
      return m[1] === undefined ? say('commander.excessArguments', counts) : say('commander.excessArgumentsFor', { command: m[1], ...counts });
    },
  ],
  // The parser's own reason (already in the run's language) follows the template.
  [/^option ('.*') argument ('.*') is invalid\. ([^]*)$/, (m, say) => `${say('commander.invalidOptionArgument', { option: m[1] as string, value: m[2] as string })} ${m[3] as string}`],
  [/^command-argument value ('.*') is invalid for argument ('.*')\. ([^]*)$/, (m, say) => `${say('commander.invalidCommandArgument', { value: m[1] as string, argument: m[2] as string })} ${m[3] as string}`],
];

/** Commander's refusal `message` (without its `error: ` and final line break) in the run's language. */
export function commanderError(message: string, say: Say, lang: Language): string {
  const suggestion = SUGGESTION.exec(message);
  const refusal = suggestion ? message.slice(0, suggestion.index) : message;
  for (const [template, reading] of TEMPLATES) {
    const match = template.exec(refusal);
    if (match) return suggestion ? `${reading(match, say, lang)}\n${say('commander.suggestion', { suggestion: suggestion[1] as string })}` : reading(match, say, lang);
  }
  return message;
}
