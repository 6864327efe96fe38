/**
 * Games between random bots with random legal decks of a card pool (an imported set): the
 * check that compiled cards play. Each game must end, every action the engine lists must be
 * accepted, and the game's record must replay to the same state; what goes wrong is reported
 * with the mode and seed that reproduce it, never thrown.
 */
import { loadMode, replay } from '../api.js';
import type { CardDefinition, Deck } from '../games/riftbound/card-schema.js';
import { randomDeck } from '../games/riftbound/pool-decks.js';
import { playGame } from './random-bot.js';

export const POOL_MODES = ['riftbound/duel', 'riftbound/ffa3', 'riftbound/ffa4', 'riftbound/ffa4-war', 'riftbound/2v2'] as const;

export interface PoolPlayFailure {
  readonly mode: string;
  readonly seed: number;
  readonly message: string;
}

export interface PoolPlayReport {
  /** Games started, per mode and seed. */
  readonly games: number;
  /** Games that ended with every listed action accepted and replayed identically. */
  readonly finished: number;
  /** Actions played in all games. */
  readonly actions: number;
  readonly failures: readonly PoolPlayFailure[];
  /** Why no game was played, when the pool holds no legend a legal deck can be built for. */
  readonly unplayable?: string;
}

/** A random deck for each seat of `mode`, teammates with different legends and battlefields (CR 484.8.g-h). */
export function poolDecks(pool: readonly CardDefinition[], mode: string, seed: number): Deck[] | undefined {
  const rules = loadMode(mode).rules as { seats: { names: readonly string[]; teams?: readonly (readonly string[])[] }; battlefields: { choices: number } };
  const decks: Deck[] = [];
  for (const [i, seat] of rules.seats.names.entries()) {
    const team = rules.seats.teams?.find((t) => t.includes(seat)) ?? [seat];
    const teammates = decks.filter((_, j) => team.includes(rules.seats.names[j] as string));
    const deck = randomDeck(pool, seed * 31 + i, { battlefields: rules.battlefields.choices, name: `pool-${seat}`, teammates });
    if (!deck) return undefined;
    decks.push(deck);
  }
  return decks;
}

/** Plays `gamesPerMode` games of each mode with decks of `pool`, seeds from `seed` on. */
export function playPool(pool: readonly CardDefinition[], options: { readonly modes?: readonly string[]; readonly gamesPerMode?: number; readonly seed?: number } = {}): PoolPlayReport {
  const { modes = POOL_MODES, gamesPerMode = 4, seed = 1 } = options;
  const failures: PoolPlayFailure[] = [];
  let games = 0;
  let finished = 0;
  let actions = 0;
  for (const mode of modes) {
    for (let n = 0; n < gamesPerMode; n++) {
      const gameSeed = seed + n;
      const decks = poolDecks(pool, mode, gameSeed);
      if (!decks) return { games, finished, actions, failures, unplayable: `no legal ${mode} decks can be built from the pool (a legend needs a champion of its tag, runes and 40 main cards of its domains)` };
      games++;
      try {
        const played = playGame({ mode, seed: gameSeed, decks, rules: { extraCards: pool } }, { keepEvents: true });
        actions += played.actions;
        const again = replay(played.game.record());
        if (JSON.stringify(again.state()) !== JSON.stringify(played.game.state())) failures.push({ mode, seed: gameSeed, message: 'the record replays to another state' });
        else finished++;
      } catch (error) {
        failures.push({ mode, seed: gameSeed, message: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return { games, finished, actions, failures };
}
