/**
 * A new Riftbound game (CR 111-119): seats, decks as objects, and the setup steps the
 * statechart runs (battlefields, shuffles, opening hands).
 */
import { LoadError, reissued, wordedIssue } from '../../engine/errors.js';
import { text } from './i18n/messages.js';
import { isPlainObject } from '../../engine/json/json-file.js';
import { opaqueIds, randomInt, shuffle, type RngState } from '../../engine/game/rng.js';
import { assertSchema } from '../../engine/schema/validate.js';
import { deckSchema, type Deck } from './schema/card-schema.js';
import { checkDeck } from './cards/cards.js';
import { teammateFault } from './state/teammates.js';
import { drawCards } from './mechanics/draw.js';
import { canonicalCardId, seat, type RiftHost } from './reads/queries.js';
import { emptyChain, newBattlefield, noQuestions, newGameObject, type BattlefieldState, type GameObject, type RiftboundRules, type RiftboundState, type SeatState, type TeamState } from './state/state.js';
import { edit } from './reads/unit-cache.js';

/** What `createGame` needs beyond the mode. */
export interface RiftboundSetup {
  readonly seed: number;
  /** Player names in seating order; default: each player is labelled by the letter of the seat they take (A plays first). */
  readonly seats?: readonly string[];
  /** One deck per player in seating order: a ready-made deck name or a deck object. */
  readonly decks?: readonly (string | Deck)[];
  /**
   * Who takes the first turn, by index in seating order (default: at random, CR 116). A
   * match's later games pass the choice of the previous game's loser (tournament rule 407.4).
   */
  readonly first?: number;
  /**
   * For each player in seating order, the battlefields of their deck they may still bring
   * (default: all of them). A match removes those already used (CR 481.5); one name is a
   * selection, several a random pick among them.
   */
  readonly battlefields?: readonly (readonly string[])[];
}

function resolveDeck(rules: RiftboundRules, entry: string | Deck, index: number): Deck {
  const where = `decks[${index}]`;
  if (typeof entry === 'string') {
    const deck = rules.cardDb.decks.get(entry);
    if (!deck) {
      const known = [...rules.cardDb.decks.keys()].join(', ');
      throw new LoadError(where, [wordedIssue({ path: '$' }, text('load.unknownDeck', { deck: JSON.stringify(entry), known }))]);
    }
    return deck;
  }
  assertSchema<Deck>(deckSchema, entry, where);
  checkDeck(entry, rules.cardDb.cards, rules, where);
  return entry;
}

function checkSetup(setup: unknown, count: number): asserts setup is RiftboundSetup {
  if (!isPlainObject(setup) || !Number.isSafeInteger(setup['seed'])) {
    throw new LoadError('setup', [wordedIssue({ path: '$.seed' }, text('load.seed'))]);
  }
  const first = setup['first'];
  if (first !== undefined && !(Number.isSafeInteger(first) && (first as number) >= 0 && (first as number) < count)) {
    throw new LoadError('setup', [wordedIssue({ path: '$.first' }, text('load.first', { last: count - 1 }))]);
  }
  const fields = setup['battlefields'];
  if (fields !== undefined && !(Array.isArray(fields) && fields.length === count && fields.every((l) => Array.isArray(l) && l.length > 0 && l.every((f) => typeof f === 'string')))) {
    throw new LoadError('setup', [wordedIssue({ path: '$.battlefields' }, text('load.battlefieldLists', { count }))]);
  }
}

/** The battlefields a player may bring: their deck's, narrowed by the setup (a match's later games). */
function battlefieldChoices(rules: RiftboundRules, deck: Deck, allowed: readonly string[] | undefined, index: number): string[] {
  const offered = deck.battlefields.slice(0, rules.battlefields.choices);
  if (allowed === undefined) return offered;
  allowed.forEach((f, k) => {
    if (!offered.includes(f)) {
      throw new LoadError('setup', [wordedIssue({ path: `$.battlefields[${index}][${k}]`, rule: 'CR 481.5' }, text('load.battlefieldNotOffered', { card: f, deck: index, offered: offered.join(', ') }))]);
    }
  });
  return [...allowed];
}

/**
 * Teammates use different Champion Legends (CR 484.8.g) and cannot bring the same
 * battlefields (CR 484.8.h; told apart by name, as teammates' decks are). Seating is
 * rotated, never shuffled, so teammates are fixed by their seating order.
 */
function checkTeammates(rules: RiftboundRules, decks: readonly Deck[]): void {
  const fault = teammateFault(rules, decks.map((d) => ({ legend: d.legend, battlefields: d.battlefields.slice(0, rules.battlefields.choices) })));
  if (fault) throw new LoadError('setup', [reissued(fault, { path: fault.path.replace(/^\$\.seats\[(\d+)\]/, '$.decks[$1]') })]);
}

