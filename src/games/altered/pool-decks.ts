/**
 * Random legal decks drawn from a card pool (an imported set): a Hero and at least 39 cards of
 * its faction, at most three copies of a name, tokens left out (seed 003: multiplayer decks
 * follow the standard construction rules, and two players may bring the same Hero). Cards hold
 * no rarity, so a deck is not drawn against the limits on rare and unique cards. Used to play
 * imported cards between bots (tests, the coverage command, the bench): the module's
 * `cards.pool`.
 */
import type { PoolDecks } from '../../engine/game/pool-decks.js';
import { randomInt, seedRng, shuffle } from '../../engine/game/rng.js';
import { DECK_MINIMUM, MAX_COPIES } from './cards/cards.js';
import { text } from './i18n/messages.js';
import { alteredModes } from './modes.js';
import type { AlteredCard, AlteredDeck } from './schema/file-schemas.js';
import type { AlteredRules } from './state/state.js';

const DECK_CARD_TYPES: ReadonlySet<AlteredCard['type']> = new Set(['character', 'spell', 'landmark', 'expeditionPermanent']);

interface HeroChoice {
  readonly hero: AlteredCard;
  /** The cards a deck of that Hero may hold. */
  readonly cards: readonly AlteredCard[];
}

/** The Heroes of a pool a legal deck can be built for, each with the cards its deck may hold. */
export function buildableHeroes(pool: readonly AlteredCard[]): HeroChoice[] {
  return pool
    .filter((card) => card.type === 'hero' && card.token !== true)
    .flatMap((hero) => {
      const cards = pool.filter((card) => DECK_CARD_TYPES.has(card.type) && card.token !== true && card.faction === hero.faction);
      return new Set(cards.map((card) => card.name)).size * MAX_COPIES >= DECK_MINIMUM ? [{ hero, cards }] : [];
    });
}

/** A random legal deck of `pool`, drawn from `seed` (the same seed, the same deck); undefined when no Hero of the pool has one. */
export function randomAlteredDeck(pool: readonly AlteredCard[], seed: number, name = 'random'): AlteredDeck | undefined {
  const choices = buildableHeroes(pool);
  if (choices.length === 0) return undefined;
  const rng = seedRng(seed);
  const { hero, cards } = choices[randomInt(rng, choices.length)] as HeroChoice;
  const copies = new Map<string, number>();
  const counts = new Map<string, number>();
  let size = 0;
  const candidates = shuffle(rng, [...cards]);
  // One copy of each card a round, so that a deck holds as many different cards as it can.
  for (let round = 0; size < DECK_MINIMUM && round < MAX_COPIES; round++) {
    for (const card of candidates) {
      if (size >= DECK_MINIMUM) break;
      if ((copies.get(card.name) ?? 0) >= MAX_COPIES) continue;
      copies.set(card.name, (copies.get(card.name) ?? 0) + 1);
      counts.set(card.id, (counts.get(card.id) ?? 0) + 1);
      size++;
    }
  }
  return { name, hero: hero.id, cards: [...counts].map(([card, count]) => ({ card, count })) };
}

/** A random deck for each seat of a mode. */
export function seatDecks(pool: readonly AlteredCard[], rules: AlteredRules, seed: number): AlteredDeck[] | undefined {
  const decks: AlteredDeck[] = [];
  for (const [i, seat] of rules.seats.names.entries()) {
    const deck = randomAlteredDeck(pool, seed * 31 + i, `pool-${seat}`);
    if (!deck) return undefined;
    decks.push(deck);
  }
  return decks;
}

/** Altered's part of playing a card pool: every mode it ships. */
export const alteredPoolDecks: PoolDecks<AlteredRules> = {
  modes: alteredModes,
  // The pool is what the game's own importer made of a card file: Altered cards.
  decks: (pool, rules, seed) => seatDecks(pool as readonly AlteredCard[], rules, seed),
  needs: text('pool.needs', { minimum: DECK_MINIMUM, copies: MAX_COPIES }),
};
