/**
 * What the greedy and search bots need of a game, by game: a sampler that builds a full game
 * consistent with one seat's window (information-set sampling: hidden cards drawn from what the
 * seat may see, never read from the true game), and an evaluation of a game for a seat.
 */
import { loadMode } from '../api.js';
import { boundedCache } from '../engine/bounded-cache.js';
import { EngineError } from '../engine/errors.js';
import { replayGame, type Game, type GameDefinition } from '../engine/game.js';
import type { BaseState } from '../engine/module.js';
import type { RngState } from '../engine/rng.js';
import { determinizeAltered, type AlteredView } from '../games/altered/determinize.js';
import { evaluateAltered } from '../games/altered/evaluate.js';
import type { AlteredRules, AlteredState } from '../games/altered/state.js';
import { determinizeRiftbound, type RiftboundView } from '../games/riftbound/determinize.js';
import { evaluateRiftbound } from '../games/riftbound/evaluate.js';
import type { RiftboundRules, RiftboundState } from '../games/riftbound/state.js';
import type { SeatWindow } from './bot.js';

export interface BotModel {
  /** A game consistent with `window`, hidden information sampled with `rng`; it keeps no event log and no record. */
  sample(window: SeatWindow, rng: RngState): Game;
  /** The value of `game` for `seat`'s side, in [0, 1]: 1 won, 0 lost. */
  evaluate(game: Game, seat: string): number;
}

/** One game's pair of functions, on its own view, state and rules types. */
interface GameFunctions<V, S, R> {
  readonly determinize: (view: V, seat: string, rules: R, rng: RngState) => S;
  readonly evaluate: (state: S, rules: R, seat: string) => number;
}

function modelOf<V, S extends BaseState, R>(definition: GameDefinition<BaseState, unknown>, fns: GameFunctions<V, S, R>): BotModel {
  // The definition of a mode of this game has this game's rules; a window of it, this game's view.
  const rules = definition.rules as R;
  return {
    sample(window, rng) {
      const state = fns.determinize(window.view as unknown as V, window.seat, rules, rng);
      const snapshot = { format: 'rulegraph/snapshot@1' as const, mode: window.mode, machine: window.view.machine, state };
      // The sampled state is made for this game alone, which takes it without a copy and keeps
      // neither log nor record (nothing replays it).
      return replayGame(definition, { format: 'rulegraph/record@1', start: { snapshot }, actions: [] }, { keepEvents: false, keepRecord: false }, true);
    },
    evaluate(game, seat) {
      return fns.evaluate(game.liveState as unknown as S, rules, seat);
    },
  };
}

const models = boundedCache<string, BotModel>('botModels');

/** The model of a mode (`riftbound/duel`), built once. */
export function botModel(mode: string): BotModel {
  let model = models.get(mode);
  if (model) return model;
  const definition = loadMode(mode);
  const game = mode.split('/')[0];
  if (game === 'riftbound') {
    model = modelOf<RiftboundView, RiftboundState, RiftboundRules>(definition, { determinize: determinizeRiftbound, evaluate: (s, r, seat) => evaluateRiftbound(s, r, seat) });
  } else if (game === 'altered') {
    model = modelOf<AlteredView, AlteredState, AlteredRules>(definition, { determinize: determinizeAltered, evaluate: (s, r, seat) => evaluateAltered(s, r, seat) });
  } else {
    throw new EngineError(`no bot model for the game of mode ${mode}`);
  }
  models.set(mode, model);
  return model;
}
