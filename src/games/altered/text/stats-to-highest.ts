/**
 * The statistics of a group of characters made equal to their highest, a passive line in both
 * languages side by side (card data: a `grant` passive with `stats: { highest: true }` and its `to`;
 * glossary 2.3.1.g, 2.3.2): "The {V}, {M} and {O} of" a group, then "are equal to their highest
 * statistic" ("Les {V}, {M} et {O}" of a group, then "sont égales à leur statistique la plus
 * élevée"). The groups: "Characters in my Expedition" (`expedition`), "Characters you control"
 * (`friendlyCharacters`); in French "des Personnages dans mon Expédition", "des Personnages que
 * vous contrôlez".
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Passive } from './ast.js';
import { constant, t, words, type Rule } from './primitives.js';

type To = 'expedition' | 'friendlyCharacters';

interface Words {
  readonly opening: string;
  readonly groups: Readonly<Record<To, string>>;
  readonly equal: string;
}

const WORDS: Readonly<Record<'en' | 'fr', Words>> = {
  en: {
    opening: 'The {V} , {M} and {O} of',
    groups: { expedition: 'Characters in my Expedition', friendlyCharacters: 'Characters you control' },
    equal: 'are equal to their highest statistic',
  },
  fr: {
    opening: 'Les {V} , {M} et {O}',
    groups: { expedition: 'des Personnages dans mon Expédition', friendlyCharacters: 'des Personnages que vous contrôlez' },
    equal: 'sont égales à leur statistique la plus élevée',
  },
};

function statsToHighest(w: Words): Rule<Passive> {
  const group: Rule<To> = alt(...(Object.entries(w.groups) as [To, string][]).map(([to, text]) => constant(text, to)));
  return map(t`${words(w.opening)} ${slot('to', group)} ${words(w.equal)}`, {
    to: ({ to }): Passive => ({ kind: 'grant', stats: { highest: true }, to }),
    from: (p: Passive) => (p.kind === 'grant' && p.stats?.highest === true && Object.keys(p.stats).length === 1 && (p.to === 'expedition' || p.to === 'friendlyCharacters') && Object.keys(p).length === 3 ? { to: p.to } : NO),
  });
}

export const statsToHighestWords: Readonly<Record<'en' | 'fr', Rule<Passive>>> = { en: statsToHighest(WORDS.en), fr: statsToHighest(WORDS.fr) };
