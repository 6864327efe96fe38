/**
 * A target that may be one thing or another, as printed: "a unit at a battlefield or a gear"
 * (CR 355.9.b). Two noun phrases joined by "or", each a unit or a gear: the first is the
 * declaration, the second its alternative (`or`), which says no "another" of its own.
 */
import { printInto, syntax } from '../../../engine/syntax/syntax.js';
import { words, type Rule } from './primitives.js';
import type { Choice, Spec } from './targets.js';

const JOINABLE = new Set<string>(['unit', 'gear']);

/** "X or a Y" made of `noun`, the noun phrase of one choice. */
export function eitherChoice(noun: Rule<Choice>): Rule<Choice> {
  return syntax(
    function* (input, at) {
      for (const [first, afterFirst] of noun.parse(input, at)) {
        if (!JOINABLE.has(first.choose.select) || first.choose.or !== undefined) continue;
        for (const [, afterOr] of words('or').parse(input, afterFirst)) {
          for (const [second, next] of noun.parse(input, afterOr)) {
            const alt = second.choose;
            if (!JOINABLE.has(alt.select) || alt.except !== undefined || alt.or !== undefined) continue;
            // The same noun twice says no alternative ("a unit or a unit").
            if (JSON.stringify(alt) === JSON.stringify({ select: first.choose.select })) continue;
            yield [{ choose: { ...first.choose, or: [alt] } as Spec }, next] as const;
          }
        }
      }
    },
    (value, out) => {
      if (typeof value !== 'object' || value === null || !('choose' in value)) return false;
      const { or, ...first } = value.choose;
      if (or === undefined || or.length !== 1) return false;
      const alt = or[0] as Spec;
      return printInto(noun, { choose: first as Spec }, out) && printInto(words('or'), undefined, out) && printInto(noun, { choose: alt }, out);
    },
  );
}
