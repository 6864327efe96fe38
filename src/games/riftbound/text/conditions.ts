/**
 * Conditions a step asks as it resolves, as printed before it: "If it's attacking, ...", "If
 * this kills it, ...". Each is a card condition (the expression language, card-conditions.ts)
 * about the last thing chosen, which the step's condition names by its target's name (`{
 * "event": "unit" }`) once lowered (lower.ts).
 */
import { alt, map, NO } from '../../../engine/syntax/syntax.js';
import type { TextContext } from './context.js';
import { bracket, either, phrase, t, words, type Rule } from './primitives.js';
import { isAgain, type Ref } from './targets.js';

/** A selector asked about one object: `{ "sel": name, "args": [{ "event": ref }] }`. */
export interface Asked {
  readonly sel: string;
  readonly args: readonly [{ readonly event: Ref }];
}

function about(sel: string, words: Rule<undefined>): Rule<Asked> {
  return map(words, {
    to: (): Asked => ({ sel, args: [{ event: { again: 'it' } }] }),
    from: (c: Asked) => {
      const arg = c.args?.[0]?.event;
      return c.sel === sel && c.args.length === 1 && arg !== undefined && isAgain(arg) && arg.again === 'it' ? undefined : NO;
    },
  });
}

/** "it's attacking" or "it is attacking" ("it's" is printed). */
function itIs(what: Rule<undefined>): Rule<undefined> {
  return alt(phrase(t`it's ${what}`), phrase(t`it is ${what}`));
}

/** The conditions a step may print before it. */
export const stepCondition: Rule<Asked> = alt<Asked, TextContext>(
  about('isAttacking', itIs(words('attacking'))),
  about('isDefending', itIs(words('defending'))),
  about('isStunned', itIs(words('stunned'))),
  about('isExhausted', itIs(words('exhausted'))),
  about('isDamaged', itIs(words('damaged'))),
  about('isBuffed', itIs(words('buffed'))),
  about('isEquipped', itIs(words('equipped'))),
  about('isMighty', itIs(bracket('Mighty'))),
  about('hasLethalDamage', either('this kills it')),
);
