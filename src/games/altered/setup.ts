/**
 * A new Altered game (seed 003, setup): decks as objects, the adventure laid out at random,
 * opening hands; a random first player.
 */
import { handSecret } from '../../engine/game-kit/show-hand.js';
import { LoadError, reissued, wordedIssue } from '../../engine/errors.js';
import { text } from './i18n/messages.js';
import { isPlainObject } from '../../engine/json/json-file.js';
import { opaqueIds, randomInt, shuffle, type RngState } from '../../engine/game/rng.js';
import { assertSchema } from '../../engine/schema/validate.js';
import { deckFaults } from './cards/cards.js';
import { alteredDeckSchema, type AlteredDeck } from './schema/file-schemas.js';
import { emptyBookkeeping, idRecord, newAlteredObject, type AlteredHost, type AlteredObject, type AlteredRules, type AlteredSeat, type AlteredState, type ObjectId, type Region } from './state/state.js';

export interface AlteredSetup {
  readonly seed: number;
  readonly seats?: readonly string[];
  /** Ready-made deck names or deck objects, in seating order. */
  readonly decks?: readonly (string | AlteredDeck)[];
}

/** A deck given to a new game: a ready-made deck's name, or a deck object that must be legal (faults at `$.decks[i]...` of the setup). */
function resolveDeck(rules: AlteredRules, entry: string | AlteredDeck, index: number): AlteredDeck {
  if (typeof entry === 'string') {
    const deck = rules.cardDb.decks.get(entry);
    if (!deck) throw new LoadError('setup', [wordedIssue({ path: `$.decks[${index}]`, code: 'UNKNOWN_DECK' }, text('load.unknownDeck', { deck: JSON.stringify(entry), known: [...rules.cardDb.decks.keys()].join(', ') }))]);
    return deck;
  }
  try {
    assertSchema<AlteredDeck>(alteredDeckSchema, entry, 'setup');
  } catch (error) {
    if (!(error instanceof LoadError)) throw error;
    throw new LoadError('setup', error.issues.map((i) => reissued(i, { path: i.path.replace(/^\$/, `$.decks[${index}]`) })));
  }
  const issues = deckFaults(entry, rules.cardDb.cards, ['decks', index]);
  if (issues.length) throw new LoadError('setup', issues);
  return entry;
}

export interface Adventure {
  readonly regions: Region[];
  /** Each seat's track, as indexes into `regions`. */
  readonly tracks: Record<string, number[]>;
}

/**
 * Lays out the adventure as the layout says: each pile draws a different Tumult card and an
 * orientation (given by `pick`, at random by default); a slot is its pile's card, two
 * regions, the other way round when flipped.
 */
export function layAdventure(rules: AlteredRules, pick: (pile: number) => { tumult: number; reversed: boolean }, faceDown: boolean): Adventure {
  const { adventure } = rules;
  const regions: Region[] = [];
  const byId = new Map<string, number[]>();
  for (const slot of adventure.layout.regions) {
    if (slot.kind) {
      byId.set(slot.id, [regions.length]);
      regions.push({ terrains: slot.kind === 'hero' ? adventure.heroRegion : adventure.companionRegion, faceDown: false, tumult: null, pile: null });
      continue;
    }
    const pile = slot.pile ?? 0;
    const choice = pick(pile);
    const tumult = adventure.tumults[choice.tumult];
    if (!tumult) throw new LoadError('rules', [wordedIssue({ path: '$.adventure.tumults' }, text('load.tumults', { pile }))]);
    const halves = choice.reversed !== (slot.flip ?? false) ? [...tumult.halves].reverse() : tumult.halves;
    byId.set(slot.id, [regions.length, regions.length + 1]);
    for (const terrains of halves) regions.push({ terrains, faceDown, tumult: tumult.id, pile });
  }
  const tracks = Object.fromEntries(
    Object.entries(adventure.layout.tracks).map(([seatId, ids]) => [seatId, ids.flatMap((id) => byId.get(id) ?? [])]),
  );
  return { regions, tracks };
}

