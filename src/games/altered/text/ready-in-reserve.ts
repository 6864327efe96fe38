/**
 * Readying an exhausted card in Reserve, chosen as the step resolves, in both languages side by
 * side (the `ready` effect with `inReserve`, after "you may" only): "you may ready an exhausted
 * card in Reserve" ("vous pouvez redresser une carte épuisée en Réserve"); and every card of the
 * player's own Reserve, "ready all cards in your Reserve" ("redressez toutes les cartes dans votre
 * Réserve"; `yourReserve`).
 */
import { NO } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

function readyInReserve(said: string): Rule<Step> {
  return stepPhrase(
    words(said),
    () => ({ op: 'ready', inReserve: true }),
    (s) => (s.op === 'ready' && s.inReserve === true ? undefined : NO),
  );
}

/** Every card of the player's own Reserve, no target: "ready all cards in your Reserve" (`yourReserve`). */
function readyYourReserve(said: string): Rule<Step> {
  return stepPhrase(
    words(said),
    () => ({ op: 'ready', yourReserve: true }),
    (s) => (s.op === 'ready' && s.yourReserve === true && s.names === undefined ? undefined : NO),
  );
}

export const readyInReserveWords = {
  en: readyInReserve('ready an exhausted card in Reserve'),
  /** French: the infinitive after "vous pouvez". */
  fr: readyInReserve('redresser une carte épuisée en Réserve'),
  allEn: readyYourReserve('ready all cards in your Reserve'),
  /** French: the order, or the infinitive after "vous pouvez". */
  allFr: (imperative: boolean) => readyYourReserve(imperative ? 'redressez toutes les cartes dans votre Réserve' : 'redresser toutes les cartes dans votre Réserve'),
};
