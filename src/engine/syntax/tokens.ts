/**
 * Tokens back to text, and the comparison of two texts as a card language reads them: the
 * spacing of punctuation is the printer's, never the grammar's.
 */
import type { Token } from './syntax.js';

/** Punctuation written against the word before it. */
const CLOSING = new Set(['.', ',', ':', ';', '!', '?', ')']);
/** Punctuation written against the word after it. */
const OPENING = new Set(['(', '+', '-']);

/**
 * The text of tokens: words separated by spaces, punctuation against its word, a bracket
 * token in its brackets, symbols in a row side by side, and straight double quotes opening
 * and closing in turn.
 */
export function detokenize(tokens: readonly Token[]): string {
  let text = '';
  let quoteOpen = false;
  let glue = true;
  let previous: Token | undefined;
  for (const t of tokens) {
    // Cost symbols in a row are printed side by side.
    if (t.kind === 'symbol' && previous?.kind === 'symbol') glue = true;
    // A plus sign after a number is its suffix: "4+ units".
    if (t.kind === 'punct' && t.text === '+' && previous?.kind === 'number') {
      previous = t;
      text += '+';
      glue = false;
      continue;
    }
    previous = t;
    const written = t.kind === 'bracket' ? `[${t.text}]` : t.text;
    if (t.kind === 'punct' && t.text === '"') {
      if (quoteOpen) text += '"';
      else text += `${glue ? '' : ' '}"`;
      glue = !quoteOpen;
      quoteOpen = !quoteOpen;
      continue;
    }
    // A sign glued to a number or a symbol: "+2", "-1", "+:rb_might:".
    const attaches = t.kind === 'punct' && CLOSING.has(t.text);
    text += glue || attaches ? written : ` ${written}`;
    glue = t.kind === 'punct' && OPENING.has(t.text);
  }
  return text;
}

/** Capitalises the first letter of each sentence of a text (its start, and after ". ", "! ", "? " or ": "). */
export function capitalizeSentences(text: string): string {
  return text.replace(/(^|[.!?]\s+|—\s+|^\s*"|[.!?]\s+")([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase());
}
