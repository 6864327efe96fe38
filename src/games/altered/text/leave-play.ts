/**
 * Objects sent out of play by an effect, in both languages: "discard target Character or
 * Permanent" (`discard`: to its owner's Discard, any player's object, no sacrifice, glossary
 * 7.3.19), "return target Permanent to its owner's hand" (`returnToHand`); French "défaussez
 * un Permanent ciblé", "renvoyez un Personnage ciblé dans la main de son propriétaire" (after
 * "vous pouvez": "défausser ...", "renvoyer ..."). "It" after the target is said in full.
 */
import { alt, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Named, Step } from './ast.js';
import { either, phrase, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

type Op = 'discard' | 'returnToHand';

/** One step: its object (`who`, a target or "it") in the place its words give it. */
function leave(op: Op, phrase: (who: Rule<Named>) => Rule<object>, object: Rule<Named>): Rule<Step> {
  return stepPhrase(
    phrase(object) as Rule<{ who: Named }>,
    ({ who }) => ({ op, names: who }),
    (s) => (s.op === op && s.names !== undefined ? { who: s.names } : NO),
  );
}

/** The step on "it", the target said before. */
function leaveIt(op: Op, said: Rule<undefined>): Rule<Step> {
  return stepPhrase(
    said,
    () => ({ op, names: { it: true } }),
    (s) => (s.op === op && s.names !== undefined && 'it' in s.names ? undefined : NO),
  );
}

export const leavePlay = {
  /** `object`: the characters and permanents a step names ("target Character", "target Permanent", "it"). */
  en: (object: Rule<Named>): Rule<Step> =>
    alt(
      leave('discard', (who) => t`discard ${slot('who', who)}`, object),
      leave('returnToHand', (who) => t`return ${slot('who', who)} to its owner's hand`, object),
    ),
  /**
   * French: the order (`imperative`) or the infinitive after "vous pouvez"; `targets`: the
   * characters and permanents said in full; "it" is "-le" after the order, "le" before the infinitive.
   */
  fr: (targets: Rule<Named>, imperative: boolean): Rule<Step> => {
    const verb = (order: string, infinitive: string) => words(imperative ? order : infinitive);
    const hand = words('dans la main de son propriétaire');
    return alt(
      leave('discard', (who) => t`${verb('défaussez', 'défausser')} ${slot('who', who)}`, targets),
      leaveIt('discard', imperative ? either('défaussez-le', 'défaussez-la') : words('le défausser')),
      leave('returnToHand', (who) => t`${verb('renvoyez', 'renvoyer')} ${slot('who', who)} ${hand}`, targets),
      leaveIt('returnToHand', phrase(t`${imperative ? either('renvoyez-le', 'renvoyez-la') : words('le renvoyer')} ${hand}`)),
    );
  },
};
