/**
 * Passives that change what cards cost as they are played (`costs`, mechanics/cost-changes.ts;
 * CR 356.3-356.4), in the two ways discounts are said (CR 356.4.b):
 *
 * - cards "cost" an amount "less" or "more": "Friendly spells cost :rb_energy_1: less.",
 *   "While I'm alone, enemy units cost :rb_energy_1::rb_rune_rainbow: more.", several changes
 *   joined by ", and", a discount's minimum after it ("less to a minimum of :rb_energy_1:");
 * - their Energy costs "are reduced by" an amount (the wording `reducedBy`): "Your Birds' Energy
 *   costs are reduced by :rb_energy_1:.", "the Energy costs for units you play is reduced by
 *   :rb_energy_2:, to a minimum of :rb_energy_1:".
 *
 * "friendly [Repeat] costs cost :rb_energy_1: less" changes each [Repeat] cost paid rather than a card's;
 * "the first friendly non-token gear played each turn costs :rb_energy_2: less" only the first of a type.
 */
import { alt, map, mark, NO, optional, Refusal, slot, syntax, type WordingList } from '../../../engine/syntax/syntax.js';
import type { Ability } from '../schema/card-schema.js';
import type { AbilityAst } from './ability-ast.js';
import type { Expression } from './amounts.js';
import type { TextContext } from './context.js';
import { bracket, energy, resources, t, words, type Rule } from './primitives.js';
import { whileCondition } from './while-conditions.js';
import { text } from '../i18n/text-messages.js';

type Passive = Extract<Ability, { kind: 'passive' }>;
type Change = NonNullable<Passive['costs']>[number];
type Cards = 'spells' | 'units' | 'gear';

/** Whose cards of which type a change reaches, as its subject names them. */
interface Reach {
  readonly cards: Change['cards'];
  readonly whose: Change['whose'];
  readonly tag?: string;
}

const CARD_TYPES: readonly Cards[] = ['spells', 'units', 'gear'];

/** "friendly spells", "enemy units": the cards of a type its controller (or their opponents) play. */
const relationCards: Rule<Reach> = alt<Reach, TextContext>(
  ...CARD_TYPES.flatMap((cards) =>
    (['yours', 'opponents'] as const).map((whose) =>
      map(words(`${whose === 'yours' ? 'friendly' : 'enemy'} ${cards}`), {
        to: (): Reach => ({ cards, whose }),
        from: (r: Reach) => (r.cards === cards && r.whose === whose && r.tag === undefined ? undefined : NO),
      }),
    ),
  ),
);

/** "friendly [Repeat] costs": each [Repeat] cost its controller (or their opponents) pays (CR 820.1.c). */
const repeatCosts: Rule<Reach> = alt<Reach, TextContext>(
  ...(['yours', 'opponents'] as const).map((whose) =>
    map(t`${words(whose === 'yours' ? 'friendly' : 'enemy')} ${bracket('Repeat')} costs`, {
      to: (): Reach => ({ cards: 'repeatCosts', whose }),
      from: (r: Reach) => (r.cards === 'repeatCosts' && r.whose === whose && r.tag === undefined ? {} : NO),
    }),
  ),
);

/** "spells", "units", "gear": the type of cards after "the Energy costs for". */
const cardType: Rule<Cards> = alt<Cards, TextContext>(...CARD_TYPES.map((cards) => map(words(cards), { to: () => cards, from: (c: Cards) => (c === cards ? undefined : NO) })));

/** "Dragons'": a tag in the plural possessive (one capitalised word). */
const tagPossessive: Rule<string> = syntax<string, TextContext>(
  function* (input, at) {
    const token = input.tokens[at];
    if (token?.kind !== 'word') return;
    const m = /^([A-Z][a-z]+)s'$/.exec(token.text);
    if (!m) return;
    input.reached(at + 1);
    yield [m[1] as string, at + 1] as const;
  },
  (tag, out) => {
    if (!/^[A-Z][a-z]+$/.test(tag)) return false;
    out.tokens.push({ kind: 'word', text: `${tag}s'` });
    return true;
  },
);

