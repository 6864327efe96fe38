/**
 * The table page's catalogues, and `say(key, values)`: their words in the page's language
 * (language.ts). The inspector page draws with the table page's modules, and so speaks these
 * words too, in the same language.
 */
import { textMaker, type Messages, type Text } from '../../../engine/i18n/catalogue.js';
import { agreed } from '../../../engine/i18n/words.js';
import { pageLanguage, pageSpeech } from './language.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const tablePageMessages: Messages<typeof en> = { en, fr };

export const say = pageSpeech(tablePageMessages);

const text = textMaker(tablePageMessages) as unknown as (key: string, values?: Readonly<Record<string, string | number>>) => Text;

/** The words counted: keys `<prefix>.one` and `<prefix>.other`, each with `{count}`. */
type Counted = { [K in keyof typeof en]: K extends `${infer P}.one` ? (`${P}.other` extends keyof typeof en ? P : never) : never }[keyof typeof en];

/** `2 cards`, `2 cartes`, `0 carte`: the words agreed with `count` by the page language's plural rules (`Intl.PluralRules`). */
export function sayCounted(prefix: Counted, count: number, values: Readonly<Record<string, string | number>> = {}): string {
  return agreed(count, text(`${prefix}.one`, { ...values, count }), text(`${prefix}.other`, { ...values, count })).in(pageLanguage());
}

/** The words of an identifier (`action.<type>`, `cardType.<type>`...) where the catalogue has them, else `fallback`. */
export function sayFor(prefix: string, id: string, fallback: string): string {
  const key = `${prefix}.${id}`;
  return Object.hasOwn(en, key) ? text(key).in(pageLanguage()) : fallback;
}
