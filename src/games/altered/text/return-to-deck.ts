/**
 * An object in play returned to the top of its owner's deck, in both languages side by side
 * (card data: a `returnToDeck` step): "return target Character or Permanent to the top of its
 * owner's deck", French "renvoyez un Permanent ciblé au-dessus du deck de son
 * propriétaire" (after "vous pouvez": "renvoyer ..."; "it": "renvoyez-le ...", "le renvoyer ...").
 */
import { alt, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Named, Step } from './ast.js';
import { either, phrase, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

/** The step on its object (`who`, a target or "it") where its words put it. */
function toDeck(said: (who: Rule<Named>) => Rule<object>, object: Rule<Named>): Rule<Step> {
  return stepPhrase(
    said(object) as Rule<{ who: Named }>,
    ({ who }) => ({ op: 'returnToDeck', names: who }),
    (s) => (s.op === 'returnToDeck' && s.names !== undefined ? { who: s.names } : NO),
  );
}

/** The step on "it" said before the verb (French). */
function itToDeck(said: Rule<undefined>): Rule<Step> {
  return stepPhrase(
    said,
    () => ({ op: 'returnToDeck', names: { it: true } }),
    (s) => (s.op === 'returnToDeck' && s.names !== undefined && 'it' in s.names ? undefined : NO),
  );
}

export const returnToDeckWords = {
  /** `object`: the characters and permanents a step names ("target Character or Permanent", "it"). */
  en: (object: Rule<Named>): Rule<Step> => toDeck((who) => t`return ${slot('who', who)} to the top of its owner's deck`, object),
  /** French: the order (`imperative`) or the infinitive after "vous pouvez"; `targets`: said in full. */
  fr: (targets: Rule<Named>, imperative: boolean): Rule<Step> => {
    const deck = words('au-dessus du deck de son propriétaire');
    return alt(
      toDeck((who) => t`${words(imperative ? 'renvoyez' : 'renvoyer')} ${slot('who', who)} ${deck}`, targets),
      itToDeck(phrase(t`${imperative ? either('renvoyez-le', 'renvoyez-la') : words('le renvoyer')} ${deck}`)),
    );
  },
};
