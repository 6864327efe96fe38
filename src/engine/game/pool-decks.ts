/**
 * What playing a card pool asks of a game (`CardParts.pool`): random legal decks of an imported
 * set, one per seat. Bots then play them, the pool given as the rules' inline `extraCards`
 * (`src/bots/pool-play.ts`: `cards coverage --play`, the property tests, the bench); the game
 * knows its construction rules, the code around it names no game.
 */
import type { Words } from '../i18n/catalogue.js';

export interface PoolDecks<R> {
  /** The modes a pool's games are played in, by name. */
  readonly modes: readonly string[];
  /**
   * One random legal deck for each seat of a mode whose rules are `rules`, drawn from `seed`
   * (the same seed, the same decks); undefined when the pool cannot make them.
   */
  decks(pool: readonly object[], rules: R, seed: number): object[] | undefined;
  /** What a pool must hold for a legal deck, in the game's words: why none could be built. */
  readonly needs: Words;
}
