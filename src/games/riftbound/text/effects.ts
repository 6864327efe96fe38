/**
 * Effects as printed: "Deal 3 to a unit at a battlefield.", "Draw 1.", "Give me +2 :rb_might:
 * this turn and ready me." A list of steps is a sequence of sentences, the steps joined by
 * "and" or ", then" as printed (the step's `link`), "you may" making a step optional. The
 * phrase of each operation is in `operations/`.
 */
import { alt, map, mark, NO, printInto, slot, syntax, withContext, type WordingList } from '../../../engine/syntax/syntax.js';
import { OPERATIONS } from './operations/index.js';
import { bracketKeyword, digits, resources, t, words, type Rule } from './primitives.js';
import { jsonEqual } from '../../../engine/json/json-equal.js';
import { without, type Step } from './step.js';
import { grantedKeywords, signedMight } from './operations/basic.js';
import { oneObject } from './objects.js';
import type { Ref } from './targets.js';
import { ifCondition, stepCondition } from './conditions.js';
import { anyAmountOf, exhaustSelf, instructionCost, onlyResources, paying } from './instruction-costs.js';
import type { Effect } from '../schema/card-schema.js';
import type { TextContext } from './context.js';
import { unlessClause, type UnlessClause } from './unless.js';
import { movedWithIt } from './operations/moved-with.js';
import { withPlayedHere } from './played-here.js';

/** One effect operation, as printed. */
export const operationPhrase: Rule<Step> = alt(...OPERATIONS);

