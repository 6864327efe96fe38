/**
 * When two texts of a card say the same: the comparison behind "reads back as printed". It is
 * made on tokens, so whitespace and line breaks never count, and reminder text is already
 * gone (lexer.ts). Beyond that, these differences do not count (docs/cards.md lists them):
 * capitals, "a" for "an", a doubled period, a missing period at the end of a line, keywords
 * listed on one line with commas rather than on lines of their own, the arrow `[>]` of
 * later printings for the dash after a keyword (CR 135.2.e.7), and "it's" for "it is".
 */
import type { Token } from '../../../engine/syntax/syntax.js';
import { textComparison } from '../../../engine/syntax/tokens.js';

/** A token as compared: words in lower case, "an" as "a", the arrow `[>]` as the dash it replaced. */
function key(token: Token): string {
  if (token.kind === 'bracket' && token.text === '>') return 'punct:—';
  if (token.kind === 'word') {
    const word = token.text.toLowerCase();
    return `w:${word === 'an' ? 'a' : word}`;
  }
  return `${token.kind}:${token.kind === 'bracket' ? token.text.toLowerCase() : token.text}`;
}

/** The tokens of a text as compared: without periods that double another or end the text. */
export function comparable(tokens: readonly Token[]): string[] {
  const keys: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    // Keywords listed on one line ("[Assault 2], [Shield 2]") say what they say on lines of their own.
    const k = t.kind === 'punct' && t.text === ',' && tokens[i - 1]?.kind === 'bracket' && tokens[i + 1]?.kind === 'bracket' ? 'punct:.' : key(t);
    if (k === 'punct:.' && keys.at(-1) === 'punct:.') continue;
    // "it's" is spelled out: "If it is stunned" says what "If it's stunned" says.
    if (k === "w:it's" || k === 'w:it\u2019s') {
      keys.push('w:it', 'w:is');
      continue;
    }
    // So is "I'm": "if I am at a battlefield" says what "if I'm at a battlefield" says.
    if (k === "w:i'm" || k === 'w:i\u2019m') {
      keys.push('w:i', 'w:am');
      continue;
    }
    keys.push(k);
  }
  while (keys.at(-1) === 'punct:.') keys.pop();
  return keys;
}

/** Whether two lines, or two cards' texts line by line, say the same, as compared. */
export const { sameTokens, sameText } = textComparison(comparable);
