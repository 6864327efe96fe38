/**
 * Exhausting a card in Reserve, in both languages (the `exhaust` effect on a `reserveCard`
 * target; only an ability that names the Reserve targets there, glossary, Targeting):
 * "exhaust target card in Reserve", "exhaust it"; "épuisez une carte ciblée en Réserve",
 * "épuisez-la" (after "vous pouvez": "épuiser ...", "l'épuiser"); a character sent to Reserve by the
 * step before: "then exhaust it", "puis épuisez-le"; and every card of every Reserve, without a
 * target: "exhaust all cards in Reserve", "épuisez toutes les cartes en Réserve" (`everyReserveCard`);
 * and the card itself, in play or in the Reserve its reaction found it in: "exhaust me",
 * "épuisez-moi" (after "vous pouvez": "m'épuiser"; `me`).
 */
import { alt, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Named, Step } from './ast.js';
import { constantValue, either, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

const RESERVE_CARD = { target: 'reserveCard' } as Named;

function exhaust(verb: Rule<undefined>, cardInReserve: string, it: Rule<undefined>, everyCard: string, me: Rule<undefined>): Rule<Step> {
  return alt(
    stepPhrase(
      me,
      () => ({ op: 'exhaust', me: true }),
      (s) => (s.op === 'exhaust' && 'me' in s && s.me === true ? undefined : NO),
    ),
    // Every card of every Reserve, no target: "exhaust all cards in Reserve".
    stepPhrase(
      t`${verb} ${words(everyCard)}`,
      () => ({ op: 'exhaust', everyReserveCard: true }),
      (s) => (s.op === 'exhaust' && s.everyReserveCard === true && s.names === undefined ? {} : NO),
    ),
    stepPhrase(
      t`${verb} ${slot('who', constantValue(cardInReserve, RESERVE_CARD))}`,
      ({ who }) => ({ op: 'exhaust', names: who }),
      (s) => (s.op === 'exhaust' && s.names !== undefined && 'target' in s.names ? { who: s.names } : NO),
    ),
    stepPhrase(
      it,
      () => ({ op: 'exhaust', names: { it: true } }),
      (s) => (s.op === 'exhaust' && s.names !== undefined && 'it' in s.names ? undefined : NO),
    ),
  );
}

export const exhaustInReserve = {
  en: (): Rule<Step> => exhaust(words('exhaust'), 'target card in Reserve', words('exhaust it'), 'all cards in Reserve', words('exhaust me')),
  /**
   * French: the order (`imperative`) or the infinitive after "vous pouvez"; "it" agrees with a
   * card ("épuisez-la"), or with a character (`character`: "épuisez-le", one a step before sent to Reserve).
   */
  fr: (imperative: boolean, character = false): Rule<Step> =>
    exhaust(
      words(imperative ? 'épuisez' : 'épuiser'),
      'une carte ciblée en Réserve',
      imperative ? (character ? either('épuisez-le', 'épuisez-la') : either('épuisez-la', 'épuisez-le')) : words("l' épuiser"),
      'toutes les cartes en Réserve',
      words(imperative ? 'épuisez-moi' : "m' épuiser"),
    ),
};