/** An amount of a change: Energy and Power of any domain ("less" needs one of them). */
interface Amount {
  readonly energy?: number;
  readonly power?: number;
}

const amount: Rule<Amount> = map(resources, {
  to: ({ energy: e, power }) => {
    if (power.some((d) => d !== 'any')) return new Refusal(text('refusal.costChangeDomainPower'));
    return { ...(e > 0 ? { energy: e } : {}), ...(power.length > 0 ? { power: power.length } : {}) };
  },
  from: (a) => ((a.energy ?? 0) === 0 && (a.power ?? 0) === 0 ? NO : { energy: a.energy ?? 0, power: Array.from({ length: a.power ?? 0 }, () => 'any' as const) }),
});

/** A change's fields in one order. */
function change(reach: Reach, a: Amount, more: boolean, minimum: number | undefined): Change {
  return { cards: reach.cards, ...(reach.tag !== undefined ? { tag: reach.tag } : {}), whose: reach.whose, ...a, ...(more ? { more: true } : {}), ...(minimum !== undefined ? { minimum } : {}) } as Change;
}

const reachOf = (c: Change): Reach => ({ cards: c.cards, whose: c.whose, ...(c.tag !== undefined ? { tag: c.tag } : {}) });
const amountOf = (c: Change): Amount => ({ ...(c.energy !== undefined ? { energy: c.energy } : {}), ...(c.power !== undefined ? { power: c.power } : {}) });

/** "to a minimum of :rb_energy_1:" after "less" (a comma before it is read, not printed). */
const minimumAfterLess: Rule<number> = map(t`${optional(words(','))} to a minimum of ${slot('m', energy)}`, { to: ({ m }) => m, from: (m) => ({ m }) });

/** "friendly spells cost :rb_energy_1: less to a minimum of :rb_energy_1:", "enemy spells cost :rb_rune_rainbow: more". */
const costClause: Rule<Change> = alt<Change, TextContext>(
  map(t`${slot('reach', alt(relationCards, repeatCosts))} cost ${slot('amount', amount)} less ${slot('minimum', optional(minimumAfterLess))}`, {
    to: ({ reach, amount: a, minimum }) => change(reach, a, false, minimum),
    from: (c) => (c.more === true || c.first === true ? NO : { reach: reachOf(c), amount: amountOf(c), minimum: c.minimum }),
  }),
  map(t`${slot('reach', alt(relationCards, repeatCosts))} cost ${slot('amount', amount)} more`, {
    to: ({ reach, amount: a }) => change(reach, a, true, undefined),
    from: (c) => (c.more === true && c.minimum === undefined && c.first === undefined ? { reach: reachOf(c), amount: amountOf(c) } : NO),
  }),
);

const SINGULAR: Readonly<Record<Cards, string>> = { spells: 'spell', units: 'unit', gear: 'gear' };

/** "the first friendly non-token gear played each turn costs :rb_energy_2: less": only the first card of a type its player plays each turn. */
const firstEachTurn: Rule<Change> = alt<Change, TextContext>(
  ...CARD_TYPES.flatMap((cards) =>
    (['yours', 'opponents'] as const).map((whose) =>
      map(t`the first ${words(whose === 'yours' ? 'friendly' : 'enemy')} non-token ${words(SINGULAR[cards])} played each turn costs ${slot('amount', amount)} less`, {
        to: ({ amount: a }) => ({ ...change({ cards, whose }, a, false, undefined), first: true }) as Change,
        from: (c: Change) => (c.first === true && c.cards === cards && c.whose === whose && c.tag === undefined && c.more === undefined && c.minimum === undefined ? { amount: amountOf(c) } : NO),
      }),
    ),
  ),
);

