/**
 * Bots by the name the command line gives them. `random` plays a uniformly random legal
 * action with its own seeded generator.
 */
import { EngineError } from '../engine/errors.js';
import type { Bot, SeatWindow } from './bot.js';
import { RandomBot } from './random-bot.js';

/** The bot specs this registry knows, for messages and help texts. */
export const BOT_SPECS: readonly string[] = ['random'];

/** A bot from its spec (`random`), its choices seeded by `seed`; an unknown spec throws. */
export function botFromSpec(spec: string, seed: number): Bot {
  if (spec === 'random') {
    const random = new RandomBot(seed);
    return { name: 'random', choose: (window: SeatWindow) => random.choose(window.actions) };
  }
  throw new EngineError(`unknown bot ${JSON.stringify(spec)}; the bots are: ${BOT_SPECS.join(', ')}`);
}
