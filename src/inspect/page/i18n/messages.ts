/**
 * The inspector page's catalogues, and `say(key, values)`: their words in the page's language,
 * chosen as the table page's is (src/table/page/i18n/language.ts, one mechanism for both pages).
 */
import type { Messages } from '../../../engine/i18n/catalogue.js';
import { pageSpeech } from '../../../table/page/i18n/language.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const inspectorPageMessages: Messages<typeof en> = { en, fr };

export const say = pageSpeech(inspectorPageMessages);
