/**
 * A card's own cost lowered for where it is played, in both languages side by side (card data:
 * its `costLess` with `into`; mechanics/own-cost.ts of the engine): "I cost {3} less to play in an
 * Expedition with no Characters", "Je coûte {3} de moins à jouer dans une Expédition où il n'y a
 * aucun Personnage". The amount and its words are the plain discount's (cost-less.ts), with no
 * other condition.
 */
import { map, NO, pair } from '../../../engine/syntax/syntax.js';
import { costLessWords, type CostLess } from './cost-less.js';
import { words, type Rule } from './primitives.js';

function costLessInto(plain: Rule<CostLess>, where: Rule<undefined>): Rule<CostLess> {
  return map<readonly [CostLess, undefined], CostLess, undefined>(pair(plain, where), {
    to: ([less]) => (less.ifHave === undefined && less.per === undefined && less.into === undefined && less.ifDiscard === undefined ? { ...less, into: 'emptyExpedition' as const } : NO),
    from: ({ into, ...less }: CostLess) => (into === 'emptyExpedition' && less.ifDiscard === undefined && less.ifHave === undefined && less.per === undefined ? ([less as CostLess, undefined] as const) : NO),
  });
}

export const costLessIntoWords = {
  /** `number`: the language's number words. */
  en: (number: Rule<number>): Rule<CostLess> => costLessInto(costLessWords.en(number), words('to play in an Expedition with no Characters')),
  fr: (number: Rule<number>): Rule<CostLess> => costLessInto(costLessWords.fr(number), words("à jouer dans une Expédition où il n'y a aucun Personnage")),
};
