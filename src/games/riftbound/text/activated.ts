/**
 * Activated abilities as printed: "COSTS: [TIMING] — EFFECTS." The costs are resources, the
 * exhaust symbol and "Kill this" separated by commas (CR 376); a timing keyword may follow the colon,
 * and Legion (":rb_exhaust:: [Legion] — ...": the effects depend on it, CR 812).
 */
import { alt, list, map, NO, pure, slot } from '../../../engine/syntax/syntax.js';
import type { AbilityAst } from './ability-ast.js';
import type { Expression } from './amounts.js';
import type { TextContext } from './context.js';
import { steps } from './effects.js';
import { dash } from './keyword-lines.js';
import type { Step } from './step.js';
import { selfCondition } from './while-conditions.js';
import { bracket, exhaustSymbol, resources, selfSubject, t, words, type Resources, type Rule } from './primitives.js';

/** An activated ability's cost as card data states it. */
interface ActivatedCost {
  readonly exhaust?: boolean;
  readonly energy?: number;
  readonly power?: readonly string[];
  readonly killSelf?: boolean;
  readonly spendBuff?: boolean;
}

/** One part of a printed cost: resources, the exhaust symbol, or "Kill this". */
type CostPart = { readonly kind: 'resources'; readonly r: Resources } | { readonly kind: 'exhaust' } | { readonly kind: 'killSelf' } | { readonly kind: 'spendBuff' };

const part: Rule<CostPart> = alt<CostPart, TextContext>(
  map(resources, { to: (r): CostPart => ({ kind: 'resources', r }), from: (p) => (p.kind === 'resources' ? p.r : NO) }),
  map(exhaustSymbol, { to: (): CostPart => ({ kind: 'exhaust' }), from: (p) => (p.kind === 'exhaust' ? undefined : NO) }),
  map(selfSubject('Kill me', 'Kill this'), { to: (): CostPart => ({ kind: 'killSelf' }), from: (p) => (p.kind === 'killSelf' ? undefined : NO) }),
  map(words('Spend my buff'), { to: (): CostPart => ({ kind: 'spendBuff' }), from: (p) => (p.kind === 'spendBuff' ? undefined : NO) }),
);

/** The parts of a cost, each at most once, as card data. */
function costOf(parts: readonly CostPart[]): ActivatedCost | typeof NO {
  const kinds = parts.map((p) => p.kind);
  if (new Set(kinds).size !== kinds.length) return NO;
  let made: ActivatedCost = {};
  for (const p of parts) {
    if (p.kind === 'exhaust') made = { ...made, exhaust: true };
    else if (p.kind === 'killSelf') made = { ...made, killSelf: true };
    else if (p.kind === 'spendBuff') made = { ...made, spendBuff: true };
    else {
      made = { ...made, ...(p.r.energy > 0 ? { energy: p.r.energy } : {}), ...(p.r.power.length > 0 ? { power: [...p.r.power] } : {}) };
    }
  }
  return made;
}

/**
 * The parts of a cost in the order printed: resources, the exhaust symbol, then "Kill this";
 * without resources "Kill this" comes first ("Kill this, :rb_exhaust:"), as the templating prints it.
 */
function partsOf(c: ActivatedCost): CostPart[] | typeof NO {
  if (!Object.entries(c).every(([k, v]) => v === undefined || ['exhaust', 'energy', 'power', 'killSelf', 'spendBuff'].includes(k))) return NO;
  const parts: CostPart[] = [];
  // "Spend my buff" first, as the templating prints it.
  if (c.spendBuff === true) parts.push({ kind: 'spendBuff' });
  const hasResources = (c.energy ?? 0) > 0 || (c.power ?? []).length > 0;
  if (c.killSelf === true && !hasResources) parts.push({ kind: 'killSelf' });
  if (hasResources) parts.push({ kind: 'resources', r: { energy: c.energy ?? 0, power: (c.power ?? []) as Resources['power'] } });
  if (c.exhaust === true) parts.push({ kind: 'exhaust' });
  if (c.killSelf === true && hasResources) parts.push({ kind: 'killSelf' });
  return parts.length > 0 ? parts : NO;
}

/** A cost as printed: its parts separated by commas (CR 376), in any order; printed in one. */
const cost: Rule<ActivatedCost> = map(list(part, words(','), words(','), 4), { to: costOf, from: partsOf });

type Timing = readonly ('action' | 'reaction')[];

