/**
 * The catalogues of the reasons a card compiler gives that come from the engine's reading of a
 * text (src/engine/syntax/), one per language; each game keeps its own reasons in its own.
 */
import { textMaker, type Messages } from '../catalogue.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const cardTextMessages: Messages<typeof en> = { en, fr };

export const text = textMaker(cardTextMessages);