/** One change, or two joined by ", and". */
const costClauses: Rule<readonly Change[]> = alt<readonly Change[], TextContext>(
  map(firstEachTurn, { to: (c) => [c], from: (list: readonly Change[]) => (list.length === 1 ? (list[0] as Change) : NO) }),
  map(costClause, { to: (c) => [c], from: (list: readonly Change[]) => (list.length === 1 ? (list[0] as Change) : NO) }),
  map(t`${slot('first', costClause)} , and ${slot('second', costClause)}`, {
    to: ({ first, second }) => [first, second],
    from: (list) => (list.length === 2 ? { first: list[0] as Change, second: list[1] as Change } : NO),
  }),
);

/** ", to a minimum of :rb_energy_1:" after "reduced by". */
const minimumAfterReduced: Rule<number> = map(t`, to a minimum of ${slot('m', energy)}`, { to: ({ m }) => m, from: (m) => ({ m }) });

/** What an Energy cost "is reduced by" reaches: "the Energy costs for spells you play", "your Dragons' Energy costs". */
const reducedClause: Rule<Change> = alt<Change, TextContext>(
  map(t`the Energy costs for ${slot('cards', cardType)} you play ${words('is')} reduced by ${slot('e', energy)} ${slot('minimum', optional(minimumAfterReduced))}`, {
    to: ({ cards, e, minimum }) => change({ cards, whose: 'yours' }, { energy: e }, false, minimum),
    from: (c) => (c.cards !== 'cards' && c.cards !== 'repeatCosts' && c.first === undefined && c.whose === 'yours' && c.tag === undefined && c.more === undefined && c.power === undefined && c.energy !== undefined ? { cards: c.cards, e: c.energy, minimum: c.minimum } : NO),
  }),
  map(t`your ${slot('tag', tagPossessive)} Energy costs are reduced by ${slot('e', energy)} ${slot('minimum', optional(minimumAfterReduced))}`, {
    to: ({ tag, e, minimum }) => change({ cards: 'cards', whose: 'yours', tag }, { energy: e }, false, minimum),
    from: (c) => (c.cards === 'cards' && c.first === undefined && c.whose === 'yours' && c.tag !== undefined && c.more === undefined && c.power === undefined && c.energy !== undefined ? { tag: c.tag, e: c.energy, minimum: c.minimum } : NO),
  }),
);

/** A cost-changing passive: its changes, condition and wordings only. */
function costPassive(a: AbilityAst): (Passive & AbilityAst) | undefined {
  if (a.kind !== 'passive' || a.costs === undefined) return undefined;
  return Object.entries(a).every(([k, v]) => v === undefined || ['kind', 'costs', 'condition', 'wording'].includes(k)) ? a : undefined;
}

function passiveOf(costs: readonly Change[], condition: Expression | undefined, wording: WordingList | undefined): AbilityAst {
  return { kind: 'passive', costs: [...costs], ...(condition !== undefined ? { condition } : {}), ...(wording !== undefined && wording.length > 0 ? { wording } : {}) } as AbilityAst;
}

export const COST_PASSIVES: readonly Rule<AbilityAst>[] = [
  map(t`${slot('condition', optional(whileCondition))} ${slot('costs', costClauses)}`, {
    to: ({ condition, costs }) => passiveOf(costs, condition, undefined),
    from: (a) => {
      const p = costPassive(a);
      return p && p.wording === undefined ? { condition: p.condition as Expression | undefined, costs: p.costs as readonly Change[] } : NO;
    },
  }),
  map(t`${mark('reducedBy')} ${slot('condition', optional(whileCondition))} ${slot('change', reducedClause)}`, {
    to: ({ condition, change: c, wording }) => passiveOf([c], condition, wording),
    from: (a) => {
      const p = costPassive(a);
      return p && p.costs?.length === 1 && p.wording?.length === 1 && p.wording[0] === 'reducedBy' ? { condition: p.condition as Expression | undefined, change: p.costs[0] as Change, wording: p.wording } : NO;
    },
  }),
];
