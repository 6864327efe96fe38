/**
 * Altered card text as tokens, in English and in French. The official records write abilities
 * one after another, separated by two spaces, with this markup (docs/card-text.md):
 *
 * - `{J}` `{H}` `{R}` `{T}` `{D}` `{I}` `{V}` `{M}` `{O}`, `{0}`-`{9}` and `{X}`: symbols
 *   (written in lower case inside running text; read in capitals);
 * - `[[Fleeting]]`: a status, a bracket token whose text keeps its inner brackets
 *   (`[Fleeting]`), so that it prints back doubled;
 * - `[Tough 1]`, `[Resupply]`, `[Lantern Moth 1/1/1]`: keywords and token names, a bracket token;
 * - `#...#`: what a rare changed from its common, which says nothing of the rules: dropped;
 * - reminder text in parentheses: dropped, it says nothing the rules do not;
 * - non-breaking and thin spaces: spaces; `«` `»` and curly quotes: straight quotes.
 *
 * A line starting with `•` is one mode of the "Choose one" line before it.
 */
import type { Token } from '../../../engine/syntax/syntax.js';

/** One printed ability: its tokens and, for "Choose one", its modes. */
export interface TextLine {
  readonly tokens: readonly Token[];
  readonly modes: readonly (readonly Token[])[];
}

/** The most text a card may have: a printed card holds a few hundred characters. */
export const MAX_CARD_TEXT = 4_000;

/** French elisions ("d'un", "l'Expédition", "qu'il") are two words, the first keeping its apostrophe. */
const ELISION = /^(l|d|j|m|t|s|n|c|qu|lorsqu|jusqu|puisqu)'(?=\p{L})/iu;

const TOKEN = /(\{[0-9A-Za-z]\})|\[\[([^\]\n]{1,40})\]\]|\[([^\]\n]{1,40})\]|(\d+)|(\p{L}[\p{L}\p{N}]*(?:['’][\p{L}]+|-[\p{L}\p{N}]+)*'?)|([.,:;!?—–"()+\-/*•])|(\S)/gu;

/** The tokens of one ability's plain text (reminders and rare markers still in it). */
export function lex(text: string): Token[] {
  const tokens: Token[] = [];
  const plain = text
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/[«»“”]/g, '"')
    .replace(/’/g, "'")
    .replace(/\[\]/g, '');
  for (const m of plain.matchAll(TOKEN)) {
    if (m[1] !== undefined) tokens.push({ kind: 'symbol', text: m[1].toUpperCase() });
    else if (m[2] !== undefined) tokens.push({ kind: 'bracket', text: `[${m[2].trim()}]` });
    else if (m[3] !== undefined) tokens.push({ kind: 'bracket', text: m[3].trim().replace(/\s+/g, ' ') });
    else if (m[4] !== undefined) tokens.push({ kind: 'number', text: m[4] });
    else if (m[5] !== undefined) pushWord(tokens, m[5]);
    else if (m[6] !== undefined) tokens.push({ kind: 'punct', text: m[6] === '–' ? '—' : m[6] });
    else if (m[7] !== undefined) tokens.push({ kind: 'punct', text: m[7] });
  }
  return tokens;
}

function pushWord(tokens: Token[], word: string): void {
  const elided = ELISION.exec(word);
  if (elided) {
    tokens.push({ kind: 'word', text: word.slice(0, elided[0].length) });
    pushWord(tokens, word.slice(elided[0].length));
  } else tokens.push({ kind: 'word', text: word });
}

/** Drops reminder text: everything in parentheses, nested or not. */
function dropReminders(tokens: readonly Token[]): Token[] {
  const kept: Token[] = [];
  let depth = 0;
  for (const t of tokens) {
    if (t.kind === 'punct' && t.text === '(') depth++;
    else if (t.kind === 'punct' && t.text === ')' && depth > 0) depth--;
    else if (depth === 0) kept.push(t);
  }
  return kept;
}

/** A period left doubled by a dropped reminder ("exhaust it ({T}).") is one period. */
function dropDoubledPeriods(tokens: readonly Token[]): Token[] {
  return tokens.filter((t, i) => !(t.kind === 'punct' && t.text === '.' && tokens[i - 1]?.kind === 'punct' && tokens[i - 1]?.text === '.'));
}

/** The abilities of a printed text: split at two spaces or new lines; `•` lines are modes. */
export function textLines(text: string): TextLine[] {
  const lines: { tokens: Token[]; modes: Token[][] }[] = [];
  const pieces = text.replace(/#/g, '').split(/(?:[ \u00a0]{2,}|\r?\n)+/);
  for (const piece of pieces) {
    const mode = /^\s*[•-]\s*/.exec(piece);
    const tokens = dropDoubledPeriods(dropReminders(lex(mode ? piece.slice(mode[0].length) : piece)));
    if (tokens.length === 0) continue;
    const last = lines.at(-1);
    if (mode && last) last.modes.push(tokens);
    else lines.push({ tokens, modes: [] });
  }
  return lines;
}

/**
 * Tokens back to text: the engine's spacing (src/engine/syntax/tokens.ts), but a status in
 * double brackets, an elided French word against the next, French spacing before `:`, and a
 * die's results against their numbers.
 */
export function untokenize(tokens: readonly Token[], lang: 'en' | 'fr'): string {
  let text = '';
  let glue = true;
  let previous: Token | undefined;
  // Quotes open and close in turn ("Your Characters have: "..."): set against what they enclose.
  let quotes = 0;
  for (const t of tokens) {
    const written = t.kind === 'bracket' ? `[${t.text}]` : t.text;
    const quote = t.kind === 'punct' && t.text === '"';
    if (quote) quotes++;
    const closing = (t.kind === 'punct' && ['.', ',', ')'].includes(t.text)) || (quote && quotes % 2 === 0);
    // English sets a colon against its word ("Choose one:"), not against a symbol ("{T} :"); French spaces it.
    const colon = t.kind === 'punct' && t.text === ':' && lang === 'en' && previous?.kind === 'word';
    // A die's results are written against their numbers: "4+", "1-3".
    const result = t.kind === 'punct' && (t.text === '+' || t.text === '-') && previous?.kind === 'number';
    text += glue || closing || colon || result ? written : ` ${written}`;
    glue = (t.kind === 'word' && t.text.endsWith("'")) || (t.kind === 'punct' && t.text === '(') || (result && t.text === '-') || (quote && quotes % 2 === 1);
    previous = t;
  }
  return text;
}
