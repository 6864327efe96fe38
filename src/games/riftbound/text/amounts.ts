/**
 * Amounts as printed, read into numeric expressions of the expression language (docs/rules.md)
 * that card data carries where a number may be counted as the card applies: "for each friendly
 * gear", "the number of enemy units here", "your points". An amount is read with the event of
 * the ability that gives it: `controller`, `source` (the card itself) and `here` (where it is).
 *
 * A counted group is written with the words of target specifications (targets.ts): a state
 * ("buffed"), a relation ("friendly", "enemy"), a noun ("unit", "gear") and a place ("here");
 * each part is one piece of the expression, so any combination reads and prints.
 */
import { alt, flag, map, NO, slot, syntax } from '../../../engine/syntax/syntax.js';
import { jsonEqual } from '../../../engine/json/json-equal.js';
import type { TextContext } from './context.js';
import { t, words, type Rule } from './primitives.js';
import { cardInHand, cardInTrash, taggedYouControl, xpYouHave } from './condition-phrases.js';

/** An expression of the expression language, as card data holds it. */
export type Expression = number | string | boolean | null | { readonly [op: string]: unknown };

export const CONTROLLER = { event: 'controller' } as const;
export const SOURCE = { event: 'source' } as const;
export const HERE = { event: 'here' } as const;

/** A rule standing for one expression: reads its words, prints them for an equal expression (keys in any order). */
export function expressionConstant<const T extends Expression>(text: string | Rule<undefined>, value: T): Rule<T> {
  return map(typeof text === 'string' ? words(text) : text, { to: () => value, from: (v: T) => (jsonEqual(v, value) ? undefined : NO) });
}

/** What a counted group is made of: the words before and after its noun. */
interface Group {
  /** "other": the card itself left out (units only). */
  readonly other: boolean;
  readonly buffed: boolean;
  readonly relation: 'friendly' | 'enemy' | 'any';
  readonly noun: 'unit' | 'gear';
  /** Where the card is ("here"), or the battlefield where it is ("at my battlefield": none while it is at a base). */
  readonly place: 'anywhere' | 'here' | 'myBattlefield';
}

/** A unit's being at a battlefield, asked of each member of a list ("at my battlefield", not at a base). */
const AT_BATTLEFIELD = ['u', { sel: 'isAtBattlefield', args: [{ var: 'u' }] }] as const;
const BUFFED = ['u', { sel: 'isBuffed', args: [{ var: 'u' }] }] as const;
/** A unit other than the card itself ("for each other friendly unit"). */
const OTHER = ['u', { '!=': [{ var: 'u' }, SOURCE] }] as const;

/** The list, and the filter it is wrapped in, when it is `{ filter: [list, ...test] }`. */
function filtered(list: unknown, test: readonly unknown[]): unknown {
  const f = (list as { filter?: readonly unknown[] }).filter;
  return Array.isArray(f) && f.length === 3 && jsonEqual(f.slice(1), test) ? f[0] : undefined;
}

/** The list expression of a group: the units (or gear) it names, relation and place said of the controller and of where the card is. */
function groupList(g: Group): Expression | undefined {
  if (g.noun === 'gear') return g.buffed || g.other || g.place !== 'anywhere' ? undefined : { sel: 'gear', args: [CONTROLLER, g.relation] };
  const all: Expression = { sel: 'units', args: [CONTROLLER, g.relation, g.place === 'anywhere' ? null : HERE] };
  const units: Expression = g.other ? { filter: [all, ...OTHER] } : all;
  const placed: Expression = g.place === 'myBattlefield' ? { filter: [units, ...AT_BATTLEFIELD] } : units;
  return g.buffed ? { filter: [placed, ...BUFFED] } : placed;
}

/** The group a list expression names, or undefined when it is not one {@link groupList} makes. */
function groupOf(list: unknown): Group | undefined {
  const buffedOf = filtered(list, BUFFED);
  if (buffedOf !== undefined) {
    const inner = groupOf(buffedOf);
    return inner && !inner.buffed && inner.noun === 'unit' ? { ...inner, buffed: true } : undefined;
  }
  const atBattlefieldOf = filtered(list, AT_BATTLEFIELD);
  if (atBattlefieldOf !== undefined) {
    const inner = groupOf(atBattlefieldOf);
    return inner && !inner.buffed && inner.place === 'here' ? { ...inner, place: 'myBattlefield' } : undefined;
  }
  const otherOf = filtered(list, OTHER);
  if (otherOf !== undefined) {
    const inner = groupOf(otherOf);
    return inner && !inner.buffed && !inner.other && inner.noun === 'unit' && inner.place !== 'myBattlefield' ? { ...inner, other: true } : undefined;
  }
  const sel = list as { sel?: unknown; args?: readonly unknown[] };
  if (!Array.isArray(sel.args) || !jsonEqual(sel.args[0], CONTROLLER)) return undefined;
  const relation = sel.args[1];
  if (relation !== 'friendly' && relation !== 'enemy' && relation !== 'any') return undefined;
  if (sel.sel === 'gear' && sel.args.length === 2) return { other: false, buffed: false, relation, noun: 'gear', place: 'anywhere' };
  if (sel.sel === 'units' && sel.args.length === 3 && (sel.args[2] === null || jsonEqual(sel.args[2], HERE))) return { other: false, buffed: false, relation, noun: 'unit', place: sel.args[2] === null ? 'anywhere' : 'here' };
  return undefined;
}

