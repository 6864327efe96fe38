/**
 * Dice, in both languages (glossary 7.3.13): "Roll a die." (`rollDie`), then steps that use
 * its result, each after its range: "On a 4+, ..." (4 to 6), "On a 1-3, ...", "On a 6, ..."
 * (`ifRoll`); French "Lancez un dé.", "Sur 4+, ...".
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { digits, words, type Rule } from './primitives.js';
import { sameValue } from './same-value.js';
import { stepPhrase } from './steps.js';

type Range = readonly [number, number];

/** A range of results: "4+" (to 6), "1-3", "6". */
const range: Rule<Range> = alt(
  map(pair(digits, words('+')), { to: ([n]) => (n >= 1 && n <= 6 ? ([n, 6] as const) : NO), from: ([a, b]) => (b === 6 && a > 1 && a < 6 ? ([a, undefined] as const) : NO) }),
  map(pair(pair(digits, words('-')), digits), {
    to: ([[a], b]) => (a >= 1 && a < b && b <= 6 ? ([a, b] as const) : NO),
    from: ([a, b]) => (a < b && (b < 6 || a === 1) ? ([[a, undefined], b] as const) : NO),
  }),
  map(digits, { to: (n) => (n >= 1 && n <= 6 ? ([n, n] as const) : NO), from: ([a, b]) => (a === b ? a : NO) }),
);

/** A language's steps, and each of them after a range of results ("On a 4+,"). */
function rolled(step: Rule<Step>, on: Rule<undefined>): Rule<Step> {
  const after = map(pair(pair(on, range), pair(words(','), step)), {
    to: ([[, r], [, s]]) => ('ifRoll' in s ? NO : ({ ...s, ifRoll: [...r] } as Step)),
    from: (s) => {
      if (!('ifRoll' in s) || s.ifRoll === undefined) return NO;
      const { ifRoll, ...rest } = s;
      return [[undefined, [ifRoll[0], ifRoll[1]] as Range], [undefined, rest as Step]] as const;
    },
  });
  return alt(step, after);
}

/** The roll itself, an order (the infinitive too: "you may roll a die"); a roll that lists its results prints alike (dice-lists.ts lays the list out). */
function roll(text: string): Rule<Step> {
  return alt(
    stepPhrase(
      words(text),
      () => ({ op: 'rollDie' }),
      (s) => (s.op === 'rollDie' ? undefined : NO),
    ),
    map(words(text), { to: () => NO, from: (s: Step) => (sameValue(s, { op: 'rollDie', listed: true }) ? undefined : NO) }),
  );
}

export const dice = {
  en: { roll: () => roll('roll a die'), rolled: (step: Rule<Step>) => rolled(step, words('on a')) },
  fr: { roll: (imperative: boolean) => roll(imperative ? 'lancez un dé' : 'lancer un dé'), rolled: (step: Rule<Step>) => rolled(step, words('sur')) },
};