export function createState(rules: RiftboundRules, setup: RiftboundSetup, rng: RngState): RiftboundState {
  const seatIds = rules.seats.names;
  const count = seatIds.length;
  checkSetup(setup, count);
  const defaultDecks = [...rules.cardDb.decks.keys()];
  const deckEntries = setup.decks ?? seatIds.map((_, i) => defaultDecks[i % defaultDecks.length] as string);
  if (deckEntries.length !== count) {
    throw new LoadError('setup', [wordedIssue({ path: '$.decks' }, text('load.deckCount', { count, got: deckEntries.length }))]);
  }
  const names = setup.seats;
  if (names !== undefined && names.length !== count) {
    throw new LoadError('setup', [wordedIssue({ path: '$.seats' }, text('load.nameCount', { count, got: names.length }))]);
  }
  const players = deckEntries.map((d, i) => {
    const deck = resolveDeck(rules, d, i);
    return { name: names === undefined ? undefined : String(names[i]), deck, battlefields: battlefieldChoices(rules, deck, setup.battlefields?.[i], i) };
  });
  checkTeammates(rules, players.map((p) => p.deck));
  // The first player is chosen (a match's later games) or decided at random (CR 116):
  // rotating the seating keeps teammates apart and turn order alternating teams (CR 484.5.c).
  const rotation = setup.first ?? (rules.setup.turnOrder === 'random' ? randomInt(rng, count) : 0);
  const seated = players.map((_, i) => players[(i + rotation) % count] as (typeof players)[number]);

  const teams: TeamState[] = (rules.seats.teams ?? seatIds.map((s) => [s])).map((members) => ({
    id: members.join('+'),
    seats: members,
    score: 0,
  }));
  // A hash table from the start: keyed by a hundred ids in a random order, a `{}` would go
  // through a new hidden class for each of its first keys before V8 turns it into one anyway.
  const objects: Record<string, GameObject> = Object.setPrototypeOf(Object.create(null), Object.prototype) as Record<string, GameObject>;
  // Ids in a seeded random order, not in deck-list order: an id alone says nothing about a hidden card.
  // Each deck's cards, its legend and its Chosen Champion are objects.
  const cardCount = seated.reduce((n, { deck }) => n + [...deck.main, ...deck.runes].reduce((k, e) => k + e.count, 1 + (deck.champion === undefined ? 0 : 1)), 0);
  const ids = opaqueIds(rng, cardCount, 'o');
  let made = 0;
  const nextObjectId = cardCount + 1;
  /** An object of the card `cardId`, its id as the database spells it. */
  const makeOf = (cardId: string, owner: string): string => {
    const id = ids[made++] as string;
    objects[id] = newGameObject(id, cardId, owner);
    return id;
  };
  const make = (cardId: string, owner: string): string => makeOf(canonicalCardId(rules, cardId), owner);
  // Plain loops: every game makes a hundred objects or more, and building lists with `Array.from` and `flatMap` cost more than the objects.
  const makeEach = (entries: readonly { readonly card: string; readonly count: number }[], owner: string): string[] => {
    const made: string[] = [];
    for (const entry of entries) {
      // The card's id looked up once for all its copies.
      const cardId = canonicalCardId(rules, entry.card);
      for (let copy = 0; copy < entry.count; copy++) made.push(makeOf(cardId, owner));
    }
    return made;
  };
  const seats: SeatState[] = seatIds.map((id, i) => {
    const { name: given, deck, battlefields } = seated[i] as (typeof seated)[number];
    // A player without a given name is labelled by the letter of the seat they take.
    const name = given ?? id;
    const team = teams.find((t) => t.seats.includes(id));
    if (!team) throw new LoadError('rules', [wordedIssue({ path: '$.seats.teams' }, text('load.noTeam', { seat: id }))]);
    return {
      id,
      name,
      team: team.id,
      // CR 112-113: the legend to the legend zone, the Chosen Champion to the champion zone.
      legend: deck.legend,
      legendObject: make(deck.legend, id),
      championZone: deck.champion === undefined ? [] : [make(deck.champion, id)],
      chosenChampion: deck.champion ?? null,
      battlefieldChoices: battlefields,
      deck: makeEach(deck.main, id),
      runeDeck: makeEach(deck.runes, id),
      hand: [],
      base: [],
      trash: [],
      banishment: [],
      runes: [],
      pool: { energy: 0, power: {}, restricted: undefined },
      turnsStarted: 0,
      mulliganDone: false,
      handKnownBy: {},
      xp: 0,
      cardsPlayedThisTurn: undefined,
    };
  });
  return {
    rng,
    turn: { number: 0, seat: seatIds[0] as string },
    seats,
    teams,
    battlefields: [],
    objects,
    gear: [],
    nextObjectId,
    showdown: null,
    ...emptyChain(),
    scoring: { scored: {}, atScoringStep: null },
    winner: null,
    drawn: false,
    invitation: null,
    burnOutChoices: [],
    removed: [],
    mighty: {},
    turnQueue: { orderSeat: seatIds[0] as string, additional: false, next: [] },
    ...noQuestions(),
  };
}

/** Decks are shuffled, and each contributing player brings one of their battlefields at random. */
export function prepareBoard(host: RiftHost): void {
  const { state, rules } = host;
  for (const s of state.seats) {
    shuffle(state.rng, s.deck);
    shuffle(state.rng, s.runeDeck);
  }
  const picked: BattlefieldState[] = [];
  for (const contributor of rules.battlefields.contributors) {
    const choices = seat(state, contributor).battlefieldChoices;
    const cardId = choices[randomInt(state.rng, choices.length)] as string;
    const taken = picked.filter((b) => b.card === cardId).length;
    picked.push(newBattlefield(taken === 0 ? cardId : `${cardId}-${taken + 1}`, canonicalCardId(rules, cardId), contributor));
  }
  edit(state, state).battlefields = picked;
  host.emit({
    type: 'battlefieldsRevealed',
    battlefields: picked.map((b) => ({ id: b.id, card: b.card, contributedBy: b.contributedBy })),
    turnOrder: state.seats.map((s) => ({ seat: s.id, name: s.name })),
  });
}

export function drawOpeningHands(host: RiftHost): void {
  for (const s of host.state.seats) drawCards(host, s.id, host.rules.setup.openingHand, 'openingHand');
}
