/**
 * A character target whose statistics are all low enough, in both languages side by side:
 * "target Character with no statistic over 3" ("un Personnage ciblé dont aucune statistique
 * n'est supérieure à 3"): the target's scope `maxStatistic`, said after the target, and so
 * after "to Reserve" in a send to Reserve (mechanics/reserve-moves.ts).
 */
import { alt, map, NO, pair, slot } from '../../../engine/syntax/syntax.js';
import type { Named } from './ast.js';
import { digits, t, type Rule } from './primitives.js';

function capped(names: Rule<Named>, cap: Rule<{ max: number }>): Rule<Named> {
  const withCap = map(pair(names, cap), {
    to: ([n, { max }]) => ('target' in n && (n.target === 'anyCharacter' || n.target === 'friendlyCharacter') && n.handCost === undefined && n.scope?.maxStatistic === undefined ? { ...n, scope: { ...n.scope, maxStatistic: max } } : NO),
    from: (n) => {
      if (!('target' in n) || n.scope?.maxStatistic === undefined) return NO;
      const { maxStatistic, ...scope } = n.scope;
      const { scope: _scope, ...rest } = n;
      return [Object.keys(scope).length > 0 ? { ...rest, scope } : rest, { max: maxStatistic }] as const;
    },
  });
  return alt(names, withCap);
}

export const statisticCaps = {
  en: (names: Rule<Named>) => capped(names, t`with no statistic over ${slot('max', digits)}`),
  fr: (names: Rule<Named>) => capped(names, t`dont aucune statistique n' est supérieure à ${slot('max', digits)}`),
};
