/**
 * Effects as printed: "Deal 3 to a unit at a battlefield.", "Draw 1.", "Give me +2 :rb_might:
 * this turn and ready me." A list of steps is a sequence of sentences, the steps joined by
 * "and" or ", then" as printed (the step's `link`), "you may" making a step optional. The
 * phrase of each operation is in `operations/`.
 */
import { alt, map, NO, printInto, slot, syntax } from '../../../engine/syntax/syntax.js';
import { OPERATIONS } from './operations/index.js';
import { t, words, type Rule } from './primitives.js';
import { without, type Step } from './step.js';
import { stepCondition } from './step-conditions.js';

/** One effect operation, as printed. */
export const operationPhrase: Rule<Step> = alt(...OPERATIONS);

/** A step without a condition: the operation, "you may" before it when optional. */
const unconditioned: Rule<Step> = alt(
  map(t`you may ${slot('core', operationPhrase)}`, {
    to: ({ core }) => ({ ...core, optional: true }),
    from: (e) => (e.optional === true ? { core: without(e, 'optional') } : NO),
  }),
  map(operationPhrase, { to: (core) => core, from: (e) => (e.optional === true ? NO : e) }),
);

/** A step: its condition before it, when printed ("If you can't, draw 1."). */
export const step: Rule<Step> = alt(
  map(t`${slot('condition', stepCondition)} , ${slot('core', unconditioned)}`, {
    to: ({ condition, core }) => ({ ...core, condition }),
    from: (e) => (e.condition === undefined ? NO : { condition: e.condition, core: without(e, 'condition') }),
  }),
  unconditioned,
);

/** How a step is joined to the one before it: a new sentence, "and", or ", then". */
const JOINERS: readonly { readonly link: 'and' | 'then' | undefined; readonly rule: Rule<undefined> }[] = [
  { link: undefined, rule: words('.') },
  { link: 'and', rule: words('and') },
  { link: 'then', rule: words(', then') },
];

/** Steps in a row, as sentences and joined clauses; a final period is optional. */
export const steps: Rule<readonly Step[]> = syntax(
  function* (input, at) {
    function* rest(from: number, list: readonly Step[]): Generator<readonly [readonly Step[], number]> {
      yield [list, from] as const;
      for (const [, end] of words('.').parse(input, from)) yield [list, end] as const;
      for (const joiner of JOINERS) {
        for (const [, mid] of joiner.rule.parse(input, from)) {
          for (const [next, after] of step.parse(input, mid)) {
            yield* rest(after, [...list, joiner.link === undefined ? next : { ...next, link: joiner.link }]);
          }
        }
      }
    }
    for (const [first, after] of step.parse(input, at)) {
      if (first.link !== undefined) continue;
      yield* rest(after, [first]);
    }
  },
  (list, out) => {
    if (list.length === 0) return false;
    for (let i = 0; i < list.length; i++) {
      const e = list[i] as Step;
      if (i > 0) {
        const joiner = JOINERS.find((j) => j.link === e.link);
        if (!joiner || !printInto(joiner.rule, undefined, out)) return false;
      } else if (e.link !== undefined) return false;
      if (!printInto(step, without(e, 'link'), out)) return false;
    }
    return printInto(words('.'), undefined, out);
  },
);
