/**
 * Tokens back to text, and the comparison of two texts as a card language reads them: the
 * spacing of punctuation is the printer's, never the grammar's.
 */
import type { Token } from './syntax.js';

/** Punctuation written against the word before it ("and/or": a slash against both). */
const CLOSING = new Set(['.', ',', ':', ';', '!', '?', ')', '/']);
/** Punctuation written against the word after it. */
const OPENING = new Set(['(', '+', '-', '/']);

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

/** How a game compares printed and rendered text: the keys a line is compared by. */
export type Comparable = (tokens: readonly Token[]) => readonly string[];

function sameKeys(x: readonly string[], y: readonly string[]): boolean {
  return x.length === y.length && x.every((k, i) => k === y[i]);
}

/**
 * The two comparisons a card-text compiler makes, from its game's `comparable`: whether two
 * lines say the same, and whether two cards' texts do, line by line, a line's end counted as a
 * period.
 */
export function textComparison(comparable: Comparable) {
  const joined = (lines: readonly (readonly Token[])[]) => lines.flatMap((l) => [...comparable(l), 'punct:.']);
  return {
    sameTokens: (a: readonly Token[], b: readonly Token[]): boolean => sameKeys(comparable(a), comparable(b)),
    sameText: (a: readonly (readonly Token[])[], b: readonly (readonly Token[])[]): boolean => sameKeys(joined(a), joined(b)),
  };
}
