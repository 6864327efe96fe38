/**
 * A character's replacement of its own leaving the Expedition zone (card data: a `modifiers`
 * entry with `step: "leave"`, `instead: "mana"`, and `ifBoosted` for "while I'm [[Boosted]]"),
 * in both languages side by side: "If I would leave the Expedition zone ..., put me in my
 * owner's Mana zone instead." ("Si je devais quitter la zone d'Expédition en étant [[Boosté]],
 * mettez-moi ... à la place."). The reminder of the exhausted Mana Orb is dropped by the lexer.
 * "You may put me ..." (a choice in the middle of a move) has no card data yet: refused.
 */
import { map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { PrintedModifier } from './ast.js';
import { either, optionalWord, words, type Rule } from './primitives.js';

/** A language's words: the condition, "while Boosted" (optional), and the replacement with its comma. */
interface LeaveWords {
  readonly ifILeave: Rule<undefined>;
  readonly whileBoosted: Rule<undefined>;
  readonly toManaInstead: Rule<undefined>;
}

function leaveReplacement(said: LeaveWords): Rule<PrintedModifier> {
  return map(pair(pair(said.ifILeave, optionalWord(said.whileBoosted)), said.toManaInstead), {
    to: ([[, boosted]]): PrintedModifier => (boosted ? { step: 'leave', instead: 'mana', ifBoosted: true } : { step: 'leave', instead: 'mana' }),
    from: (m: PrintedModifier) => (m.step === 'leave' && m.instead === 'mana' ? ([[undefined, m.ifBoosted === true], undefined] as const) : NO),
  });
}

export const leaveReplacements = {
  en: leaveReplacement({
    ifILeave: words('if I would leave the Expedition zone'),
    whileBoosted: words("while I'm [[Boosted]]"),
    toManaInstead: words(", put me in my owner's Mana zone instead"),
  }),
  fr: leaveReplacement({
    ifILeave: words("si je devais quitter la zone d' Expédition"),
    // The status agrees with the character: "Boostée" read too, "Boosté" printed.
    whileBoosted: either('en étant [[Boosté]]', 'en étant [[Boostée]]'),
    toManaInstead: words(', mettez-moi dans la zone de Mana de mon propriétaire à la place'),
  }),
};
