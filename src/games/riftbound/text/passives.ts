/**
 * Passive abilities as printed: "[While CONDITION,] SUBJECT have BENEFITS.", like "Other
 * friendly units here have [Tank].", "While I'm buffed, I have [Assault].", "Your Mechs have
 * +1 :rb_might:.", "I have +1 :rb_might: for each friendly gear."; and "Your spells and
 * abilities deal 2 Bonus Damage." A sentence is put together from its parts: who it reaches
 * (its subject), what they have (Might, keywords, an amount that counts) and when (its
 * condition, while-conditions.ts). A new passive wording is one rule in PASSIVES, or one part;
 * how cards enter (entering.ts) and where units may be played (play-permissions.ts) have their own.
 */
import { alt, flag, map, mark, NO, optional, printInto, pure, Refusal, slot, syntax, wordings, type WordingList } from '../../../engine/syntax/syntax.js';
import { jsonEqual } from '../../../engine/json/json-equal.js';
import { UNIT_RESTRICTIONS, type Ability, type KeywordEntry, type UnitRestriction } from '../schema/card-schema.js';
import { GRANTABLE_KEYWORDS, type KeywordName } from '../schema/keyword-names.js';
import type { AbilityAst } from './ability-ast.js';
import { eachOf, numberOf, type Expression } from './amounts.js';
import { unitCondition, whileCondition } from './while-conditions.js';
import type { TextContext } from './context.js';
import { COST_PASSIVES } from './cost-passives.js';
import { TIED_COMBAT_PASSIVES } from './combat-ties.js';
import { ENTERING } from './entering.js';
import { plainKeyword } from './keyword-lines.js';
import { PLAY_PERMISSIONS } from './play-permissions.js';
import { PLAYED_KEYWORD_PASSIVES } from './played-keywords.js';
import { MANY_BUFFS_PASSIVES } from './many-buffs.js';
import { ADDED_MORE_PASSIVES } from './added-more.js';
import { CHOSEN_DISCOUNT_PASSIVES } from './chosen-discount.js';
import { OPTIONAL_COSTS_LESS_PASSIVES } from './optional-costs-less.js';
import { HIDE_COST_PASSIVES } from './hide-costs.js';
import { bracket, constant, digits, either, mightSymbol, t, words, type Rule } from './primitives.js';
import { text } from '../i18n/text-messages.js';
import { restriction, unitFact } from './restrictions.js';

type Passive = Extract<Ability, { kind: 'passive' }>;
type Group = NonNullable<Passive['appliesTo']>;
type Only = NonNullable<Passive['only']>;

/** Whether an ability is a passive with only fields among `keys` set, and all of `needed`. */
function passiveWith(a: AbilityAst, keys: readonly string[], needed: readonly string[] = keys): a is Passive & AbilityAst {
  return (
    a.kind === 'passive' &&
    Object.entries(a).every(([k, v]) => v === undefined || k === 'kind' || keys.includes(k)) &&
    needed.every((k) => (a as Record<string, unknown>)[k] !== undefined)
  );
}

/** Who a passive reaches: its group, and which of them. */
interface Reach {
  readonly appliesTo: Group;
  readonly only?: Only;
  /** `atMyBattlefield`: its place said "at my battlefield" rather than "here". */
  readonly wording?: WordingList;
}

/** The groups a plural subject names: whether "other", its relation, and whether "here". */
const GROUPS: readonly { readonly appliesTo: Group; readonly other: boolean; readonly relation: 'friendly' | 'enemy' | 'any'; readonly here: boolean }[] = [
  { appliesTo: 'otherFriendlyUnitsHere', other: true, relation: 'friendly', here: true },
  { appliesTo: 'friendlyUnitsHere', other: false, relation: 'friendly', here: true },
  { appliesTo: 'enemyUnitsHere', other: false, relation: 'enemy', here: true },
  { appliesTo: 'unitsHere', other: false, relation: 'any', here: true },
  { appliesTo: 'otherFriendlyUnits', other: true, relation: 'friendly', here: false },
  { appliesTo: 'friendlyUnits', other: false, relation: 'friendly', here: false },
  { appliesTo: 'units', other: false, relation: 'any', here: false },
];

