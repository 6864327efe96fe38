/**
 * A step delayed until after Rest, in both languages side by side: "Create a [Name 1/1/1]
 * Soldier token in target Expedition after Rest.", "[Sabotage] after Rest." ("Créez un jeton
 * Soldat [1/1/1 Nom] dans une Expédition ciblée après le Repos.", "[Sabotez] après le Repos."):
 * the step's `afterRest` (the engine's mechanics/after-rest.ts), said after the whole step.
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { words, type Rule } from './primitives.js';

function delayed(step: Rule<Step>, after: Rule<undefined>): Rule<Step> {
  const later = map(pair(step, after), {
    to: ([s]) => (s.afterRest === undefined ? ({ ...s, afterRest: true } as Step) : NO),
    from: (s) => {
      if (s.afterRest === undefined) return NO;
      const { afterRest: _later, ...rest } = s;
      return [rest as Step, undefined] as const;
    },
  });
  return alt(step, later);
}

export const afterRestSteps = {
  en: (step: Rule<Step>) => delayed(step, words('after Rest')),
  fr: (step: Rule<Step>) => delayed(step, words('après le Repos')),
};
