/**
 * A new Riftbound game (RULES.md §2): seats, decks as objects, and the setup steps the
 * statechart runs (battlefields, shuffles, opening hands).
 */
import { LoadError } from '../../engine/errors.js';
import { isPlainObject } from '../../engine/json-file.js';
import { opaqueIds, randomInt, shuffle, type RngState } from '../../engine/rng.js';
import { assertSchema } from '../../engine/schema/validate.js';
import { deckSchema, type Deck } from './card-schema.js';
import { checkDeck } from './cards.js';
import { drawCards } from './mechanics/draw.js';
import { seat, type RiftHost } from './queries.js';
import { emptyChain, newBattlefield, type BattlefieldState, type GameObject, type RiftboundRules, type RiftboundState, type SeatState, type TeamState } from './state.js';

/** What `createGame` needs beyond the mode. */
export interface RiftboundSetup {
  readonly seed: number;
  /** Player names in seating order; default: P1, P2, ... */
  readonly seats?: readonly string[];
  /** One deck per player in seating order: a ready-made deck name or a deck object. */
  readonly decks?: readonly (string | Deck)[];
}

function resolveDeck(rules: RiftboundRules, entry: string | Deck, index: number): Deck {
  const where = `decks[${index}]`;
  if (typeof entry === 'string') {
    const deck = rules.cardDb.decks.get(entry);
    if (!deck) {
      const known = [...rules.cardDb.decks.keys()].join(', ');
      throw new LoadError(where, [{ path: '$', message: `unknown deck ${JSON.stringify(entry)}; ready-made decks: ${known}` }]);
    }
    return deck;
  }
  assertSchema<Deck>(deckSchema, entry, where);
  checkDeck(entry, rules.cardDb.cards, where);
  return entry;
}

function checkSetup(setup: unknown): asserts setup is RiftboundSetup {
  if (!isPlainObject(setup) || !Number.isSafeInteger(setup['seed'])) {
    throw new LoadError('setup', [{ path: '$.seed', message: 'an integer seed is required' }]);
  }
}

/**
 * Teammates use different Champion Legends and cannot bring the same battlefields (RULES.md
 * §8). Seating is rotated, never shuffled, so teammates are fixed by their seating order.
 */
function checkTeammates(rules: RiftboundRules, decks: readonly Deck[]): void {
  const seatIds = rules.seats.names;
  for (const team of rules.seats.teams ?? []) {
    const members = team.map((s) => seatIds.indexOf(s));
    for (const [k, a] of members.entries()) {
      for (const b of members.slice(k + 1)) {
        const [da, db] = [decks[a] as Deck, decks[b] as Deck];
        if (da.legend === db.legend) {
          throw new LoadError('setup', [{ path: `$.decks[${b}].legend`, message: `teammates (decks ${a} and ${b}) both use the legend ${da.legend}` }]);
        }
        const shared = da.battlefields.slice(0, rules.battlefields.choices).filter((f) => db.battlefields.slice(0, rules.battlefields.choices).includes(f));
        if (shared.length) {
          throw new LoadError('setup', [{ path: `$.decks[${b}].battlefields`, message: `teammates (decks ${a} and ${b}) both bring ${shared.join(', ')}` }]);
        }
      }
    }
  }
}

export function createState(rules: RiftboundRules, setup: RiftboundSetup, rng: RngState): RiftboundState {
  checkSetup(setup);
  const seatIds = rules.seats.names;
  const count = seatIds.length;
  const defaultDecks = [...rules.cardDb.decks.keys()];
  const deckEntries = setup.decks ?? seatIds.map((_, i) => defaultDecks[i % defaultDecks.length] as string);
  if (deckEntries.length !== count) {
    throw new LoadError('setup', [{ path: '$.decks', message: `this mode seats ${count} players, got ${deckEntries.length} decks` }]);
  }
  const names = setup.seats ?? seatIds.map((_, i) => `P${i + 1}`);
  if (names.length !== count) {
    throw new LoadError('setup', [{ path: '$.seats', message: `this mode seats ${count} players, got ${names.length} names` }]);
  }
  const players = deckEntries.map((d, i) => ({ name: String(names[i]), deck: resolveDeck(rules, d, i) }));
  checkTeammates(rules, players.map((p) => p.deck));
  // The first player is decided at random: rotating the seating keeps teammates apart.
  const rotation = rules.setup.turnOrder === 'random' ? randomInt(rng, count) : 0;
  const seated = players.map((_, i) => players[(i + rotation) % count] as (typeof players)[number]);

  const teams: TeamState[] = (rules.seats.teams ?? seatIds.map((s) => [s])).map((members) => ({
    id: members.join('+'),
    seats: members,
    score: 0,
  }));
  const objects: Record<string, GameObject> = {};
  // Ids in a seeded random order, not in deck-list order: an id alone says nothing about a hidden card.
  const cardCount = seated.reduce((n, { deck }) => n + [...deck.main, ...deck.runes].reduce((k, e) => k + e.count, 0), 0);
  const ids = opaqueIds(rng, cardCount, 'o');
  let made = 0;
  const nextObjectId = cardCount + 1;
  const make = (cardId: string, owner: string): string => {
    const id = ids[made++] as string;
    objects[id] = { id, card: cardId, owner, controller: owner, exhausted: false, damage: 0 };
    return id;
  };
  const seats: SeatState[] = seatIds.map((id, i) => {
    const { name, deck } = seated[i] as (typeof seated)[number];
    const team = teams.find((t) => t.seats.includes(id));
    if (!team) throw new LoadError('rules', [{ path: '$.seats.teams', message: `seat ${id} is in no team` }]);
    return {
      id,
      name,
      team: team.id,
      legend: deck.legend,
      battlefieldChoices: deck.battlefields.slice(0, rules.battlefields.choices),
      deck: deck.main.flatMap((e) => Array.from({ length: e.count }, () => make(e.card, id))),
      runeDeck: deck.runes.flatMap((e) => Array.from({ length: e.count }, () => make(e.card, id))),
      hand: [],
      base: [],
      trash: [],
      runes: [],
      pool: { energy: 0, power: {} },
      turnsStarted: 0,
      mulliganDone: false,
      handKnownBy: {},
    };
  });
  return {
    rng,
    turn: { number: 0, seat: seatIds[0] as string },
    seats,
    teams,
    battlefields: [],
    objects,
    nextObjectId,
    showdown: null,
    ...emptyChain(),
    scoring: { scored: {}, atScoringStep: null },
    winner: null,
    invitation: null,
    burnOutChoices: [],
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
    picked.push(newBattlefield(taken === 0 ? cardId : `${cardId}-${taken + 1}`, cardId, contributor));
  }
  state.battlefields = picked;
  host.emit({
    type: 'battlefieldsRevealed',
    battlefields: picked.map((b) => ({ id: b.id, card: b.card, contributedBy: b.contributedBy })),
    turnOrder: state.seats.map((s) => ({ seat: s.id, name: s.name })),
  });
}

export function drawOpeningHands(host: RiftHost): void {
  for (const s of host.state.seats) drawCards(host, s.id, host.rules.setup.openingHand, 'openingHand');
}
