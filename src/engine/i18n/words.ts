/**
 * Words built of other words, put into a language only when read: a list (`a, b and c`, `a, b
 * et c`), words joined by a separator, a count whose noun agrees with it by the language's own
 * plural rules (French says `0 carte`, English `0 cards`).
 */
import { rendered, type Catalogue, type Text, type TextMaker, type Value, type Words } from './catalogue.js';
import type { Language } from './language.js';
import { text } from './messages.js';

/** Words as they are in every language: an identifier, a name. */
export function verbatim(value: string): Words {
  return { in: () => value };
}

/** Values joined by a separator: no word (a line break, ` · `), or words of the language (` then `). */
export function joined(items: readonly Value[], separator: Value): Words {
  return { in: (lang) => items.map((item) => rendered(item, lang)).join(rendered(separator, lang)) };
}

/** A list in words: `a`, `a and b`, `a, b and c`; `none` when empty (nothing, by default). */
export function listed(items: readonly Value[], none: Value = text('list.nothing')): Words {
  return {
    in(lang) {
      if (items.length === 0) return rendered(none, lang);
      const words = items.map((item) => rendered(item, lang));
      if (words.length === 1) return words[0] as string;
      return text('list.and', { items: words.slice(0, -1).join(', '), last: words.at(-1) as string }).in(lang);
    },
  };
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** Whether `count` takes the singular in `lang` (its `one` plural category). */
export function isSingular(count: number, lang: Language): boolean {
  let rules = pluralRules.get(lang);
  if (rules === undefined) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count) === 'one';
}

/** The singular or the plural words, as `count` asks in the language read. */
export function agreed(count: number, one: Words, other: Words): Words {
  return { in: (lang) => (isSingular(count, lang) ? one : other).in(lang) };
}

/** The nouns a catalogue counts: those with `count.<noun>.one` and `count.<noun>.other` keys. */
export type CountedNoun<E extends Catalogue> = { [K in keyof E]: K extends `count.${infer N}.one` ? (`count.${N}.other` extends keyof E ? N : never) : never }[keyof E];

/** `counted('card', 2)`: `2 cards`, `2 cartes`, from the catalogue's `count.card.one` and `count.card.other` (each `{count} ...`). */
export function counter<E extends Catalogue>(make: TextMaker<E>): (noun: CountedNoun<E>, count: number) => Words {
  const textOf = make as unknown as (key: string, values: { count: number }) => Text;
  return (noun, count) => agreed(count, textOf(`count.${noun}.one`, { count }), textOf(`count.${noun}.other`, { count }));
}

/** The catalogue's words for an identifier (`<prefix>.<id>`) where it has a key, else the identifier spaced out (`cardsDrawn`: `cards drawn`). */
export function wordsFor<E extends Catalogue>(make: TextMaker<E>, catalogue: E, prefix: string, id: string): Value {
  const key = `${prefix}.${id}`;
  return Object.hasOwn(catalogue, key) ? (make as unknown as (key: string) => Text)(key) : spaced(id);
}

/** `cardsDrawn` as `cards drawn`. */
export function spaced(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
