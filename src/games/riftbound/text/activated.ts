/**
 * Activated abilities as printed: "COSTS: [TIMING] — EFFECTS." The costs are resources, the
 * exhaust symbol, "Kill this", "Spend my buff", "Recycle 3 from your trash" and "Kill a friendly
 * unit or gear" separated by commas (CR 376); a timing keyword may follow the colon,
 * and Legion (":rb_exhaust:: [Legion] — ...": the effects depend on it, CR 812).
 */
import { alt, list, map, NO, pure, slot } from '../../../engine/syntax/syntax.js';
import type { AbilityAst, EquipCards } from './ability-ast.js';
import type { Expression } from './amounts.js';
import type { TextContext } from './context.js';
import { steps } from './effects.js';
import { dash } from './keyword-lines.js';
import type { Step } from './step.js';
import { selfCondition } from './while-conditions.js';
import { useOnlyIfCondition } from './use-only-if.js';
import { article, bracket, digits, exhaustSymbol, resources, selfSubject, t, words, type Resources, type Rule } from './primitives.js';

/** An activated ability's cost as card data states it. */
interface ActivatedCost {
  readonly exhaust?: boolean;
  readonly energy?: number;
  readonly power?: readonly string[];
  readonly killSelf?: boolean;
  readonly spendBuff?: boolean;
  readonly recycleTrash?: { readonly amount: number; readonly type?: 'unit' };
  readonly killFriendly?: readonly ('unit' | 'gear')[];
  readonly discard?: number;
}

/** A cost read: its parts, and whether resources were printed before the cards it asks for (the wording `resourcesFirst`). */
interface ReadCost {
  readonly cost: ActivatedCost;
  readonly resourcesFirst: boolean;
}

/** One part of a printed cost: resources, the exhaust symbol, or "Kill this". */
type CostPart =
  | { readonly kind: 'resources'; readonly r: Resources }
  | { readonly kind: 'exhaust' }
  | { readonly kind: 'killSelf' }
  | { readonly kind: 'spendBuff' }
  | { readonly kind: 'recycleTrash'; readonly recycle: NonNullable<ActivatedCost['recycleTrash']> }
  | { readonly kind: 'killFriendly'; readonly types: NonNullable<ActivatedCost['killFriendly']> }
  | { readonly kind: 'discard'; readonly amount: number };

type Recycle = NonNullable<ActivatedCost['recycleTrash']>;
type Killable = NonNullable<ActivatedCost['killFriendly']>;

/** "Recycle 3 from your trash", "Recycle a unit from your trash" (CR 416.6). */
const recycleTrash: Rule<Recycle> = alt<Recycle, TextContext>(
  map(t`Recycle ${slot('n', digits)} from your trash`, { to: ({ n }): Recycle => ({ amount: n }), from: (r) => (r.type === undefined ? { n: r.amount } : NO) }),
  map(t`Recycle ${article} unit from your trash`, { to: (): Recycle => ({ amount: 1, type: 'unit' }), from: (r) => (r.type === 'unit' && r.amount === 1 ? {} : NO) }),
);

/** What a friendly object killed for a cost may be: "unit", "gear", "unit or gear". */
const KILLABLE: readonly Killable[] = [['unit'], ['gear'], ['unit', 'gear']];
const killFriendly: Rule<Killable> = alt<Killable, TextContext>(
  ...KILLABLE.map((types) => map(words(`Kill a friendly ${types.join(' or ')}`), { to: (): Killable => types, from: (k: Killable) => (k.join() === types.join() ? undefined : NO) })),
);

const part: Rule<CostPart> = alt<CostPart, TextContext>(
  map(resources, { to: (r): CostPart => ({ kind: 'resources', r }), from: (p) => (p.kind === 'resources' ? p.r : NO) }),
  map(exhaustSymbol, { to: (): CostPart => ({ kind: 'exhaust' }), from: (p) => (p.kind === 'exhaust' ? undefined : NO) }),
  map(selfSubject('Kill me', 'Kill this'), { to: (): CostPart => ({ kind: 'killSelf' }), from: (p) => (p.kind === 'killSelf' ? undefined : NO) }),
  map(words('Spend my buff'), { to: (): CostPart => ({ kind: 'spendBuff' }), from: (p) => (p.kind === 'spendBuff' ? undefined : NO) }),
  map(recycleTrash, { to: (recycle): CostPart => ({ kind: 'recycleTrash', recycle }), from: (p) => (p.kind === 'recycleTrash' ? p.recycle : NO) }),
  map(killFriendly, { to: (types): CostPart => ({ kind: 'killFriendly', types }), from: (p) => (p.kind === 'killFriendly' ? p.types : NO) }),
  // "Discard 1": cards of the activator's hand (CR 422.1).
  map(t`Discard ${slot('n', digits)}`, { to: ({ n }): CostPart => ({ kind: 'discard', amount: n }), from: (p) => (p.kind === 'discard' ? { n: p.amount } : NO) }),
);

