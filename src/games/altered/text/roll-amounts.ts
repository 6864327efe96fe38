/**
 * Boosts as many as a die's result, in both languages side by side (glossary 7.3.13.b): "Target
 * Character gains X boosts, where X is the result." ("Un Personnage ciblé gagne X boosts, X étant
 * le résultat."): a `boost` of 1 with `byRoll`, after a roll of the same ability.
 */
import { NO } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { words, type Rule } from './primitives.js';
import { gainStep, type Who } from './subjects.js';

function rollAmount(xBoosts: string): (who: Rule<Who>) => Rule<Step> {
  return (who) =>
    gainStep(
      who,
      words(xBoosts),
      () => ({ op: 'boost', amount: 1, byRoll: true }),
      (s) => (s.op === 'boost' && s.byRoll === true && s.amount === 1 ? undefined : NO),
    );
}

export const rollAmounts = {
  en: rollAmount('X boosts, where X is the result'),
  fr: rollAmount('X boosts, X étant le résultat'),
};
