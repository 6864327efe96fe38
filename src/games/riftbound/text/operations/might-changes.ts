/**
 * Might changes said with their own verb: "Double a friendly unit's Might this turn." is a
 * `modifyMight` of the unit's current Might (CR 432.1), printed in the wording `double`;
 * "Swap the Might of two units ... this turn" a `swapMight` (CR 433); "This turn, increase its
 * Might to the Might of an enemy unit here." a `raiseMight`.
 */
import { alt, map, mark, NO, ParseInput, slot, syntax, withContext, type WordingList } from '../../../../engine/syntax/syntax.js';
import type { TextContext } from '../context.js';
import { mightSymbol, t, type Rule } from '../primitives.js';
import { signedMight } from './basic.js';
import { operation, type Step } from '../step.js';
import { choice, isAgain, mightOf, type Choice, type Ref } from '../targets.js';
import { object, oneObject, recipient } from '../objects.js';

/** The longest noun phrase a possessive is looked for in, in tokens ("another buffed friendly unit at a battlefield's"). */
const LONGEST = 12;

/**
 * A phrase of `rule` in the possessive: its last word with "'s" ("a friendly unit's"). The
 * phrase is read as if the word had no "'s", and printed with it.
 */
function possessive<T>(rule: Rule<T>): Rule<T> {
  return syntax<T, TextContext>(
    function* (input, at) {
      input.step();
      const end = Math.min(input.tokens.length, at + LONGEST);
      for (let j = at + 1; j <= end; j++) {
        const token = input.tokens[j - 1];
        if (token?.kind !== 'word' || !/^[A-Za-z][A-Za-z-]*'s$/.test(token.text)) continue;
        const plain = [...input.tokens.slice(0, j - 1), { kind: 'word' as const, text: token.text.slice(0, -2) }];
        for (const [value, next] of rule.parse(new ParseInput(plain, input.context, input.budget), at)) {
          if (next !== j) continue;
          input.reached(j);
          yield [value, j] as const;
        }
      }
    },
    (value, out) => {
      const mark = out.tokens.length;
      if (!rule.print(value, out) || out.tokens.length === mark) return false;
      const last = out.tokens[out.tokens.length - 1];
      if (last?.kind !== 'word') return false;
      out.tokens[out.tokens.length - 1] = { kind: 'word', text: `${last.text}'s` };
      return true;
    },
  );
}

type Doubled = {
  readonly target: Ref;
  readonly equalTo: { readonly might: Ref };
  readonly wording?: WordingList;
};

/** "double a friendly unit's Might this turn": +Might equal to its Might (the unit chosen first, then named as "it"). */
const doubled: Rule<Doubled> = map(t`${mark('double')} double ${slot('target', possessive<Choice>(choice))} Might this turn`, {
  to: ({ target, wording }): Doubled => ({ target, equalTo: { might: { again: 'it' } }, ...(wording ? { wording } : {}) }),
  from: (s: Doubled) => {
    const might = s.equalTo?.might;
    return might !== undefined && isAgain(might) && might.again === 'it' && typeof s.target === 'object' && 'choose' in s.target ? { target: s.target, ...(s.wording ? { wording: s.wording } : {}) } : NO;
  },
});

/** Whose Might a step changes: "its Might", "my Might". */
const whoseMight: Rule<Ref> = map(mightOf, { to: ({ might }) => might, from: (might: Ref) => ({ might }) });

export const MIGHT_CHANGE_OPERATIONS: readonly Rule<Step>[] = [
  // Doubling adds the Might it has as the step resolves (CR 432.1-432.1.a).
  operation('modifyMight', doubled, {}, ['target', 'equalTo', 'wording']),
  // A unit doubling its own Might, this turn or this combat (until the combat in progress ends).
  withContext((c: TextContext) =>
    c.type === 'unit'
      ? alt<Step, TextContext>(
          operation('modifyMight', t`${mark('double')} double my Might this turn`, { target: 'self', equalTo: { might: 'self' } }),
          operation('modifyMight', t`${mark('double')} double my Might this combat`, { target: 'self', equalTo: { might: 'self' }, duration: 'combat' }),
        )
      : alt<Step, TextContext>(),
  ),
  // The Might said before the unit (the wording `amountFirst`): "give +:rb_might: equal to its Might to a friendly unit here this turn".
  operation('modifyMight', t`${mark('amountFirst')} give ${slot('amount', signedMight)} to ${slot('target', recipient)} this turn`),
  operation('modifyMight', t`${mark('amountFirst')} give + ${mightSymbol} equal to ${slot('equalTo', mightOf)} to ${slot('target', recipient)} this turn`),
  // More for the unit just given some, its verb and unit unsaid (the wording `additional`): ", then an additional +1 :rb_might: this turn if ...".
  operation('modifyMight', t`${mark('additional')} an additional ${slot('amount', signedMight)} this turn`, { target: { again: 'it' } }),
  // Two units chosen under one name ("two units at the same battlefield"): the card checker asks for exactly two.
  operation('swapMight', t`swap the Might of ${slot('target', object)} this turn`),
  operation('raiseMight', t`this turn , increase ${slot('target', whoseMight)} to the Might of ${slot('to', oneObject)}`),
];
