/**
 * Activating the {J} abilities of each object of a kind its player controls, in both languages
 * side by side (the `activate` step with `forEach`, no target; glossary 7.3.1.b-d): "For each
 * Permanent you control, you may activate its {J} abilities", "For each other Character you
 * control, ..." ("Pour chaque Permanent que vous contrôlez, vous pouvez activer ses capacités
 * {J}", "Pour chaque autre Personnage que vous contrôlez, ..."); without "you may", "activate its
 * {J} abilities" ("activez ses capacités {J}").
 */
import { alt, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { constant, constantValue, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

type Each = NonNullable<Extract<Step, { op: 'activate' }>['forEach']>;

/** A language's words: the kinds after "for each", the optional and the plain activation. */
interface EachWords {
  readonly forEach: string;
  readonly kinds: readonly (readonly [string, Each])[];
  readonly youMay: string;
  readonly order: string;
}

function activateEach(said: EachWords): Rule<Step> {
  const kind = alt(...said.kinds.map(([text, each]) => constantValue(text, each)));
  const how = alt(constant(said.youMay, true), constant(said.order, false));
  return stepPhrase(
    t`${words(said.forEach)} ${slot('each', kind)} , ${slot('may', how)}`,
    ({ each, may }) => ({ op: 'activate', trigger: 'played', forEach: each, ...(may ? { optional: true } : {}) }) as Step,
    (s) => (s.op === 'activate' && s.trigger === 'played' && s.forEach !== undefined ? { each: s.forEach, may: s.optional === true } : NO),
  );
}

export const activateEachWords = {
  en: activateEach({
    forEach: 'for each',
    kinds: [
      ['Permanent you control', { cardType: 'permanent' }],
      ['other Character you control', { cardType: 'character', other: true }],
      ['Character you control', { cardType: 'character' }],
    ],
    youMay: 'you may activate its {J} abilities',
    order: 'activate its {J} abilities',
  }),
  fr: activateEach({
    forEach: 'pour chaque',
    kinds: [
      ['Permanent que vous contrôlez', { cardType: 'permanent' }],
      ['autre Personnage que vous contrôlez', { cardType: 'character', other: true }],
      ['Personnage que vous contrôlez', { cardType: 'character' }],
    ],
    youMay: 'vous pouvez activer ses capacités {J}',
    order: 'activez ses capacités {J}',
  }),
};