/** The operation, "you may" before it when optional, an "if" after it when it has a condition asked that way. */
const mayStep: Rule<Step> = alt(
  map(t`${slot('core', operationPhrase)} ${slot('condition', ifCondition)}`, {
    to: ({ core, condition }) => ({ ...core, condition }),
    from: (e: Step) => (e.condition !== undefined && e.optional !== true ? { core: without(e, 'condition'), condition: e.condition } : NO),
  }),
  // A cost within instructions (CR 742.1): the step happens only if it is paid (instruction-costs.ts).
  map(t`you may ${slot('cost', instructionCost)} to ${slot('core', operationPhrase)}`, {
    to: ({ cost, core }) => ({ ...core, pay: cost }),
    from: (e: Step) => (e.pay !== undefined && !((e['wording'] as WordingList | undefined) ?? []).some((w) => w === 'ifYouDo' || w === 'withoutMay') && e.optional === undefined && e.condition === undefined ? { cost: e.pay as NonNullable<Effect['pay']>, core: without(e, 'pay') } : NO),
  }),
  // The same cost said without "you may" (the wording `withoutMay`): "Recycle me to draw 2." is still a cost its player may leave unpaid (CR 742.1).
  map(t`${mark('withoutMay')} ${slot('cost', instructionCost)} to ${slot('core', operationPhrase)}`, {
    to: ({ cost, core, wording }) => ({ ...core, pay: cost, wording: [...((core['wording'] as WordingList | undefined) ?? []), ...(wording ?? [])] }),
    from: (e: Step) => {
      const said = (e['wording'] as WordingList | undefined) ?? [];
      if (e.pay === undefined || !said.includes('withoutMay') || e.optional !== undefined || e.condition !== undefined) return NO;
      const rest = said.filter((w) => w !== 'withoutMay');
      const core = without(without(e, 'pay'), 'wording');
      return { cost: e.pay as NonNullable<Effect['pay']>, core: rest.length > 0 ? { ...core, wording: rest } : core, wording: ['withoutMay'] };
    },
  }),
  // A cost of any amount (CR 742.1.a): "Pay any amount of Energy to [Add] that much :rb_rune_rainbow:"; paying none is declining.
  map(t`pay any amount of ${slot('what', anyAmountOf)} to ${slot('core', operationPhrase)}`, {
    to: ({ what, core }) => ({ ...core, pay: { energy: 0, power: [], anyAmount: what } }),
    from: (e: Step) => {
      const pay = e.pay as Effect['pay'];
      if (pay?.anyAmount === undefined || pay.energy !== 0 || pay.power.length > 0 || Object.keys(pay).length !== 3 || e.optional !== undefined || e.condition !== undefined) return NO;
      return { what: pay.anyAmount, core: without(e, 'pay') };
    },
  }),
  // The same cost as a sentence of its own, the step after "If you do," (the wording `ifYouDo`): "you may pay :rb_rune_calm:. If you do, draw 1."
  map(t`${mark('ifYouDo')} you may ${slot('cost', instructionCost)} . if you do , ${slot('core', operationPhrase)}`, {
    to: ({ cost, core, wording }) => ({ ...core, pay: cost, wording: [...((core['wording'] as WordingList | undefined) ?? []), ...(wording ?? [])] }),
    from: (e: Step) => {
      const said = (e['wording'] as WordingList | undefined) ?? [];
      if (e.pay === undefined || !said.includes('ifYouDo') || e.optional !== undefined || e.condition !== undefined) return NO;
      const rest = said.filter((w) => w !== 'ifYouDo');
      const core = without(without(e, 'pay'), 'wording');
      return { cost: e.pay as NonNullable<Effect['pay']>, core: rest.length > 0 ? { ...core, wording: rest } : core, wording: ['ifYouDo'] };
    },
  }),
  // The same cost with exhausting said first (the wording `exhaustFirst`): "you may exhaust me and pay :rb_energy_1: to ...".
  map(t`you may ${slot('x', exhaustSelf)} and pay ${slot('r', resources)} to ${slot('core', operationPhrase)}`, {
    to: ({ r, core }) => ({ ...core, pay: paying(r, true), wording: [...((core['wording'] as readonly string[] | undefined) ?? []), 'exhaustFirst'] }),
    from: (e: Step) => {
      const pay = e.pay as Effect['pay'];
      const wording = (e.wording as readonly string[] | undefined) ?? [];
      if (pay?.exhaustSelf !== true || !onlyResources(pay) || (pay.energy === 0 && pay.power.length === 0) || !wording.includes('exhaustFirst') || e.optional !== undefined || e.condition !== undefined) return NO;
      const own = wording.filter((w) => w !== 'exhaustFirst');
      const core = without(without(e, 'pay'), 'wording');
      return { x: undefined, r: pay, core: own.length > 0 ? { ...core, wording: own } : core };
    },
  }),
  // A gear exhausting itself as "me" rather than "this" (the wording `selfMe`): "you may exhaust me to draw 1" printed on a gear.
  withContext((c: TextContext) =>
    c.type !== 'gear'
      ? alt<Step, TextContext>()
      : map(t`${mark('selfMe')} you may exhaust me to ${slot('core', operationPhrase)}`, {
          to: ({ core, wording }) => ({ ...core, pay: paying({ energy: 0, power: [] }, true), wording: [...((core['wording'] as WordingList | undefined) ?? []), ...(wording ?? [])] }),
          from: (e: Step) => {
            const pay = e.pay as Effect['pay'];
            const said = (e['wording'] as WordingList | undefined) ?? [];
            if (pay?.exhaustSelf !== true || !onlyResources(pay) || pay.energy > 0 || pay.power.length > 0 || !said.includes('selfMe') || e.optional !== undefined || e.condition !== undefined) return NO;
            const rest = said.filter((w) => w !== 'selfMe');
            const core = without(without(e, 'pay'), 'wording');
            return { core: rest.length > 0 ? { ...core, wording: rest } : core, wording: ['selfMe'] };
          },
        }),
  ),
  // The cost and the step said together (the wording `payAnd`): "you may pay :rb_energy_1: and return a unit ..."; the step happens only if it is paid, as with "to".
  map(t`you may pay ${slot('r', resources)} and ${slot('core', operationPhrase)}`, {
    to: ({ r, core }) => ({ ...core, pay: paying(r, false), wording: [...((core['wording'] as readonly string[] | undefined) ?? []), 'payAnd'] }),
    from: (e: Step) => {
      const pay = e.pay as Effect['pay'];
      const wording = (e.wording as readonly string[] | undefined) ?? [];
      if (pay === undefined || pay.exhaustSelf !== undefined || !onlyResources(pay) || (pay.energy === 0 && pay.power.length === 0) || !wording.includes('payAnd') || e.optional !== undefined || e.condition !== undefined) return NO;
      const own = wording.filter((w) => w !== 'payAnd');
      const core = without(without(e, 'pay'), 'wording');
      return { r: pay, core: own.length > 0 ? { ...core, wording: own } : core };
    },
  }),
  // Another player may stop the step (CR 355.17): "counter a spell unless its controller pays :rb_energy_3:" (unless.ts).
  map(t`${slot('core', operationPhrase)} ${slot('unless', unlessClause)}`, {
    to: ({ core, unless }) => ({ ...core, unless }),
    from: (e: Step) => (e.unless !== undefined && e.optional === undefined && e.condition === undefined && e.pay === undefined ? { core: without(e, 'unless'), unless: e.unless as UnlessClause } : NO),
  }),
  movedWithIt,
  map(t`you may ${slot('core', operationPhrase)}`, {
    to: ({ core }) => ({ ...core, optional: true }),
    from: (e: Step) => (e.optional === true && e.condition === undefined ? { core: without(e, 'optional') } : NO),
  }),
  map(operationPhrase, { to: (core) => core, from: (e) => (e.optional === true || e.condition !== undefined ? NO : e) }),
);

