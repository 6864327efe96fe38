/**
 * The greedy bot: one-ply lookahead. It samples a game consistent with its window, plays each
 * legal action on a copy, and takes the one whose result its game's evaluation rates best
 * (ties broken by its seeded generator). A few samples are averaged so that one unlucky guess
 * of the hidden cards does not decide alone.
 */
import type { Action } from '../engine/module.js';
import { randomInt, seedRng, type RngState } from '../engine/rng.js';
import { worthConsidering } from './action-key.js';
import type { Bot, SeatWindow } from './bot.js';
import { copyGame } from './copy-game.js';
import { botModel } from './models.js';

export interface GreedyOptions {
  /** Sampled games per decision. */
  readonly samples?: number | undefined;
}

export class GreedyBot implements Bot {
  readonly name = 'greedy';
  private readonly rng: RngState;
  private readonly samples: number;
  constructor(seed: number, options: GreedyOptions = {}) {
    this.rng = seedRng(seed);
    this.samples = Math.max(1, options.samples ?? 2);
  }
  choose(window: SeatWindow): Action {
    const actions = worthConsidering(window.actions);
    if (actions.length === 1) return actions[0] as Action;
    const model = botModel(window.mode);
    const totals = actions.map(() => 0);
    for (let s = 0; s < this.samples; s++) {
      const base = model.sample(window, this.rng);
      const snapshot = base.snapshot();
      actions.forEach((action, i) => {
        const game = copyGame(base, snapshot);
        const result = game.apply(action);
        totals[i] = (totals[i] as number) + (result.ok ? model.evaluate(game, window.seat) : -1);
      });
    }
    const best = Math.max(...totals);
    const top = actions.filter((_, i) => (totals[i] as number) >= best - 1e-9);
    return top[randomInt(this.rng, top.length)] as Action;
  }
}
