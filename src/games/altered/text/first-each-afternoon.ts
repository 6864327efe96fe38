/**
 * A player's first character of each Afternoon given boosts, a passive line in both languages
 * side by side (card data: a `passives` entry of kind `firstEachAfternoon`;
 * mechanics/first-each-afternoon.ts of the engine): "The first Character you play each Afternoon gains 1
 * boost", "Le premier Personnage que vous jouez chaque Après-midi gagne 1 boost".
 */
import { map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Passive } from './ast.js';
import { words, type Rule } from './primitives.js';
import { boosts } from './subjects.js';

function firstEachAfternoon(opening: string, boost: Rule<undefined>, boostPlural: Rule<undefined>): Rule<Passive> {
  return map(pair(words(opening), boosts(boost, boostPlural)), {
    to: ([, n]): Passive => ({ kind: 'firstEachAfternoon', cardType: 'character', boosts: n }),
    from: (p) => (p.kind === 'firstEachAfternoon' ? ([undefined, p.boosts] as const) : NO),
  });
}

export const firstEachAfternoonWords: Readonly<Record<'en' | 'fr', Rule<Passive>>> = {
  en: firstEachAfternoon('The first Character you play each Afternoon gains', words('boost'), words('boosts')),
  fr: firstEachAfternoon('Le premier Personnage que vous jouez chaque Après-midi gagne', words('boost'), words('boosts')),
};
