/**
 * Card data to printed text: the renderer. It reads only the card's data (keywords,
 * abilities, effects, costs, targets), never a stored `text`, and writes each line with the
 * same grammar the compiler reads (abilities.ts), so a card written as data reads as the game
 * prints its cards and a compiled card reads back as its printed text.
 */
import { reasoned, type Reasoned } from '../../../engine/card-text/reasons.js';
import { Text } from '../../../engine/i18n/catalogue.js';
import { printAll, type Token } from '../../../engine/syntax/syntax.js';
import { text as reasonText } from '../i18n/text-messages.js';
import { capitalizeSentences, detokenize } from '../../../engine/syntax/tokens.js';
import type { CardDefinition } from '../schema/card-schema.js';
import { line as lineRule } from './abilities.js';
import { linesOf } from './card-lines.js';
import type { CardLookup, TextContext } from './context.js';
import { steps } from './effects.js';
import { chooseOne, modalAbility } from './modes.js';
import type { AbilityAst } from './ability-ast.js';
import type { Step } from './step.js';

export type RenderResult = { readonly ok: true; readonly lines: readonly (readonly Token[])[]; readonly text: string } | ({ readonly ok: false } & Reasoned);

/**
 * The printed lines of a card, or why a part of it has no printed form yet. `cards`: the
 * set's cards, by which a token the card makes is described.
 */
export function renderCard(card: CardDefinition, cards?: CardLookup): RenderResult {
  const lines = linesOf(withoutText(card));
  if (lines instanceof Text) return reasoned({ ok: false as const }, lines);
  const context: TextContext = { type: card.type, ...(cards ? { cards } : {}) };
  const printed: Token[][] = [];
  const text: string[] = [];
  for (const line of lines) {
    if (line.kind === 'modes') {
      const modes = printModes(line.modes, line.ability, context);
      if (modes instanceof Text) return reasoned({ ok: false as const }, modes);
      printed.push(modes.flat());
      text.push(modes.map((l, i) => (i === 0 ? capitalizeEffects(capitalizeSentences(detokenize(l))) : `- ${capitalizeSentences(detokenize(l))}`)).join('\n'));
      continue;
    }
    const tokens = printAll(lineRule, line, context);
    if (tokens === undefined) return reasoned({ ok: false as const }, reasonText(line.kind === 'ability' ? 'render.noRuleForAbility' : 'render.noRuleForLine', { kind: line.kind === 'ability' ? line.ability.kind : line.kind, data: JSON.stringify(line).slice(0, 160) }));
    const said = articles(tokens);
    printed.push(said);
    text.push(capitalizeQuoted(capitalizeEffects(capitalizeSentences(detokenize(said)))));
  }
  return { ok: true, lines: printed, text: text.join('\n') };
}

/** "Choose one —" (after a modal ability's trigger or cost) and each mode's instructions, as lines (a list under the first), or why a part has no printed form. */
function printModes(modes: readonly (readonly Step[])[], ability: AbilityAst | undefined, context: TextContext): Token[][] | Text {
  const opening = ability === undefined ? printAll(chooseOne, {}, context) : printAll(modalAbility, ability, context);
  if (opening === undefined) return ability === undefined ? reasonText('render.noChooseOne') : reasonText('render.noChooseOneAfter', { data: JSON.stringify(ability).slice(0, 160) });
  const out = [articles(opening)];
  for (const mode of modes) {
    const tokens = printAll(steps, mode, context);
    if (tokens === undefined) return reasonText('render.noRuleForMode', { data: JSON.stringify(mode).slice(0, 160) });
    out.push(articles(tokens));
  }
  return out;
}

/** "a" before a vowel sound is "an". */
function articles(tokens: readonly Token[]): Token[] {
  return tokens.map((t, i) => {
    if (t.kind !== 'word' || t.text.toLowerCase() !== 'a') return t;
    const next = tokens[i + 1];
    const vowel = next !== undefined && next.kind === 'word' && /^[aeiou]/i.test(next.text) && !/^(one|uni|use)/i.test(next.text);
    return vowel ? { kind: 'word', text: t.text === 'A' ? 'An' : 'an' } : t;
  });
}

/** The card without any `text` field, at any depth: the renderer never reads one. */
function withoutText(card: CardDefinition): CardDefinition {
  return JSON.parse(JSON.stringify(card, (key, value: unknown) => (key === 'text' ? undefined : value))) as CardDefinition;
}

/**
 * An activated ability's effects start with a capital after its cost, which ends with a colon
 * (":rb_exhaust:: Draw 1.", "Spend my buff: Give me ..."); an icon's own closing colon inside a
 * sentence (":rb_might: this turn") is no such end.
 */
function capitalizeEffects(line: string): string {
  return line.replace(/(::\s+|(?<!:rb_[a-z0-9_]*)[a-z]:\s+)([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase());
}

/** A quoted ability given to another object starts with a capital: 'that unit has "When I conquer, ..."'. */
function capitalizeQuoted(line: string): string {
  return line.replace(/(\s")([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase());
}
