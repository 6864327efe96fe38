/**
 * Several tokens made at once, in both languages side by side: "Create two [Name 1/1/1]
 * Soldier tokens in target Expedition." ("Créez deux jetons Soldat [1/1/1 Nom] dans une
 * Expédition ciblée."): `createToken` with its `count`, from two (one token is the plain
 * phrase of english.ts and french.ts); and one token per thing counted, "Create one [Name
 * 1/1/1] Soldier token in my Expedition per Robot you control." ("Créez un jeton Soldat [1/1/1
 * Nom] dans mon Expédition par Robot que vous contrôlez.": its `per`, reads/counts.ts). The subtype
 * keeps its singular, as the cards print it.
 *
 * "It" right after a token made is that token: "create a [...] Illusion token in target
 * Expedition, then it gains [[Anchored]]" ("..., puis il gagne [[Ancré]]"): the step's `made`
 * (lower.ts), whatever else the ability targets.
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Effect, Step, TokenPhrase } from './ast.js';
import { stepPhrase } from './steps.js';
import { oneWord, tokenBracket } from './subjects.js';
import { t, words, type Rule } from './primitives.js';
import type { EXPEDITION_REFS } from '../schema/file-schemas.js';

type Ref = (typeof EXPEDITION_REFS)[number];

/** What the language's expeditions give a token phrase: where it goes, and what that names. */
interface Places {
  readonly where: Rule<Ref>;
  readonly named: (ref: Ref) => Pick<Step, 'names'>;
}

/** A count from two. */
function several(number: Rule<number>): Rule<number> {
  return map(number, { to: (n) => (n >= 2 ? n : NO), from: (n) => (n >= 2 ? n : NO) });
}

/** The phrase's value: how many, the token, its subtype, where. */
type Said = { count: number; token: { name: string; stats: TokenPhrase['stats'] }; subtype: string; expedition: Ref };

function tokens(phrase: Rule<Said>, places: Places): Rule<Step> {
  return stepPhrase(
    phrase,
    ({ count, token: { name, stats }, subtype, expedition: e }) => ({ op: 'createToken', token: { name, stats, subtype }, expedition: e, count, ...places.named(e) }),
    (s) => (s.op === 'createToken' && s.player === undefined && s.count !== undefined ? { count: s.count, token: { name: s.token.name, stats: s.token.stats }, subtype: s.token.subtype, expedition: s.expedition } : NO),
  );
}

type Counted = NonNullable<Extract<Step, { op: 'createToken' }>['per']>;

/** The phrase's value: the token, its subtype, where, and what is counted. */
type SaidPer = { token: Said['token']; subtype: string; expedition: Ref; per: { counted: Counted } };

/** "create one [...] token in my Expedition per Robot you control": one token per thing counted. */
function tokensPer(phrase: Rule<SaidPer>, places: Places): Rule<Step> {
  return stepPhrase(
    phrase,
    ({ token: { name, stats }, subtype, expedition: e, per }) => ({ op: 'createToken', token: { name, stats, subtype }, expedition: e, per: per.counted, ...places.named(e) }),
    (s) => (s.op === 'createToken' && s.player === undefined && s.count === undefined && s.per !== undefined ? { token: { name: s.token.name, stats: s.token.stats }, subtype: s.token.subtype, expedition: s.expedition, per: { counted: s.per } } : NO),
  );
}

export const madeTokens = {
  en: (number: Rule<number>, places: Places, per: Rule<{ counted: Counted }>): Rule<Step> =>
    alt(
      tokens(t`create ${slot('count', several(number))} ${slot('token', tokenBracket(true))} ${slot('subtype', oneWord)} tokens in ${slot('expedition', places.where)}`, places),
      tokensPer(t`create one ${slot('token', tokenBracket(true))} ${slot('subtype', oneWord)} token in ${slot('expedition', places.where)} ${slot('per', per)}`, places),
    ),
  fr: (number: Rule<number>, places: Places, per: Rule<{ counted: Counted }>, imperative: boolean): Rule<Step> =>
    alt(
      tokens(t`${words(imperative ? 'créez' : 'créer')} ${slot('count', several(number))} jetons ${slot('subtype', oneWord)} ${slot('token', tokenBracket(false))} dans ${slot('expedition', places.where)}`, places),
      tokensPer(t`${words(imperative ? 'créez' : 'créer')} un jeton ${slot('subtype', oneWord)} ${slot('token', tokenBracket(false))} dans ${slot('expedition', places.where)} ${slot('per', per)}`, places),
    ),
};

/** The steps that may act on the token made just before them (card data's `made`). */
export const ON_MADE: ReadonlySet<Step['op']> = new Set(['boost', 'anchor', 'sleep', 'ready', 'sendToReserve', 'switchExpedition', 'fleeting', 'lose']);

/** Whether a step printed on "it" acts on the token the step before it made. */
export function itIsMade(before: Effect | undefined, step: Step): boolean {
  return before?.op === 'createToken' && ON_MADE.has(step.op) && !('me' in step && step.me === true) && !('all' in step && step.all !== undefined) && !('counter' in step && step.counter !== undefined);
}
