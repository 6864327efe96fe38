/**
 * A character playing itself at once, in both languages side by side (card data: a `nextPlay`
 * step `until: "now"`, `me` and `free`; mechanics/play-now.ts of the engine): "play me for free" (an order,
 * and the same words after "you may"); French "jouez-moi gratuitement" as an order, "me jouer
 * gratuitement" after "vous pouvez". A step on "me" after it acts on the card played (in card data,
 * a step on no target after it, done only if the card was played: lower.ts); English
 * and French say its subject again ("and I gain [[Asleep]]", "et je gagne [[Endormi]]":
 * said-subject.ts).
 */
import { NO } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

/** Whether a step plays the card itself at once: "me" after it is the card played (lower.ts). */
export function playsMe(step: { readonly op: string; readonly until?: string; readonly me?: boolean }): boolean {
  return step.op === 'nextPlay' && step.until === 'now' && step.me === true;
}

function playMeNow(said: Rule<undefined>): Rule<Step> {
  return stepPhrase(
    said,
    () => ({ op: 'nextPlay', until: 'now', me: true, free: true }),
    (s) => (s.op === 'nextPlay' && s.until === 'now' && s.me === true && s.free === true && s.cardType === undefined && s.costLess === undefined && s.boosts === undefined ? undefined : NO),
  );
}

export const playMeNowWords = {
  en: playMeNow(words('play me for free')),
  /** French: the order (`imperative`) or the infinitive after "vous pouvez". */
  fr: (imperative: boolean): Rule<Step> => playMeNow(words(imperative ? 'jouez-moi gratuitement' : 'me jouer gratuitement')),
};
