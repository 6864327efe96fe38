/**
 * The smallest parts of Riftbound's templating: the template tag for its phrases, numbers
 * (digits and words), resource symbols and costs, Might, and bracketed keywords and terms.
 */
import { alt, literal, map, NO, Refusal, syntax, templates, token, withContext, type Syntax } from '../../../engine/syntax/syntax.js';
import { DOMAINS, type Domain } from '../schema/card-schema.js';
import type { TextContext } from './context.js';
import { lex } from './lexer.js';
import { text } from '../i18n/text-messages.js';

export type Rule<T> = Syntax<T, TextContext>;

/** Riftbound phrases: `t\`deal ${slot('amount', number)} to ${slot('target', unit)}\``. */
export const t = templates<TextContext>(lex);

/** Fixed words, as a rule without a value. */
export function words(text: string): Rule<undefined> {
  return literal<TextContext>(lex(text));
}

/** A phrase with no value of its own (a template without slots), as a rule without a value. */
export function phrase(rule: Rule<object>): Rule<undefined> {
  return map(rule, { to: () => undefined, from: () => ({}) });
}

/** The card as the subject of its own sentence: "I cost" for a unit or a legend, "this costs" for a spell or a gear. */
export function selfSubject(unitWords: string, otherWords: string): Rule<undefined> {
  return withContext<undefined, TextContext>((c) => (c.type === 'unit' || c.type === 'legend' ? words(unitWords) : words(otherWords)));
}

/** Any of these wordings (the first is printed). */
export function either(...texts: readonly string[]): Rule<undefined> {
  return alt(...texts.map(words));
}

/** A rule standing for a constant: reads its words, prints them for exactly that value. */
export function constant<const T>(text: string | Rule<undefined>, value: T): Rule<T> {
  return map(typeof text === 'string' ? words(text) : text, { to: () => value, from: (v) => (v === value ? undefined : NO) });
}

/** A whole number written in digits. */
export const digits: Rule<number> = token(
  'number',
  (text) => (/^\d{1,3}$/.test(text) ? Number(text) : undefined),
  (n) => (Number.isInteger(n) && n >= 0 ? String(n) : undefined),
);

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'] as const;

/** A number written as a word ("two"), as printed for counts of things. */
export const numberWord: Rule<number> = token(
  'word',
  (text) => {
    const index = NUMBER_WORDS.indexOf(text.toLowerCase() as (typeof NUMBER_WORDS)[number]);
    return index < 0 ? undefined : index;
  },
  (n) => NUMBER_WORDS[n],
);

/** "a"/"an" standing for 1. */
export const article: Rule<undefined> = either('a', 'an');

function symbol<T>(read: (name: string) => T | undefined, write: (value: T) => string | undefined): Rule<T> {
  return token(
    'symbol',
    (text) => read(text.slice(4, -1)),
    (value) => {
      const name = write(value);
      return name === undefined ? undefined : `:rb_${name}:`;
    },
  );
}

/** `:rb_energy_N:`: N Energy. */
export const energy: Rule<number> = symbol(
  (name) => {
    const m = /^energy_(\d{1,2})$/.exec(name);
    return m ? Number(m[1]) : undefined;
  },
  (n) => `energy_${n}`,
);

/** One Power symbol: `:rb_rune_fury:` (a domain) or `:rb_rune_rainbow:` (any domain). */
export const powerSymbol: Rule<Domain | 'any'> = symbol(
  (name) => {
    const m = /^rune_([a-z]+)$/.exec(name);
    if (!m) return undefined;
    if (m[1] === 'rainbow') return 'any';
    return (DOMAINS as readonly string[]).includes(m[1] as string) ? (m[1] as Domain) : undefined;
  },
  (d) => `rune_${d === 'any' ? 'rainbow' : d}`,
);

/** `:rb_might:`. */
export const mightSymbol: Rule<undefined> = literal([{ kind: 'symbol', text: ':rb_might:' }]);

/** `:rb_exhaust:`. */
export const exhaustSymbol: Rule<undefined> = literal([{ kind: 'symbol', text: ':rb_exhaust:' }]);

/** A resource cost as printed: an Energy symbol and Power symbols in a row (at least one of them). */
export interface Resources {
  readonly energy: number;
  readonly power: readonly (Domain | 'any')[];
}

export const resources: Rule<Resources> = {
  *parse(input, at) {
    const start = at;
    let value = 0;
    let next = at;
    for (const [n, after] of energy.parse(input, at)) {
      value = n;
      next = after;
    }
    const power: (Domain | 'any')[] = [];
    for (;;) {
      let found = false;
      for (const [d, after] of powerSymbol.parse(input, next)) {
        power.push(d);
        next = after;
        found = true;
      }
      if (!found) break;
    }
    if (next === start) return;
    yield [{ energy: value, power }, next] as const;
  },
  print(value, out) {
    if (value.energy > 0 || value.power.length === 0) if (!energy.print(value.energy, out)) return false;
    return value.power.every((d) => powerSymbol.print(d, out));
  },
};

/** Resources of one domain only (a card's Power), refused when "any" is asked. */
export function domainsOnly(power: readonly (Domain | 'any')[]): Domain[] | Refusal {
  return power.includes('any') ? new Refusal(text('refusal.anyPowerCost')) : (power as Domain[]);
}

/** A bracketed term: `[Mighty]`, `[>]`, `[Add]`. */
export function bracket(name: string): Rule<undefined> {
  return literal<TextContext>([{ kind: 'bracket', text: name }]);
}

/** A bracketed keyword with an optional number: `[Assault 2]` as `{ name: 'Assault', value: 2 }`. */
export const bracketKeyword: Rule<{ readonly name: string; readonly value: number | undefined }> = token(
  'bracket',
  (text) => {
    const m = /^([A-Za-z][A-Za-z-]*(?: [A-Za-z][A-Za-z-]*)?) ?(\d{1,2})?$/.exec(text);
    return m ? { name: (m[1] as string).toLowerCase(), value: m[2] === undefined ? undefined : Number(m[2]) } : undefined;
  },
  (k) => {
    const name = k.name.replace(/(^|[ -])([a-z])/g, (_m, s: string, c: string) => s + c.toUpperCase());
    return k.value === undefined ? name : `${name} ${k.value}`;
  },
);

/** One capitalised word as printed: a tag ("a Gremlin"), an outcome's name ("Blades"). */
export const capitalisedWord: Rule<string> = syntax(
  function* (input, at) {
    input.step();
    const found = input.tokens[at];
    if (found?.kind !== 'word' || !/^[A-Z][a-z]+$/.test(found.text)) return;
    input.reached(at + 1);
    yield [found.text, at + 1] as const;
  },
  (value, out) => {
    if (!/^[A-Z][a-z]+$/.test(value)) return false;
    out.tokens.push({ kind: 'word', text: value });
    return true;
  },
);
