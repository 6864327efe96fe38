/** The card-text compiler of each game whose printed text rulegraph reads, by game name. */
import type { CardCompiler } from '../engine/card-import.js';
import { alteredCompiler } from './altered/text/compiler.js';
import { riftboundCompiler } from './riftbound/text/compiler.js';

export const CARD_COMPILERS: Readonly<Record<string, CardCompiler>> = {
  riftbound: riftboundCompiler,
  altered: alteredCompiler,
};