/** Random piles: a different Tumult card each, in a random orientation. */
function randomPiles(rules: AlteredRules, rng: RngState): (pile: number) => { tumult: number; reversed: boolean } {
  const order = shuffle(rng, rules.adventure.tumults.map((_, i) => i));
  const reversed = order.map(() => randomInt(rng, 2) === 1);
  return (pile) => ({ tumult: order[pile] ?? pile, reversed: reversed[pile] ?? false });
}

export function createAlteredState(rules: AlteredRules, setup: AlteredSetup, rng: RngState): AlteredState {
  if (!isPlainObject(setup) || !Number.isSafeInteger(setup.seed)) throw new LoadError('setup', [wordedIssue({ path: '$.seed' }, text('load.seed'))]);
  const seatIds = rules.seats.names;
  const defaults = [...rules.cardDb.decks.keys()];
  const entries = setup.decks ?? seatIds.map((_, i) => defaults[i % defaults.length] as string);
  if (entries.length !== seatIds.length) throw new LoadError('setup', [wordedIssue({ path: '$.decks' }, text('load.deckCount', { count: seatIds.length, got: entries.length }))]);
  const objects = idRecord<AlteredObject>();
  const decks = seatIds.map((_, i) => resolveDeck(rules, entries[i] as string | AlteredDeck, i));
  // Ids in a seeded random order, not in deck-list order: an id alone says nothing about a hidden card.
  const ids = opaqueIds(rng, decks.reduce((n, deck) => n + deck.cards.reduce((k, e) => k + e.count, 0), 0), 'o');
  let next = 0;
  const seats: AlteredSeat[] = seatIds.map((id, i) => {
    const deck = decks[i] as AlteredDeck;
    // Plain loops: every new game makes its objects, about sixty a deck.
    const cards: ObjectId[] = [];
    for (const entry of deck.cards) {
      for (let k = 0; k < entry.count; k++) {
        const objectId = ids[next++] as string;
        objects[objectId] = newAlteredObject(objectId, entry.card, id);
        cards.push(objectId);
      }
    }
    return {
      id,
      name: setup.seats?.[i] ?? id,
      hero: deck.hero,
      deck: cards,
      hand: [],
      mana: [],
      reserve: [],
      landmarks: [],
      permanents: [],
      discard: [],
      expedition: [],
      track: [],
      position: { hero: 0, companion: 0 },
      passed: false,
      manaDone: false,
      handKnownBy: {},
    };
  });
  return {
    rng,
    day: 0,
    firstPlayer: seatIds[0] as string,
    current: seatIds[0] as string,
    arena: false,
    seats,
    regions: [],
    objects,
    nextTimestamp: 1,
    ...emptyBookkeeping(),
  };
}

/** Decks shuffled, the adventure laid out, the first player drawn, opening hands dealt. */
export function prepareAdventure(host: AlteredHost): void {
  const { state, rules } = host;
  const adventure = layAdventure(rules, randomPiles(rules, state.rng), true);
  state.regions = adventure.regions;
  for (const s of state.seats) {
    shuffle(state.rng, s.deck);
    s.track = adventure.tracks[s.id] ?? [];
    s.position = { hero: 0, companion: s.track.length - 1 };
    s.hand = s.deck.splice(0, rules.setup.openingHand);
  }
  state.firstPlayer = (state.seats[randomInt(state.rng, state.seats.length)] as AlteredSeat).id;
  state.current = state.firstPlayer;
  host.emit({
    type: 'adventureLaid',
    regions: state.regions.map((r) => (r.faceDown ? null : [...r.terrains])),
    firstPlayer: state.firstPlayer,
  });
  // Each player learns their opening hand (the others, its size).
  for (const s of state.seats) host.emit({ type: 'cardsDrawn', seat: s.id, count: s.hand.length }, handSecret(s.id, s.handKnownBy, s.hand, (id) => state.objects[id]?.card));
}