const RELATION_WORDS = { friendly: words('friendly'), enemy: words('enemy'), any: undefined } as const;
const HERE_WORDS = wordings<TextContext>(words('here'), { atMyBattlefield: words('at my battlefield') });

/**
 * "other buffed friendly units here", "friendly buffed units", "units here": a group of units,
 * "buffed" before or after the relation (printed before it).
 */
const unitGroup: Rule<Reach> = syntax<Reach, TextContext>(
  function* (input, at) {
    for (const group of GROUPS) {
      const starts = group.other ? [...words('other').parse(input, at)].map(([, n]) => n) : [at];
      for (const start of starts) {
        for (const [buffed, afterWords, buffedAfter] of relationWithBuffed(input, start, group.relation)) {
          for (const [, afterNoun] of words('units').parse(input, afterWords)) {
            const ends = group.here ? [...HERE_WORDS.parse(input, afterNoun)] : [[undefined, afterNoun] as const];
            for (const [way, end] of ends) {
              const said = [...(buffedAfter ? [BUFFED_AFTER] : []), ...(way !== undefined ? [way] : [])];
              yield [{ appliesTo: group.appliesTo, ...(buffed ? { only: { buffed: true } } : {}), ...(said.length > 0 ? { wording: said } : {}) }, end] as const;
            }
          }
        }
      }
    }
  },
  (reach, out) => {
    const group = GROUPS.find((g) => g.appliesTo === reach.appliesTo);
    if (!group) return false;
    const buffedAfter = reach.wording?.includes(BUFFED_AFTER) === true;
    const ways = (reach.wording ?? []).filter((w) => w !== BUFFED_AFTER);
    const way = ways[0];
    if (ways.length > 1 || (way !== undefined && (!group.here || !HERE_WORDS.names.includes(way)))) return false;
    const only = reach.only ?? {};
    if (Object.keys(only).some((k) => k !== 'buffed') || only.buffed === false) return false;
    const relation = RELATION_WORDS[group.relation];
    // "friendly buffed units" (the wording `buffedAfter`): "buffed" after the relation.
    if (buffedAfter && (only.buffed !== true || relation === undefined)) return false;
    if (group.other && !words('other').print(undefined, out)) return false;
    if (only.buffed === true && !buffedAfter && !words('buffed').print(undefined, out)) return false;
    if (relation !== undefined && !relation.print(undefined, out)) return false;
    if (buffedAfter && !words('buffed').print(undefined, out)) return false;
    return words('units').print(undefined, out) && (!group.here || HERE_WORDS.print(way, out));
  },
);

/** The relation's words with "buffed" before or after them (or neither): whether buffed, where they end, and whether "buffed" came after the relation. */
function* relationWithBuffed(input: Parameters<Rule<unknown>['parse']>[0], at: number, relation: 'friendly' | 'enemy' | 'any'): Generator<readonly [boolean, number, boolean]> {
  const rule = RELATION_WORDS[relation];
  const afterRelation = (from: number) => (rule === undefined ? [from] : [...rule.parse(input, from)].map(([, n]) => n));
  for (const end of afterRelation(at)) {
    yield [false, end, false] as const;
    for (const [, afterBuffed] of words('buffed').parse(input, end)) yield [true, afterBuffed, rule !== undefined] as const;
  }
  if (rule === undefined) return;
  for (const [, afterBuffed] of words('buffed').parse(input, at)) for (const end of afterRelation(afterBuffed)) yield [true, end, false] as const;
}

/** The wording of a group whose "buffed" is printed after its relation ("friendly buffed units"). */
const BUFFED_AFTER = 'buffedAfter';

/** The wordings a passive's subject says (its place, where "buffed" stands), apart from its sentence's. */
function isSubjectWording(w: string): boolean {
  return w === BUFFED_AFTER || HERE_WORDS.names.includes(w);
}