/** The step, "instead" after it when it replaces the step before (CR 157.2). */
const insteadStep: Rule<Step> = alt(
  // "now instead" (the wording `now`): replacing a step that waits for a later event ("Stun it now instead.").
  map(t`${slot('core', mayStep)} now instead`, {
    to: ({ core }) => ({ ...core, instead: true, wording: [...((core['wording'] as readonly string[] | undefined) ?? []), 'now'] }),
    from: (e) => {
      const wording = (e['wording'] as readonly string[] | undefined) ?? [];
      if (e.instead !== true || !wording.includes('now')) return NO;
      const rest = wording.filter((w) => w !== 'now');
      const core = without(without(e, 'instead'), 'wording');
      return { core: rest.length > 0 ? { ...core, wording: rest } : core };
    },
  }),
  map(t`${slot('core', mayStep)} instead`, {
    to: ({ core }) => ({ ...core, instead: true }),
    from: (e) => (e.instead === true ? { core: without(e, 'instead') } : NO),
  }),
  map(mayStep, { to: (core) => core, from: (e) => (e.instead === true ? NO : e) }),
);

/**
 * A step: what it does, and what it depends on, printed before it: a condition asked as it
 * resolves ("If it's attacking, ..."), or whether the step before was done ("If you do, ...",
 * "Otherwise, ...").
 */
export const step: Rule<Step> = alt(
  map(t`if ${slot('condition', stepCondition)} , ${slot('core', insteadStep)}`, {
    to: ({ condition, core }): Step => ({ ...core, condition }),
    from: (e) => (e.condition !== undefined && e.previous === undefined ? { condition: e.condition, core: without(e, 'condition') } : NO),
  }),
  // Said of a buff, which does nothing to a unit that has one (CR 426.1.c): "Then, if it was buffed this way, draw 1." (the wording `buffedThisWay`).
  map(t`if it was buffed this way , ${slot('core', insteadStep)}`, {
    to: ({ core }): Step => ({ ...core, previous: 'done', wording: [...((core['wording'] as WordingList | undefined) ?? []), 'buffedThisWay'] }),
    from: (e) => {
      const said = (e['wording'] as WordingList | undefined) ?? [];
      if (e.previous !== 'done' || e.condition !== undefined || !said.includes('buffedThisWay')) return NO;
      const rest = said.filter((w) => w !== 'buffedThisWay');
      const core = without(without(e, 'previous'), 'wording');
      return { core: rest.length > 0 ? { ...core, wording: rest } : core };
    },
  }),
  map(t`if you do , ${slot('core', insteadStep)}`, {
    to: ({ core }): Step => ({ ...core, previous: 'done' }),
    from: (e) => (e.previous === 'done' && e.condition === undefined ? { core: without(e, 'previous') } : NO),
  }),
  map(t`otherwise , ${slot('core', insteadStep)}`, {
    to: ({ core }): Step => ({ ...core, previous: 'notDone' }),
    from: (e) => (e.previous === 'notDone' && e.condition === undefined ? { core: without(e, 'previous') } : NO),
  }),
  // A condition printed after the step ("draw 1 if ...") is the step's own (mayStep).
  map(insteadStep, { to: (core) => core, from: (e) => (e.previous === undefined ? e : NO) }),
);

