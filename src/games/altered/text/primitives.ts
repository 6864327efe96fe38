/**
 * The smallest parts of Altered's templating, in either language: the template tag, fixed
 * words, numbers, mana symbols and bracketed terms.
 */
import { alt, literal, map, NO, pure, templates, token, type Syntax } from '../../../engine/syntax/syntax.js';
import { lex } from './lexer.js';
import { sameValue } from './same-value.js';

/** What every rule of the Altered grammars knows while it reads: nothing beyond its tokens. */
export type TextContext = undefined;
export type Rule<T> = Syntax<T, TextContext>;

/** Altered phrases: `t\`draw ${slot('amount', number)} cards\``. */
export const t = templates<TextContext>(lex);

/** Fixed words, as a rule without a value. */
export function words(text: string): Rule<undefined> {
  return literal<TextContext>(lex(text));
}

/** Any of these wordings (the first is printed). */
export function either(...texts: readonly string[]): Rule<undefined> {
  return alt(...texts.map(words));
}

/** A rule standing for a constant: reads its words, prints them for exactly that value. */
export function constant<const T>(text: string | Rule<undefined>, value: T): Rule<T> {
  return map(typeof text === 'string' ? words(text) : text, { to: () => value, from: (v) => (v === value ? undefined : NO) });
}

/** A rule standing for a plain-data constant (compared by value). */
export function constantValue<const T>(text: string | Rule<undefined>, value: T): Rule<T> {
  return map(typeof text === 'string' ? words(text) : text, { to: () => value, from: (v) => (sameValue(v, value) ? undefined : NO) });
}

/** A word that may be there or not ("other"): whether it is; printed when true. */
export function optionalWord(word: Rule<undefined>): Rule<boolean> {
  return alt(constant(word, true), pure<boolean, undefined>(false));
}

/** A phrase with no value of its own (a template without slots), as a rule without a value. */
export function phrase(rule: Rule<object>): Rule<undefined> {
  return map(rule, { to: () => undefined, from: () => ({}) });
}

/** A whole number written in digits. */
export const digits: Rule<number> = token(
  'number',
  (text) => (/^\d{1,2}$/.test(text) ? Number(text) : undefined),
  (n) => (Number.isInteger(n) && n >= 0 ? String(n) : undefined),
);

/** A number written as a word of the language (`words[n]` is n), printed as that word. */
export function numberWord(names: readonly string[]): Rule<number> {
  return token(
    'word',
    (text) => {
      const index = names.indexOf(text.toLowerCase());
      return index < 0 ? undefined : index;
    },
    (n) => names[n],
  );
}

/** A mana amount: `{2}`. */
export const mana: Rule<number> = token(
  'symbol',
  (text) => (/^\{\d\}$/.test(text) ? Number(text.slice(1, -1)) : undefined),
  (n) => (Number.isInteger(n) && n >= 0 && n <= 9 ? `{${n}}` : undefined),
);

/** A bracketed term, any of `names` (compared without regard to case); the first is printed. */
export function bracketed(...names: readonly string[]): Rule<undefined> {
  return alt(...names.map((text) => literal<TextContext>([{ kind: 'bracket', text }])));
}

/** A bracketed term among `names` standing for `value` (compared by value); the first name is printed. */
export function bracket<const T>(names: readonly string[], value: T): Rule<T> {
  return constantValue(bracketed(...names), value);
}