/** "Your Mechs", "Your Dune Riders": the controller's units of a tag, written in the plural (one or two capitalised words). */
const yourTag: Rule<Reach> = syntax<Reach, TextContext>(
  function* (input, at) {
    for (const [, start] of words('your').parse(input, at)) {
      const names: string[] = [];
      for (let i = start; i < start + 2; i++) {
        const token = input.tokens[i];
        if (token?.kind !== 'word' || !/^[A-Z][a-z]+$/.test(token.text)) break;
        names.push(token.text);
        if (!token.text.endsWith('s')) continue;
        input.reached(i + 1);
        yield [{ appliesTo: 'yourUnits', only: { tag: [...names.slice(0, -1), token.text.slice(0, -1)].join(' ') } }, i + 1] as const;
      }
    }
  },
  (reach, out) => {
    const tag = reach.only?.tag;
    if (reach.appliesTo !== 'yourUnits' || reach.wording !== undefined || tag === undefined || Object.keys(reach.only ?? {}).length !== 1 || !/^[A-Z][a-z]+( [A-Z][a-z]+)?$/.test(tag)) return false;
    out.tokens.push({ kind: 'word', text: 'Your' });
    for (const name of `${tag}s`.split(' ')) out.tokens.push({ kind: 'word', text: name });
    return true;
  },
);

/** Who a passive reaches, as the subject of its sentence. */
const subject: Rule<Reach> = alt<Reach, TextContext>(
  map(words('I'), { to: (): Reach => ({ appliesTo: 'self' }), from: (r: Reach) => (r.appliesTo === 'self' && r.only === undefined && r.wording === undefined ? undefined : NO) }),
  unitGroup,
  yourTag,
);

/** The verb after the subject: "have" (also "each have", "has"), or "get" (the wording `get`, also "gets"). */
const verb = wordings<TextContext>(either('have', 'each have', 'has'), { get: either('get', 'gets') });

/** "an additional +1 :rb_might:" (the wording `additional`): Might beside a buff's, said as more of it. */
const additional = wordings<TextContext>(pure(undefined), { additional: words('an additional') });

/** What a passive gives: Might (a number, or an amount that counts) and keywords. */
interface Benefits {
  readonly might?: Passive['might'];
  readonly keywords?: readonly KeywordEntry[];
}

/** "+2 :rb_might:", "an additional +1 :rb_might:", "-1 :rb_might:". */
const mightGain: Rule<number> = alt<number, TextContext>(
  map(t`${optional(words('an additional'))} + ${slot('n', digits)} ${mightSymbol}`, { to: ({ n }) => (n > 0 ? n : NO), from: (n) => (n > 0 ? { n } : NO) }) as Rule<number>,
  map(t`- ${slot('n', digits)} ${mightSymbol}`, { to: ({ n }) => (n > 0 ? -n : NO), from: (n) => (n < 0 ? { n: -n } : NO) }),
);

/**
 * "+1 :rb_might: for each friendly gear", "+2 :rb_might: for each ...": an amount that counts,
 * the count itself for one Might each, else the count times the Might printed (`*`).
 */
const mightForEach: Rule<Expression> = map(t`+ ${slot('n', digits)} ${mightSymbol} for each ${slot('each', eachOf)}`, {
  to: ({ n, each }) => (n === 1 ? each : n > 1 ? { '*': [n, each] } : NO),
  from: (amount) => {
    if (typeof amount !== 'object' || amount === null) return NO;
    const product = (amount as { readonly '*'?: unknown })['*'];
    if (product === undefined) return { n: 1, each: amount };
    const [n, each] = Array.isArray(product) && product.length === 2 ? product : [];
    return Number.isInteger(n) && (n as number) > 1 && typeof each === 'object' && each !== null ? { n: n as number, each: each as Expression } : NO;
  },
});

/** One keyword a passive gives: `[Assault]`, `[Shield 2]`; a keyword no passive may give is refused. */
const givenKeyword: Rule<KeywordEntry> = map(plainKeyword, {
  to: (entry) => {
    const e = entry as { keyword: KeywordName; value?: number };
    if (!(GRANTABLE_KEYWORDS as readonly string[]).includes(e.keyword)) return new Refusal(text('refusal.passiveKeyword', { keyword: e.keyword }));
    return (e.value === undefined ? e.keyword : { keyword: e.keyword, value: e.value }) as KeywordEntry;
  },
  from: (entry) => (typeof entry === 'string' ? { keyword: entry as KeywordName } : typeof entry.value === 'object' ? NO : { keyword: entry.keyword as KeywordName, ...(entry.value === undefined ? {} : { value: entry.value as number }) }),
});

