/**
 * Modifiers of the player's die rolls (card data: a `modifiers` entry with `step: "rollDie"`;
 * mechanics/roll-modifiers.ts), in both languages side by side: one more die rolled, of which the
 * player ignores one ("If you would roll one or more dice, instead roll that many dice plus
 * one ..."; "Si vous deviez lancer au moins un dé, lancez un dé supplémentaire ..."), and a
 * number added to the result, "you may" or not ("If you would roll a die, you may add N to its
 * result"; "Si vous deviez lancer un dé, vous pouvez ajouter N au résultat").
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { PrintedModifier, RollModifier } from './ast.js';
import { constant, constantValue, digits, words, type Rule } from './primitives.js';

/** A language's words: one more die to keep one of, and a number added (its condition, "you may", the verb, "to its result"). */
interface RollWords {
  readonly ifYouRollDice: string;
  readonly insteadOneMore: string;
  readonly ignoreOne: string;
  readonly ifYouRollADie: string;
  readonly youMayAdd: string;
  readonly add: string;
  readonly toItsResult: string;
}

const ONE_MORE_DIE: RollModifier = { step: 'rollDie', instead: { extraDice: 1 } };

function rollModifier(said: RollWords): Rule<PrintedModifier> {
  const mayAdd = alt(constant(said.youMayAdd, true), constant(said.add, false));
  const added = map(pair(pair(words(said.ifYouRollADie), mayAdd), pair(digits, words(said.toItsResult))), {
    to: ([[, optional], [add]]): PrintedModifier => ({ step: 'rollDie', instead: { add }, ...(optional ? { optional: true } : {}) }),
    from: (m: PrintedModifier) =>
      m.step === 'rollDie' && m.instead.add !== undefined && m.instead.extraDice === undefined ? ([[undefined, m.optional === true], [m.instead.add, undefined]] as const) : NO,
  });
  return alt(constantValue<PrintedModifier>(`${said.ifYouRollDice} ${said.insteadOneMore} ${said.ignoreOne}`, ONE_MORE_DIE), added);
}

export const rollModifiers = {
  en: rollModifier({
    ifYouRollDice: 'if you would roll one or more dice ,',
    insteadOneMore: 'instead roll that many dice plus one',
    ignoreOne: 'and ignore the roll of your choice',
    ifYouRollADie: 'if you would roll a die ,',
    youMayAdd: 'you may add',
    add: 'add',
    toItsResult: 'to its result',
  }),
  fr: rollModifier({
    ifYouRollDice: 'si vous deviez lancer au moins un dé ,',
    insteadOneMore: 'lancez un dé supplémentaire',
    ignoreOne: 'et ignorez le résultat du dé de votre choix',
    ifYouRollADie: 'si vous deviez lancer un dé ,',
    youMayAdd: 'vous pouvez ajouter',
    add: 'ajoutez',
    toItsResult: 'au résultat',
  }),
};
