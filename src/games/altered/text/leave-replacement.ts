/**
 * A character's replacement of its own leaving the Expedition zone (card data: a `modifiers`
 * entry with `step: "leave"`, `instead: "mana"`, `ifBoosted` for "while I'm [[Boosted]]", and
 * `optional` for "you may put me ..."), in both languages side by side: "If I would leave the
 * Expedition zone ..., (you may) put me in my owner's Mana zone instead." ("Si je devais quitter
 * la zone d'Expédition en étant [[Boosté]], mettez-moi (vous pouvez me mettre) ... à la place.").
 * The reminder of the exhausted Mana Orb is dropped by the lexer. "If you don't, draw a card."
 * ("Si vous ne le faites pas, ..."), the sentence after a "you may" one, is a line of its own
 * (a rare's addition, after two spaces) that lower.ts joins to the modifier as its `declined` steps.
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { PrintedModifier } from './ast.js';
import { constant, either, optionalWord, words, type Rule } from './primitives.js';

/** A language's words: the condition, "while Boosted" (optional), and the replacement with its comma, ordered or offered ("you may"). */
interface LeaveWords {
  readonly ifILeave: Rule<undefined>;
  readonly whileBoosted: Rule<undefined>;
  readonly toManaInstead: Rule<undefined>;
  readonly mayToManaInstead: Rule<undefined>;
}

function leaveReplacement(said: LeaveWords): Rule<PrintedModifier> {
  const instead = alt(constant(said.toManaInstead, false), constant(said.mayToManaInstead, true));
  return map(pair(pair(said.ifILeave, optionalWord(said.whileBoosted)), instead), {
    to: ([[, boosted], optional]): PrintedModifier => ({ step: 'leave', instead: 'mana', ...(boosted ? { ifBoosted: true as const } : {}), ...(optional ? { optional: true as const } : {}) }),
    from: (m: PrintedModifier) => (m.step === 'leave' && m.instead === 'mana' ? ([[undefined, m.ifBoosted === true], m.optional === true] as const) : NO),
  });
}

export const leaveReplacements = {
  en: leaveReplacement({
    ifILeave: words('if I would leave the Expedition zone'),
    whileBoosted: words("while I'm [[Boosted]]"),
    toManaInstead: words(", put me in my owner's Mana zone instead"),
    mayToManaInstead: words(", you may put me in my owner's Mana zone instead"),
  }),
  fr: leaveReplacement({
    ifILeave: words("si je devais quitter la zone d' Expédition"),
    // The status agrees with the character: "Boostée" read too, "Boosté" printed.
    whileBoosted: either('en étant [[Boosté]]', 'en étant [[Boostée]]'),
    toManaInstead: words(', mettez-moi dans la zone de Mana de mon propriétaire à la place'),
    mayToManaInstead: words(', vous pouvez me mettre dans la zone de Mana de mon propriétaire à la place'),
  }),
  /** "If you don't," opening the sentence after a "you may" replacement (the modifier's `declined` steps; lower.ts joins them to it). */
  declined: { en: words("if you don't,"), fr: words('si vous ne le faites pas,') },
};