const RELATIONS: readonly { readonly relation: Group['relation']; readonly rule: Rule<undefined> | undefined }[] = [
  { relation: 'friendly', rule: words('friendly') },
  { relation: 'enemy', rule: words('enemy') },
  { relation: 'any', rule: undefined },
];

/** The words a counted group may start with, "other" then "buffed", each printed or not. */
const groupStart = t`${slot('other', flag(words('other')))} ${slot('buffed', flag(words('buffed')))}`;

/** "other buffed friendly unit at my battlefield", "enemy units here", "friendly gear": a counted group, its noun singular or plural. */
function countedGroup(plural: boolean): Rule<Expression> {
  const nouns: readonly { readonly noun: Group['noun']; readonly rule: Rule<undefined> }[] = [
    { noun: 'unit', rule: words(plural ? 'units' : 'unit') },
    { noun: 'gear', rule: words('gear') },
  ];
  const places: readonly { readonly place: Group['place']; readonly rule: Rule<undefined> }[] = [
    { place: 'here', rule: words('here') },
    { place: 'myBattlefield', rule: words('at my battlefield') },
  ];
  return syntax<Expression, TextContext>(
    function* (input, at) {
      for (const [{ other, buffed }, from] of groupStart.parse(input, at)) {
        for (const { relation, rule } of RELATIONS) {
          const afterRelation = rule === undefined ? [from] : [...rule.parse(input, from)].map(([, next]) => next);
          for (const mid of afterRelation) {
            for (const { noun, rule: nounRule } of nouns) {
              for (const [, afterNoun] of nounRule.parse(input, mid)) {
                const plain = groupList({ other, buffed, relation, noun, place: 'anywhere' });
                if (plain !== undefined) yield [plain, afterNoun] as const;
                for (const { place, rule: placeRule } of places) {
                  for (const [, afterPlace] of placeRule.parse(input, afterNoun)) {
                    const placed = groupList({ other, buffed, relation, noun, place });
                    if (placed !== undefined) yield [placed, afterPlace] as const;
                  }
                }
              }
            }
          }
        }
      }
    },
    (value, out) => {
      const g = groupOf(value);
      if (!g) return false;
      if (!groupStart.print({ other: g.other, buffed: g.buffed }, out)) return false;
      const relation = RELATIONS.find((r) => r.relation === g.relation)?.rule;
      if (relation !== undefined && !relation.print(undefined, out)) return false;
      const noun = nouns.find((n) => n.noun === g.noun) as (typeof nouns)[number];
      const place = places.find((p) => p.place === g.place);
      return noun.rule.print(undefined, out) && (place === undefined || place.rule.print(undefined, out));
    },
  );
}

/** `{ "count": list }`: how many the list holds. */
function counted(list: Rule<Expression>): Rule<Expression> {
  return map(list, {
    to: (l) => ({ count: l }),
    from: (e) => (typeof e === 'object' && e !== null && 'count' in e && Object.keys(e).length === 1 ? (e['count'] as Expression) : NO),
  });
}

/** "friendly gear", "other friendly unit here", "card in your trash", "Mech you control" after "for each": how many of a group there are, or what discounts count. */
export const eachOf: Rule<Expression> = alt<Expression, TextContext>(counted(countedGroup(false)), ...([cardInTrash, cardInHand, taggedYouControl, xpYouHave] as Rule<Expression>[]));

/** "the number of enemy units here", "your points", "the number of cards in your trash": an amount that counts. */
export const numberOf: Rule<Expression> = alt<Expression, TextContext>(
  countPhrase(),
  expressionConstant('your points', { sel: 'teamScore', args: [CONTROLLER] }),
  expressionConstant('the number of cards in your trash', { count: { sel: 'trash', args: [CONTROLLER] } }),
);

function countPhrase(): Rule<Expression> {
  const group = counted(countedGroup(true));
  return syntax<Expression, TextContext>(
    function* (input, at) {
      for (const [, next] of words('the number of').parse(input, at)) yield* group.parse(input, next);
    },
    (value, out) => words('the number of').print(undefined, out) && group.print(value, out),
  );
}

/** "N+" as printed in a condition ("8+ runes"): a whole number followed by a plus sign. */
export const atLeast: Rule<number> = syntax<number, TextContext>(
  function* (input, at) {
    const t = input.tokens[at];
    const plus = input.tokens[at + 1];
    if (t?.kind !== 'number' || plus?.kind !== 'punct' || plus.text !== '+') return;
    input.reached(at + 2);
    yield [Number(t.text), at + 2] as const;
  },
  (n, out) => {
    if (!Number.isInteger(n) || n < 0) return false;
    out.tokens.push({ kind: 'number', text: String(n) }, { kind: 'punct', text: '+' });
    return true;
  },
);
