/**
 * Costs within instructions (CR 742.1): "[do X] to [do Y]", written as a step's `pay`. A
 * spell or an activated ability asks its controller as the step is reached on resolution,
 * and the step happens only if they pay (742.1.a). A triggered ability's costs are its base
 * cost (CR 383.3.b, 403.1.b.1): paid as it is placed on the chain, or it is removed (404.2),
 * and not paid again on resolution (383.3.b.2).
 */
import type { Effect } from '../schema/card-schema.js';
import type { Cost } from '../state/state.js';

/** The cost a step asks for, if it has one; of a cost of any amount, `amount` of it (0 when not said). */
export function stepCost(effect: Effect, amount = 0): Cost | undefined {
  const pay = effect.pay;
  if (pay?.anyAmount !== undefined) return anyAmountCost(pay.anyAmount, amount);
  return pay ? { energy: pay.energy, power: [...pay.power], xp: pay.xp ?? 0 } : undefined;
}

/** `amount` Energy, or `amount` Power of any domain ("Pay any amount of Energy", "... of :rb_rune_rainbow:"). */
export function anyAmountCost(what: 'energy' | 'any', amount: number): Cost {
  return what === 'energy' ? { energy: amount, power: [], xp: 0 } : { energy: 0, power: Array.from({ length: amount }, () => 'any' as const), xp: 0 };
}

/** The indexes of the steps with a cost within instructions. */
export function costedSteps(effects: readonly Effect[]): number[] {
  return effects.flatMap((e, i) => (e.pay ? [i] : []));
}

/** The costs of the steps not declined, summed: what placing a triggered ability costs (CR 403.1.b.1). */
export function totalCost(effects: readonly Effect[], declined: readonly number[] = NONE_DECLINED): Cost | undefined {
  // One loop, no list per step: listing asks this of each pending trigger with such a cost.
  let total: { energy: number; power: Cost['power'][number][]; xp: number } | undefined;
  for (let i = 0; i < effects.length; i++) {
    if (declined.includes(i)) continue;
    const cost = stepCost(effects[i] as Effect);
    if (cost === undefined) continue;
    total ??= { energy: 0, power: [], xp: 0 };
    total.energy += cost.energy;
    for (const p of cost.power) total.power.push(p);
    total.xp += cost.xp ?? 0;
  }
  return total;
}

const NONE_DECLINED: readonly number[] = [];
