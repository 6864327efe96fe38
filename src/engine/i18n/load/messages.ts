/**
 * The catalogues of the faults found while loading a file, one per language, and their texts
 * (`wordedIssue(fields, text(key, values))` in src/engine/errors.ts).
 */
import { textMaker, type Messages } from '../catalogue.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const loadMessages: Messages<typeof en> = { en, fr };

export const text = textMaker(loadMessages);
