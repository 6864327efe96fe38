/**
 * The catalogues of Riftbound's card-data checks (the faults a card set's check finds), one per
 * language, apart from the game's main catalogues; a fault is `wordedIssue(fields, text(key, values))`.
 */
import { textMaker, type Messages } from '../../../engine/i18n/catalogue.js';
import { en } from './cards-en.js';
import { fr } from './cards-fr.js';

export const riftboundCardMessages: Messages<typeof en> = { en, fr };

export const text = textMaker(riftboundCardMessages);
