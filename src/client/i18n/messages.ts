/** The typed client's catalogues, one per language, and the texts made from them. */
import { textMaker, type Messages } from '../../engine/i18n/catalogue.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const clientMessages: Messages<typeof en> = { en, fr };

export const text = textMaker(clientMessages);
