/**
 * A card discarded from a Reserve as the ability's target, in both languages side by side:
 * "Discard target exhausted card from a Reserve.", "Discard target card from a Reserve."
 * ("Défaussez une carte épuisée ciblée d'une Réserve.", "Défaussez une carte ciblée d'une
 * Réserve."; after "vous pouvez": "défausser ..."): the `discard` step on a `reserveCard` target,
 * `exhausted` in its scope where the text says so.
 */
import { alt, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Named, Step } from './ast.js';
import { constantValue, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

function discard(verb: string, exhausted: string, any: string): Rule<Step> {
  const card = alt(constantValue(exhausted, { target: 'reserveCard', scope: { exhausted: true } } as Named), constantValue(any, { target: 'reserveCard' } as Named));
  return stepPhrase(
    t`${words(verb)} ${slot('who', card)}`,
    ({ who }) => ({ op: 'discard', names: who }) as Step,
    (s) => (s.op === 'discard' && s.names !== undefined && 'target' in s.names && s.names.target === 'reserveCard' ? { who: s.names } : NO),
  );
}

export const reserveDiscards = {
  en: discard('discard', 'target exhausted card from a Reserve', 'target card from a Reserve'),
  /** French: the order (`imperative`) or the infinitive after "vous pouvez". */
  fr: (imperative: boolean) => discard(imperative ? 'défaussez' : 'défausser', "une carte épuisée ciblée d' une Réserve", "une carte ciblée d' une Réserve"),
};
