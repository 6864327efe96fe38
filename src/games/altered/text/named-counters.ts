/**
 * Named counters (card data: a `boost` step's `counter`, on the card itself; a step's `spend`
 * and a quick action's `cost.spend`; the `gainsCounter` trigger; the engine's mechanics/counters.ts), in both languages side by
 * side: "I gain 3 Cobalt counters" ("Je gagne 3 compteurs Cobalt"); "you may spend 2 of my Cobalt
 * counters to ..." and "you may pay {1} and spend 1 of my Cobalt counters to ..." ("vous pouvez
 * (payer {1} et) dépenser 2 de mes compteurs Cobalt pour ..."), an inner action; "{T}, Spend 1 of my Cobalt
 * counters:" ("{T}, dépensez 1 de mes compteurs Cobalt :"); "When I gain my third Ordeal counter —"
 * ("Lorsque je gagne mon troisième compteur Ordalie —"). A counter's name is kept in the
 * language read, as a subtype is. Numbers print in digits ("five" and "a" are read too).
 *
 * Also the conditions those cards put on the character their event is about (`ifIt`): "If it's
 * in {V}," ("S'il est en {V},"), "If its Expedition is behind," ("Si son Expédition est en
 * retard,"), "If it's in a terrain where its base statistic is 0," ("S'il est dans un terrain où
 * sa statistique de base est 0,").
 */
