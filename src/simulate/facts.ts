/**
 * What a simulation records of a game beyond its winner, read from the game's state by the
 * game's own facts (its module's `simulation` member): who went first, how far the game got,
 * and each team's points.
 */
import { EngineError } from '../engine/errors.js';
import type { BaseState } from '../engine/game/module.js';
import type { SimulationFacts } from '../engine/game/module-parts.js';
import { GAMES } from '../games/index.js';

/** The facts of any game, as the simulation reads them (each game's are typed by its own state and rules). */
export type GameFacts = SimulationFacts<BaseState, unknown>;

/** The games simulations know the facts of. */
export function simulatedGames(): string[] {
  return Object.values(GAMES)
    .filter((game) => game.simulation !== undefined)
    .map((game) => game.id);
}

/** The facts of a mode's game (`riftbound/duel` → Riftbound's). */
export function factsOf(mode: string): GameFacts {
  const game = mode.split('/')[0] ?? '';
  const facts = Object.hasOwn(GAMES, game) ? GAMES[game]?.simulation : undefined;
  if (!facts) throw new EngineError(`no simulation facts for the game of ${JSON.stringify(mode)}`);
  return facts;
}
