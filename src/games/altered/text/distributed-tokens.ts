/**
 * Tokens distributed among expeditions, in both languages side by side (card data: a
 * `createToken` step with `expedition: "distributed"` and its `count`): "Create two [Name
 * 1/1/1] Spirit tokens, distributed as you choose among any number of target Expeditions."
 * ("Créez deux jetons Esprit [1/1/1 Nom], distribués comme vous le souhaitez dans n'importe
 * quel nombre d'Expéditions ciblées."). Each token's expedition is chosen as the step resolves,
 * any player's (mechanics/effects.ts): the ability declares no target.
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Step, TokenPhrase } from './ast.js';
import { stepPhrase } from './steps.js';
import { oneWord, tokenBracket } from './subjects.js';
import { t, words, type Rule } from './primitives.js';

/** The phrase's value: how many, the token and its subtype. */
type Said = { count: number; token: { name: string; stats: TokenPhrase['stats'] }; subtype: string };

function distributed(phrase: Rule<Said>): Rule<Step> {
  return stepPhrase(
    phrase,
    ({ count, token: { name, stats }, subtype }) => ({ op: 'createToken', token: { name, stats, subtype }, expedition: 'distributed', count }),
    (s) => (s.op === 'createToken' && s.expedition === 'distributed' && s.player === undefined && s.per === undefined && s.count !== undefined ? { count: s.count, token: { name: s.token.name, stats: s.token.stats }, subtype: s.token.subtype } : NO),
  );
}

/** A count from two. */
function several(number: Rule<number>): Rule<number> {
  return map(number, { to: (n) => (n >= 2 ? n : NO), from: (n) => (n >= 2 ? n : NO) });
}

export const distributedTokens = {
  en: (number: Rule<number>): Rule<Step> =>
    distributed(t`create ${slot('count', several(number))} ${slot('token', tokenBracket(true))} ${slot('subtype', oneWord)} tokens, distributed as you choose among any number of target Expeditions`),
  fr: (number: Rule<number>, imperative: boolean): Rule<Step> =>
    distributed(
      t`${words(imperative ? 'créez' : 'créer')} ${slot('count', several(number))} jetons ${slot('subtype', oneWord)} ${slot('token', tokenBracket(false))}, ${words("distribués comme vous le souhaitez dans n'importe quel nombre d'Expéditions ciblées")}`,
    ),
};
