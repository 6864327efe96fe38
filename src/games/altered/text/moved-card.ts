/**
 * A condition on the type of the card a step before moved, in both languages side by side:
 * "You may put a card from your hand in Reserve. If it's a Permanent, draw a card." ("Si c'est un
 * Permanent, piochez une carte."): the step's `ifMoved`, checked as it resolves (glossary
 * 5.2.3.f); "it" there is the card moved, not an object the step acts on.
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { constant, type Rule } from './primitives.js';

type Moved = NonNullable<Step['ifMoved']>;

function movedCard(step: Rule<Step>, condition: Rule<Moved>): Rule<Step> {
  const after = map(pair(condition, step), {
    to: ([c, s]) => (s.ifMoved === undefined ? ({ ...s, ifMoved: c } as Step) : NO),
    from: (s) => {
      if (s.ifMoved === undefined) return NO;
      const { ifMoved, ...rest } = s;
      return [ifMoved, rest as Step] as const;
    },
  });
  return alt(step, after);
}

export const movedCardWords = {
  en: (step: Rule<Step>): Rule<Step> =>
    movedCard(step, alt(constant("if it's a Character ,", 'character' as const), constant("if it's a Spell ,", 'spell' as const), constant("if it's a Permanent ,", 'permanent' as const))),
  fr: (step: Rule<Step>): Rule<Step> =>
    movedCard(step, alt(constant("si c' est un Personnage ,", 'character' as const), constant("si c' est un Sort ,", 'spell' as const), constant("si c' est un Permanent ,", 'permanent' as const))),
};
