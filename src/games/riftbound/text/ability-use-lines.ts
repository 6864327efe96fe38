/**
 * The line limiting when a card's abilities may be used, printed after them: "Use my abilities
 * only while I'm alone." (`abilityUse`, mechanics/ability-limits.ts).
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { CardFields } from './ability-ast.js';
import { t, type Rule } from './primitives.js';
import { selfCondition } from './while-conditions.js';

export const abilityUseLine: Rule<CardFields> = map(t`use my abilities only while ${slot('condition', selfCondition)}`, {
  to: ({ condition }) => ({ abilityUse: { condition } }) as CardFields,
  from: ({ abilityUse }) => (abilityUse === undefined ? NO : { condition: abilityUse.condition as never }),
});
