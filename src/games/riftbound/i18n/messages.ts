/**
 * Riftbound's catalogues, one per language, and the refusals and texts made from them (see
 * src/engine/i18n/catalogue.ts). A language is a catalogue file beside en.ts, named here.
 */
import { textMaker, type Messages, type Value } from '../../../engine/i18n/catalogue.js';
import { refuser } from '../../../engine/i18n/refusals.js';
import { counter } from '../../../engine/i18n/words.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const riftboundMessages: Messages<typeof en> = { en, fr };

export const refuse = refuser(riftboundMessages);
export const text = textMaker(riftboundMessages);
/** `counted('card', 2)`: the catalogue's `count.card.*` agreed with the count. */
export const counted = counter(text);
export { en };

/** Why a player is asked to choose cards, in words: the catalogue's, or the purpose as the card data states it. */
export function purposeWords(purpose: string): Value {
  const key = `purpose.${purpose}`;
  return Object.hasOwn(en, key) ? text(key as keyof typeof en & `purpose.${string}`) : purpose;
}
