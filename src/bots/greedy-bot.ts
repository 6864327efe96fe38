/**
 * The greedy bot: one-ply lookahead. It samples a game consistent with its window, plays each
 * legal action on a copy, and takes the one whose result its game's evaluation rates best
 * (ties broken by its seeded generator). A few samples are averaged so that one unlucky guess
 * of the hidden cards does not decide alone.
 */
import type { Action } from '../engine/game/module.js';
import { randomInt, seedRng, shuffle, type RngState } from '../engine/game/rng.js';
import { worthConsidering } from './action-key.js';
import type { Bot, SeatWindow } from './bot.js';
import { copyGame } from './copy-game.js';
import { botModel } from './models.js';
import { botClock } from './clock.js';

/** Sampled games per decision unless the spec says (`greedy:samples=N`). */
export const GREEDY_SAMPLES = 2;

export interface GreedyOptions {
  /** Sampled games per decision. */
  readonly samples?: number | undefined;
}

export class GreedyBot implements Bot {
  readonly name = 'greedy';
  readonly rng: RngState;
  private readonly samples: number;
  constructor(seed: number, options: GreedyOptions = {}) {
    this.rng = seedRng(seed);
    this.samples = Math.max(1, options.samples ?? GREEDY_SAMPLES);
  }
  choose(window: SeatWindow, deadline = Infinity): Action {
    const actions = worthConsidering(window.actions);
    if (actions.length === 1) return actions[0] as Action;
    const model = botModel(window.mode);
    const start = botClock();
    // Stop with time to spare: what is not rated by then is left out.
    const stopAt = start + (deadline - start) * 0.8;
    // Rated in a random order, so that a decision cut short leaves out a random part.
    const order = shuffle(this.rng, actions.map((_, i) => i));
    const totals = actions.map(() => 0);
    const rated = actions.map(() => 0);
    for (let s = 0; s < this.samples && (s === 0 || botClock() < stopAt); s++) {
      const base = model.sample(window, this.rng);
      const snapshot = base.snapshot();
      for (const i of order) {
        const game = copyGame(base, snapshot);
        const result = game.apply(actions[i] as Action);
        totals[i] = (totals[i] as number) + (result.ok ? model.evaluate(game, window.seat) : -1);
        rated[i] = (rated[i] as number) + 1;
        if (botClock() >= stopAt) break;
      }
    }
    const mean = totals.map((t, i) => ((rated[i] as number) > 0 ? t / (rated[i] as number) : -Infinity));
    const best = Math.max(...mean);
    const top = actions.filter((_, i) => (mean[i] as number) >= best - 1e-9);
    return top[randomInt(this.rng, top.length)] as Action;
  }
}
