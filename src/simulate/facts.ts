/**
 * What a simulation records of a game beyond its winner, read from the game's state by the
 * game's own facts (src/games/<game>/simulation-facts.ts): who went first, how far the game
 * got, and each team's points.
 */
import { EngineError } from '../engine/errors.js';
import { alteredFacts } from '../games/altered/simulation-facts.js';
import { riftboundFacts } from '../games/riftbound/simulation-facts.js';

export interface GameFacts<S = any, R = any> {
  /** What a game's rounds are called: Riftbound plays turns, Altered days. */
  readonly round: 'turn' | 'day';
  /** The seat that takes the first turn (known once the game is created). */
  firstSeat(state: S): string;
  /** The round in progress, from 1. */
  roundNumber(state: S): number;
  /** Each team's points now, by team id (a seat's id when the mode has no teams). */
  points(state: S, rules: R): Record<string, number>;
}

const FACTS: Readonly<Record<string, GameFacts>> = { riftbound: riftboundFacts, altered: alteredFacts };

/** The games simulations know the facts of. */
export function simulatedGames(): string[] {
  return Object.keys(FACTS);
}

/** The facts of a mode's game (`riftbound/duel` → Riftbound's). */
export function factsOf(mode: string): GameFacts {
  const game = mode.split('/')[0] ?? '';
  const facts = Object.hasOwn(FACTS, game) ? FACTS[game] : undefined;
  if (!facts) throw new EngineError(`no simulation facts for the game of ${JSON.stringify(mode)}`);
  return facts;
}
