/** The grammar of each language Altered cards are printed in. */
import type { Language } from './ast.js';
import { english } from './english.js';
import { french } from './french.js';
import { grammar, type Grammar } from './grammar.js';

const GRAMMARS: Readonly<Record<Language, Grammar>> = { en: grammar(english), fr: grammar(french) };

export function grammarOf(lang: Language): Grammar {
  return GRAMMARS[lang];
}