/** Keywords in a list: "[A]", "[A] and [B]", "[A], [B], and [C]". */
const keywordList: Rule<readonly KeywordEntry[]> = syntax<readonly KeywordEntry[], TextContext>(
  function* (input, at) {
    function* more(from: number, list: readonly KeywordEntry[]): Generator<readonly [readonly KeywordEntry[], number]> {
      yield [list, from] as const;
      for (const joiner of [words(','), words('and'), words(', and')]) {
        for (const [, mid] of joiner.parse(input, from)) for (const [entry, next] of givenKeyword.parse(input, mid)) yield* more(next, [...list, entry]);
      }
    }
    for (const [first, next] of givenKeyword.parse(input, at)) yield* more(next, [first]);
  },
  (list, out) => {
    if (list.length === 0) return false;
    for (let i = 0; i < list.length; i++) {
      if (i > 0) {
        const joiner = list.length === 2 ? 'and' : i === list.length - 1 ? ', and' : ',';
        if (!words(joiner).print(undefined, out)) return false;
      }
      if (!printInto(givenKeyword, list[i] as KeywordEntry, out)) return false;
    }
    return true;
  },
);

/** "[Assault] equal to the number of enemy units here": a keyword whose value is an amount that counts. */
const keywordEqualTo: Rule<readonly KeywordEntry[]> = map(t`${slot('k', givenKeyword)} equal to ${slot('amount', numberOf)}`, {
  to: ({ k, amount }) => (typeof k === 'string' ? [{ keyword: k, value: amount }] : new Refusal(text('refusal.keywordValueAmount'))) as readonly KeywordEntry[],
  from: (list) => {
    const [only] = list;
    return list.length === 1 && typeof only === 'object' && typeof only.value === 'object' && only.value !== null ? { k: only.keyword as KeywordEntry, amount: only.value as Expression } : NO;
  },
});

/** What the subject has: Might, keywords, or both ("+2 :rb_might: and [Ganking]"). */
const benefits: Rule<Benefits> = alt<Benefits, TextContext>(
  map(t`${slot('might', mightGain)} and ${slot('keywords', keywordList)}`, {
    to: ({ might, keywords }) => ({ might, keywords }),
    from: (b) => (typeof b.might === 'number' && b.keywords !== undefined ? { might: b.might, keywords: b.keywords } : NO),
  }),
  map(mightGain, { to: (might): Benefits => ({ might }), from: (b: Benefits) => (typeof b.might === 'number' && b.keywords === undefined ? b.might : NO) }),
  map(mightForEach, { to: (might): Benefits => ({ might }), from: (b: Benefits) => (typeof b.might === 'object' && b.might !== null && b.keywords === undefined ? (b.might as Expression) : NO) }),
  map(keywordEqualTo, { to: (keywords): Benefits => ({ keywords }), from: (b: Benefits) => (b.might === undefined && b.keywords !== undefined ? b.keywords : NO) }),
  map(keywordList, { to: (keywords): Benefits => ({ keywords }), from: (b: Benefits) => (b.might === undefined && b.keywords !== undefined ? b.keywords : NO) }),
);

/** The passive of a reach, benefits and condition, its fields in one order; `wording`: the sentence's, then its subject's. */
function passiveOf(reach: Reach, b: Benefits, condition: Expression | undefined, wording: WordingList = []): AbilityAst {
  const said = [...wording, ...(reach.wording ?? [])];
  return {
    kind: 'passive',
    appliesTo: reach.appliesTo,
    ...(reach.only ? { only: reach.only } : {}),
    ...(b.might !== undefined ? { might: b.might } : {}),
    ...(b.keywords ? { keywords: [...b.keywords] } : {}),
    ...(condition !== undefined ? { condition } : {}),
    ...(said.length > 0 ? { wording: said } : {}),
  } as AbilityAst;
}

/** A passive's reach, with the wordings its subject says. */
function reachOf(a: Passive): Reach {
  const said = (a.wording ?? []).filter(isSubjectWording);
  return { appliesTo: a.appliesTo as Group, ...(a.only ? { only: a.only } : {}), ...(said.length > 0 ? { wording: said } : {}) };
}

/** The wordings of a passive its sentence says, those of its subject aside. */
function sentenceWording(a: Passive): WordingList | undefined {
  const said = (a.wording ?? []).filter((w) => !isSubjectWording(w));
  return said.length > 0 ? said : undefined;
}

