/**
 * The Altered card-text compiler: a card's printed text, in English or in French, to card
 * data, whole or not at all. Each line is read by the language's grammar (grammar.ts); a line
 * no rule reads refuses the card with the phrase where reading stopped and why, and a reading
 * the card data cannot state refuses it with that reason. Where the grammar reads a line in
 * more than one way, the reading that prints back as the line is kept.
 */
import { ParseBudgetExceeded, ParseInput, parseAll, printAll, Refusal, type Syntax, type Token } from '../../../engine/syntax/syntax.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { Language, Line, Steps } from './ast.js';
import type { Grammar } from './grammar.js';
import { grammarOf } from './languages.js';
import { MAX_CARD_TEXT, textLines, untokenize, type TextLine } from './lexer.js';
import { assemble, type CardHeader, type TokenBook } from './lower.js';
import { joinResults, listsResults, markListed } from './dice-lists.js';
import { sameTokens } from './normalize.js';
import type { TextContext } from './primitives.js';
import { text as syntaxText } from '../../../engine/i18n/card-text/messages.js';
import { reasoned, type Reasoned } from '../../../engine/card-text/reasons.js';
import { text } from '../i18n/text-messages.js';

/** Why a card was not compiled: the phrase that stopped it and the reason (English, its words kept: reasons.ts). */
export interface CardRefusal extends Reasoned {
  readonly phrase: string;
}

export type CompileResult = { readonly ok: true; readonly card: AlteredCard } | { readonly ok: false; readonly refusal: CardRefusal };

/** Compiles a card from its header and its printed text in `lang`; tokens its text makes are found (or made) in `tokens`. */
export function compileCard(header: CardHeader, text: string, lang: Language, tokens: TokenBook): CompileResult {
  if (text.length > MAX_CARD_TEXT) return { ok: false, refusal: reasoned({ phrase: text.slice(0, 40) }, syntaxText('syntax.tooLong', { max: MAX_CARD_TEXT })) };
  const g = grammarOf(lang);
  const lines: Line[] = [];
  for (const printed of textLines(text)) {
    const results = joinResults(printed.tokens, printed.modes, lang);
    const read = results !== undefined ? readResults(results, g) : printed.modes.length > 0 ? readModes(printed, g) : readWith(g.line, printed.tokens, lang);
    if ('refusal' in read) return { ok: false, refusal: read.refusal };
    lines.push(read.value);
  }
  const card = assemble(header, lines, tokens);
  if (card instanceof Refusal) return { ok: false, refusal: reasoned({ phrase: text.replace(/\s+/g, ' ').trim().slice(0, 120) }, card.words) };
  return { ok: true, card: text.trim() ? { ...card, text: text.trim() } : card };
}

/** "Choose one:" and its modes, each read on its own as a spell's instructions. */
function readModes(printed: TextLine, g: Grammar): { value: Line } | { refusal: CardRefusal } {
  const opening = readWith(g.opening, printed.tokens, g.lang);
  if ('refusal' in opening) return opening;
  const modes: Steps[] = [];
  for (const tokens of printed.modes) {
    const mode = readWith(g.mode, tokens, g.lang);
    if ('refusal' in mode) return mode;
    modes.push(mode.value);
  }
  return { value: { kind: 'modes', modes, ...(opening.value === undefined ? {} : { more: opening.value }) } };
}

/** A roll whose results follow as bullets, read in its running form (dice-lists.ts); the roll keeps that it lists them. */
function readResults(tokens: readonly Token[], g: Grammar): { value: Line } | { refusal: CardRefusal } {
  const read = readWith(g.line, tokens, g.lang);
  if ('refusal' in read) return read;
  const value = markListed(read.value);
  return listsResults(value) ? { value } : { refusal: reasoned({ phrase: untokenize(tokens, g.lang) }, text('refusal.resultsWithoutRoll')) };
}

/** The one reading of the tokens by a rule: the first that prints back as them, else the first. */
function readWith<T>(rule: Syntax<T, TextContext>, tokens: readonly Token[], lang: Language): { value: T } | { refusal: CardRefusal } {
  const input = new ParseInput<TextContext>(tokens, undefined);
  let readings: T[];
  try {
    readings = parseAll(rule, input);
  } catch (error) {
    if (error instanceof ParseBudgetExceeded) return { refusal: reasoned({ phrase: untokenize(tokens, lang) }, error.words) };
    throw error;
  }
  if (readings.length === 0) return { refusal: whereReadingStopped(tokens, input, lang) };
  const exact = readings.find((reading) => {
    const back = printAll(rule, reading, undefined);
    return back !== undefined && sameTokens(back, tokens);
  });
  return { value: exact ?? (readings[0] as T) };
}

/** The sentence where no rule read further, and why: a refusal met there, or the words no rule reads. */
function whereReadingStopped(tokens: readonly Token[], input: ParseInput<TextContext>, lang: Language): CardRefusal {
  const at = Math.min(input.furthest, tokens.length - 1);
  let start = at;
  while (start > 0 && !isSentenceEnd(tokens[start - 1])) start--;
  let end = at;
  while (end < tokens.length && !isSentenceEnd(tokens[end])) end++;
  const phrase = untokenize(tokens.slice(start, Math.min(end + 1, tokens.length)), lang);
  const refusal = [...input.refusals].sort((a, b) => b.to - a.to)[0];
  if (refusal && refusal.to >= input.furthest - 1) return reasoned({ phrase: untokenize(tokens.slice(refusal.from, refusal.to), lang) }, refusal.refusal.words);
  const unread = untokenize(tokens.slice(at, Math.min(at + 3, tokens.length)), lang);
  return reasoned({ phrase }, input.furthest >= tokens.length ? syntaxText('syntax.unended') : syntaxText('syntax.unread', { words: unread }));
}

function isSentenceEnd(token: Token | undefined): boolean {
  return token !== undefined && token.kind === 'punct' && (token.text === '.' || token.text === '—' || token.text === ':');
}
