/**
 * A replacement of the player's Resupply (card data: a `modifiers` entry with `step:
 * "resupply"` and its `instead` effects; mechanics/resupply-replacement.ts): the opening "If you
 * would [Resupply], instead" ("Si vous deviez [Ravitailler], à la place,"), then the effects as
 * any ability's sentences (grammar.ts, the `actionReplacement` line).
 */
import { words, type Rule } from './primitives.js';

export const resupplyReplacementWords: Readonly<Record<'en' | 'fr', Rule<undefined>>> = {
  en: words('if you would [Resupply] , instead'),
  fr: words('si vous deviez [Ravitailler] , à la place ,'),
};
