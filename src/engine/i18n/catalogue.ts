/**
 * Message catalogues: every sentence a person reads, by key, one catalogue per language per
 * part of the project (the engine, each game, the CLI...). The English catalogue is the
 * reference, declared `as const`: its keys are the keys of every other language, and its
 * placeholders (`{name}`) are theirs too. `translation<typeof en>()({...})` makes a missing
 * key, an extra key or a different set of placeholders a type error.
 */
import type { Language } from './language.js';

/** A catalogue: a template by key. */
export type Catalogue = { readonly [key: string]: string };

/** The placeholder names of a template: `{card} costs {cost}` has `card | cost`. A name has no space (a brace around words is text). */
export type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? (P extends `${string} ${string}` | `${string}{${string}` | '' ? never : P) | Placeholders<Rest>
  : never;

/** Words put into a language only when read: a catalogue's text, a list of them, a count... */
export interface Words {
  in(lang: Language): string;
}

/** What fills a placeholder: a word, a number, or words rendered in the same language. */
export type Value = string | number | Words;

/** A value in a language: words rendered in it, a word or number as it is. */
export function rendered(value: Value, lang: Language): string {
  return typeof value === 'object' ? value.in(lang) : String(value);
}

/** The values a template needs, one per placeholder. */
export type Values<S extends string> = { readonly [P in Placeholders<S>]: Value };

/** The argument list after a key: nothing for a template without placeholders, else its values. */
export type ValuesArgument<S extends string> = [Placeholders<S>] extends [never] ? [] : [values: Values<S>];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * What a translation of `E` must be: every key of `E` and no other, each a template with the
 * same placeholders as the English one (a mismatch shows the English template to follow).
 */
export type Translation<E extends Catalogue, F> = {
  readonly [K in keyof E]: K extends keyof F
    ? F[K] extends string
      ? Same<Placeholders<E[K]>, Placeholders<F[K]>> extends true
        ? F[K]
        : `same placeholders as: ${E[K]}`
      : string
    : string;
} & { readonly [K in Exclude<keyof F, keyof E>]: never };

/** Checks a translation of the English catalogue `E` (see {@link Translation}) and returns it. */
export function translation<E extends Catalogue>() {
  return <const F extends Translation<E, F>>(catalogue: F): F => catalogue;
}

/** A part's catalogues, one per language: the English one, and the others with its keys. */
export type Messages<E extends Catalogue> = { readonly en: E } & { readonly [L in Exclude<Language, 'en'>]: { readonly [K in keyof E]: string } };

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** The placeholder names of a template, as {@link Placeholders} reads them. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string).sort();
}

/**
 * A sentence not yet put into words: a catalogue's key and its values. Rendered in any
 * language of its catalogues; English by default.
 */
export class Text implements Words {
  constructor(
    private readonly messages: Messages<Catalogue>,
    readonly key: string,
    readonly values: Readonly<Record<string, Value>>,
  ) {}

  in(lang: Language): string {
    // A language from outside that has no catalogue (a caller's `lang: 'de'`) reads as English, never a crash.
    const template = this.messages[lang]?.[this.key] ?? this.messages.en[this.key] ?? this.key;
    return template.replace(PLACEHOLDER, (whole, name: string) => {
      const value = this.values[name];
      return value === undefined ? whole : rendered(value, lang);
    });
  }

  toString(): string {
    return this.in('en');
  }
}

/** The texts of one part's catalogues: `text(key, values)`, typed by the English catalogue. */
export type TextMaker<E extends Catalogue> = <K extends keyof E & string>(key: K, ...values: ValuesArgument<E[K]>) => Text;

export function textMaker<E extends Catalogue>(messages: Messages<E>): TextMaker<E> {
  return (key, ...values) => new Text(messages as Messages<Catalogue>, key, values[0] ?? {});
}
