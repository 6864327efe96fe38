/**
 * The state model of an Altered duel (seed 003): days, mana orbs, the adventure track,
 * each player's hero and companion expeditions, the Reserve and the statuses of objects.
 */
import type { Host } from '../../../engine/game/module.js';
import type { AlteredEvent } from '../../../types/altered.js';
import type { SetFields } from '../../../engine/json/freeze.js';
import type { RngState } from '../../../engine/game/rng.js';
import type { AlteredCard, AlteredDeck, AlteredRulesDocument, NEXT_PLAY_TYPES, Terrain } from '../schema/file-schemas.js';
import type { PendingRoll, RestPlan, StepPlan } from './modifier-plans.js';

export type SeatId = string;
export type ObjectId = string;
export type Side = 'hero' | 'companion';

/**
 * A card as an object of the game. Its optional fields are absent from its JSON; in a live game
 * every object holds them all, those unset as `undefined` (see {@link newAlteredObject}).
 */
export interface AlteredObject {
  readonly id: ObjectId;
  readonly card: string;
  readonly owner: SeatId;
  /** The expedition of a character or expedition permanent in play. */
  side?: Side | undefined;
  fleeting?: boolean | undefined;
  anchored?: boolean | undefined;
  asleep?: boolean | undefined;
  /** Boost counters: +1 to every statistic each. */
  boosts?: number | undefined;
  /** Named counters other than boosts ("Cobalt": 3), by name (mechanics/counters.ts); lost as it leaves play. */
  counters?: Record<string, number> | undefined;
  /** Exhausted by a quick action: no more quick actions, nor play from Reserve, until the Morning. */
  exhausted?: boolean | undefined;
  /** A token: created by an effect; leaving the expedition zone, it ceases to exist. */
  token?: boolean | undefined;
  /** When it entered play: passive abilities apply in timestamp order. */
  timestamp?: number | undefined;
}

/**
 * A card's object as it enters the game or a new zone: no side, status, boost or timestamp yet.
 * Setup, tokens, positions, determinized and restored states all make their objects here.
 *
 * Every optional field is there from the start, as `undefined`, and a field unset later is set
 * to `undefined`, never deleted: all objects share one hidden class, so the reads of the hot
 * path (side, boosts, statuses) stay monomorphic. JSON leaves `undefined` fields out, so
 * snapshots read the same; views copy only the fields set ({@link setFieldsOf}).
 */
export function newAlteredObject(id: ObjectId, card: string, owner: SeatId): AlteredObject {
  return { id, card, owner, side: undefined, fleeting: undefined, anchored: undefined, asleep: undefined, boosts: undefined, counters: undefined, exhausted: undefined, token: undefined, timestamp: undefined };
}

/** `fields` (an object from outside the game: a snapshot's, a view's) as the game holds its objects, every field there. */
export function alteredObjectFrom(fields: AlteredObject): AlteredObject {
  return Object.assign(newAlteredObject(fields.id, fields.card, fields.owner), fields);
}

/**
 * `obj` with only the fields that are set, as its JSON holds it: what a view shows, and how a
 * finished game keeps its objects, in less memory. Each field is read by name: reading them
 * from a list of names costs many times as much, for every object of every finished game.
 */
export function setFieldsOf(obj: AlteredObject): SetFields<AlteredObject> {
  const { id, card, owner } = obj;
  const out: { -readonly [K in keyof AlteredObject]: SetFields<AlteredObject>[K] } = { id, card, owner };
  if (obj.side !== undefined) out.side = obj.side;
  if (obj.fleeting !== undefined) out.fleeting = obj.fleeting;
  if (obj.anchored !== undefined) out.anchored = obj.anchored;
  if (obj.asleep !== undefined) out.asleep = obj.asleep;
  if (obj.boosts !== undefined) out.boosts = obj.boosts;
  if (obj.counters !== undefined) out.counters = obj.counters;
  if (obj.exhausted !== undefined) out.exhausted = obj.exhausted;
  if (obj.token !== undefined) out.token = obj.token;
  if (obj.timestamp !== undefined) out.timestamp = obj.timestamp;
  return out;
}

/** Keeps each object of a finished game with only its fields that are set: nothing changes it any more. */
export function compactObjects(state: AlteredState): void {
  const { objects } = state;
  for (const id of Object.keys(objects)) objects[id] = setFieldsOf(objects[id] as AlteredObject);
}

/**
 * A state read from JSON (a snapshot's, a position's; copied for the game, so changed in place)
 * with its objects whole, as the game holds its own (see {@link newAlteredObject}).
 */
