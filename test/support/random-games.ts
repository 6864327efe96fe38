/**
 * Random games between random bots for the suites that check something at every decision: the
 * game, the seat to act and the events of the action before, action after action.
 */
import { expect } from 'vitest';
import { createGame } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import type { GameEvent } from '../../src/engine/game/module.js';

type Game = ReturnType<typeof createGame>;

/**
 * Plays `mode` from `seed` for at most `maxActions` actions, calling `visit` before each with the
 * events of the action before (the setup's at first), and `after` with the last action's events.
 */
export function playRandomGame(mode: string, seed: number, visit: (game: Game, seat: string, events: readonly GameEvent[]) => void, maxActions = 300): Game {
  const game = createGame({ mode, seed });
  const bot = new RandomBot(seed);
  let events: readonly GameEvent[] = game.events();
  for (let n = 0; n < maxActions && !game.over; n++) {
    const seat = game.toAct()[0];
    if (seat === undefined) break;
    visit(game, seat, events);
    const result = game.apply(bot.choose(game.legalActions(seat)));
    if (!result.ok) throw new Error(`a listed action was refused: ${result.error.code}`);
    events = result.events;
  }
  return game;
}

/**
 * Asserts that an action was accepted, showing the refusal when it was not. Suites that check
 * every action of many games call it thousands of times: it makes no text for an accepted one.
 */
export function expectAccepted(result: { readonly ok: boolean }): void {
  if (!result.ok) expect(result).toEqual({ ok: true });
}
