/** The words Riftbound's statechart and rules files write themselves, one catalogue per language (chart-en.ts). */
import type { Messages } from '../../../engine/i18n/catalogue.js';
import { en } from './chart-en.js';
import { fr } from './chart-fr.js';

export const riftboundChartMessages: Messages<typeof en> = { en, fr };
