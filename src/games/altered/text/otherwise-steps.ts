/**
 * A step done only when the one before was not, in both languages side by side: "Otherwise,"
 * after a step with a condition ("If I'm in {O}, [Sabotage]. Otherwise, I gain 1 boost.";
 * "Sinon,") and "If you can't," after any step ("Sacrifice a Character. If you can't, sacrifice
 * me."; "Si vous ne pouvez pas le faire,"): the step's `otherwise` or `ifNotDone`
 * (glossary 5.2.3.f). Each opens a sentence of its own, before the step with its own modifiers.
 */
import { alt, map, NO, pair, Refusal } from '../../../engine/syntax/syntax.js';
import { text } from '../i18n/text-messages.js';
import { STEP_CONDITIONS } from '../schema/file-schemas.js';
import type { Step, Steps } from './ast.js';
import { words, type Rule } from './primitives.js';

type Branch = 'otherwise' | 'ifNotDone';

function without(s: Step, key: Branch): Step {
  const { [key]: _branch, ...rest } = s;
  return rest as Step;
}

/** The words of one branch before the step. */
function opening(said: string, key: Branch, step: Rule<Step>): Rule<Step> {
  return map(pair(words(said), step), {
    to: ([, s]) => (s.otherwise === undefined && s.ifNotDone === undefined ? ({ ...s, [key]: true } as Step) : NO),
    from: (s) => (s[key] === true ? ([undefined, without(s, key)] as const) : NO),
  });
}

function branches(otherwise: string, ifNotDone: string) {
  return (step: Rule<Step>): Rule<Step> => alt(step, opening(otherwise, 'otherwise', step), opening(ifNotDone, 'ifNotDone', step));
}

export const otherwiseSteps = {
  en: branches('otherwise,', "if you can't,"),
  fr: branches('sinon,', 'si vous ne pouvez pas le faire,'),
};

/** Why an ability's branches cannot be card data: one opens the ability, or "Otherwise," follows a step with no condition of its own. */
export function branchRefusal(steps: Steps): Refusal | undefined {
  for (const [k, step] of steps.entries()) {
    if ((step.otherwise || step.ifNotDone) && k === 0) return new Refusal(text('refusal.otherwiseFirst'));
    const before = steps[k - 1];
    if (step.otherwise && before !== undefined && before.ifDone === undefined && !STEP_CONDITIONS.some((c) => before[c] !== undefined)) return new Refusal(text('refusal.otherwiseUnconditioned'));
  }
  return undefined;
}
