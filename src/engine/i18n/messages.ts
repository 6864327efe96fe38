/**
 * The engine's catalogues, one per language, and the refusals and texts made from them. A
 * language is added by a catalogue file beside en.ts, named in this table (the compiler then
 * asks the same of every part).
 */
import { textMaker, type Messages } from './catalogue.js';
import { refuser } from './refusals.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const engineMessages: Messages<typeof en> = { en, fr };

export const refuse = refuser(engineMessages);
export const text = textMaker(engineMessages);
