/**
 * What the greedy and search bots need of a game, from its module's `bots` parts: a sampler
 * that builds a full game consistent with one seat's window (information-set sampling: hidden
 * cards drawn from what the seat may see, never read from the true game), and an evaluation of
 * a game for a seat.
 */
import { loadMode } from '../api.js';
import { boundedCache } from '../engine/caches/bounded-cache.js';
import { EngineError } from '../engine/errors.js';
import { replayGame } from '../engine/game/replay.js';
import type { Game } from '../engine/game/game.js';
import type { GameDefinition } from '../engine/game/definition.js';
import type { BaseState } from '../engine/game/module.js';
import type { BotParts } from '../engine/game/module-parts.js';
import type { RngState } from '../engine/game/rng.js';
import type { SeatWindow } from './bot.js';

export interface BotModel {
  /** A game consistent with `window`, hidden information sampled with `rng`; it keeps no event log and no record. */
  sample(window: SeatWindow, rng: RngState): Game;
  /** The value of `game` for `seat`'s side, in [0, 1]: 1 won, 0 lost. */
  evaluate(game: Game, seat: string): number;
}

/** The model of a mode's definition, from its game's bot parts (each typed by its own game). */
function modelOf(definition: GameDefinition<BaseState, unknown>, fns: BotParts<BaseState, unknown, unknown>): BotModel {
  const rules = definition.rules;
  return {
    sample(window, rng) {
      const state = fns.determinize(window.view, window.seat, rules, rng);
      const snapshot = { format: 'rulegraph/snapshot@1' as const, mode: window.mode, machine: window.view.machine, state };
      // The sampled state is made for this game alone, which takes it without a copy and keeps
      // neither log nor record (nothing replays it).
      return replayGame(definition, { format: 'rulegraph/record@1', start: { snapshot }, actions: [] }, { keepEvents: false, keepRecord: false }, true);
    },
    evaluate(game, seat) {
      return fns.evaluate(game.liveState, rules, seat);
    },
  };
}

const models = boundedCache<string, BotModel>('botModels');

/** The model of a mode (`riftbound/duel`), built once. */
export function botModel(mode: string): BotModel {
  let model = models.get(mode);
  if (model) return model;
  const definition = loadMode(mode);
  const parts = definition.module.bots;
  if (!parts) throw new EngineError(`no bot model for the game of mode ${mode}`);
  model = modelOf(definition, parts);
  models.set(mode, model);
  return model;
}
