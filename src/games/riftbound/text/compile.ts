/**
 * The card-text compiler: a card's printed text to card data, whole or not at all. Each line
 * is read by the templating's grammar (abilities.ts); a line no rule reads refuses the card
 * with the phrase where reading stopped and why. Where the grammar reads a line in more than
 * one way, the reading that prints back as the line is kept.
 */
import { ParseBudgetExceeded, ParseInput, parseAll, printAll, Refusal, type Syntax, type Token } from '../../../engine/syntax/syntax.js';
import { detokenize } from '../../../engine/syntax/tokens.js';
import type { Text } from '../../../engine/i18n/catalogue.js';
import { text as syntaxText } from '../../../engine/i18n/card-text/messages.js';
import { reasoned, type Reasoned } from '../../../engine/card-text/reasons.js';
import type { CardDefinition } from '../schema/card-schema.js';
import { line as lineRule } from './abilities.js';
import type { AbilityAst, Line } from './ability-ast.js';
import { assemble, type CardHeader } from './card-lines.js';
import type { CardLookup, TextContext } from './context.js';
import { steps } from './effects.js';
import { MAX_CARD_TEXT, textLines, type TextLine } from './lexer.js';
import { chooseOne, modalAbility } from './modes.js';
import { sameTokens } from './normalize.js';
import type { Step } from './step.js';
import { TokenCards } from './token-cards.js';

/** Why a card was not compiled: the phrase that stopped it and the reason (English, its words kept: reasons.ts). */
export interface CardRefusal extends Reasoned {
  readonly phrase: string;
}

/**
 * A compiled card, and the token cards made for it: tokens its text makes that the set has no
 * card of (token-cards.ts), to be added to the set beside it.
 */
export type CompileResult = { readonly ok: true; readonly card: CardDefinition; readonly tokens: readonly CardDefinition[] } | { readonly ok: false; readonly refusal: CardRefusal };

/**
 * Compiles a card from its header (what the record says outside the text) and its printed
 * text. `cards`: the set's other cards, where the tokens its text makes are looked for by name.
 */
export function compileCard(header: CardHeader, text: string, cards?: CardLookup): CompileResult {
  if (text.length > MAX_CARD_TEXT) return refused(text.slice(0, 40), syntaxText('syntax.tooLong', { max: MAX_CARD_TEXT }));
  const context: TextContext = { type: header.type, ...(cards ? { cards } : {}) };
  const tokens = new TokenCards(cards);
  const lines: Line[] = [];
  for (const printed of textLines(text)) {
    const read = printed.modes.length > 0 ? readModes(printed, context) : readLine(printed.tokens, context);
    if ('refusal' in read) return { ok: false, refusal: read.refusal };
    lines.push(read.line);
  }
  const card = assemble(header, lines, tokens);
  if (card instanceof Refusal) return refused(text.replace(/<[^>]*>/g, ' ').trim().slice(0, 120), card.words);
  return { ok: true, card: { ...card, ...(text.trim() ? { text: plainText(text) } : {}) }, tokens: tokens.made };
}

function refused(phrase: string, reason: Text | string): CompileResult {
  return { ok: false, refusal: reasoned({ phrase }, reason) };
}

/** The one reading of a line: the first that prints back as the line, else the first. */
function readLine(tokens: readonly Token[], context: TextContext): { line: Line } | { refusal: CardRefusal } {
  const read = readWith(lineRule, tokens, context);
  return 'refusal' in read ? read : { line: read.value };
}

/** "Choose one —" and its modes, each read on its own as instructions (modes.ts): a spell's, or an ability's after its trigger or cost. */
function readModes(printed: TextLine, context: TextContext): { line: Line } | { refusal: CardRefusal } {
  const opening = context.type === 'spell' ? readWith(chooseOne, printed.tokens, context) : readWith(modalAbility, printed.tokens, context);
  if ('refusal' in opening) return opening;
  const modes: (readonly Step[])[] = [];
  for (const tokens of printed.modes) {
    const mode = readWith(steps, tokens, context);
    if ('refusal' in mode) return mode;
    modes.push(mode.value);
  }
  return { line: context.type === 'spell' ? { kind: 'modes', modes } : { kind: 'modes', modes, ability: opening.value as AbilityAst } };
}

/** The one reading of the tokens by a rule: the first that prints back as them, else the first. */
function readWith<T>(rule: Syntax<T, TextContext>, tokens: readonly Token[], context: TextContext): { value: T } | { refusal: CardRefusal } {
  const input = new ParseInput(tokens, context);
  let readings: T[];
  try {
    readings = parseAll(rule, input);
  } catch (error) {
    if (error instanceof ParseBudgetExceeded) return { refusal: reasoned({ phrase: detokenize(tokens) }, error.words) };
    throw error;
  }
  if (readings.length === 0) return { refusal: whereReadingStopped(tokens, input) };
  const exact = readings.find((reading) => {
    const back = printAll(rule, reading, context);
    return back !== undefined && sameTokens(back, tokens);
  });
  return { value: exact ?? (readings[0] as T) };
}

/** The sentence where no rule read further, and why: a refusal met there, or the words no rule reads. */
function whereReadingStopped(tokens: readonly Token[], input: ParseInput<TextContext>): CardRefusal {
  const at = Math.min(input.furthest, tokens.length - 1);
  let start = at;
  while (start > 0 && !isSentenceEnd(tokens[start - 1])) start--;
  let end = at;
  while (end < tokens.length && !isSentenceEnd(tokens[end])) end++;
  const phrase = detokenize(tokens.slice(start, Math.min(end + 1, tokens.length)));
  const refusal = [...input.refusals].sort((a, b) => b.to - a.to)[0];
  if (refusal && refusal.to >= input.furthest - 1) return reasoned({ phrase: detokenize(tokens.slice(refusal.from, refusal.to)) }, refusal.refusal.words);
  const unread = detokenize(tokens.slice(at, Math.min(at + 4, tokens.length)));
  return reasoned({ phrase }, input.furthest >= tokens.length ? syntaxText('syntax.unended') : syntaxText('syntax.unread', { words: unread }));
}

function isSentenceEnd(token: Token | undefined): boolean {
  return token !== undefined && token.kind === 'punct' && (token.text === '.' || token.text === '—');
}

/** A card's text for people: one ability a line, markup kept, reminder text kept. */
function plainText(text: string): string {
  return text
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>|<\/p>\s*<p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&#39;|&apos;/g, "'")
    .trim();
}
