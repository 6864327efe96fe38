/**
 * "Me" said again after a step on another object, in one sentence: "Sacrifice it and I gain 1
 * boost" ("Sacrifiez-le et je gagne 1 boost"). The second step's subject is not the first one's,
 * so it cannot be left unsaid (joined-steps.ts): it is read and printed only as a whole step
 * after the joining word, and the sentence keeps, while it is read and printed, whether the
 * subject was said (a mark that never reaches the card data).
 */
import { map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import type { Rule } from './primitives.js';

type Link = NonNullable<Step['link']>;

/** A step joined to the one before, with whether its subject was said again. */
export interface Marked {
  readonly step: Step;
  readonly said: boolean;
}

/** Steps whose "me" is their object, the player their subject ("play me for free"): the card itself after them is said again. */
const ME_AS_OBJECT: ReadonlySet<Step['op']> = new Set(['nextPlay']);

/** Whether `next` is the card itself after a first step that is not, or has it as its object: said again only then. */
export function meSaidAgain(first: Step, next: Step): boolean {
  const firstMe = 'me' in first && first.me === true && !ME_AS_OBJECT.has(first.op);
  return 'me' in next && next.me === true && !firstMe && next.link !== 'to' && next.link !== 'thenSentence';
}

export function marked(step: Step, said: boolean): Marked {
  return { step, said };
}

/** A rule of the joined step, marked with whether it says its subject again (`said`): printed only for a step so marked. */
export function mark(rule: Rule<Step>, said: boolean): Rule<Marked> {
  return map(rule, { to: (step): Marked => ({ step, said }), from: (m: Marked) => (m.said === said ? m.step : NO) });
}

/** "and I gain 1 boost": the joining word, then a whole step with its subject. */
export function saidAgain(joiner: Rule<Link>, step: Rule<Step>): Rule<Step> {
  return map(pair(joiner, step), {
    to: ([link, s]) => (s.link === undefined && 'me' in s && s.me === true ? ({ ...s, link } as Step) : NO),
    from: (s) => {
      if (s.link !== 'and' && s.link !== 'then') return NO;
      const { link, ...rest } = s;
      return [link, rest as Step] as const;
    },
  });
}
