/**
 * Replacements of a player's own Morning steps (card data: `modifiers` entries with `step`
 * `morningDraw` or `expand` and their `instead` effects; mechanics/step-modifiers.ts), a line in both
 * languages side by side: "During Morning, draw only one card." replaces the Draw with a draw of
 * one card; "put the top card of your deck in your Mana zone instead of a card from your hand"
 * replaces the Expand, as a sentence of its own after "Then," or alone after "During Morning,".
 * ("Le Matin, piochez une seule carte. Puis, mettez la première carte de votre deck dans votre
 * zone de Mana, au lieu d'une carte de votre main.")
 */
import { alt } from '../../../engine/syntax/syntax.js';
import type { StepReplacement } from './ast.js';
import { constantValue, type Rule } from './primitives.js';
import { sameValue } from './same-value.js';

const DRAW_ONE: StepReplacement = { step: 'morningDraw', instead: [{ op: 'draw', amount: 1 }] };
const EXPAND_FROM_DECK: StepReplacement = { step: 'expand', instead: [{ op: 'deckToMana', amount: 1 }] };

/** The lists of replacements the line prints: the Draw's, the Draw's and the Expand's, or the Expand's. */
const WORDED: readonly (readonly StepReplacement[])[] = [[DRAW_ONE, EXPAND_FROM_DECK], [DRAW_ONE], [EXPAND_FROM_DECK]];

/** Whether these replacements, the Draw's first, are printed by the line. */
export function hasMorningWording(modifiers: readonly StepReplacement[]): boolean {
  return WORDED.some((w) => sameValue(w, modifiers));
}

/** A language's words: the opening, the Draw replaced, "Then," and the Expand replaced. */
interface MorningWords {
  readonly during: string;
  readonly drawOne: string;
  readonly then: string;
  readonly expandFromDeck: string;
}

function morningReplacements(w: MorningWords): Rule<readonly StepReplacement[]> {
  return alt(
    constantValue(`${w.during} ${w.drawOne} . ${w.then} ${w.expandFromDeck}`, WORDED[0] as readonly StepReplacement[]),
    constantValue(`${w.during} ${w.drawOne}`, WORDED[1] as readonly StepReplacement[]),
    constantValue(`${w.during} ${w.expandFromDeck}`, WORDED[2] as readonly StepReplacement[]),
  );
}

export const morningReplacementWords: Readonly<Record<'en' | 'fr', Rule<readonly StepReplacement[]>>> = {
  en: morningReplacements({
    during: 'During Morning ,',
    drawOne: 'draw only one card',
    then: 'Then ,',
    expandFromDeck: 'put the top card of your deck in your Mana zone instead of a card from your hand',
  }),
  fr: morningReplacements({
    during: 'Le Matin ,',
    drawOne: 'piochez une seule carte',
    then: 'Puis ,',
    expandFromDeck: "mettez la première carte de votre deck dans votre zone de Mana , au lieu d' une carte de votre main",
  }),
};
