/**
 * The catalogues of Altered's card-text compiler (its reasons for refusing a card), one per
 * language, apart from the game's main catalogues: a refusal is `new Refusal(text(key, values))`.
 */
import { textMaker, type Messages } from '../../../engine/i18n/catalogue.js';
import { en } from './text-en.js';
import { fr } from './text-fr.js';

export const alteredTextMessages: Messages<typeof en> = { en, fr };

export const text = textMaker(alteredTextMessages);
