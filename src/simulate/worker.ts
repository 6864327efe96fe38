/**
 * A worker of the simulation pool: plays the games it is handed, one task each. Each worker
 * is a process of its own (so a bot's CPU clock counts its own decisions only); it loads the
 * mode once and keeps it for later games.
 */
import '../node/install.js';
import { playOne, type PlayedGame } from './play-one.js';
import type { SimulationConfig } from './plan.js';

export interface GameTask {
  readonly config: SimulationConfig;
  /** Index into `config.variants`. */
  readonly variant: number;
  readonly index: number;
}

export default function playTask(task: GameTask): PlayedGame {
  const variant = task.config.variants[task.variant];
  if (!variant) throw new RangeError(`no variant ${task.variant}`);
  return playOne(task.config, variant, task.index);
}
