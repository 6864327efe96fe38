/**
 * Altered's catalogues, one per language, and the refusals and texts made from them (see
 * src/engine/i18n/catalogue.ts). A language is a catalogue file beside en.ts, named here.
 */
import { textMaker, type Messages } from '../../../engine/i18n/catalogue.js';
import { refuser } from '../../../engine/i18n/refusals.js';
import { counter } from '../../../engine/i18n/words.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const alteredMessages: Messages<typeof en> = { en, fr };

export const refuse = refuser(alteredMessages);
export const text = textMaker(alteredMessages);
/** `counted('card', 2)`: the catalogue's `count.card.*` agreed with the count. */
export const counted = counter(text);
export { en };