/** How a step is joined to the one before it: a new sentence, "and", ", then", or a sentence starting "Then". */
const JOINERS: readonly { readonly link: 'and' | 'then' | 'thenSentence' | 'thenComma' | 'comma' | 'commaAnd' | 'to' | undefined; readonly rule: Rule<undefined> }[] = [
  { link: undefined, rule: words('.') },
  { link: 'and', rule: words('and') },
  { link: 'then', rule: words(', then') },
  { link: 'thenSentence', rule: words('. then') },
  { link: 'thenComma', rule: words('. then ,') },
  // The step before is this one's cost (CR 355.10.c.1): "Kill a friendly unit to give ...", done only if that one was.
  { link: 'to', rule: words('to') },
  // A list of three or more: "heal it, exhaust it, and recall it" (a comma goes on to "and" or ", and").
  { link: 'comma', rule: words(',') },
  { link: 'commaAnd', rule: words(', and') },
];

/** Whether every comma of a list of steps goes on to the list's end: the step after it joined by a comma, "and" or ", and". */
function listsEnd(list: readonly Step[]): boolean {
  return list.every((e, i) => e.link !== 'comma' || ['comma', 'and', 'commaAnd'].includes(list[i + 1]?.link as string));
}

/**
 * Whether a step may follow `before` with `link`: a step whose verb is not said (the wording
 * `sameVerb`: "give a unit +2 :rb_might: this turn and another unit -2 :rb_might: this turn")
 * only after "and" and a step of its operation, whose verb it shares.
 */
function joinable(before: Step, next: Step, link: Step['link']): boolean {
  const elided = (next['wording'] as readonly string[] | undefined)?.includes('sameVerb') === true;
  return !elided || (link === 'and' && before.op === next.op);
}

/** Operations whose verbs may share one object, joined by "or" before it: "ready or exhaust a legend". */
const SHARED_VERBS: readonly string[] = ['ready', 'exhaust', 'stun', 'kill', 'buff'];

/** Whether a step is one verb of {@link SHARED_VERBS} and its object, nothing else. */
function verbAndObject(e: Step): boolean {
  return SHARED_VERBS.includes(e.op) && e['target'] !== undefined && Object.keys(e).every((k) => k === 'op' || k === 'target');
}

/** Whether `second` is the other verb of a pair sharing the object of the step before (the wording `sharedObject`, raised: its object is "it"). */
function sharesObject(second: Step | undefined): boolean {
  const wording = second?.['wording'] as readonly string[] | undefined;
  return second !== undefined && second.or === true && wording?.length === 1 && wording[0] === 'sharedObject';
}

/**
 * Two verbs joined by "or" before one object (CR 355.17): "ready or exhaust a legend". The first
 * step names the object; the second, its choice (`or`), names it again ("it") in the wording
 * `sharedObject`, and is printed with the object once, after its verb.
 */
const sharedPair: Rule<readonly Step[]> = syntax(
  function* (input, at) {
    for (const op of SHARED_VERBS) {
      for (const [, afterVerb] of words(op).parse(input, at)) {
        for (const [, afterOr] of words('or').parse(input, afterVerb)) {
          for (const [second, next] of operationPhrase.parse(input, afterOr)) {
            if (second.op === op || !verbAndObject(second)) continue;
            yield [[{ op, target: second['target'] }, { op: second.op, target: { again: 'it' }, or: true, wording: ['sharedObject'] }], next] as const;
          }
        }
      }
    }
  },
  ([first, second, ...more], out) => {
    if (first === undefined || second === undefined || more.length > 0 || !verbAndObject(first) || !sharesObject(second) || !verbAndObject({ op: second.op, target: second['target'] }) || second.op === first.op) return false;
    const again = second['target'] as { again?: unknown };
    if (typeof again !== 'object' || again === null || again.again !== 'it') return false;
    return printInto(words(first.op), undefined, out) && printInto(words('or'), undefined, out) && printInto(operationPhrase, { op: second.op, target: first['target'] }, out);
  },
);

/** The second step of a Might change and keywords given together, naming the first's object again (the wording `mightAndKeywords`). */
function givesKeywordsToo(second: Step | undefined): boolean {
  const wording = second?.['wording'] as readonly string[] | undefined;
  return second?.op === 'grant' && second.link === 'and' && wording?.length === 1 && wording[0] === 'mightAndKeywords';
}

