/**
 * What the command line reads or plays when no game or mode is named. With the registry
 * (index.ts) and the modes list (modes.ts), the only place outside a game's folder that names
 * a game.
 */
export const DEFAULT_GAME = 'riftbound';

/** The mode `play` and `simulate` play when none is named. */
export const DEFAULT_MODE = `${DEFAULT_GAME}/duel`;

/** The mode the inspector opens when none is named: a team mode, whose chart and four views show the most. */
export const DEFAULT_INSPECTED_MODE = `${DEFAULT_GAME}/2v2`;
