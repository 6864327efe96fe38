/// <reference lib="dom" />
/**
 * The language of a page (the table page and the inspector page alike): the one the person chose
 * with the page's switch, kept in localStorage, else the browser's (`navigator.languages`),
 * else English. Chosen once when the page loads: switching stores the choice and reloads, so
 * that everything drawn, and the server's messages (the client is made with the language), are
 * in it. `translatePage` puts the words of the page's HTML into it: an element's text from its
 * `data-i18n` key, its placeholder from `data-i18n-placeholder`, its title from
 * `data-i18n-title`; the HTML itself holds no words.
 */
import { textMaker, type Catalogue, type Messages, type ValuesArgument } from '../../../engine/i18n/catalogue.js';
import { LANGUAGES, isLanguage, languageOf, type Language } from '../../../engine/i18n/language.js';

/** Where the person's choice is kept, for every page the server serves. */
export const LANGUAGE_KEY = 'rulegraph.lang';

let chosen: Language | undefined;

/** The page's language: the stored choice, else the browser's; English outside a browser (a test in Node). */
export function pageLanguage(): Language {
  if (chosen !== undefined) return chosen;
  if (typeof document === 'undefined') return languageOf(undefined);
  const stored = localStorage.getItem(LANGUAGE_KEY);
  chosen = isLanguage(stored) ? stored : languageOf(navigator.languages);
  return chosen;
}

/** Keeps `lang` as the person's choice and loads the page again in it. */
export function chooseLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_KEY, lang);
  location.reload();
}

/** The texts of a page's catalogues, rendered in the page's language: `say(key, values)`. */
export function pageSpeech<E extends Catalogue>(messages: Messages<E>): <K extends keyof E & string>(key: K, ...values: ValuesArgument<E[K]>) => string {
  const text = textMaker(messages);
  return (key, ...values) => text(key, ...values).in(pageLanguage());
}

/** The attributes that name a catalogue key, and what each fills. */
const FILLED = [
  ['data-i18n', (node: HTMLElement, words: string) => (node.textContent = words)],
  ['data-i18n-placeholder', (node: HTMLElement, words: string) => node.setAttribute('placeholder', words)],
  ['data-i18n-title', (node: HTMLElement, words: string) => node.setAttribute('title', words)],
] as const;

/**
 * Puts the page's HTML into its language from `messages` (keys without placeholders), sets
 * `<html lang>`, and fills the language switch (`select#lang`): each language named in itself.
 */
export function translatePage(messages: Messages<Catalogue>): void {
  const lang = pageLanguage();
  document.documentElement.lang = lang;
  for (const [attribute, fill] of FILLED) {
    for (const node of document.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
      const key = node.getAttribute(attribute) as string;
      fill(node, messages[lang][key] ?? messages.en[key] ?? key);
    }
  }
  const select = document.getElementById('lang');
  if (select instanceof HTMLSelectElement) {
    select.replaceChildren(...LANGUAGES.map((each) => {
      const option = document.createElement('option');
      option.value = each;
      option.textContent = messages[each]['language.self'] ?? each;
      return option;
    }));
    select.value = lang;
    select.addEventListener('change', () => {
      if (isLanguage(select.value)) chooseLanguage(select.value);
    });
  }
}
