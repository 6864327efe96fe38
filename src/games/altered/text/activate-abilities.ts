/**
 * Activating a target's {J} reactions, in both languages (the `activate` effect with the
 * `played` trigger, glossary 7.3.1.b: the target's own reactions activate): "activate the {J}
 * abilities of target Permanent you control", "activez les capacités {J} d'un Permanent ciblé
 * que vous contrôlez" (after "vous pouvez": "activer ...").
 */
import { alt, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Named, Step } from './ast.js';
import { t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

function activateJ(phrase: Rule<object>): Rule<Step> {
  return stepPhrase(
    phrase as Rule<{ who: Named }>,
    ({ who }) => ({ op: 'activate', trigger: 'played', names: who }),
    (s) => (s.op === 'activate' && s.trigger === 'played' && s.names !== undefined && 'target' in s.names ? { who: s.names } : NO),
  );
}

export const activateAbilities = {
  /** `targets`: the characters and permanents said in full. */
  en: (targets: Rule<Named>): Rule<Step> => activateJ(t`activate the {J} abilities of ${slot('who', targets)}`),
  /** French: the order (`imperative`) or the infinitive after "vous pouvez"; "d'" before the target's "un", "de" before `several` ("de jusqu'à deux Permanents ciblés"). */
  fr: (targets: Rule<Named>, imperative: boolean, several?: Rule<Named>): Rule<Step> => {
    const verb = imperative ? 'activez' : 'activer';
    return alt(activateJ(t`${words(verb)} les capacités {J} d' ${slot('who', targets)}`), ...(several === undefined ? [] : [activateJ(t`${words(verb)} les capacités {J} de ${slot('who', several)}`)]));
  },
};
