/**
 * Readying an exhausted card in Reserve, chosen as the step resolves, in both languages side by
 * side (the `ready` effect with `inReserve`, after "you may" only): "you may ready an exhausted
 * card in Reserve" ("vous pouvez redresser une carte épuisée en Réserve").
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

export const readyInReserveWords = {
  en: readyInReserve('ready an exhausted card in Reserve'),
  /** French: the infinitive after "vous pouvez". */
  fr: readyInReserve('redresser une carte épuisée en Réserve'),
};
