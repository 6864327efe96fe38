/**
 * The bots by name, as `--bots` and a match's `bots` field spell them. Each is made with a
 * seed so its choices follow from it.
 */
import type { Bot } from './bot.js';
import { RandomBot } from './random-bot.js';

const BOTS: Readonly<Record<string, (seed: number) => Bot>> = {
  random: (seed) => {
    const random = new RandomBot(seed);
    return { name: 'random', choose: (window) => random.choose(window.actions) };
  },
};

export function botNames(): string[] {
  return Object.keys(BOTS);
}

/** The bot `name` names, or undefined for a name no bot has. */
export function createBot(name: string, seed: number): Bot | undefined {
  return Object.hasOwn(BOTS, name) ? BOTS[name]?.(seed) : undefined;
}
