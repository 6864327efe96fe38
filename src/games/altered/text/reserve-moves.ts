/**
 * Moving a character from its expedition to its owner's Reserve, in both languages (the
 * `sendToReserve` effect; glossary 2.4.6.c, 7.4.4.c): "send target Character to Reserve" (a
 * target qualified by its Hand Cost after "to Reserve"), "send it to Reserve", "send me to
 * Reserve"; "envoyez un Personnage ciblé en Réserve", "envoyez-le en Réserve", "envoyez-moi en
 * Réserve".
 */
import { alt, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Named, Step } from './ast.js';
import { either, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

/**
 * The step, its object said in full (`who`: the ability's target), as "it", or "me" (the card
 * itself). Print puts a plain target before "to Reserve" and a qualified one, longer, after it
 * (`before`, `after`); both orders are read.
 */
function sendToReserve(before: (who: Rule<Named>) => Rule<object>, after: (who: Rule<Named>) => Rule<object>, it: Rule<undefined>, me: Rule<undefined>, character: Rule<Named>): Rule<Step> {
  const target = (rule: Rule<object>, plainOnly: boolean) =>
    stepPhrase(
      rule as Rule<{ who: Named }>,
      ({ who }) => ('target' in who ? { op: 'sendToReserve', names: who } : NO),
      (s) => (s.op === 'sendToReserve' && s.names !== undefined && 'target' in s.names && !(plainOnly && (s.names.handCost !== undefined || s.names.count !== undefined || s.names.scope?.maxStatistic !== undefined)) ? { who: s.names } : NO),
    );
  return alt(
    stepPhrase(
      me,
      () => ({ op: 'sendToReserve', me: true }),
      (s) => (s.op === 'sendToReserve' && 'me' in s && s.me === true ? undefined : NO),
    ),
    target(before(character), true),
    target(after(character), false),
    stepPhrase(
      it,
      () => ({ op: 'sendToReserve', names: { it: true } }),
      (s) => (s.op === 'sendToReserve' && s.names !== undefined && 'it' in s.names ? undefined : NO),
    ),
  );
}

export const reserveMoves = {
  en: (character: Rule<Named>): Rule<Step> =>
    sendToReserve((who) => t`send ${slot('who', who)} to Reserve`, (who) => t`send to Reserve ${slot('who', who)}`, words('send it to Reserve'), words('send me to Reserve'), character),
  /** French: the order (`imperative`) or the infinitive after "vous pouvez". */
  fr: (character: Rule<Named>, imperative: boolean): Rule<Step> =>
    sendToReserve(
      (who) => (imperative ? t`envoyez ${slot('who', who)} en Réserve` : t`envoyer ${slot('who', who)} en Réserve`),
      (who) => (imperative ? t`envoyez en Réserve ${slot('who', who)}` : t`envoyer en Réserve ${slot('who', who)}`),
      imperative ? either('envoyez-le en Réserve', 'envoyez-la en Réserve') : words("l' envoyer en Réserve"),
      words(imperative ? 'envoyez-moi en Réserve' : "m' envoyer en Réserve"),
      character,
    ),
};
