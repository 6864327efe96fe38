/** The scenario runner's catalogues, one per language (see src/engine/i18n/catalogue.ts). */
import { textMaker, type Messages } from '../../engine/i18n/catalogue.js';
import { counter } from '../../engine/i18n/words.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const scenarioMessages: Messages<typeof en> = { en, fr };

export const text = textMaker(scenarioMessages);
export const counted = counter(text);
