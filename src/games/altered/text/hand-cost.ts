/**
 * A character target qualified by its Hand Cost (glossary 1.2.2.c), in both languages: "target
 * Character with Hand Cost {3} or less", "un Personnage ciblé de Coût de Main {4} ou plus".
 * French prints "de Coût de Main" and also reads "avec un Coût de Main". One bound is printed;
 * a target with both has no printed form. A bound counted as the target is chosen: "{X} or
 * less, where X is the number of Characters you control" ("{X} ou moins, où X est le nombre de
 * Personnages que vous contrôlez": `atMostCounted`).
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { HandCost, Named } from './ast.js';
import { constant, either, mana, words, type Rule } from './primitives.js';

/** A language's words around the Hand Cost. */
interface HandCostWords {
  /** Before the cost: "with Hand Cost". */
  readonly with: Rule<undefined>;
  readonly orLess: string;
  readonly orMore: string;
  /** "{X} or less, where X is the number of Characters you control": the whole bound. */
  readonly counted: Rule<undefined>;
}

function bound(said: HandCostWords): Rule<HandCost> {
  const side = alt(constant(said.orLess, 'atMost' as const), constant(said.orMore, 'atLeast' as const));
  return map(pair(pair(said.with, mana), side), {
    to: ([[, n], key]) => ({ [key]: n }) as HandCost,
    from: (h) => {
      const keys = Object.keys(h);
      if (keys.length !== 1) return NO;
      const key = keys[0];
      if (key !== 'atMost' && key !== 'atLeast') return NO;
      const n = h[key];
      return n === undefined ? NO : ([[undefined, n], key] as const);
    },
  });
}

/** "{X} or less, where X is the number of Characters you control": at most what is counted as the target is chosen. */
function countedBound(said: HandCostWords): Rule<HandCost> {
  const characters = { what: 'characters' } as const;
  return map(pair(said.with, said.counted), {
    to: () => ({ atMostCounted: characters }),
    from: (h) => (Object.keys(h).length === 1 && h.atMostCounted?.what === 'characters' ? ([undefined, undefined] as const) : NO),
  });
}

/** The language's character names, and each target among them qualified by a Hand Cost. */
function qualified(names: Rule<Named>, said: HandCostWords): Rule<Named> {
  const withCost = map(pair(names, alt(bound(said), countedBound(said))), {
    to: ([n, handCost]) => ('target' in n && n.handCost === undefined ? { ...n, handCost } : NO),
    from: (n) => {
      if (!('target' in n) || n.handCost === undefined) return NO;
      const { handCost: cost, ...rest } = n;
      return [rest, cost] as const;
    },
  });
  return alt(names, withCost);
}

export const handCost = {
  en: (names: Rule<Named>) =>
    qualified(names, { with: words('with Hand Cost'), orLess: 'or less', orMore: 'or more', counted: words('{X} or less , where X is the number of Characters you control') }),
  fr: (names: Rule<Named>) =>
    qualified(names, {
      with: either('de Coût de Main', 'avec un Coût de Main'),
      orLess: 'ou moins',
      orMore: 'ou plus',
      counted: either('{X} ou moins , où X est le nombre de Personnages que vous contrôlez', '{X} ou moins , X étant le nombre de Personnages que vous contrôlez'),
    }),
};
