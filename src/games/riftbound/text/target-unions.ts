/**
 * A target that may be one thing or another, as printed (CR 355.9.b): two noun phrases joined
 * by "or", each a unit or a gear ("a unit at a battlefield or a gear"): the first is the
 * declaration, the second its alternative (`or`), which says no "another" of its own; or one
 * noun phrase whose noun is a list of bare nouns sharing its determiner and relation ("another
 * friendly gear, unit, or [Hidden] card"), a "[Hidden] card" being a facedown card (CR
 * 355.9.a.3).
 */
import { alt, map, NO, printInto, syntax } from '../../../engine/syntax/syntax.js';
import type { TextContext } from './context.js';
import { bracket, t, words, type Rule } from './primitives.js';
import type { Choice, Spec } from './targets.js';

type Alternative = NonNullable<Spec['or']>[number];
type Select = Alternative['select'];

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

/** A bare noun of a list: "unit", "gear", "[Hidden] card" (a facedown card). */
const bareNoun: Rule<Select> = alt<Select, TextContext>(
  map(words('unit'), { to: (): Select => 'unit', from: (s: Select) => (s === 'unit' ? undefined : NO) }),
  map(words('gear'), { to: (): Select => 'gear', from: (s: Select) => (s === 'gear' ? undefined : NO) }),
  map(t`${bracket('Hidden')} card`, { to: (): Select => 'facedown', from: (s: Select) => (s === 'facedown' ? {} : NO) }),
);

/**
 * The nouns after the first: ", unit, or [Hidden] card". Two nouns in all ("a unit or gear") are
 * not a list of this rule: their data is the two noun phrases' ("a unit or a gear").
 */
const restOfList: Rule<readonly Select[]> = syntax<readonly Select[], TextContext>(
  function* (input, at) {
    for (const [, a] of words(',').parse(input, at))
      for (const [first, b] of bareNoun.parse(input, a))
        for (const [, c] of words(', or').parse(input, b)) for (const [second, d] of bareNoun.parse(input, c)) yield [[first, second], d] as const;
  },
  (l, out) => l.length === 2 && printInto(words(','), undefined, out) && printInto(bareNoun, l[0] as Select, out) && printInto(words(', or'), undefined, out) && printInto(bareNoun, l[1] as Select, out),
);

/** The fields the first noun phrase of a list may say: its noun, whose, and "another". */
const LISTED = new Set(['select', 'relation', 'except']);

/** "another friendly gear, unit, or [Hidden] card": `noun` saying the determiner, the relation and the first noun. */
export function listChoice(noun: Rule<Choice>): Rule<Choice> {
  return syntax(
    function* (input, at) {
      for (const [first, afterFirst] of noun.parse(input, at)) {
        const spec = first.choose;
        if ((spec.select !== 'unit' && spec.select !== 'gear') || Object.keys(spec).some((k) => !LISTED.has(k))) continue;
        for (const [rest, next] of restOfList.parse(input, afterFirst)) {
          if (new Set([spec.select, ...rest]).size !== rest.length + 1) continue;
          const or = rest.map((select): Alternative => ({ select, ...(spec.relation === undefined ? {} : { relation: spec.relation }) }) as Alternative);
          yield [{ choose: { ...spec, or } as Spec }, next] as const;
        }
      }
    },
    (value, out) => {
      if (typeof value !== 'object' || value === null || !('choose' in value)) return false;
      const { or, ...first } = value.choose;
      if (or === undefined || or.length !== 2 || Object.keys(first).some((k) => !LISTED.has(k))) return false;
      // Each alternative is a bare noun sharing the first's relation.
      if (!or.every((a) => Object.keys(a).every((k) => k === 'select' || k === 'relation') && a.relation === first.relation)) return false;
      return printInto(noun, { choose: first as Spec }, out) && printInto(restOfList, or.map((a) => a.select), out);
    },
  );
}