/** The cards an Equip's cost takes, after its resources: "Recycle 2 cards from your trash", "Kill a friendly unit" (CR 818.1.c). */
export const equipCards: Rule<EquipCards> = alt<EquipCards, TextContext>(
  map(t`Recycle ${slot('n', digits)} cards from your trash`, {
    to: ({ n }): EquipCards => ({ recycleTrash: { amount: n } }),
    from: (c) => (c.killFriendly === undefined && c.recycleTrash !== undefined && c.recycleTrash.type === undefined ? { n: c.recycleTrash.amount } : NO),
  }),
  map(killFriendly, { to: (types): EquipCards => ({ killFriendly: types }), from: (c) => (c.recycleTrash === undefined && c.killFriendly !== undefined ? c.killFriendly : NO) }),
);

/** Parts paid with other cards: printed before resources unless the wording `resourcesFirst` says after. */
const CARD_PARTS: readonly CostPart['kind'][] = ['recycleTrash', 'killFriendly', 'discard'];

/** The parts of a cost, each at most once, as card data. */
function costOf(parts: readonly CostPart[]): ReadCost | typeof NO {
  const kinds = parts.map((p) => p.kind);
  if (new Set(kinds).size !== kinds.length) return NO;
  const firstCards = kinds.findIndex((k) => CARD_PARTS.includes(k));
  const resourcesAt = kinds.indexOf('resources');
  let made: ActivatedCost = {};
  for (const p of parts) {
    if (p.kind === 'exhaust') made = { ...made, exhaust: true };
    else if (p.kind === 'recycleTrash') made = { ...made, recycleTrash: p.recycle };
    else if (p.kind === 'killFriendly') made = { ...made, killFriendly: p.types };
    else if (p.kind === 'discard') made = { ...made, discard: p.amount };
    else if (p.kind === 'killSelf') made = { ...made, killSelf: true };
    else if (p.kind === 'spendBuff') made = { ...made, spendBuff: true };
    else {
      made = { ...made, ...(p.r.energy > 0 ? { energy: p.r.energy } : {}), ...(p.r.power.length > 0 ? { power: [...p.r.power] } : {}) };
    }
  }
  return { cost: made, resourcesFirst: firstCards >= 0 && resourcesAt >= 0 && resourcesAt < firstCards };
}

/**
 * The parts of a cost in the order printed: resources, the exhaust symbol, then "Kill this";
 * without resources "Kill this" comes first ("Kill this, :rb_exhaust:"), as the templating prints it.
 */
function partsOf({ cost: c, resourcesFirst }: ReadCost): CostPart[] | typeof NO {
  if (!Object.entries(c).every(([k, v]) => v === undefined || ['exhaust', 'energy', 'power', 'killSelf', 'spendBuff', 'recycleTrash', 'killFriendly', 'discard'].includes(k))) return NO;
  const parts: CostPart[] = [];
  // "Spend my buff" first, as the templating prints it.
  if (c.spendBuff === true) parts.push({ kind: 'spendBuff' });
  const hasResources = (c.energy ?? 0) > 0 || (c.power ?? []).length > 0;
  const cards: CostPart[] = [];
  if (c.recycleTrash !== undefined) cards.push({ kind: 'recycleTrash', recycle: c.recycleTrash });
  if (c.killFriendly !== undefined) cards.push({ kind: 'killFriendly', types: c.killFriendly });
  if (c.discard !== undefined) cards.push({ kind: 'discard', amount: c.discard });
  if (resourcesFirst && (cards.length === 0 || !hasResources)) return NO;
  if (!resourcesFirst) parts.push(...cards);
  if (c.killSelf === true && !hasResources) parts.push({ kind: 'killSelf' });
  if (hasResources) parts.push({ kind: 'resources', r: { energy: c.energy ?? 0, power: (c.power ?? []) as Resources['power'] } });
  if (resourcesFirst) parts.push(...cards);
  if (c.exhaust === true) parts.push({ kind: 'exhaust' });
  if (c.killSelf === true && hasResources) parts.push({ kind: 'killSelf' });
  return parts.length > 0 ? parts : NO;
}