export function completeState(state: AlteredState): AlteredState {
  // Kept in a record without prototype, as a new game keeps them (see `idRecord`).
  const objects = idRecord<AlteredObject>();
  for (const [id, obj] of Object.entries(state.objects)) objects[id] = alteredObjectFrom(obj);
  state.objects = objects;
  // A snapshot taken before the field existed: no turn was ending then.
  state.turnEnded ??= false;
  // Nor a "next card you play" effect waiting.
  state.nextPlays ??= [];
  return state;
}

/**
 * The object with this id, if the state has one. Only own fields count: the records of a
 * state read from JSON (a snapshot's, a position's) have a prototype, whose fields
 * (`toString`, `constructor`, `__proto__`) name no object. Every id that comes from outside
 * the game (an action's) is looked up here.
 */
export function objectById(state: AlteredState, id: unknown): AlteredObject | undefined {
  return typeof id === 'string' && Object.hasOwn(state.objects, id) ? state.objects[id] : undefined;
}

export interface ManaOrb {
  readonly id: ObjectId;
  exhausted: boolean;
}

export interface AlteredSeat {
  readonly id: SeatId;
  readonly name: string;
  readonly hero: string | null;
  deck: ObjectId[];
  hand: ObjectId[];
  mana: ManaOrb[];
  reserve: ObjectId[];
  landmarks: ObjectId[];
  /** Expedition permanents in this player's expedition zone (each on a side). */
  permanents: ObjectId[];
  discard: ObjectId[];
  /** Characters in this player's expedition zone (each on a side). */
  expedition: ObjectId[];
  /** This player's track: indexes into the adventure's regions, Hero region first. */
  track: number[];
  /** Track positions: the hero expedition moves up from 0, the companion one down from the end. */
  position: Record<Side, number>;
  /** This Afternoon, the player has passed. */
  passed: boolean;
  /** The hero used its exhaust ability: exhausted until the Morning (actions/hero-exhaust.ts). */
  heroExhausted?: boolean | undefined;
  /** This Morning (or at setup), the player has decided about mana. */
  manaDone: boolean;
  /** By teammate, the cards of this hand shown to them (known while they stay in it, until the day ends). */
  handKnownBy: Record<SeatId, ObjectId[]>;
}

type PublicSeatParts = Pick<AlteredSeat, 'reserve' | 'landmarks' | 'permanents' | 'discard' | 'expedition' | 'track' | 'position' | 'passed' | 'heroExhausted'>;

/**
 * A seat's zones every seat sees and whether it passed, copied: what a view shows of a seat, and
 * what a state sampled from a view keeps of it (determinize.ts).
 */
export function publicSeatParts(s: { readonly [K in keyof PublicSeatParts]: Readonly<PublicSeatParts[K]> }): Omit<PublicSeatParts, 'heroExhausted'> & { heroExhausted?: true } {
  return {
    reserve: [...s.reserve],
    landmarks: [...s.landmarks],
    permanents: [...s.permanents],
    discard: [...s.discard],
    expedition: [...s.expedition],
    track: [...s.track],
    position: { ...s.position },
    passed: s.passed,
    ...(s.heroExhausted === true ? { heroExhausted: true } : {}),
  };
}

export interface Region {
  readonly terrains: readonly Terrain[];
  /** A face-down Tumult half: its terrains are revealed when an expedition enters it. */
  faceDown: boolean;
  readonly tumult: string | null;
  /** The pile its Tumult card came from: entering one reveals every card of the pile. */
  readonly pile: number | null;
}

/**
 * An Emblem-Reaction in Limbo (glossary 6.3.b): a reaction's effect waiting to be played by
 * its controller. "Me" in its effect is the object that created it.
 */
export interface Emblem {
  readonly id: string;
  readonly controller: SeatId;
  /** The object whose reaction it is (null for a hero, which is no object). */
  readonly source: ObjectId | null;
  readonly card: string;
  /** The index of the reaction on its card. */
  readonly reaction: number;
  /** The character its event is about ("when a Character joins ..."): its steps without a target act on it. */
  readonly subject?: ObjectId;
  /** The expeditions its card left ("when I leave the Expedition zone"), as `<seat>:<side>`: its "my Expedition" then (last known information, glossary 2.1). */
  readonly left?: readonly string[];
  /** A reaction another card gave it (reads/granted-reactions.ts): that card's id, `reaction` the index among those it gives. */
  readonly granted?: string;
  /** A step delayed until after Rest (mechanics/after-rest.ts): its own steps and target, instead of the card's reaction (`reaction` is -1 then). */
  readonly delayed?: { readonly effects: DelayedStep['effects']; readonly target: string | null };
}

