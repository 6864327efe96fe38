/**
 * Random legal decks drawn from a card pool (an imported set, say): a legend, a Chosen
 * Champion of its tag, battlefields, runes of its domains and a main deck of cards of its
 * domain identity, by the construction rules (CR 103): at most three copies of a name, one of
 * a Unique card, at most three Signature cards of the legend's tag, no tokens. Used to play
 * imported cards between bots (tests, the coverage command, the bench): the module's
 * `cards.pool`.
 */
import type { PoolDecks } from '../../engine/game/pool-decks.js';
import { randomInt, seedRng, shuffle, type RngState } from '../../engine/game/rng.js';
import type { CardDefinition, Deck, Domain } from './schema/card-schema.js';
import { MAX_COPIES, MAX_SIGNATURES, MIN_MAIN_DECK, RUNE_DECK } from './cards/deck-rules.js';
import { text } from './i18n/messages.js';
import type { RiftboundRules } from './state/state.js';

function domainsOf(card: CardDefinition): readonly string[] {
  return card.domains ?? (card.domain === undefined ? [] : [card.domain]);
}

/** The legends of a pool for which a legal deck can be built, with what that deck may hold. */
export function buildableLegends(pool: readonly CardDefinition[], battlefields: number): CardDefinition[] {
  const fields = new Set(pool.filter((c) => c.type === 'battlefield' && !c.token).map((c) => c.name));
  if (fields.size < battlefields) return [];
  return pool.filter((legend) => legend.type === 'legend' && deckParts(pool, legend) !== undefined);
}

interface DeckParts {
  readonly champions: readonly CardDefinition[];
  readonly main: readonly CardDefinition[];
  readonly runes: readonly CardDefinition[];
}

function deckParts(pool: readonly CardDefinition[], legend: CardDefinition): DeckParts | undefined {
  const identity = new Set(domainsOf(legend));
  const tags = new Set(legend.tags ?? []);
  const within = (c: CardDefinition) => domainsOf(c).every((d) => identity.has(d));
  const champions = pool.filter((c) => c.type === 'unit' && c.champion === true && !c.token && within(c) && (c.tags ?? []).some((t) => tags.has(t)));
  const main = pool.filter((c) => (c.type === 'unit' || c.type === 'spell' || c.type === 'gear') && !c.token && within(c) && (!c.signature || (c.tags ?? []).some((t) => tags.has(t))));
  const runes = pool.filter((c) => c.type === 'rune' && !c.token && domainsOf(c).length === 1 && identity.has(domainsOf(c)[0] as Domain));
  if (champions.length === 0 || runes.length === 0) return undefined;
  // Enough copies to fill the main deck: three of each name (one of a Unique), Signatures capped.
  const names = new Map<string, number>();
  for (const c of main) names.set(c.name, Math.max(names.get(c.name) ?? 0, c.unique ? 1 : MAX_COPIES));
  let room = [...names.values()].reduce((a, b) => a + b, 0);
  room = Math.min(room, room - Math.max(0, main.filter((c) => c.signature).length * MAX_COPIES - MAX_SIGNATURES));
  return room >= MIN_MAIN_DECK ? { champions, main, runes } : undefined;
}

function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[randomInt(rng, items.length)] as T;
}

export interface RandomDeckOptions {
  /** How many battlefields the deck brings (the mode's `battlefields.choices`, CR 103.4.a). */
  readonly battlefields?: number;
  readonly name?: string;
  /** Teammates' decks: their legends and battlefields are not this deck's (CR 484.8.g-h). */
  readonly teammates?: readonly Deck[];
}

/**
 * A random legal deck of `pool`, drawn from `seed` (the same seed, the same deck); undefined
 * when the pool has no buildable legend.
 */
export function randomDeck(pool: readonly CardDefinition[], seed: number, options: RandomDeckOptions = {}): Deck | undefined {
  const { battlefields = 3, name = 'random', teammates = [] } = options;
  const rng = seedRng(seed);
  const takenLegends = new Set(teammates.map((d) => d.legend));
  const takenFields = new Set(teammates.flatMap((d) => d.battlefields.map((b) => pool.find((c) => c.id === b)?.name ?? b)));
  const legends = buildableLegends(pool, battlefields).filter((l) => !takenLegends.has(l.id));
  if (legends.length === 0) return undefined;
  const legend = pick(rng, legends);
  const parts = deckParts(pool, legend) as DeckParts;
  const champion = pick(rng, parts.champions);

  // Copies by name, the Chosen Champion counted (CR 103.2.b.1).
  const copies = new Map<string, number>([[champion.name, 1]]);
  let signatures = champion.signature ? 1 : 0;
  const counts = new Map<string, number>();
  let size = 1;
  const candidates = shuffle(rng, [...parts.main]);
  for (let round = 0; size < MIN_MAIN_DECK && round < MAX_COPIES; round++) {
    for (const card of candidates) {
      if (size >= MIN_MAIN_DECK) break;
      const limit = card.unique ? 1 : MAX_COPIES;
      if ((copies.get(card.name) ?? 0) >= limit) continue;
      if (card.signature && signatures >= MAX_SIGNATURES) continue;
      copies.set(card.name, (copies.get(card.name) ?? 0) + 1);
      if (card.signature) signatures++;
      counts.set(card.id, (counts.get(card.id) ?? 0) + 1);
      size++;
    }
  }

  if (size < MIN_MAIN_DECK) return undefined;
  const runeCounts = new Map<string, number>();
  for (let i = 0; i < RUNE_DECK; i++) {
    const rune = parts.runes[i % parts.runes.length] as CardDefinition;
    runeCounts.set(rune.id, (runeCounts.get(rune.id) ?? 0) + 1);
  }

  const byName = new Map<string, CardDefinition>();
  for (const c of shuffle(rng, pool.filter((c) => c.type === 'battlefield' && !c.token && !takenFields.has(c.name)))) if (!byName.has(c.name)) byName.set(c.name, c);
  if (byName.size < battlefields) return undefined;
  const fields = [...byName.values()].slice(0, battlefields).map((c) => c.id);

  return {
    name,
    legend: legend.id,
    champion: champion.id,
    battlefields: fields,
    main: [...counts].map(([card, count]) => ({ card, count })),
    runes: [...runeCounts].map(([card, count]) => ({ card, count })),
  };
}

/** A random deck for each seat of a mode, teammates with different legends and battlefields (CR 484.8.g-h). */
export function seatDecks(pool: readonly CardDefinition[], rules: RiftboundRules, seed: number): Deck[] | undefined {
  const { names, teams } = rules.seats;
  const decks: Deck[] = [];
  for (const [i, seat] of names.entries()) {
    const team = teams?.find((t) => t.includes(seat)) ?? [seat];
    const teammates = decks.filter((_, j) => team.includes(names[j] as string));
    const deck = randomDeck(pool, seed * 31 + i, { battlefields: rules.battlefields.choices, name: `pool-${seat}`, teammates });
    if (!deck) return undefined;
    decks.push(deck);
  }
  return decks;
}

/** Riftbound's part of playing a card pool: every mode of a game (a match is several). */
export const riftboundPoolDecks: PoolDecks<RiftboundRules> = {
  modes: ['riftbound/duel', 'riftbound/ffa3', 'riftbound/ffa4', 'riftbound/ffa4-war', 'riftbound/2v2'],
  // The pool is what the game's own importer made of a card file: Riftbound card definitions.
  decks: (pool, rules, seed) => seatDecks(pool as readonly CardDefinition[], rules, seed),
  needs: text('pool.needs', { minimum: MIN_MAIN_DECK }),
};
