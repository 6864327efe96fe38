/**
 * The reactions of a group of characters that cannot activate, a passive line in both languages
 * side by side (card data: a `grant` passive with `cannotActivate: "played"` and its `to`;
 * glossary 7.3.1.e): "The {J}, {H} and {R} abilities of" a group, then "can't activate" ("Les
 * capacités {J}, {H} et {R}" of a group, then "ne peuvent pas s'activer"). The groups:
 * "Characters facing me" (`facing`), "Characters in my Expedition" (`expedition`), "Characters
 * you control" (`friendlyCharacters`); in French "des Personnages qui me font face", "des
 * Personnages dans mon Expédition", "des Personnages que vous contrôlez". {J}, {H} and {R} are
 * the three forms of the one trigger of being played (from anywhere, from the hand, from
 * Reserve), so the three together are that trigger blocked; one or two of them are refused.
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Passive } from './ast.js';
import { constant, t, words, type Rule } from './primitives.js';

type To = 'facing' | 'expedition' | 'friendlyCharacters';

interface Words {
  readonly opening: string;
  readonly groups: Readonly<Record<To, string>>;
  readonly cannot: string;
}

const WORDS: Readonly<Record<'en' | 'fr', Words>> = {
  en: {
    opening: 'The {J} , {H} and {R} abilities of',
    groups: { facing: 'Characters facing me', expedition: 'Characters in my Expedition', friendlyCharacters: 'Characters you control' },
    cannot: "can't activate",
  },
  fr: {
    opening: 'Les capacités {J} , {H} et {R}',
    groups: { facing: 'des Personnages qui me font face', expedition: 'des Personnages dans mon Expédition', friendlyCharacters: 'des Personnages que vous contrôlez' },
    cannot: "ne peuvent pas s' activer",
  },
};

function silenced(w: Words): Rule<Passive> {
  const group: Rule<To> = alt(...(Object.entries(w.groups) as [To, string][]).map(([to, text]) => constant(text, to)));
  return map(t`${words(w.opening)} ${slot('to', group)} ${words(w.cannot)}`, {
    to: ({ to }): Passive => ({ kind: 'grant', cannotActivate: 'played', to }),
    from: (p: Passive) => (p.kind === 'grant' && p.cannotActivate === 'played' && (p.to === 'facing' || p.to === 'expedition' || p.to === 'friendlyCharacters') && Object.keys(p).length === 3 ? { to: p.to } : NO),
  });
}

export const facingSilencedWords: Readonly<Record<'en' | 'fr', Rule<Passive>>> = { en: silenced(WORDS.en), fr: silenced(WORDS.fr) };
