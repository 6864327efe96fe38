/**
 * A passive changing how a tied combat ends (CR 461.1.a.2, 461.3.d): "If a combat where you are
 * the defender ends in a tie, recall ALL units instead.", or the attacker
 * (`recallAllOnTie`, mechanics/tied-combats.ts).
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { AbilityAst } from './ability-ast.js';
import type { TextContext } from './context.js';
import { constant, t, type Rule } from './primitives.js';

type Role = 'attacker' | 'defender';

const role: Rule<Role> = alt<Role, TextContext>(constant('attacker', 'attacker' as const), constant('defender', 'defender' as const));

export const TIED_COMBAT_PASSIVES: readonly Rule<AbilityAst>[] = [
  map(t`If a combat where you are the ${slot('role', role)} ends in a tie, recall ALL units instead`, {
    to: ({ role: r }): AbilityAst => ({ kind: 'passive', recallAllOnTie: r }) as AbilityAst,
    from: (a: AbilityAst) => {
      const r = (a as { recallAllOnTie?: Role }).recallAllOnTie;
      return a.kind === 'passive' && r !== undefined && Object.entries(a).every(([k, v]) => v === undefined || k === 'kind' || k === 'recallAllOnTie') ? { role: r } : NO;
    },
  }),
];
