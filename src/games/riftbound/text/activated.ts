/**
 * Activated abilities as printed: "COSTS: [TIMING] — EFFECTS." The costs are resources and
 * the exhaust symbol separated by commas (CR 376); a timing keyword may follow the colon.
 */
import { alt, map, NO, pure, Refusal, slot } from '../../../engine/syntax/syntax.js';
import type { AbilityAst } from './ability-ast.js';
import type { TextContext } from './context.js';
import { steps } from './effects.js';
import { dash } from './keyword-lines.js';
import { bracket, exhaustSymbol, resources, t, type Resources, type Rule } from './primitives.js';
import { selfObject } from './targets.js';

/** An activated ability's cost as card data states it. */
interface ActivatedCost {
  readonly exhaust?: boolean;
  readonly energy?: number;
  readonly power?: readonly string[];
  readonly kill?: true;
}

function resourceCost(r: Resources): ActivatedCost | Refusal {
  if (r.power.includes('any')) return new Refusal("an activated ability's cost of Power of any domain");
  return { ...(r.energy > 0 ? { energy: r.energy } : {}), ...(r.power.length > 0 ? { power: [...r.power] } : {}) };
}

function hasResources(c: ActivatedCost): boolean {
  return (c.energy ?? 0) > 0 || (c.power ?? []).length > 0;
}

/** Whether a cost has only the parts these rules print (an XP cost is another rule's). */
function printable(c: ActivatedCost): boolean {
  return Object.entries(c).every(([k, v]) => v === undefined || k === 'exhaust' || k === 'energy' || k === 'power');
}

function resourcesOf(c: ActivatedCost): Resources {
  return { energy: c.energy ?? 0, power: (c.power ?? []) as Resources['power'] };
}

const payment: Rule<ActivatedCost> = alt<ActivatedCost, TextContext>(
  map(t`${slot('r', resources)} , ${exhaustSymbol}`, {
    to: ({ r }): ActivatedCost | Refusal => {
      const made = resourceCost(r);
      return made instanceof Refusal ? made : { exhaust: true, ...made };
    },
    from: (c) => (printable(c) && c.exhaust === true && hasResources(c) ? { r: resourcesOf(c) } : NO),
  }),
  map(exhaustSymbol, { to: (): ActivatedCost => ({ exhaust: true }), from: (c: ActivatedCost) => (printable(c) && c.exhaust === true && !hasResources(c) ? undefined : NO) }),
  map(resources, { to: resourceCost, from: (c) => (printable(c) && c.exhaust !== true && hasResources(c) ? resourcesOf(c) : NO) }),
);

/** "Kill this" (or "kill me"), printed first among the costs (CR 428.6). */
const killSelf = t`kill ${slot('self', selfObject)}`;

function withoutKill(c: ActivatedCost): ActivatedCost {
  const { kill: _kill, ...rest } = c;
  return rest;
}

const cost: Rule<ActivatedCost> = alt<ActivatedCost, TextContext>(
  map(t`${slot('k', killSelf)} , ${slot('rest', payment)}`, {
    to: ({ rest }): ActivatedCost => ({ kill: true, ...rest }),
    from: (c) => (c.kill === true && Object.keys(withoutKill(c)).length > 0 ? { k: { self: 'self' as const }, rest: withoutKill(c) } : NO),
  }),
  map(killSelf, { to: (): ActivatedCost => ({ kill: true }), from: (c: ActivatedCost) => (c.kill === true && Object.keys(withoutKill(c)).length === 0 ? { self: 'self' as const } : NO) }),
  map(payment, { to: (c) => c, from: (c) => (c.kill === true ? NO : c) }),
);

type Timing = readonly ('action' | 'reaction')[];

/** Timing keywords of an activated ability: "[Reaction] —", or none. */
const timing: Rule<Timing> = alt(
  map(t`${bracket('Reaction')} ${dash}`, { to: (): Timing => ['reaction'], from: (k: Timing) => (k.length === 1 && k[0] === 'reaction' ? {} : NO) }),
  map(t`${bracket('Action')} ${dash}`, { to: (): Timing => ['action'], from: (k: Timing) => (k.length === 1 && k[0] === 'action' ? {} : NO) }),
  pure<Timing, TextContext>([], (a, b) => a.length === 0 && b.length === 0),
);

export const activated: Rule<AbilityAst> = map(t`${slot('cost', cost)} : ${slot('keywords', timing)} ${slot('effects', steps)}`, {
  to: ({ cost: c, keywords, effects }) => ({ kind: 'activated', cost: c, ...(keywords.length > 0 ? { keywords: [...keywords] } : {}), effects }) as AbilityAst,
  from: (a) =>
    a.kind === 'activated' && Object.entries(a).every(([k, v]) => v === undefined || ['kind', 'cost', 'keywords', 'effects'].includes(k)) && (a.keywords ?? []).every((k) => typeof k === 'string')
      ? { cost: a.cost as ActivatedCost, keywords: (a.keywords ?? []) as Timing, effects: a.effects }
      : NO,
});
