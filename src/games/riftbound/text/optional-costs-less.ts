/**
 * A passive lowering the optional additional costs its controller pays: "Optional additional
 * costs you pay cost :rb_energy_1: or :rb_rune_rainbow: less." (`optionalCostsLess`,
 * mechanics/optional-costs-less.ts; CR 356.4).
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { AbilityAst } from './ability-ast.js';
import { energy, powerSymbol, t, type Rule } from './primitives.js';

const anyDomain: Rule<undefined> = map(powerSymbol, { to: (d) => (d === 'any' ? undefined : NO), from: () => 'any' as const });

export const OPTIONAL_COSTS_LESS_PASSIVES: readonly Rule<AbilityAst>[] = [
  map(t`optional additional costs you pay cost ${slot('n', energy)} or ${anyDomain} less`, {
    to: ({ n }) => (n > 0 ? ({ kind: 'passive', optionalCostsLess: { energy: n } } as AbilityAst) : NO),
    from: (a) =>
      a.kind === 'passive' && a.optionalCostsLess !== undefined && Object.entries(a).every(([k, v]) => v === undefined || k === 'kind' || k === 'optionalCostsLess') ? { n: a.optionalCostsLess.energy } : NO,
  }),
];
