/**
 * The modes of every game, as each game's folder lists them (its `modes.ts`, also its module's
 * `modes`): for pages bundled without the games' code, such as the table page's lobby.
 */
import { alteredModes } from './altered/modes.js';
import { riftboundModes } from './riftbound/modes.js';

export const MODES = [...riftboundModes, ...alteredModes] as const;
