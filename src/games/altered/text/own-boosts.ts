/**
 * A condition on the boosts of the card that carries the ability, in both languages side by
 * side: "If I have 3 or more boosts, draw a card.", "If I have 2 boosts or less, I lose
 * [[Fleeting]]." ("Si j'ai au moins 3 boosts, piochez une carte.", "Si j'ai 2 boosts ou moins,
 * je perds [[Fugace]]."): the step's `ifMyBoosts`, checked as it resolves (glossary 5.2.3.f).
 */
import { alt, map, NO, pair, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { digits, t, words, type Rule } from './primitives.js';
import { boosts } from './subjects.js';

type Bounds = NonNullable<Step['ifMyBoosts']>;

/** The language's words for each bound: "N or more boosts" and "N boosts or less". */
interface Words {
  readonly atLeast: Rule<{ count: number }>;
  readonly atMost: Rule<{ count: number }>;
}

function conditioned(step: Rule<Step>, w: Words): Rule<Step> {
  const bounds: Rule<Bounds> = alt(
    map(w.atLeast, { to: ({ count }): Bounds | typeof NO => (count >= 1 ? { atLeast: count } : NO), from: (b) => (b.atLeast !== undefined && b.atMost === undefined ? { count: b.atLeast } : NO) }),
    map(w.atMost, { to: ({ count }): Bounds => ({ atMost: count }), from: (b) => (b.atMost !== undefined && b.atLeast === undefined ? { count: b.atMost } : NO) }),
  );
  const after = map(pair(bounds, step), {
    to: ([b, s]) => (s.ifMyBoosts === undefined ? ({ ...s, ifMyBoosts: b } as Step) : NO),
    from: (s) => {
      if (s.ifMyBoosts === undefined) return NO;
      const { ifMyBoosts, ...rest } = s;
      return [ifMyBoosts, rest as Step] as const;
    },
  });
  return alt(step, after);
}

/** "3 boosts", "1 boost": the plural from two. */
const counted = (singular: string, plural: string) => boosts(words(singular), words(plural));

export const ownBoosts = {
  en: (step: Rule<Step>) =>
    conditioned(step, {
      atLeast: t`if I have ${slot('count', digits)} or more boosts ,`,
      atMost: t`if I have ${slot('count', counted('boost', 'boosts'))} or less ,`,
    }),
  fr: (step: Rule<Step>) =>
    conditioned(step, {
      atLeast: t`si j' ai au moins ${slot('count', counted('boost', 'boosts'))} ,`,
      atMost: t`si j' ai ${slot('count', counted('boost', 'boosts'))} ou moins ,`,
    }),
};
