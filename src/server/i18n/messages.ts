/**
 * The server's catalogues, one per language, and its texts: every error a client's person reads
 * is one of them, rendered in the language of the request or of the connection (docs/server.md,
 * "Languages").
 */
import { textMaker, type Messages } from '../../engine/i18n/catalogue.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const serverMessages: Messages<typeof en> = { en, fr };

export const text = textMaker(serverMessages);
