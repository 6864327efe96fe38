/**
 * The state model of a Riftbound game (CR 101-189, 301-467). Plain JSON:
 * snapshots are copies of it. Objects on the board and in zones are referred to by object
 * id; their printed characteristics live in the card database, by card id.
 */
import type { RngState } from '../../engine/rng.js';
import type { CardDefinition, Domain } from './card-schema.js';
import type { CardDatabase } from './cards.js';
import type { RiftboundRulesDocument } from './rules-schema.js';

export type SeatId = string;
/** A keyword an object has: its name, or its name and value (Assault 2). */
export type ObjectKeyword = string | { readonly keyword: string; readonly value?: number };
export type ObjectId = string;

/** A card as an object of the game: a unit, a rune, or a card in a hidden zone. */
export interface GameObject {
  readonly id: ObjectId;
  /** The card id in the card database. */
  readonly card: string;
  readonly owner: SeatId;
  controller: SeatId;
  exhausted: boolean;
  damage: number;
  /** Might of this object, when it differs from its card's (positions, effects). */
  might?: number;
  /** Keywords of this object, when they differ from its card's (positions): names or `{ keyword, value }`. */
  keywords?: ObjectKeyword[];
  /** Keywords given by effects for good, while it stays on the board (CR 801.3.a.3). */
  grantedKeywords?: ObjectKeyword[];
  /** Keywords given by effects until the end of the turn. */
  turnKeywords?: ObjectKeyword[];
  /** Might added for good by effects. */
  buff?: number;
  /** Might added until the end of the turn by effects. */
  turnBuff?: number;
  /** A stunned unit deals no combat damage; it recovers at the end of the turn. */
  stunned?: boolean;
}

export interface RunePool {
  energy: number;
  power: Partial<Record<Domain, number>>;
}

export interface SeatState {
  readonly id: SeatId;
  readonly name: string;
  readonly team: string;
  /** The Champion Legend's card id. */
  readonly legend: string;
  /** The Champion Legend as an object of the game, in the legend zone for good (CR 107.4.d). */
  readonly legendObject: ObjectId;
  /** The Champion Zone (CR 108.3): the Chosen Champion until it is played from there. */
  championZone: ObjectId[];
  /**
   * The Chosen Champion's card id, or null (decks without one, with deck rules off). Any
   * champion unit of the same name is "your Chosen Champion" (CR 103.2.a.3).
   */
  readonly chosenChampion: string | null;
  /** The battlefields this player's deck offers; one is picked at setup if they contribute. */
  readonly battlefieldChoices: readonly string[];
  /** Main deck, top first. */
  deck: ObjectId[];
  /** Rune deck, top first. */
  runeDeck: ObjectId[];
  hand: ObjectId[];
  /** Units at this player's base. */
  base: ObjectId[];
  trash: ObjectId[];
  /** Runes on the board. */
  runes: ObjectId[];
  pool: RunePool;
  /** Turns this player has started, this one included. */
  turnsStarted: number;
  mulliganDone: boolean;
  /** By teammate, the cards of this hand shown to them (known while they stay in this hand). */
  handKnownBy: Record<SeatId, ObjectId[]>;
  /** Cards this player played this turn, once finalized, even if countered later (Legion, CR 812.1.c). */
  cardsPlayedThisTurn?: ObjectId[];
}

/** What was noted of a unit as it died, for its "when I die" abilities (CR 808.1.d.3). */
export interface LastKnown {
  readonly might: number;
}

/** The choices of one extra execution of a spell paid for with Repeat (CR 820.2). */
export interface RepeatChoices {
  readonly mode?: number;
  readonly targets: Record<string, ObjectId | null>;
  readonly declined: readonly number[];
}

export interface TeamState {
  readonly id: string;
  readonly seats: readonly SeatId[];
  score: number;
}

export interface BattlefieldState {
  readonly id: ObjectId;
  readonly card: string;
  /** The seat that brought it into play, if any. */
  readonly contributedBy: SeatId | null;
  controller: SeatId | null;
  /** A unit arrived whose controller does not control it; cleared when the showdown ends. */
  contested: boolean;
  /** Who made it contested: the attacker of a combat, first to get focus. */
  contestedBy: SeatId | null;
  /** A showdown waits to start here. */
  staged: boolean;
  units: ObjectId[];
  /** The facedown card hidden here, if any (CR 811). */
  hidden: HiddenCard | null;
}

export interface HiddenCard {
  readonly card: ObjectId;
  readonly owner: SeatId;
  /** The turn it was hidden: it may be played from the next turn on. */
  readonly turn: number;
}

