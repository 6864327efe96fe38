/**
 * A unit's own discount for its controller's spells choosing it: "Your spells that choose me
 * cost :rb_energy_1: or :rb_rune_rainbow: less." (`discountWhenChosen`,
 * mechanics/chosen-discount.ts; CR 356.4).
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { AbilityAst } from './ability-ast.js';
import { energy, powerSymbol, t, type Rule } from './primitives.js';

const anyDomain: Rule<undefined> = map(powerSymbol, { to: (d) => (d === 'any' ? undefined : NO), from: () => 'any' as const });

export const CHOSEN_DISCOUNT_PASSIVES: readonly Rule<AbilityAst>[] = [
  map(t`your spells that choose me cost ${slot('n', energy)} or ${anyDomain} less`, {
    to: ({ n }) => (n > 0 ? ({ kind: 'passive', appliesTo: 'self', discountWhenChosen: { energy: n } } as AbilityAst) : NO),
    from: (a) =>
      a.kind === 'passive' && a.appliesTo === 'self' && a.discountWhenChosen !== undefined && Object.entries(a).every(([k, v]) => v === undefined || k === 'kind' || k === 'appliesTo' || k === 'discountWhenChosen')
        ? { n: a.discountWhenChosen.energy }
        : NO,
  }),
];
