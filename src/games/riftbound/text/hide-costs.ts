/**
 * A passive letting its controller hide a card for another cost (CR 811.1.b): "You may pay
 * :rb_energy_1: to hide a card with [Hidden] instead of :rb_rune_rainbow:." (`hideCost`,
 * mechanics/hide-costs.ts).
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { AbilityAst } from './ability-ast.js';
import { bracket, powerSymbol, resources, t, type Rule } from './primitives.js';

/** The usual cost of hiding, named after "instead of": one Power of any domain. */
const usualCost: Rule<undefined> = map(powerSymbol, { to: (d) => (d === 'any' ? undefined : NO), from: () => 'any' as const });

export const HIDE_COST_PASSIVES: readonly Rule<AbilityAst>[] = [
  map(t`you may pay ${slot('cost', resources)} to hide a card with ${bracket('Hidden')} instead of ${usualCost}`, {
    to: ({ cost }) => ({ kind: 'passive', hideCost: { energy: cost.energy, power: [...cost.power] } }) as AbilityAst,
    from: (a) => (a.kind === 'passive' && a.hideCost !== undefined && Object.entries(a).every(([k, v]) => v === undefined || k === 'kind' || k === 'hideCost') ? { cost: a.hideCost } : NO),
  }),
];
