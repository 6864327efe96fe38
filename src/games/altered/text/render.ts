/**
 * Altered card data to printed text, in English or in French, from the data alone (a `text`
 * field is never read): the card's lines (lower.ts) printed by the language's grammar. The
 * main text's abilities are separated by two spaces as the official records print them, and
 * the support ability is its own part (`ECHO_EFFECT`).
 */
import { printAll, Refusal, type Token } from '../../../engine/syntax/syntax.js';
import { reasoned, type Reasoned } from '../../../engine/card-text/reasons.js';
import { text } from '../i18n/text-messages.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { Language, Line } from './ast.js';
import { grammarOf } from './languages.js';
import { untokenize } from './lexer.js';
import { listResults, listsResults } from './dice-lists.js';
import { raise, type TokenBook } from './lower.js';

export type RenderResult =
  | { readonly ok: true; readonly lines: readonly (readonly Token[])[]; readonly main: string; readonly support: string; readonly text: string }
  | ({ readonly ok: false } & Reasoned);

/** Capitalises the first letter of each sentence (the start, after a line's opening symbol, and after ". ", "— " or ": "); a symbol inside a sentence leaves the word after it alone. */
function capitalize(text: string): string {
  // A quoted ability ("Your Characters have: "{R} I gain 1 boost."") starts its own sentences too.
  return text.replace(/(^|^\{[A-Z]\}\s+|[.:—]\s+|"\{[A-Z]\}\s+)(\p{Ll})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
}

function printLines(lines: readonly Line[], lang: Language): { tokens: Token[][]; texts: string[] } | Refusal {
  const g = grammarOf(lang);
  const tokens: Token[][] = [];
  const texts: string[] = [];
  for (const line of lines) {
    if (line.kind === 'modes') {
      const opening = printAll(g.opening, line.more, undefined);
      if (opening === undefined) return new Refusal(text('refusal.chooseOneUnprinted'));
      tokens.push(opening);
      texts.push(untokenize(opening, lang));
      for (const mode of line.modes) {
        const printed = printAll(g.mode, mode, undefined);
        if (printed === undefined) return new Refusal(text('refusal.modeUnprinted'));
        tokens.push(printed);
        texts.push(`• ${capitalize(untokenize(printed, lang))}`);
      }
      continue;
    }
    const printed = printAll(g.line, line, undefined);
    if (printed === undefined) return new Refusal(text('refusal.lineUnprinted', { kind: line.kind }));
    const list = listsResults(line) ? listResults(printed, lang) : undefined;
    if (list !== undefined) {
      tokens.push(list.line, ...list.bullets);
      texts.push(capitalize(untokenize(list.line, lang)), ...list.bullets.map((b) => `• ${capitalize(untokenize(b, lang))}`));
      continue;
    }
    tokens.push(printed);
    texts.push(capitalize(untokenize(printed, lang)));
  }
  return { tokens, texts };
}

/** Why a card has no printed form: the refusal's reason, its words kept (reasons.ts). */
function unsaid(refusal: Refusal): RenderResult {
  return reasoned({ ok: false as const }, refusal.words);
}

/** The card's printed text in `lang`, or why part of its data has no printed form yet. */
export function renderCard(card: AlteredCard, lang: Language, tokens: TokenBook): RenderResult {
  const lines = raise(card, tokens);
  if (lines instanceof Refusal) return unsaid(lines);
  const main = printLines(lines.main, lang);
  if (main instanceof Refusal) return unsaid(main);
  const support = printLines(lines.support, lang);
  if (support instanceof Refusal) return unsaid(support);
  const mainText = main.texts.join('  ');
  const supportText = support.texts.join('  ');
  return { ok: true, lines: [...main.tokens, ...support.tokens], main: mainText, support: supportText, text: [mainText, supportText].filter(Boolean).join('\n') };
}