import { alt, map, NO, pair, slot } from '../../../engine/syntax/syntax.js';
import type { QuickCost, Step, TriggerValue } from './ast.js';
import { constant, digits, either, mana, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';
import { oneWord } from './subjects.js';
import { terrain } from './passives.js';
import type { ExhaustOpening } from './quick-costs.js';
import { STANDINGS } from '../schema/file-schemas.js';

type Spend = NonNullable<Step['spend']>;
type IfIt = NonNullable<Extract<Step, { op: 'boost' }>['ifIt']>;
type Standing = (typeof STANDINGS)[number];

/** A language's words for counters. */
interface CounterWords {
  /** How many: digits first (printed), then the number words and "a". */
  readonly amount: Rule<number>;
  /** "I gain 2 Cobalt counters": the counters after the number, the name in its place. */
  readonly counters: (name: Rule<string>, plural: boolean) => Rule<{ name: string }>;
  readonly iGain: Rule<undefined>;
  /** "you may", "you may pay {1} and" (the mana is the value), then the verb as an infinitive ("spend", "dépenser"). */
  readonly youMay: Rule<undefined>;
  readonly youMayPayAnd: Rule<number>;
  readonly spendInfinitive: Rule<undefined>;
  /** "of my Cobalt counters to": the name is the value. */
  readonly ofMineTo: (name: Rule<string>) => Rule<{ name: string }>;
  /** "{T}, Spend" before the number, and the colon after the counters. */
  readonly quickSpend: Rule<undefined>;
  readonly quickOfMine: (name: Rule<string>) => Rule<{ name: string }>;
  /** "When I gain my third Ordeal counter —": the ordinal is the value. */
  readonly trigger: (nth: Rule<number>, name: Rule<string>) => Rule<{ nth: number; name: string }>;
  readonly ordinals: readonly string[];
  /** "if it's in {V},", "if its Expedition is behind,", "if it's in a terrain where its base statistic is 0,". */
  readonly itIn: (where: Rule<NonNullable<IfIt['terrain']>>) => Rule<{ where: NonNullable<IfIt['terrain']> }>;
  readonly itsExpedition: (standing: Rule<Standing>) => Rule<{ standing: Standing }>;
  readonly standings: Readonly<Record<Standing, string>>;
  readonly zeroBase: Rule<undefined>;
}

/** An ordinal word of the language ("third"): `ordinals[n - 1]` is n. */
function ordinal(ordinals: readonly string[]): Rule<number> {
  return alt(...ordinals.map((word, i) => constant(word, i + 1)));
}

function namedCounters(w: CounterWords) {
  const name = oneWord;
  const gain = stepPhrase(
    alt(
      map(pair(w.iGain, pair(constant(alt(words('1'), either('a', 'an', 'un', 'une')), 1), w.counters(name, false))), { to: ([, [n, { name: c }]]) => ({ n, c }), from: ({ n, c }) => (n === 1 ? ([undefined, [1, { name: c }]] as const) : NO) }),
      map(pair(w.iGain, pair(w.amount, w.counters(name, true))), { to: ([, [n, { name: c }]]) => ({ n, c }), from: ({ n, c }) => (n >= 2 ? ([undefined, [n, { name: c }]] as const) : NO) }),
    ),
    ({ n, c }) => (n >= 1 ? { op: 'boost', amount: n, counter: c, me: true } : NO),
    (s) => (s.op === 'boost' && s.counter !== undefined && s.me === true ? { n: s.amount, c: s.counter } : NO),
  );

  /** "you may (pay {1} and) spend 2 of my Cobalt counters to": what the inner action costs (mana 0: none). */
  const cost: Rule<{ mana: number; spend: Spend }> = map(pair(alt(constant(w.youMay, 0), w.youMayPayAnd), pair(w.spendInfinitive, pair(w.amount, w.ofMineTo(name)))), {
    to: ([m, [, [amount, { name: counter }]]]) => (amount >= 1 ? { mana: m, spend: { counter, amount } } : NO),
    from: ({ mana: m, spend }) => [m, [undefined, [spend.amount, { name: spend.counter }]]] as const,
  });

  /** An inner action paid with counters (glossary 5.2.3.g), its step an infinitive after "to". */
  const spent = (infinitive: Rule<Step>): Rule<Step> =>
    map(pair(cost, infinitive), {
      to: ([c, s]) => ('spend' in s || 'innerCost' in s || 'optional' in s ? NO : ({ ...s, spend: c.spend, ...(c.mana > 0 ? { innerCost: c.mana } : {}) } as Step)),
      from: (s) => {
        if (s.spend === undefined || 'optional' in s || s.ifFirstPlayer !== undefined || s.ifDone !== undefined) return NO;
        const { spend, innerCost, ...rest } = s;
        return [{ mana: innerCost ?? 0, spend }, rest as Step] as const;
      },
    });

  const opening: Rule<ExhaustOpening> = map(pair(w.quickSpend, pair(w.amount, w.quickOfMine(name))), {
    to: ([, [amount, { name: counter }]]): ExhaustOpening | typeof NO => (amount >= 1 ? ({ spend: { counter, amount } } as QuickCost) : NO),
    from: (c) => (c !== undefined && c.spend !== undefined && Object.keys(c).length === 1 ? ([undefined, [c.spend.amount, { name: c.spend.counter }]] as const) : NO),
  });

  const trigger: Rule<TriggerValue> = map(w.trigger(ordinal(w.ordinals), name), {
    to: ({ nth, name: counter }) => ({ on: 'gainsCounter', counter, nth }) as TriggerValue,
    from: (v) => (v.on === 'gainsCounter' && v.counter !== undefined && v.nth !== undefined && Object.keys(v).length === 3 ? { nth: v.nth, name: v.counter } : NO),
  });

  const standing: Rule<Standing> = alt(...STANDINGS.map((s) => constant(w.standings[s], s)));
  const condition: Rule<IfIt> = alt(
    map(w.itIn(terrain), { to: ({ where }) => ({ terrain: where }) as IfIt, from: (c) => (c.terrain !== undefined ? { where: c.terrain } : NO) }),
    map(w.itsExpedition(standing), { to: ({ standing: s }) => ({ expedition: s }) as IfIt, from: (c) => (c.expedition !== undefined ? { standing: c.expedition } : NO) }),
    map(w.zeroBase, { to: () => ({ zeroBaseStatistic: true }) as IfIt, from: (c) => (c.zeroBaseStatistic === true ? undefined : NO) }),
  );
  /** A step after a condition on the event's character, or without one. */
  const ifIt = (step: Rule<Step>): Rule<Step> =>
    alt(
      step,
      map(pair(condition, step), {
        to: ([c, s]) => (s.op === 'boost' && s.counter !== undefined && s.ifIt === undefined ? ({ ...s, ifIt: c } as Step) : NO),
        from: (s) => {
          if (s.op !== 'boost' || s.ifIt === undefined) return NO;
          const { ifIt: c, ...rest } = s;
          return [c, rest as Step] as const;
        },
      }),
    );

  return { gain, spent, opening, trigger, ifIt };
}

const amountOf = (numbers: Rule<number>): Rule<number> => alt(digits, numbers);

export const namedCounterWords = {
  en: (numbers: Rule<number>) =>
    namedCounters({
      amount: amountOf(numbers),
      counters: (name, plural) => t`${slot('name', name)} ${words(plural ? 'counters' : 'counter')}`,
      iGain: words('I gain'),
      youMay: words('you may'),
      youMayPayAnd: map(t`you may pay ${slot('m', mana)} and`, { to: ({ m }) => (m > 0 ? m : NO), from: (m) => (m > 0 ? { m } : NO) }),
      spendInfinitive: words('spend'),
      ofMineTo: (name) => t`of my ${slot('name', name)} counters to`,
      quickSpend: words('{T}, Spend'),
      quickOfMine: (name) => t`of my ${slot('name', name)} counters :`,
      trigger: (nth, name) => t`When I gain my ${slot('nth', nth)} ${slot('name', name)} counter —`,
      ordinals: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'],
      itIn: (where) => t`${either("if it's", 'if it is')} in ${slot('where', where)} ,`,
      itsExpedition: (standing) => t`if its Expedition is ${slot('standing', standing)} ,`,
      standings: { behind: 'behind', ahead: 'ahead', tied: 'tied' },
      zeroBase: either("if it's in a terrain where its base statistic is 0 ,", 'if it is in a terrain where its base statistic is 0 ,'),
    }),
  /** French: the order "dépensez" in a quick action's cost, the infinitive after "vous pouvez". */
  fr: (numbers: Rule<number>) =>
    namedCounters({
      amount: amountOf(numbers),
      counters: (name, plural) => t`${words(plural ? 'compteurs' : 'compteur')} ${slot('name', name)}`,
      iGain: words('je gagne'),
      youMay: words('vous pouvez'),
      youMayPayAnd: map(t`vous pouvez payer ${slot('m', mana)} et`, { to: ({ m }) => (m > 0 ? m : NO), from: (m) => (m > 0 ? { m } : NO) }),
      spendInfinitive: words('dépenser'),
      ofMineTo: (name) => t`de mes compteurs ${slot('name', name)} pour`,
      quickSpend: words('{T}, dépensez'),
      quickOfMine: (name) => t`de mes compteurs ${slot('name', name)} :`,
      trigger: (nth, name) => t`Lorsque je gagne mon ${slot('nth', nth)} compteur ${slot('name', name)} —`,
      ordinals: ['premier', 'deuxième', 'troisième', 'quatrième', 'cinquième', 'sixième', 'septième', 'huitième', 'neuvième', 'dixième'],
      itIn: (where) => t`${either("s' il est", "si elle est")} en ${slot('where', where)} ,`,
      itsExpedition: (standing) => t`si son Expédition est ${slot('standing', standing)} ,`,
      standings: { behind: 'en retard', ahead: 'en avance', tied: 'à égalité' },
      zeroBase: either("s' il est dans un terrain où sa statistique de base est 0 ,", "si elle est dans un terrain où sa statistique de base est 0 ,"),
    }),
};
