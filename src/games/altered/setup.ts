/**
 * A new Altered duel (RULES.md §13): decks as objects, the adventure laid out at random,
 * opening hands; a random first player.
 */
import { LoadError } from '../../engine/errors.js';
import { isPlainObject } from '../../engine/json-file.js';
import { randomInt, shuffle, type RngState } from '../../engine/rng.js';
import { assertSchema } from '../../engine/schema/validate.js';
import { alteredDeckSchema, type AlteredDeck } from './schema.js';
import { seat } from './queries.js';
import type { AlteredHost, AlteredObject, AlteredRules, AlteredSeat, AlteredState, Region } from './state.js';

export interface AlteredSetup {
  readonly seed: number;
  readonly seats?: readonly string[];
  /** Ready-made deck names or deck objects, in seating order. */
  readonly decks?: readonly (string | AlteredDeck)[];
}

function resolveDeck(rules: AlteredRules, entry: string | AlteredDeck, index: number): AlteredDeck {
  const where = `decks[${index}]`;
  if (typeof entry === 'string') {
    const deck = rules.cardDb.decks.get(entry);
    if (!deck) throw new LoadError(where, [{ path: '$', message: `unknown deck ${JSON.stringify(entry)}; ready-made decks: ${[...rules.cardDb.decks.keys()].join(', ')}` }]);
    return deck;
  }
  assertSchema<AlteredDeck>(alteredDeckSchema, entry, where);
  return entry;
}

/** The track: Hero region, the Tumult halves, Companion region. */
export function layTrack(rules: AlteredRules, rng: RngState): Region[] {
  const { adventure } = rules;
  const tumults = shuffle(rng, [...adventure.tumults]).slice(0, adventure.tumultsInPlay);
  const middle = tumults.flatMap((t) => {
    const halves = randomInt(rng, 2) === 0 ? t.halves : [...t.halves].reverse();
    return halves.map((terrains) => ({ terrains, faceDown: true, tumult: t.id }));
  });
  return [{ terrains: adventure.heroRegion, faceDown: false, tumult: null }, ...middle, { terrains: adventure.companionRegion, faceDown: false, tumult: null }];
}

export function createAlteredState(rules: AlteredRules, setup: AlteredSetup, rng: RngState): AlteredState {
  if (!isPlainObject(setup) || !Number.isSafeInteger(setup.seed)) throw new LoadError('setup', [{ path: '$.seed', message: 'an integer seed is required' }]);
  const seatIds = rules.seats.names;
  const defaults = [...rules.cardDb.decks.keys()];
  const entries = setup.decks ?? seatIds.map((_, i) => defaults[i % defaults.length] as string);
  if (entries.length !== seatIds.length) throw new LoadError('setup', [{ path: '$.decks', message: `this mode seats ${seatIds.length} players, got ${entries.length} decks` }]);
  const objects: Record<string, AlteredObject> = {};
  let next = 1;
  const seats: AlteredSeat[] = seatIds.map((id, i) => {
    const deck = resolveDeck(rules, entries[i] as string | AlteredDeck, i);
    const cards = deck.cards.flatMap((e) => Array.from({ length: e.count }, () => e.card));
    return {
      id,
      name: setup.seats?.[i] ?? `P${i + 1}`,
      hero: deck.hero,
      deck: cards.map((card) => {
        const objectId = `o${next++}`;
        objects[objectId] = { id: objectId, card, owner: id };
        return objectId;
      }),
      hand: [],
      mana: [],
      reserve: [],
      landmarks: [],
      discard: [],
      expedition: [],
      position: { hero: 0, companion: 0 },
      passed: false,
      manaDone: false,
    };
  });
  return {
    rng,
    day: 0,
    firstPlayer: seatIds[0] as string,
    current: seatIds[0] as string,
    arena: false,
    seats,
    track: [],
    objects,
    winner: null,
    pendingCleanup: [],
  };
}

/** Decks shuffled, the adventure laid out, the first player drawn, opening hands dealt. */
export function prepareAdventure(host: AlteredHost): void {
  const { state, rules } = host;
  state.track = layTrack(rules, state.rng);
  for (const s of state.seats) {
    shuffle(state.rng, s.deck);
    s.position = { hero: 0, companion: state.track.length - 1 };
    s.hand = s.deck.splice(0, rules.setup.openingHand);
  }
  state.firstPlayer = (state.seats[randomInt(state.rng, state.seats.length)] as AlteredSeat).id;
  state.current = state.firstPlayer;
  host.emit({
    type: 'adventureLaid',
    track: state.track.map((r) => (r.faceDown ? null : [...r.terrains])),
    firstPlayer: state.firstPlayer,
  });
}

export function seatOrThrow(host: AlteredHost, id: string): AlteredSeat {
  return seat(host.state, id);
}
