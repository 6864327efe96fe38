/** The games rulegraph knows, by the first part of a mode name. */
import type { GameModule } from '../engine/game/module.js';
import { altered } from './altered/index.js';
import { riftbound } from './riftbound/index.js';

// Each module is typed by its own state; the registry only dispatches by name.
export const GAMES: Readonly<Record<string, GameModule<any, any, any>>> = {
  riftbound,
  altered,
};
