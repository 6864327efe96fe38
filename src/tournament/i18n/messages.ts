/** A tournament's catalogues, one per language (see src/engine/i18n/catalogue.ts). */
import { textMaker, type Messages } from '../../engine/i18n/catalogue.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const tournamentMessages: Messages<typeof en> = { en, fr };

export const text = textMaker(tournamentMessages);

/** A refusal's key: its code, or its code and a variant after a dot (`load.*` are the faults of a tournament's file). */
export type TournamentRefusalKey = Exclude<keyof typeof en, `load.${string}`>;
