/**
 * Costs within instructions as printed (CR 742.1): "you may pay :rb_rune_order: to ready it",
 * "you may exhaust me to draw 1", "you may pay :rb_energy_1: and exhaust this to draw 1". The
 * words between "you may" and "to" are the step's `pay` (schema/card-schema.ts, instructionCost): its
 * resources, and exhausting the card whose ability it is ("me" on a unit or a legend, "this" on
 * a gear), killing it ("kill me", "kill this"), or recycling it from its trash ("recycle me"). The step happens only if it is paid, so it needs no `optional` of its own. The same
 * cost with exhausting said first ("you may exhaust me and pay ...") is the step's wording
 * `exhaustFirst` (effects.ts).
 */
import { alt, literal, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Effect } from '../schema/card-schema.js';
import { constant, resources, selfSubject, t, words, type Resources, type Rule } from './primitives.js';

type Pay = NonNullable<Effect['pay']>;

/** "exhaust me" (a unit, a legend) or "exhaust this" (a gear). */
export const exhaustSelf: Rule<undefined> = selfSubject('exhaust me', 'exhaust this');

/** "kill me" (a unit) or "kill this" (a gear). */
const killSelf: Rule<undefined> = selfSubject('kill me', 'kill this');

/** Only Energy and Power: nothing else to pay. */
export function onlyResources(p: Pay): boolean {
  return p.xp === undefined && p.exhaustUnit === undefined && p.spendBuff === undefined && p.killSelf === undefined && p.recycleSelf === undefined;
}

export function paying(r: Resources, exhausts: boolean): Pay {
  return exhausts ? { energy: r.energy, power: [...r.power], exhaustSelf: true } : { energy: r.energy, power: [...r.power] };
}

/** What a cost of any amount is paid in: "Energy", or Power of any domain (":rb_rune_rainbow:"). */
export const anyAmountOf: Rule<'energy' | 'any'> = alt(
  constant('Energy', 'energy' as const),
  map(literal([{ kind: 'symbol', text: ':rb_rune_rainbow:' }]), { to: () => 'any' as const, from: (v: 'energy' | 'any') => (v === 'any' ? undefined : NO) }),
);

/** What a step costs, as said after "you may" and before "to". */
export const instructionCost: Rule<Pay> = alt(
  map(t`pay ${slot('r', resources)} and ${slot('x', exhaustSelf)}`, {
    to: ({ r }) => paying(r, true),
    from: (p) => (p.exhaustSelf === true && onlyResources(p) && (p.energy > 0 || p.power.length > 0) ? { r: p, x: undefined } : NO),
  }),
  map(t`pay ${slot('r', resources)}`, {
    to: ({ r }) => paying(r, false),
    from: (p) => (p.exhaustSelf === undefined && onlyResources(p) && (p.energy > 0 || p.power.length > 0) ? { r: p } : NO),
  }),
  map(exhaustSelf, {
    to: () => paying({ energy: 0, power: [] }, true),
    from: (p) => (p.exhaustSelf === true && onlyResources(p) && p.energy === 0 && p.power.length === 0 ? undefined : NO),
  }),
  // "kill me": the card whose triggered ability it is dies as the ability is placed (mechanics/self-costs.ts).
  map(killSelf, {
    to: (): Pay => ({ energy: 0, power: [], killSelf: true }),
    from: (p) => (p.killSelf === true && p.exhaustSelf === undefined && p.spendBuff === undefined && p.exhaustUnit === undefined && p.xp === undefined && p.energy === 0 && p.power.length === 0 ? undefined : NO),
  }),
  // "recycle me": a Deathknell's card, from its trash to the bottom of its Main Deck (mechanics/self-costs.ts).
  map(words('recycle me'), {
    to: (): Pay => ({ energy: 0, power: [], recycleSelf: true }),
    from: (p) => (p.recycleSelf === true && Object.keys(p).length === 3 && p.energy === 0 && p.power.length === 0 ? undefined : NO),
  }),
  // "spend a buff": a buff of a unit the payer controls (mechanics/unit-costs.ts).
  map(words('spend a buff'), {
    to: (): Pay => ({ energy: 0, power: [], spendBuff: true }),
    from: (p) => (p.spendBuff === true && p.exhaustSelf === undefined && p.killSelf === undefined && p.exhaustUnit === undefined && p.xp === undefined && p.energy === 0 && p.power.length === 0 ? undefined : NO),
  }),
);