const GIVING = ['appliesTo', 'only', 'might', 'keywords', 'condition'];

function benefitsOf(a: Passive): Benefits | typeof NO {
  if (a.might === undefined && a.keywords === undefined) return NO;
  if (a.might === 0) return NO;
  return { ...(a.might !== undefined ? { might: a.might } : {}), ...(a.keywords ? { keywords: a.keywords as readonly KeywordEntry[] } : {}) };
}

type Restriction = NonNullable<Passive['cannot']>[number];

/** What a unit doesn't do as a fact of it (text/restrictions.ts: unitFact). */
const FACTS: readonly Restriction[] = ['dealCombatDamage', 'takeDamage'];

function isUnitRestriction(r: Restriction | undefined): r is UnitRestriction {
  return (UNIT_RESTRICTIONS as readonly (Restriction | undefined)[]).includes(r);
}

/** A passive that forbids exactly one thing to the units of a group, with nothing else. */
function forbidding(a: AbilityAst, appliesTo?: Group, what?: Restriction): a is Passive & AbilityAst {
  return passiveWith(a, ['appliesTo', 'only', 'cannot'], ['appliesTo', 'cannot']) && a.cannot?.length === 1 && (appliesTo === undefined || a.appliesTo === appliesTo) && (what === undefined || a.cannot[0] === what);
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;

/** "third": a turn counted in words. */
const ordinal: Rule<number> = alt(...ORDINALS.map((word, i) => constant(word, i + 1)));

/** "until their Nth turn": the player has started fewer than N turns (CR 314). */
function turnsBefore(nth: number): Expression {
  return { '<': [{ sel: 'turnsStarted', args: [{ event: 'player' }] }, nth] };
}

/** "Stunned enemy units here": each unit reached only while it is stunned, a condition about the unit (`{ "event": "unit" }`). */
const STUNNED = { sel: 'isStunned', args: [{ event: 'unit' }] } as const;

/** The passive of a group's Might, stunned units only or all, taken "to a minimum of N" or not. */
function mightPassive(stunned: boolean, reach: Reach, might: number, minimum: number | undefined): AbilityAst | typeof NO {
  if (reach.appliesTo === 'self' || reach.wording !== undefined || (reach.only !== undefined && !stunned)) return NO;
  if (minimum !== undefined && might >= 0) return NO;
  return { ...passiveOf(reach, { might }, stunned ? STUNNED : undefined), ...(minimum !== undefined ? { mightMinimum: minimum } : {}) } as AbilityAst;
}

export const PASSIVES: readonly Rule<AbilityAst>[] = [
  // "Stunned enemy units here have -2 :rb_might:, to a minimum of 1 :rb_might:."
  map(t`${slot('stunned', flag(words('stunned')))} ${slot('reach', unitGroup)} have ${slot('might', mightGain)} ${slot('minimum', optional(map(t`, to a minimum of ${slot('n', digits)} ${mightSymbol}`, { to: ({ n }) => n, from: (n) => ({ n }) })))}`, {
    to: ({ stunned, reach, might, minimum }) => (stunned || minimum !== undefined ? mightPassive(stunned, reach, might, minimum) : NO),
    from: (a) => {
      if (!passiveWith(a, ['appliesTo', 'only', 'might', 'condition', 'mightMinimum'], ['appliesTo', 'might']) || typeof a.might !== 'number') return NO;
      const stunned = a.condition !== undefined;
      if ((stunned && !jsonEqual(a.condition, STUNNED)) || (!stunned && a.mightMinimum === undefined)) return NO;
      return { stunned, reach: reachOf(a), might: a.might, minimum: a.mightMinimum };
    },
  }),
  ...ENTERING,
  ...PLAY_PERMISSIONS,
  ...PLAYED_KEYWORD_PASSIVES,
  ...MANY_BUFFS_PASSIVES,
  ...ADDED_MORE_PASSIVES,
  ...CHOSEN_DISCOUNT_PASSIVES,
  ...OPTIONAL_COSTS_LESS_PASSIVES,
  ...HIDE_COST_PASSIVES,
  ...COST_PASSIVES,
  ...TIED_COMBAT_PASSIVES,
  map(t`${slot('condition', optional(whileCondition))} ${slot('reach', subject)} ${verb} ${additional} ${slot('b', benefits)}`, {
    to: ({ condition, reach, b, wording }) => (wording?.includes('additional') && !(typeof b.might === 'number' && b.might > 0) ? NO : passiveOf(reach, b, condition, wording)),
    from: (a) => {
      if (!passiveWith(a, [...GIVING, 'wording'], ['appliesTo'])) return NO;
      const b = benefitsOf(a);
      if (b === NO) return NO;
      const wording = sentenceWording(a);
      return { condition: a.condition as Expression | undefined, reach: reachOf(a), b, ...(wording ? { wording } : {}) };
    },
  }),
  // "Other friendly units have +2 :rb_might: here." (the wording `hereAfter`): the place said after what they have.
  map(t`${mark('hereAfter')} ${slot('reach', unitGroup)} have ${slot('b', benefits)} here`, {
    to: ({ reach, b, wording }) => {
      const placed = GROUPS.find((g) => g.here && GROUPS.some((h) => h.appliesTo === reach.appliesTo && !h.here && h.other === g.other && h.relation === g.relation));
      return placed && reach.wording === undefined ? passiveOf({ ...reach, appliesTo: placed.appliesTo }, b, undefined, wording) : NO;
    },
    from: (a) => {
      if (!passiveWith(a, ['appliesTo', 'only', 'might', 'keywords', 'wording'], ['appliesTo', 'wording'])) return NO;
      const placed = GROUPS.find((g) => g.appliesTo === a.appliesTo && g.here);
      const unplaced = placed && GROUPS.find((h) => !h.here && h.other === placed.other && h.relation === placed.relation);
      const b = benefitsOf(a);
      if (!unplaced || b === NO) return NO;
      return { reach: { appliesTo: unplaced.appliesTo, ...(a.only ? { only: a.only } : {}) }, b, wording: a.wording as WordingList };
    },
  }),
  // "While a friendly unit defends alone, it gets +3 :rb_might:.": a condition about each unit it reaches.
  map(t`while a friendly unit ${slot('c', unitCondition)} , it ${either('gets', 'has')} ${slot('b', benefits)}`, {
    to: ({ c, b }) => passiveOf({ appliesTo: 'friendlyUnits' }, b, c),
    from: (a) => {
      if (!passiveWith(a, GIVING, ['appliesTo', 'condition']) || a.appliesTo !== 'friendlyUnits' || a.only !== undefined) return NO;
      const b = benefitsOf(a);
      return b === NO ? NO : { c: a.condition as Expression, b };
    },
  }),
  // "My Might is increased by the number of …" (the wording `increasedBy`): Might by an amount that
  // counts, which "I have +1 :rb_might: for each …" says too.
  map(t`${mark('increasedBy')} my Might is increased by ${slot('amount', numberOf)}`, {
    to: ({ amount, wording }) => ({ kind: 'passive', appliesTo: 'self', might: amount, wording }) as AbilityAst,
    from: (a) =>
      passiveWith(a, ['appliesTo', 'might', 'wording'], ['appliesTo', 'might', 'wording']) && a.appliesTo === 'self' && typeof a.might === 'object' && a.might !== null && a.wording?.length === 1
        ? { amount: a.might as Expression, wording: a.wording }
        : NO,
  }),
  // A battlefield's restriction on the units at it, in the words below.
  map(words("units can't move from here to base"), {
    to: () => ({ kind: 'passive', appliesTo: 'unitsHere', cannot: ['moveToBase'] }) as AbilityAst,
    from: (a) => (forbidding(a, 'unitsHere', 'moveToBase') && a.only === undefined ? undefined : NO),
  }),
  // "I don't deal combat damage.", "If I have moved three times this turn, I don't take damage.": said as a fact of the unit, not as "can't".
  map(t`${slot('condition', optional(whileCondition))} I don't ${slot('what', unitFact)}`, {
    to: ({ condition, what }) => ({ kind: 'passive', appliesTo: 'self', cannot: [what], ...(condition !== undefined ? { condition } : {}) }) as AbilityAst,
    from: (a) =>
      passiveWith(a, ['appliesTo', 'cannot', 'condition'], ['appliesTo', 'cannot']) && a.appliesTo === 'self' && a.cannot?.length === 1 && FACTS.includes(a.cannot[0] as Restriction)
        ? { condition: a.condition as Expression | undefined, what: a.cannot[0] as UnitRestriction }
        : NO,
  }),
  map(t`${slot('reach', subject)} can't ${slot('what', restriction)}`, {
    to: ({ reach, what }) => ({ kind: 'passive', appliesTo: reach.appliesTo, ...(reach.only ? { only: reach.only } : {}), cannot: [what] }) as AbilityAst,
    from: (a) => (forbidding(a) && isUnitRestriction(a.cannot?.[0]) ? { reach: { appliesTo: a.appliesTo as Group, ...(a.only ? { only: a.only } : {}) }, what: a.cannot[0] } : NO),
  }),
  map(words('I must be assigned combat damage last'), {
    to: () => ({ kind: 'passive', appliesTo: 'self', combatDamageOrder: 'last' }) as AbilityAst,
    from: (a) => (passiveWith(a, ['appliesTo', 'combatDamageOrder']) && a.appliesTo === 'self' && a.combatDamageOrder === 'last' ? undefined : NO),
  }),
  // "<units> have [Shield] if they didn't already.": only to units without it (ifLacking).
  map(t`${slot('reach', unitGroup)} have ${slot('keywords', keywordList)} if they didn't already`, {
    to: ({ reach, keywords }) => ({ ...passiveOf(reach, { keywords }, undefined), ifLacking: true }) as AbilityAst,
    from: (a) => {
      if (!passiveWith(a, ['appliesTo', 'only', 'keywords', 'ifLacking', 'wording'], ['appliesTo', 'keywords', 'ifLacking']) || sentenceWording(a) !== undefined) return NO;
      const keywords = a.keywords as readonly KeywordEntry[];
      return keywords.some((k) => typeof k === 'object' && typeof k.value === 'object') ? NO : { reach: reachOf(a), keywords };
    },
  }),
  // "Your Equipment each give [Deflect].": keywords each of the controller's Equipment gives the unit it is attached to.
  map(t`your Equipment each give ${slot('keywords', keywordList)}`, {
    to: ({ keywords }) => ({ kind: 'passive', appliesTo: 'units', keywords: [...keywords], byEquipment: true }) as AbilityAst,
    from: (a) => (passiveWith(a, ['appliesTo', 'keywords', 'byEquipment']) && a.appliesTo === 'units' && a.byEquipment === true ? { keywords: a.keywords as readonly KeywordEntry[] } : NO),
  }),
  map(words('each Equipment attached to me gives double its base Might bonus'), {
    to: () => ({ kind: 'passive', appliesTo: 'self', doubleMightBonus: true }) as AbilityAst,
    from: (a) => (passiveWith(a, ['appliesTo', 'doubleMightBonus']) && a.appliesTo === 'self' && a.doubleMightBonus === true ? undefined : NO),
  }),
  // Rules of the game for players (reads/player-rules.ts).
  map(t`increase the points needed to win the game by ${slot('n', digits)}`, {
    to: ({ n }) => (n > 0 ? ({ kind: 'passive', victoryScore: n } as AbilityAst) : NO),
    from: (a) => (passiveWith(a, ['victoryScore']) && (a.victoryScore ?? 0) > 0 ? { n: a.victoryScore as number } : NO),
  }),
  map(t`${slot('condition', optional(whileCondition))} opponents can't score points`, {
    to: ({ condition }) => ({ kind: 'passive', players: 'opponents', cannot: ['score'], ...(condition !== undefined ? { condition } : {}) }) as AbilityAst,
    from: (a) => (passiveWith(a, ['players', 'cannot', 'condition'], ['players', 'cannot']) && a.players === 'opponents' && a.cannot?.length === 1 && a.cannot[0] === 'score' ? { condition: a.condition as Expression | undefined } : NO),
  }),
  map(t`players can't score here until their ${slot('nth', ordinal)} turn`, {
    to: ({ nth }) => ({ kind: 'passive', players: 'everyone', cannot: ['scoreHere'], condition: turnsBefore(nth) }) as AbilityAst,
    from: (a) => {
      if (!passiveWith(a, ['players', 'cannot', 'condition']) || a.players !== 'everyone' || a.cannot?.length !== 1 || a.cannot[0] !== 'scoreHere') return NO;
      const nth = ORDINALS.findIndex((_, i) => jsonEqual(a.condition, turnsBefore(i + 1))) + 1;
      return nth > 0 ? { nth } : NO;
    },
  }),
  // Where players may play units (CR 355.2): a place forbidden, or every battlefield.
  map(words("units can't be played here"), {
    to: () => ({ kind: 'passive', players: 'everyone', cannot: ['playUnitsHere'] }) as AbilityAst,
    from: (a) => (passiveWith(a, ['players', 'cannot']) && a.players === 'everyone' && a.cannot?.length === 1 && a.cannot[0] === 'playUnitsHere' ? undefined : NO),
  }),
  map(t`${slot('condition', optional(whileCondition))} opponents can only play units to their base`, {
    to: ({ condition }) => ({ kind: 'passive', players: 'opponents', cannot: ['playUnitsToBattlefields'], ...(condition !== undefined ? { condition } : {}) }) as AbilityAst,
    from: (a) =>
      passiveWith(a, ['players', 'cannot', 'condition'], ['players', 'cannot']) && a.players === 'opponents' && a.cannot?.length === 1 && a.cannot[0] === 'playUnitsToBattlefields' ? { condition: a.condition as Expression | undefined } : NO,
  }),
  map(t`${slot('condition', optional(whileCondition))} spells and abilities can't ready enemy units and gear`, {
    to: ({ condition }) => ({ kind: 'passive', players: 'opponents', cannot: ['haveReadiedByEffects'], ...(condition !== undefined ? { condition } : {}) }) as AbilityAst,
    from: (a) =>
      passiveWith(a, ['players', 'cannot', 'condition'], ['players', 'cannot']) && a.players === 'opponents' && a.cannot?.length === 1 && a.cannot[0] === 'haveReadiedByEffects' ? { condition: a.condition as Expression | undefined } : NO,
  }),
  // Hidden cards of the controller's opponents at the battlefield where the card is stay facedown (CR 811).
  map(t`${slot('condition', optional(whileCondition))} your opponents' ${bracket('Hidden')} cards can't be revealed here`, {
    to: ({ condition }) => ({ kind: 'passive', players: 'opponents', cannot: ['revealHiddenHere'], ...(condition !== undefined ? { condition } : {}) }) as AbilityAst,
    from: (a) =>
      passiveWith(a, ['players', 'cannot', 'condition'], ['players', 'cannot']) && a.players === 'opponents' && a.cannot?.length === 1 && a.cannot[0] === 'revealHiddenHere' ? { condition: a.condition as Expression | undefined } : NO,
  }),
  map(t`your ${bracket('Deathknell')} effects trigger an additional time`, {
    to: () => ({ kind: 'passive', additionalDeathknell: true }) as AbilityAst,
    from: (a) => (passiveWith(a, ['additionalDeathknell']) && a.additionalDeathknell === true ? {} : NO),
  }),
  map(t`your spells and abilities deal ${slot('amount', digits)} Bonus Damage`, {
    to: ({ amount }) => ({ kind: 'passive', bonusDamage: { amount, from: 'spellsAndAbilities' } }) as AbilityAst,
    from: (a) => (passiveWith(a, ['bonusDamage']) && a.bonusDamage?.from === 'spellsAndAbilities' && a.bonusDamage.to === undefined ? { amount: a.bonusDamage.amount } : NO),
  }),
  // Every player's, to units where the card is (CR 715.2): "Spells and abilities affecting units here each deal 2 Bonus Damage."
  map(t`spells and abilities affecting units here each deal ${slot('amount', digits)} Bonus Damage`, {
    to: ({ amount }) => ({ kind: 'passive', bonusDamage: { amount, from: 'spellsAndAbilities', to: 'unitsHere' } }) as AbilityAst,
    from: (a) => (passiveWith(a, ['bonusDamage']) && a.bonusDamage?.from === 'spellsAndAbilities' && a.bonusDamage.to === 'unitsHere' ? { amount: a.bonusDamage.amount } : NO),
  }),
];

/** A passive ability, its sentence ending with a period. */
export const passive: Rule<AbilityAst> = alt(...PASSIVES);
