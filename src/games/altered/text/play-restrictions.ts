/**
 * What keeps a card from being played, in both languages side by side (card data: its
 * `minManaOrbs`; glossary 1.4.1.a, "can't" beats "can"): "I can't be played if you have less
 * than seven Mana Orbs", "Je ne peux pas être joué si vous avez moins de sept Orbes de Mana"
 * (the agreed "jouée" read too; normalize.ts compares the two as one).
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import { either, t, type Rule } from './primitives.js';

function fewerOrbs(phrase: (orbs: Rule<number>) => Rule<object>, orbs: Rule<number>): Rule<number> {
  return map(phrase(orbs) as Rule<{ orbs: number }>, { to: ({ orbs: n }) => (n >= 1 ? n : NO), from: (n) => ({ orbs: n }) });
}

export const playRestrictions = {
  /** `number`: the language's number words. */
  en: (number: Rule<number>): Rule<number> => fewerOrbs((orbs) => t`I can't be played if you have less than ${slot('orbs', orbs)} Mana Orbs`, number),
  fr: (number: Rule<number>): Rule<number> =>
    fewerOrbs((orbs) => t`je ne peux pas être ${either('joué', 'jouée')} si vous avez moins de ${slot('orbs', orbs)} Orbes de Mana`, number),
};
