/** A bot spec's catalogues, one per language (see src/engine/i18n/catalogue.ts). */
import { textMaker, type Messages } from '../../engine/i18n/catalogue.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const botMessages: Messages<typeof en> = { en, fr };

export const text = textMaker(botMessages);