/**
 * Might and keywords given to one object for the turn, under one verb: "give a friendly unit +2
 * :rb_might: and [Assault] this turn" is a Might change, then a grant of the keywords to the same
 * object ("it", the wording `mightAndKeywords`), printed again as one clause.
 */
const mightAndKeywords: Rule<readonly Step[]> = map(t`give ${slot('target', oneObject)} ${slot('amount', signedMight)} and ${slot('keywords', grantedKeywords)} this turn`, {
  to: ({ target, amount, keywords }) => [
    { op: 'modifyMight', target, amount } as Step,
    { op: 'grant', target: { again: 'it' }, keywords, duration: 'turn', link: 'and', wording: ['mightAndKeywords'] } as Step,
  ],
  from: ([first, second, ...more]) => {
    if (first === undefined || second === undefined || more.length > 0 || first.op !== 'modifyMight' || Object.keys(first).some((k) => k !== 'op' && k !== 'target' && k !== 'amount') || typeof first['amount'] !== 'number') return NO;
    if (!givesKeywordsToo(second) || second['duration'] !== 'turn' || Object.keys(second).some((k) => !['op', 'target', 'keywords', 'duration', 'link', 'wording'].includes(k))) return NO;
    const again = second['target'] as { again?: unknown } | undefined;
    if (again?.again !== 'it') return NO;
    return { target: first['target'] as Ref, amount: first['amount'], keywords: second['keywords'] as readonly { readonly keyword: string; readonly value?: number }[] };
  },
});

/** "Predict", "Predict 2", or in its word backer "[Predict]", "[Predict 2]": how many cards (one when unsaid, CR 436.3.a), and whether backed. */
type PredictWords = { readonly n: number; readonly backer: boolean };
const predictWords: Rule<PredictWords> = alt<PredictWords, TextContext>(
  map(bracketKeyword, {
    to: (k): PredictWords | typeof NO => (k.name === 'predict' ? { n: k.value ?? 1, backer: true } : NO),
    from: (p: PredictWords) => (p.backer ? { name: 'predict', value: p.n === 1 ? undefined : p.n } : NO),
  }),
  map(t`predict ${slot('n', digits)}`, { to: ({ n }): PredictWords => ({ n, backer: false }), from: (p: PredictWords) => (!p.backer && p.n !== 1 ? { n: p.n } : NO) }),
  map(words('predict'), { to: (): PredictWords => ({ n: 1, backer: false }), from: (p: PredictWords) => (!p.backer && p.n === 1 ? undefined : NO) }),
);

/** The steps of a Predict of `n` cards: the two after the look marked as its (the wording `predict`, and `backer` when printed in one). */
function predictSteps(n: number, backer: boolean): readonly Step[] {
  return [
    { op: 'look', amount: n },
    { op: 'recycleLooked', anyNumber: true, wording: backer ? ['predict', 'backer'] : ['predict'] },
    { op: 'orderLooked', wording: ['predict'] },
  ];
}

/** Whether a step goes on a Predict begun before it. */
function predicts(e: Step | undefined): boolean {
  return (e?.['wording'] as WordingList | undefined)?.includes('predict') === true;
}

/**
 * "Predict 2" (CR 436): the top cards of the controller's Main Deck looked at, any number of them
 * recycled, the rest put back in the order they choose: a look, a recycle of any number of the
 * cards looked at and an ordering of the rest, printed again as the one action.
 */
const predict: Rule<readonly Step[]> = syntax(
  function* (input, at) {
    for (const [said, next] of predictWords.parse(input, at)) yield [predictSteps(said.n, said.backer), next] as const;
  },
  (list, out) => {
    const [look, recycle] = list;
    if (look?.op !== 'look' || typeof look['amount'] !== 'number' || recycle === undefined) return false;
    const said = { n: look['amount'], backer: (recycle['wording'] as WordingList | undefined)?.includes('backer') === true };
    return jsonEqual(list, predictSteps(said.n, said.backer)) && printInto(predictWords, said, out);
  },
);