/** A spell or ability waiting on the chain (CR 307-313). */
export interface ChainItem {
  readonly id: string;
  readonly kind: 'spell' | 'activated' | 'triggered';
  readonly controller: SeatId;
  /** The card played, or the object whose ability this is. */
  readonly source: ObjectId;
  /** The card id, for names and for the ability's definition. */
  readonly card: string;
  /** Which ability of the card (activated and triggered items). */
  readonly ability?: number;
  /** Which mode of a modal spell. */
  readonly mode?: number;
  /** Chosen targets by name; null once a target has become illegal. */
  readonly targets: Record<string, ObjectId | null>;
  /** Optional steps (effect indexes) the controller declined. */
  readonly declined: readonly number[];
  /** The battlefield "here" refers to, if any. */
  readonly here: ObjectId | null;
  /** A "when I die" ability: what was noted of its unit as it died (CR 808.1.d.3). */
  readonly lastKnown?: LastKnown;
  /** A spell: the extra executions paid for with Repeat, in order (CR 820.1.d). */
  readonly repeats?: readonly RepeatChoices[];
}

/** A triggered ability waiting for the next cleanup to go on the chain. */
export interface PendingTrigger {
  readonly controller: SeatId;
  readonly source: ObjectId;
  readonly card: string;
  readonly ability: number;
  readonly here: ObjectId | null;
  readonly lastKnown?: LastKnown;
}

export interface ShowdownState {
  readonly battlefield: ObjectId;
  readonly combat: boolean;
  /** Who made the battlefield contested (the attacker of a combat). */
  readonly attacker: SeatId;
  /** The other player with units there when a combat starts. */
  readonly defender: SeatId | null;
  focus: SeatId;
  /** Players who passed in a row; the showdown ends when every player has. */
  passesInRow: number;
  /** Damage step: the sides that still choose the order of their damage (attacker first). */
  assigners?: SeatId[];
  /** Damage step: the order each side chose for the units it damages. */
  orders?: Record<SeatId, ObjectId[]>;
}

export interface ScoringState {
  /** Battlefields each seat has scored this turn (CR 462-467), by hold or conquer. */
  scored: Record<SeatId, ObjectId[]>;
  /** What the scoring step of this turn's Beginning Phase recorded, once it has run. */
  atScoringStep: {
    readonly controlled: Record<SeatId, ObjectId[]>;
    readonly occupied: Record<SeatId, ObjectId[]>;
  } | null;
}

export interface RiftboundState {
  rng: RngState;
  turn: { number: number; seat: SeatId };
  seats: SeatState[];
  teams: TeamState[];
  battlefields: BattlefieldState[];
  objects: Record<ObjectId, GameObject>;
  nextObjectId: number;
  showdown: ShowdownState | null;
  /** Spells and abilities waiting to resolve, newest last. */
  chain: ChainItem[];
  /** Who may act on the chain now (Closed states). */
  priority: SeatId | null;
  /** Players who passed priority in a row on the current chain item. */
  chainPasses: number;
  /** The chain was opened by a triggered ability: focus stays put when it empties. */
  chainOpenedByTrigger: boolean;
  /** Triggered abilities waiting to go on the chain. */
  triggers: PendingTrigger[];
  nextChainId: number;
  scoring: ScoringState;
  /** The winning team, once a cleanup has found one. */
  winner: string | null;
  /** A teammate invited to play a spell or activate an ability with the host's priority. */
  /**
   * The invitation waiting for its guest's answer; `declined` once the guest declined, until the
   * host does anything else: inviting the same guest again would change nothing, forever.
   */
  invitation: { readonly host: SeatId; readonly guest: SeatId; readonly declined?: true } | null;
  /**
   * Players who burned out and must choose which opponent gains the point, oldest first.
   * Until they have, nobody else acts.
   */
  burnOutChoices: { readonly seat: SeatId; readonly options: readonly SeatId[] }[];
  /** Players removed from the game by conceding (CR 651), in the order they left. */
  removed: RemovedSeat[];
}

/** A player who conceded: no longer a seat of the game (CR 651.3), remembered for the record. */
export interface RemovedSeat {
  readonly seat: SeatId;
  readonly name: string;
  readonly team: string;
  /** The turn during which they left. */
  readonly turn: number;
}

/** The rules document after loading: the JSON plus the card database it names. */
export type RiftboundRules = RiftboundRulesDocument & { readonly cardDb: CardDatabase };

export type Card = CardDefinition;

/** A battlefield as it enters play: uncontrolled, uncontested, empty. */
export function newBattlefield(id: ObjectId, card: string, contributedBy: SeatId | null): BattlefieldState {
  return { id, card, contributedBy, controller: null, contested: false, contestedBy: null, staged: false, units: [], hidden: null };
}

/** The chain-related part of a state with nothing on the chain. */
export function emptyChain(): Pick<RiftboundState, 'chain' | 'priority' | 'chainPasses' | 'chainOpenedByTrigger' | 'triggers' | 'nextChainId'> {
  return { chain: [], priority: null, chainPasses: 0, chainOpenedByTrigger: false, triggers: [], nextChainId: 1 };
}
