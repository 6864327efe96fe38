/**
 * What a simulation plays: its settings, the seeds of each game (from the study seed and the
 * game's index only, so any worker count and any sharding plays the same games) and the
 * slice of game indices one shard plays.
 */
import type { JsonObject } from '../types/json.js';

/** A set of rule overrides (as `createGame`'s `rules` with a mode) played against the base rules. */
export interface Variant {
  /** How reports name it: the file name without `.json`, or `base`. */
  readonly label: string;
  readonly rules?: JsonObject;
}

/** One slice of a study: game indices `i` with `i % count === index - 1`. */
export interface Shard {
  /** From 1 to `count`. */
  readonly index: number;
  readonly count: number;
}

export interface SimulationConfig {
  readonly mode: string;
  /** Games per variant (the whole study, before sharding). */
  readonly games: number;
  readonly seed: number;
  /** Bot specs by player, cycled over the players (`random`). */
  readonly bots: readonly string[];
  /**
   * True: game `i` turns the bot list by `i` players (player p plays bot `(p + i) % n`), so
   * every bot sits in every seat, team and deck equally often. Default false.
   */
  readonly rotateBots?: boolean;
  /** Ready-made deck names by player, cycled over the players; empty: the mode's defaults. */
  readonly decks: readonly string[];
  /** The base rules first (no overrides), then each variant. */
  readonly variants: readonly Variant[];
  /** A game still going after this many actions is stopped and counted unfinished. */
  readonly maxActions: number;
  readonly shard?: Shard;
}

export const BASE_LABEL = 'base';
export const DEFAULT_MAX_ACTIONS = 5000;

/**
 * A 32-bit mix of integers (the finalizer of MurmurHash3 applied to each in turn): nearby
 * inputs give unrelated outputs, so game 1 and game 2 share nothing but their study seed.
 */
export function mixSeed(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    // Both halves of a safe integer count (seeds may exceed 32 bits).
    for (const word of [part >>> 0, Math.floor(part / 2 ** 32) >>> 0]) {
      h = Math.imul(h ^ word, 0x85ebca6b);
      h ^= h >>> 13;
      h = Math.imul(h, 0xc2b2ae35);
      h ^= h >>> 16;
    }
  }
  return h >>> 0;
}

/** The seed of game `index` of a study. */
export function gameSeed(studySeed: number, index: number): number {
  return mixSeed(studySeed, index, 0);
}

/** The seed of the bot of `player` (0-based) in game `index`. */
export function botSeed(studySeed: number, index: number, player: number): number {
  return mixSeed(studySeed, index, player + 1);
}

/** The bot spec of `player` (0-based) in game `index`. */
export function botSpecOf(config: Pick<SimulationConfig, 'bots' | 'rotateBots'>, index: number, player: number): string {
  return config.bots[(player + (config.rotateBots === true ? index : 0)) % config.bots.length] as string;
}

/** The game indices a config plays: all of them, or its shard's slice. */
export function gameIndices(config: Pick<SimulationConfig, 'games' | 'shard'>): number[] {
  const indices: number[] = [];
  for (let i = 0; i < config.games; i++) if (!config.shard || i % config.shard.count === config.shard.index - 1) indices.push(i);
  return indices;
}

/** `i/n` as a shard; undefined when the text is not one. */
export function parseShard(text: string): Shard | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match) return undefined;
  const index = Number(match[1]);
  const count = Number(match[2]);
  return index >= 1 && index <= count ? { index, count } : undefined;
}
