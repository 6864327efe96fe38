/**
 * Games between random bots with random legal decks of a card pool (an imported set): the
 * check that compiled cards play. Each game must end, every action the engine lists must be
 * accepted, and the game's record must replay to the same state; what goes wrong is reported
 * with the mode and seed that reproduce it, never thrown. The decks come from the game's own
 * `cards.pool` (its construction rules); the pool travels as the rules' inline `extraCards`.
 */
import { loadMode, replay } from '../api.js';
import type { Language } from '../engine/i18n/language.js';
import { GAMES } from '../games/index.js';
import { playGame } from './random-bot.js';
import { text } from './i18n/messages.js';

export interface PoolPlayFailure {
  readonly mode: string;
  readonly seed: number;
  /** What went wrong, in the run's language where it is the check's own (a game that threw gives the fault's words as they came). */
  readonly message: string;
}

/** Why no more games were played: no legal decks of a mode can be built from the pool. */
export interface PoolUnplayable {
  readonly mode: string;
  /** What a pool must hold for a legal deck, in the game's words and the language asked. */
  readonly needs: string;
}

export interface PoolPlayReport {
  /** Games started, per mode and seed. */
  readonly games: number;
  /** Games that ended with every listed action accepted and replayed identically. */
  readonly finished: number;
  /** Actions played in all games. */
  readonly actions: number;
  readonly failures: readonly PoolPlayFailure[];
  /** Why the games stopped short, when the pool cannot make a mode's decks. */
  readonly unplayable?: PoolUnplayable;
}

/** The modes a game's card pools are played in; undefined for a game that builds no decks of a pool. */
export function poolModes(game: string): readonly string[] | undefined {
  return GAMES[game]?.cards?.pool?.modes;
}

/** A random legal deck for each seat of `mode`, drawn from `seed` (the same seed, the same decks); undefined when the pool cannot make them. */
export function poolDecks(pool: readonly object[], mode: string, seed: number): object[] | undefined {
  const definition = loadMode(mode);
  return definition.module.cards?.pool?.decks(pool, definition.rules, seed);
}

export interface PoolPlayOptions {
  /** The modes to play, by default every mode of the game's pools (`poolModes`). */
  readonly modes?: readonly string[];
  readonly gamesPerMode?: number;
  /** The first game's seed; the next games take the next seeds. */
  readonly seed?: number;
  /** The language of `unplayable.needs`. */
  readonly lang?: Language;
}

/** Plays `gamesPerMode` games of each mode of `game` with decks of `pool`, seeds from `seed` on. */
export function playPool(game: string, pool: readonly object[], options: PoolPlayOptions = {}): PoolPlayReport {
  const parts = GAMES[game]?.cards?.pool;
  if (parts === undefined) throw new RangeError(`${game} builds no decks of a card pool`);
  const { modes = parts.modes, gamesPerMode = 4, seed = 1, lang = 'en' } = options;
  const failures: PoolPlayFailure[] = [];
  let games = 0;
  let finished = 0;
  let actions = 0;
  for (const mode of modes) {
    for (let n = 0; n < gamesPerMode; n++) {
      const gameSeed = seed + n;
      const decks = poolDecks(pool, mode, gameSeed);
      if (!decks) return { games, finished, actions, failures, unplayable: { mode, needs: parts.needs.in(lang) } };
      games++;
      try {
        const played = playGame({ mode, seed: gameSeed, decks, rules: { extraCards: pool } }, { keepEvents: true });
        actions += played.actions;
        const again = replay(played.game.record());
        if (JSON.stringify(again.state()) !== JSON.stringify(played.game.state())) failures.push({ mode, seed: gameSeed, message: text('pool.replaysElsewhere').in(lang) });
        else finished++;
      } catch (error) {
        failures.push({ mode, seed: gameSeed, message: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return { games, finished, actions, failures };
}
