/**
 * A sacrifice of "it", in both languages side by side (card data: a `sacrifice` step on the
 * ability's object): "Sacrifice it." ("Sacrifiez-le.", after "vous pouvez" "le sacrifier"). "It"
 * is the character a reaction's event is about ("When another Character joins my Expedition —
 * Sacrifice it.", a character of its controller's, so its own to sacrifice: glossary 7.3.19.a),
 * or the target said before, which the card check holds to one of the player's own.
 */
import { NO } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { either, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

function sacrificeIt(said: Rule<undefined>): Rule<Step> {
  return stepPhrase(
    said,
    () => ({ op: 'sacrifice', names: { it: true } }),
    (s) => (s.op === 'sacrifice' && s.me === undefined && s.chosen === undefined && s.names !== undefined && 'it' in s.names ? undefined : NO),
  );
}

export const sacrificeItWords = {
  en: sacrificeIt(words('sacrifice it')),
  /** French: the order (`imperative`) or the infinitive after "vous pouvez". */
  fr: (imperative: boolean): Rule<Step> => sacrificeIt(imperative ? either('sacrifiez-le', 'sacrifiez-la') : words('le sacrifier')),
};