/** A step delayed until after the Rest of this Day ("... after Rest", mechanics/after-rest.ts): whose, from which card, and on what. */
export interface DelayedStep {
  readonly seat: SeatId;
  readonly source: ObjectId | null;
  readonly card: string;
  readonly effects: readonly NonNullable<AlteredCard['effects']>[number][];
  readonly target: string | null;
}

/**
 * An ability paused at a "you may" step or an inner action until its player decides
 * (glossary 5.2.3.e, g): the effects left, the first being the one to decide.
 */
export interface Resolving {
  readonly seat: SeatId;
  readonly effects: readonly NonNullable<AlteredCard['effects']>[number][];
  readonly target: string | null;
  /** Several targets chosen for the ability's one "target" (mechanics/several-targets.ts): the steps on it act on each. */
  readonly targets?: readonly ObjectId[];
  readonly me: ObjectId | null;
  /**
   * Where "me" is found besides play: `reserve` for a support ability, and for an ability whose
   * event moved its card to Reserve, which finds the card there (glossary 2.1.e, 1.4.4.a);
   * `limbo` for a spell's own effects, whose "me" is the spell resolving (glossary 5.2.3.j).
   */
  readonly meZone?: 'reserve' | 'limbo';
  /** The character the reaction's event is about (played, joining), which its "if it's in {V}" steps look at. */
  readonly subject?: ObjectId;
  /** The ability's latest die roll, which the steps after it may use (glossary 7.3.13.b). */
  readonly roll?: number;
  /** The dice its `rollDie` step rolled, waiting for its player to keep one (mechanics/roll-modifiers.ts). */
  readonly pendingRoll?: PendingRoll;
  /** The expeditions the card left, for a reaction to its leaving: its "my Expedition" (the emblem's `left`). */
  readonly left?: readonly string[];
  /** The tokens the latest token step made, which a step marked `made` after it acts on. */
  readonly made?: readonly ObjectId[];
  /** The characters the latest step on a group sent to a Reserve, which a step marked `sent` after it acts on ("then exhaust them"). */
  readonly sent?: readonly ObjectId[];
  /** The card the latest card step moved, which a step's `ifMoved` asks the type of (moved-card.ts). */
  readonly moved?: ObjectId;
  /** Whether the step before happened, which "if you do" and "you may ... to" read (the `ifDone` steps). */
  readonly done?: boolean;
  /** Whether the step before was skipped because a condition of its own did not hold, which an "otherwise" step reads (mechanics/otherwise-steps.ts). */
  readonly unmet?: boolean;
  /**
   * The players still to choose a card for the step waiting (`moveCard`), in order: the first
   * chooses now (the ability's player unless the step names others, glossary 1.4.5.a).
   */
  readonly choosers?: readonly SeatId[];
  /** The character whose controller (the chooser) says now whether its "you may" replacement of its leaving applies as the step moves it (mechanics/leave-replacement.ts). */
  readonly asking?: ObjectId;
  /** The decisions its characters' controllers took for the step waiting, by object: true, the replacement applies. */
  readonly leaveChoices?: Readonly<Record<ObjectId, boolean>>;
  /** The rest of the ability that played the spell now resolving (a card played at once, mechanics/play-now.ts): it goes on once this one ends. */
  readonly beneath?: Resolving;
}

/**
 * How many abilities may wait beneath the one resolving (spells played at once inside spells
 * played at once): the state check holds this many, and no spell is offered to play at once
 * where one more would wait (mechanics/play-now.ts), so that every state reached restores.
 */
export const MAX_WAITING_BENEATH = 4;

/** How many abilities wait beneath `resolving`. */
export function waitingBeneath(resolving: Resolving | null): number {
  let count = 0;
  for (let under = resolving?.beneath; under !== undefined; under = under.beneath) count++;
  return count;
}

