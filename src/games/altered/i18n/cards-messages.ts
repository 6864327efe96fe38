/**
 * The catalogues of Altered's card-data and deck checks (the faults of a card set, a card's data
 * or a deck at load), one per language, apart from the game's main catalogues.
 */
import { textMaker, type Messages } from '../../../engine/i18n/catalogue.js';
import { en } from './cards-en.js';
import { fr } from './cards-fr.js';

export const alteredCardMessages: Messages<typeof en> = { en, fr };

export const text = textMaker(alteredCardMessages);
