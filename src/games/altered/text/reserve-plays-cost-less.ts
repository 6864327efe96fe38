/**
 * Every card played from Reserve made cheaper, a passive line in both languages side by side
 * (card data: a `passives` entry of kind `reservePlaysCostLess`; mechanics/reserve-plays-cost-less.ts of
 * the engine): "Cards played from Reserve cost {2} less, down to a minimum of {1}", "Les cartes
 * jouées depuis la Réserve coûtent {2} de moins, jusqu'à un minimum de {1}" (its reminder, that
 * other effects may lower it further, dropped).
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Passive } from './ast.js';
import { mana, t, words, type Rule } from './primitives.js';

function reservePlaysCostLess(sentence: Rule<{ amount: number; atLeast: number }>): Rule<Passive> {
  return map(sentence, {
    to: ({ amount, atLeast }): Passive | typeof NO => (amount >= 1 ? { kind: 'reservePlaysCostLess', amount, atLeast } : NO),
    from: (p) => (p.kind === 'reservePlaysCostLess' ? { amount: p.amount, atLeast: p.atLeast } : NO),
  });
}

export const reservePlaysCostLessWords: Readonly<Record<'en' | 'fr', Rule<Passive>>> = {
  en: reservePlaysCostLess(t`${words('Cards played from Reserve cost')} ${slot('amount', mana)} ${words('less, down to a minimum of')} ${slot('atLeast', mana)}`),
  fr: reservePlaysCostLess(t`${words('Les cartes jouées depuis la Réserve coûtent')} ${slot('amount', mana)} ${words("de moins, jusqu'à un minimum de")} ${slot('atLeast', mana)}`),
};