export interface AlteredState {
  rng: RngState;
  day: number;
  /** The player with the first-player marker. */
  firstPlayer: SeatId;
  /** The player whose Afternoon turn it is: they have the initiative (glossary 1.4.5.a). */
  current: SeatId;
  /**
   * The current player played their card or passed: their turn ends once the reactions
   * checked after it are played, and they keep the initiative until then (glossary 4.4.a-c).
   * Set by the Afternoon's last pass until the next Noon, when nobody takes turns.
   */
  turnEnded: boolean;
  /** A tiebreak day in the Arena. */
  arena: boolean;
  seats: AlteredSeat[];
  /** Every region of the adventure (players' tracks share some). */
  regions: Region[];
  objects: Record<ObjectId, AlteredObject>;
  /** The winning team (a seat's id when it plays alone). */
  winner: string | null;
  /** True once the game ended without a winner (the mode's `knobs.dayLimit` reached). */
  drawn: boolean;
  /** In the Arena: the teams still tied. */
  arenaTeams: string[];
  /** Night: the players who still choose what to keep at Clean-up, in initiative order. */
  pendingCleanup: SeatId[];
  nextTimestamp: number;
  /** Emblem-Reactions waiting in Limbo, in creation order. */
  limbo: Emblem[];
  /** How many times each reaction activated today, by `source#index` (at most 100 a day). */
  activations: Record<string, number>;
  nextEmblem: number;
  nextToken: number;
  /** An ability waiting for its player's choice, or null. */
  resolving: Resolving | null;
  /** Night: each character's Rest as modifiers make it, until Rest happens. */
  restPlans: RestPlan[];
  /** Morning: each player's Draw and Expand as modifiers make them, until each happens (mechanics/step-modifiers.ts); absent when none waits. */
  stepPlans?: StepPlan[] | undefined;
  /**
   * During Dusk, the expeditions (`seat:side`) that advanced this Dusk, by Progress or an
   * effect: each advances at most once a Dusk. Null outside Dusk.
   */
  advancedThisDusk: string[] | null;
  /** Players who conceded (and their teammates), in the order they left: no longer in the game. */
  conceded: SeatId[];
  /** How many times each quick action was used today, by `object#exhaust` or `object#support` (at most 100 a day, glossary 1.4.6.b). */
  quickActionUses: Record<string, number>;
  /** "The next card you play ..." effects waiting for their card, in the order they were made (mechanics/next-play.ts). */
  nextPlays: NextPlay[];
  /** Steps delayed until after this Day's Rest, in the order they were delayed (mechanics/after-rest.ts); absent when none waits. */
  afterRest?: DelayedStep[] | undefined;
  /** Expeditions (`seat:side`) an effect held back until this Day ends ("can't move forward this Day", mechanics/held-this-day.ts); absent when none is. */
  heldThisDay?: string[] | undefined;
}

/** A "next card you play" effect waiting for its card: whose, which cards, until when, and what it does to that card. */
export interface NextPlay {
  readonly seat: SeatId;
  readonly cardType?: (typeof NEXT_PLAY_TYPES)[number];
  readonly until: 'turn' | 'afternoon';
  /** Only a card of this printed subtype. */
  readonly subtype?: string;
  /** Only a card played from this zone. */
  readonly from?: 'hand' | 'reserve';
  /** Only a card whose printed Hand Cost is at most this. */
  readonly handCostAtMost?: number;
  /** A character played gains Anchored once in its expedition. */
  readonly gains?: 'anchored';
  readonly costLess?: number;
  /** Played without paying its cost (Tough's extra cost too, unless the knob says it is paid). */
  readonly free?: true;
  readonly boosts?: number;
  /** A character played loses Fleeting as it enters play. */
  readonly loses?: 'fleeting';
  /** A character played activates its {R} reactions as if it had been played from Reserve. */
  readonly activates?: 'reserve';
}

/**
 * A new empty record keyed by object ids (or keys made from them). It is a dictionary from
 * the start: the ids differ from game to game, and a plain object literal would take a new
 * hidden class for each key added, which costs several times the store itself.
 */
export function idRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** What starts empty, in a new game as in a position: no winner, nothing pending, no counts. */
export function emptyBookkeeping(): Pick<
  AlteredState,
  'winner' | 'drawn' | 'turnEnded' | 'arenaTeams' | 'pendingCleanup' | 'limbo' | 'activations' | 'nextEmblem' | 'nextToken' | 'restPlans' | 'resolving' | 'advancedThisDusk' | 'quickActionUses' | 'conceded' | 'nextPlays'
> {
  return { winner: null, drawn: false, turnEnded: false, arenaTeams: [], pendingCleanup: [], limbo: [], activations: {}, nextEmblem: 1, nextToken: 1, restPlans: [], resolving: null, advancedThisDusk: null, quickActionUses: {}, conceded: [], nextPlays: [] };
}

export type AlteredRules = AlteredRulesDocument & {
  readonly cardDb: { readonly cards: ReadonlyMap<string, AlteredCard>; readonly decks: ReadonlyMap<string, AlteredDeck> };
};

/** The host Altered code works with: `emit` takes the events src/types/altered.ts publishes. */
export type AlteredHost = Host<AlteredState, AlteredRules, AlteredEvent>;