/** What stands between the colon and the effects: timing keywords, and whether the effects are under Legion. */
interface Prefix {
  readonly keywords: Timing;
  readonly legion: boolean;
}

const timingKeyword = (name: 'Reaction' | 'Action'): Rule<Timing> =>
  map(bracket(name), { to: (): Timing => [name === 'Reaction' ? 'reaction' : 'action'], from: (k: Timing) => (k.length === 1 && k[0] === name.toLowerCase() ? undefined : NO) });

/**
 * Timing keywords of an activated ability and Legion (CR 812): "[Reaction] —", "[Legion] —",
 * "[Reaction], [Legion] —", or none.
 */
const prefix: Rule<Prefix> = alt<Prefix, TextContext>(
  ...(['Reaction', 'Action'] as const).flatMap((name) => [
    map(t`${slot('k', timingKeyword(name))} ${dash}`, { to: ({ k }): Prefix => ({ keywords: k, legion: false }), from: (p: Prefix) => (p.legion ? NO : { k: p.keywords }) }),
    map(t`${slot('k', timingKeyword(name))} , ${bracket('Legion')} ${dash}`, { to: ({ k }): Prefix => ({ keywords: k, legion: true }), from: (p: Prefix) => (p.legion ? { k: p.keywords } : NO) }),
  ]),
  map(t`${bracket('Legion')} ${dash}`, { to: (): Prefix => ({ keywords: [], legion: true }), from: (p: Prefix) => (p.legion && p.keywords.length === 0 ? {} : NO) }),
  pure<Prefix, TextContext>({ keywords: [], legion: false }, (a, b) => a.keywords.length === 0 && b.keywords.length === 0 && !a.legion && !b.legion),
);

const ACTIVATED_KEYS = ['kind', 'cost', 'keywords', 'effects', 'dependent', 'condition'];

/** Whether an ability's `dependent` is absent or Legion (an activated ability's effects under Legion). */
function legionOrNone(a: AbilityAst): boolean | undefined {
  const dependent = (a as { dependent?: { keyword: string; value?: number } }).dependent;
  if (dependent === undefined) return false;
  return dependent.keyword === 'legion' && dependent.value === undefined ? true : undefined;
}

/** An activated ability as card data, its printed condition taken apart ("Use this ability only while ..."), or NO. */
function activatedParts(a: AbilityAst): { cost: ActivatedCost; prefix: Prefix; effects: readonly Step[]; condition: Expression | undefined } | typeof NO {
  if (a.kind !== 'activated' || !Object.entries(a).every(([k, v]) => v === undefined || ACTIVATED_KEYS.includes(k)) || !(a.keywords ?? []).every((k) => typeof k === 'string')) return NO;
  const legion = legionOrNone(a);
  if (legion === undefined) return NO;
  return { cost: a.cost as ActivatedCost, prefix: { keywords: (a.keywords ?? []) as Timing, legion }, effects: a.effects, condition: a.condition as Expression | undefined };
}

const made = (c: ActivatedCost, p: Prefix, effects: readonly Step[], condition?: Expression): AbilityAst =>
  ({
    kind: 'activated',
    cost: c,
    ...(p.keywords.length > 0 ? { keywords: [...p.keywords] } : {}),
    effects,
    ...(p.legion ? { dependent: { keyword: 'legion' } } : {}),
    ...(condition !== undefined ? { condition } : {}),
  }) as AbilityAst;

export const activated: Rule<AbilityAst> = alt<AbilityAst, TextContext>(
  map(t`${slot('cost', cost)} : ${slot('prefix', prefix)} ${slot('effects', steps)}`, {
    to: ({ cost: c, prefix: p, effects }) => made(c, p, effects),
    from: (a) => {
      const parts = activatedParts(a);
      return parts === NO || parts.condition !== undefined ? NO : parts;
    },
  }),
  // "Use this ability only while I'm alone.": it may be activated only while the condition holds.
  map(t`${slot('cost', cost)} : ${slot('prefix', prefix)} ${slot('effects', steps)} use this ability only while ${slot('condition', selfCondition)} .`, {
    to: ({ cost: c, prefix: p, effects, condition }) => made(c, p, effects, condition),
    from: (a) => {
      const parts = activatedParts(a);
      return parts === NO || parts.condition === undefined ? NO : { ...parts, condition: parts.condition };
    },
  }),
);
