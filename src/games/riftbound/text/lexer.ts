/**
 * Riftbound card text as tokens. Printed text arrives as the HTML community services publish
 * (`<p>`, `<br />` between abilities, `<ul><li>` for the modes of "Choose one"), or as plain
 * text with one ability per line and modes as lines starting with "-" or "•". Inside it:
 * keywords and terms in square brackets (`[Assault 2]`, `[Mighty]`, `[>]`), icons
 * (`:rb_energy_2:`, `:rb_rune_fury:`, `:rb_rune_rainbow:`, `:rb_might:`, `:rb_exhaust:`), and
 * reminder text in parentheses, which says nothing the keyword does not, so it is dropped.
 */
import type { Token } from '../../../engine/syntax/syntax.js';
import { KEYWORDS } from '../schema/keyword-names.js';

/** One printed ability: its tokens (reminder text dropped) and, for "Choose one", its modes. */
export interface TextLine {
  readonly tokens: readonly Token[];
  readonly modes: readonly (readonly Token[])[];
}

/** The most text a card may have: a printed card holds a few hundred characters. */
export const MAX_CARD_TEXT = 4_000;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", mdash: '—', ndash: '–', rsquo: '’', lsquo: '‘', ldquo: '"', rdquo: '"' };

function decodeEntities(text: string): string {
  return text.replace(/&(#?[a-z0-9]+);/gi, (whole, name: string) => {
    const named = ENTITIES[name.toLowerCase()];
    if (named !== undefined) return named;
    const code = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : name.startsWith('#') ? Number.parseInt(name.slice(1), 10) : Number.NaN;
    return Number.isInteger(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The abilities of a card's text: HTML is split at paragraphs and line breaks, list items
 * become the modes of the line before them; plain text is split at new lines, and lines
 * starting with "-" or "•" are modes.
 */
export function textLines(text: string): TextLine[] {
  const isHtml = /<\s*(p|br|ul|li)\b/i.test(text);
  const raw: { text: string; mode: boolean }[] = [];
  if (isHtml) {
    const parts = text.split(/(<li\b[^>]*>[\s\S]*?<\/li>)|<br\s*\/?>|<\/?p\b[^>]*>|<\/?ul\b[^>]*>/i);
    for (const part of parts) {
      if (part === undefined) continue;
      const item = /^<li\b[^>]*>([\s\S]*?)<\/li>$/i.exec(part);
      if (item) raw.push({ text: item[1] ?? '', mode: true });
      else raw.push({ text: part, mode: false });
    }
  } else {
    for (const line of text.split(/\r?\n/)) {
      const mode = /^\s*[-•]\s+/.exec(line);
      raw.push(mode ? { text: line.slice(mode[0].length), mode: true } : { text: line, mode: false });
    }
  }
  const lines: { tokens: Token[]; modes: Token[][] }[] = [];
  for (const { text: piece, mode } of raw) {
    const plain = decodeEntities(piece.replace(/<[^>]*>/g, ''));
    const tokens = dropDoubledPeriods(bracketBareKeyword(dropReminders(lex(plain))));
    if (tokens.length === 0) continue;
    const last = lines.at(-1);
    if (mode && last) last.modes.push(tokens);
    else lines.push({ tokens, modes: [] });
  }
  return lines;
}

const TOKEN = /(:rb_[a-z0-9_]+:)|\[([^\]\n]{1,40})\]|(\d+)|([A-Za-z][A-Za-z0-9]*(?:['’][A-Za-z]+|-[A-Za-z0-9]+)*'?)|([.,:;!?—–"()+\-/*])|(\S)/g;

/** The tokens of one line of plain text. Straight and curly apostrophes are one. */
export function lex(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.replace(/[\u00a0\u2009\u202f]/g, ' ').matchAll(TOKEN)) {
    if (m[1] !== undefined) tokens.push({ kind: 'symbol', text: m[1] });
    else if (m[2] !== undefined) tokens.push({ kind: 'bracket', text: m[2].trim().replace(/\s+/g, ' ') });
    else if (m[3] !== undefined) tokens.push({ kind: 'number', text: m[3] });
    else if (m[4] !== undefined) tokens.push({ kind: 'word', text: m[4].replace(/’/g, "'") });
    else if (m[5] !== undefined) tokens.push({ kind: 'punct', text: m[5] === '–' ? '—' : m[5] });
    else if (m[6] !== undefined) tokens.push({ kind: 'punct', text: m[6] });
  }
  return tokens;
}

/**
 * A line that is only a keyword printed without its brackets ("Ganking", "Assault 2") as the
 * bracketed keyword it names: some printings leave the brackets out of a keyword line.
 */
export function bracketBareKeyword(tokens: Token[]): Token[] {
  const [word, value, ...rest] = tokens;
  if (word?.kind !== 'word' || rest.length > 0 || (value !== undefined && value.kind !== 'number')) return tokens;
  if (!/^[A-Z]/.test(word.text) || !(KEYWORDS as readonly string[]).includes(word.text.toLowerCase())) return tokens;
  return [{ kind: 'bracket', text: value === undefined ? word.text : `${word.text} ${value.text}` }];
}

/** The tokens without a period that doubles the one before it: a misprint that says nothing more (normalize.ts compares without it too). */
function dropDoubledPeriods(tokens: Token[]): Token[] {
  const doubled = (t: Token, i: number) => i > 0 && t.kind === 'punct' && t.text === '.' && tokens[i - 1]?.kind === 'punct' && tokens[i - 1]?.text === '.';
  return tokens.some(doubled) ? tokens.filter((t, i) => !doubled(t, i)) : tokens;
}

/** The tokens without the text in parentheses (reminder text), nested or not. */
export function dropReminders(tokens: readonly Token[]): Token[] {
  const kept: Token[] = [];
  let depth = 0;
  for (const t of tokens) {
    if (t.kind === 'punct' && t.text === '(') depth++;
    else if (t.kind === 'punct' && t.text === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) kept.push(t);
  }
  return kept;
}
