/**
 * A passive adding to what its controller's gear of a tag add: "Your Gold [Add] an additional
 * :rb_energy_1:.", under a condition first or not ("While your score is within 3 points of the
 * Victory Score, ..."): `addsMore`, mechanics/added-more.ts (CR 165.1).
 */
import { map, NO, optional, slot } from '../../../engine/syntax/syntax.js';
import type { AbilityAst } from './ability-ast.js';
import type { Expression } from './amounts.js';
import { tagWord } from './condition-phrases.js';
import { bracket, energy, t, type Rule } from './primitives.js';
import { whileCondition } from './while-conditions.js';

export const ADDED_MORE_PASSIVES: readonly Rule<AbilityAst>[] = [
  map(t`${slot('condition', optional(whileCondition))} your ${slot('tag', tagWord)} ${bracket('Add')} an additional ${slot('n', energy)}`, {
    to: ({ condition, tag, n }) => (n > 0 ? ({ kind: 'passive', addsMore: { tag, energy: n }, ...(condition !== undefined ? { condition } : {}) } as AbilityAst) : NO),
    from: (a) => {
      if (a.kind !== 'passive' || a.addsMore === undefined || !Object.entries(a).every(([k, v]) => v === undefined || k === 'kind' || k === 'addsMore' || k === 'condition')) return NO;
      return { condition: a.condition as Expression | undefined, tag: a.addsMore.tag, n: a.addsMore.energy };
    },
  }),
];