/** A cost as printed: its parts separated by commas (CR 376), in any order; printed in one. */
const cost: Rule<ReadCost> = map(list(part, words(','), words(','), 4), { to: costOf, from: partsOf });

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

const ACTIVATED_KEYS = ['kind', 'cost', 'keywords', 'effects', 'dependent', 'condition', 'oncePerTurn', 'wording'];

/** Whether an ability's `dependent` is absent or Legion (an activated ability's effects under Legion). */
function legionOrNone(a: AbilityAst): boolean | undefined {
  const dependent = (a as { dependent?: { keyword: string; value?: number } }).dependent;
  if (dependent === undefined) return false;
  return dependent.keyword === 'legion' && dependent.value === undefined ? true : undefined;
}

/** An activated ability as card data, its printed condition taken apart ("Use this ability only while ..."), or NO. */
function activatedParts(a: AbilityAst): { cost: ReadCost; prefix: Prefix; effects: readonly Step[]; condition: Expression | undefined; once: boolean } | typeof NO {
  if (a.kind !== 'activated' || !Object.entries(a).every(([k, v]) => v === undefined || ACTIVATED_KEYS.includes(k)) || !(a.keywords ?? []).every((k) => typeof k === 'string')) return NO;
  const legion = legionOrNone(a);
  if (legion === undefined) return NO;
  const wording = (a as { wording?: readonly string[] }).wording;
  if (wording !== undefined && (wording.length !== 1 || wording[0] !== 'resourcesFirst')) return NO;
  // "Use only once per turn." is printed alone: never beside a condition.
  const once = (a as { oncePerTurn?: true }).oncePerTurn === true;
  if (once && a.condition !== undefined) return NO;
  return { cost: { cost: a.cost as ActivatedCost, resourcesFirst: wording !== undefined }, prefix: { keywords: (a.keywords ?? []) as Timing, legion }, effects: a.effects, condition: a.condition as Expression | undefined, once };
}

const made = (c: ReadCost, p: Prefix, effects: readonly Step[], condition?: Expression, once = false): AbilityAst =>
  ({
    kind: 'activated',
    cost: c.cost,
    ...(p.keywords.length > 0 ? { keywords: [...p.keywords] } : {}),
    effects,
    ...(p.legion ? { dependent: { keyword: 'legion' } } : {}),
    ...(condition !== undefined ? { condition } : {}),
    ...(once ? { oncePerTurn: true } : {}),
    ...(c.resourcesFirst ? { wording: ['resourcesFirst'] } : {}),
  }) as AbilityAst;

export const activated: Rule<AbilityAst> = alt<AbilityAst, TextContext>(
  map(t`${slot('cost', cost)} : ${slot('prefix', prefix)} ${slot('effects', steps)}`, {
    to: ({ cost: c, prefix: p, effects }) => made(c, p, effects),
    from: (a) => {
      const parts = activatedParts(a);
      return parts === NO || parts.condition !== undefined || parts.once ? NO : parts;
    },
  }),
  // "Use only once per turn.": it may be activated once each turn (`oncePerTurn`).
  map(t`${slot('cost', cost)} : ${slot('prefix', prefix)} ${slot('effects', steps)} use only once per turn .`, {
    to: ({ cost: c, prefix: p, effects }) => made(c, p, effects, undefined, true),
    from: (a) => {
      const parts = activatedParts(a);
      return parts === NO || !parts.once ? NO : parts;
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
  // "Use only if you've played an Equipment this turn.": the same, a condition of the turn (use-only-if.ts).
  map(t`${slot('cost', cost)} : ${slot('prefix', prefix)} ${slot('effects', steps)} use only if ${slot('condition', useOnlyIfCondition)} .`, {
    to: ({ cost: c, prefix: p, effects, condition }) => made(c, p, effects, condition as Expression),
    from: (a) => {
      const parts = activatedParts(a);
      return parts === NO || parts.condition === undefined ? NO : { ...parts, condition: parts.condition };
    },
  }),
);

/**
 * An activated ability's cost and what follows its colon, before modes instead of effects
 * (":rb_exhaust:: Choose one —", modes.ts): the ability with no steps of its own.
 */
export const activatedHead: Rule<AbilityAst> = map(t`${slot('cost', cost)} : ${slot('prefix', prefix)}`, {
  to: ({ cost: c, prefix: p }) => made(c, p, []),
  from: (a) => {
    const parts = activatedParts(a);
    return parts === NO || parts.condition !== undefined || parts.once || parts.effects.length > 0 ? NO : { cost: parts.cost, prefix: parts.prefix };
  },
});