/**
 * Clauses printed as one that are several steps: each step after the first marked as going on
 * the clause begun before it (`continues`), and printed with it.
 */
const CLAUSES: readonly { readonly rule: Rule<readonly Step[]>; readonly continues: (e: Step | undefined) => boolean }[] = [
  { rule: sharedPair, continues: sharesObject },
  { rule: mightAndKeywords, continues: givesKeywordsToo },
  { rule: predict, continues: predicts },
];

/** Steps in a row, as sentences and joined clauses; a final period is optional. */
const stepList: Rule<readonly Step[]> = syntax(
  function* (input, at) {
    function* rest(from: number, list: readonly Step[]): Generator<readonly [readonly Step[], number]> {
      if (listsEnd(list)) {
        yield [list, from] as const;
        for (const [, end] of words('.').parse(input, from)) yield [list, end] as const;
      }
      // One of a choice with the step before: "draw 1 or buff me" (CR 355.17).
      for (const [, mid] of words('or').parse(input, from)) {
        for (const [next, after] of step.parse(input, mid)) if (joinable(list[list.length - 1] as Step, next, undefined)) yield* rest(after, [...list, { ...next, or: true }]);
      }
      for (const joiner of JOINERS) {
        for (const [, mid] of joiner.rule.parse(input, from)) {
          if (joiner.link !== 'to') {
            for (const clause of CLAUSES) {
              for (const [[first, ...more], after] of clause.rule.parse(input, mid)) {
                if (first !== undefined) yield* rest(after, [...list, joiner.link === undefined ? first : { ...first, link: joiner.link }, ...more]);
              }
            }
          }
          for (const [next, after] of step.parse(input, mid)) {
            if (!joinable(list[list.length - 1] as Step, next, joiner.link)) continue;
            if (joiner.link === 'to' && (next.previous !== undefined || next.condition !== undefined)) continue;
            const joined = joiner.link === undefined ? next : joiner.link === 'to' ? { ...next, link: joiner.link, previous: 'done' } : { ...next, link: joiner.link };
            yield* rest(after, [...list, joined]);
          }
        }
      }
    }
    for (const [first, after] of step.parse(input, at)) {
      if (first.link !== undefined || !joinable(first, first, undefined)) continue;
      yield* rest(after, [first]);
    }
    for (const clause of CLAUSES) for (const [steps, after] of clause.rule.parse(input, at)) yield* rest(after, steps);
  },
  (list, out) => {
    if (list.length === 0 || !listsEnd(list)) return false;
    for (let i = 0; i < list.length; i++) {
      const e = list[i] as Step;
      if (e.or === true) {
        if (i === 0 || e.link !== undefined || !printInto(words('or'), undefined, out)) return false;
      } else if (i > 0) {
        const joiner = JOINERS.find((j) => j.link === e.link);
        if (!joiner || !printInto(joiner.rule, undefined, out)) return false;
      } else if (e.link !== undefined) return false;
      if (!joinable(list[i - 1] ?? e, e, i === 0 ? undefined : e.link)) return false;
      // "to" says the step is done only if the one before was: its `previous` is not printed again.
      if (e.link === 'to' && e.previous !== 'done') return false;
      // A clause of several steps (a pair of verbs sharing one object, Might and keywords given together, a Predict): printed as one, the steps going on it with it.
      const clause = CLAUSES.find((c) => c.continues(list[i + 1]));
      if (clause !== undefined) {
        let end = i + 1;
        while (clause.continues(list[end + 1])) end++;
        if (e.link === 'to' || !printInto(clause.rule, [without(e, 'link'), ...list.slice(i + 1, end + 1)], out)) return false;
        i = end;
        continue;
      }
      if (CLAUSES.some((c) => c.continues(e))) return false;
      if (!printInto(step, without(without(e.link === 'to' ? without(e, 'previous') : e, 'link'), 'or'), out)) return false;
    }
    // A quoted ability ending the last step ends with its own period, inside the quotes.
    if (out.tokens.at(-1)?.text === '"' && out.tokens.at(-2)?.text === '.') return true;
    return printInto(words('.'), undefined, out);
  },
);

/** Steps in a row, and after them where a unit played from among cards looked at may also go (played-here.ts). */
export const steps: Rule<readonly Step[]> = withPlayedHere(stepList);
