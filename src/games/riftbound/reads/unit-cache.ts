/**
 * What the units on the board are made of, kept per state object: where each unit is (with its
 * object and its card's facts) and what is attached to it (the board index), and each unit's
 * passives, keywords and Might. They are
 * read many times per action (cleanup judges every unit Mighty, listing plays and moves asks
 * keywords, combat asks Might), and each Might walks every passive on the board.
 *
 * They stay valid until something they are made from is written. The state's types make
 * those inputs read-only (the units on the board and their order, each object's card,
 * controller, Might changes, buff, keywords and keyword changes, what a gear is attached to
 * and where it is; the seats with their XP and cards played this turn; the teams; a
 * combat), so the only way to write one is through {@link edit} (the showdown through
 * {@link setShowdown}, which marks them stale only when a combat starts or ends; the cards
 * played through {@link editCardsPlayed}, only in a game where a passive of its cards depends on them),
 * which drops what was derived from that state. Damage, exhaustion, runes, hands, decks and
 * the chain are written freely and keep the derived values.
 *
 * Passive conditions may also read the state through selectors (a team's score, the turn
 * number). Each selector has an entry in SELECTOR_READS giving what it reads. Those the passives
 * on the board name (worked out once per version of the board) are compared before each read:
 * when one changed (a team scored), the reads are worked out again, but the board index stays,
 * with each unit's place and what its card prints, and so do the values made from the board
 * alone (its text). While a passive on the board names a selector without one, nothing is
 * cached (every read is computed afresh), so a new selector can never leave a stale value, only
 * a slower game.
 *
 * What is kept is not frozen (nor any list the game keeps for reuse): V8 reads a frozen array
 * several times slower than a plain one (a `for...of` over one calls a builtin per element), and
 * the readonly types of the values keep game code from writing them. The shadow check compares
 * each kept value with one worked out afresh.
 *
 * Only reads made outside the computation of a Might are cached: a condition that asks, while
 * a unit's Might is worked out, for that unit's Might sees it without passives (CR 471.3), so
 * a read in the middle of one depends on more than the state.
 */
import { EngineError } from '../../../engine/errors.js';
import { jsonEqual } from '../../../engine/json/json-equal.js';
import type { Ability } from '../schema/card-schema.js';
import { cardAbilities } from './keyword-handlers.js';
import type { CardFacts } from './card-facts.js';
import type { Card, GameObject, ObjectId, ObjectKeyword, RiftboundRules, RiftboundState, SeatState, ShowdownState } from '../state/state.js';
import { DEPENDENT } from '../cards/dependent.js';
import { askedByAnyCard, cardFlag } from './game-cards.js';
import { CacheSwitch } from '../../../engine/caches/cache-mode.js';
import { ReadingScope } from '../../../engine/caches/reading-scope.js';
import { boardPassiveAbilities, type AppliedPassive, type RiftHost } from './queries.js';

type Passive = Extract<Ability, { kind: 'passive' }>;

/** A value of the board whose inputs are read-only: written only through {@link edit}. */
export type Writable<T> = T extends readonly (infer E)[] ? E[] : { -readonly [K in keyof T]: T[K] };

/** The three cached reads of a unit on the board. */
export interface UnitReads {
  passives: readonly AppliedPassive[];
  keywords: readonly ObjectKeyword[];
  might: number;
}
type Read = keyof UnitReads;

/** A unit on the board: where it is. */
export interface UnitPlace {
  /** `base` (its controller's) or a battlefield id. */
  readonly at: 'base' | ObjectId;
  /** The unit's object (undefined only in a state that lost it, where reading it fails). */
  readonly object: GameObject | undefined;
  /** What its card prints, once a read asked (kept with the place: the same card until the place is made again). */
  facts: CardFacts | undefined;
}

/** Where the units on the board are, and what is attached to them, in the state's order. */
export interface BoardIndex {
  /** Every unit on the board: bases in seat order, then battlefields in order. */
  readonly units: readonly ObjectId[];
  /** The object of each of {@link units}, at the same position (undefined for one the state lost). */
  readonly objects: readonly (GameObject | undefined)[];
  /** Each unit's place. */
  readonly places: ReadonlyMap<ObjectId, UnitPlace>;
  /** The place of each of {@link units}, at the same position (`places.get` of it): a walk of the board finds it without a lookup. */
  readonly placesInOrder: readonly (UnitPlace | undefined)[];
  /** The gear attached to each unit that has some, in the order the gear entered the board. */
  readonly attachments: ReadonlyMap<ObjectId, readonly ObjectId[]>;
}

const NONE: readonly ObjectId[] = [];

/** A unit's place, with its reads made so far (with the index it is part of, they are worked out again). */
class PlaceWithReads implements UnitPlace {
  passives: UnitReads['passives'] | undefined = undefined;
  keywords: UnitReads['keywords'] | undefined = undefined;
  might: UnitReads['might'] | undefined = undefined;
  facts: CardFacts | undefined = undefined;

  constructor(
    readonly at: 'base' | ObjectId,
    readonly object: GameObject | undefined,
  ) {}

  /** Drops the reads: its place and card stay. */
  clearReads(): void {
    this.passives = undefined;
    this.keywords = undefined;
    this.might = undefined;
  }
}

interface Entry {
  /** False once an input was written ({@link edit}): everything below is worked out again. */
  valid: boolean;
  /** The board index, with each unit's reads made so far in its places: dropped when an input is written. */
  index: LazyIndex | undefined;
  /** The rules the values below were made with. */
  rules: RiftboundRules | undefined;
  /** What the selectors of the passive conditions read, when last compared. */
  readonly conditions: InputRecord;
  /**
   * The reads of the selectors named by the passives on this version of the board (undefined
   * until worked out, null when one names a selector without reads): only those inputs are
   * compared. A pool of many cards names many selectors; a board holds a few of them.
   */
  conditionReads: readonly SelectorRead[] | null | undefined;
  /** Values about the whole board, made from the same inputs (the passives that may apply, for one), by {@link BoardRead.slot}. */
  boardValues: (object | undefined)[];
}

type Input = string | number | boolean | null | undefined;

/** Receives, one by one, the inputs a selector reads. */
interface InputSink {
  put(value: Input): void;
}

type SelectorRead = (state: RiftboundState, sink: InputSink) => void;

const READS_NOTHING_ELSE: SelectorRead = () => {};

/**
 * Every seat's trash size, the input of both selectors that count a trash. The other reads of
 * one value per seat stay written out, each with its own field: one read taking the field as a
 * function compared the inputs about 1.5 times slower (its one call site sees every field).
 */
const TRASH_SIZES: SelectorRead = (s, sink) => {
  for (const player of s.seats) sink.put(player.trash.length);
};

/**
 * What each selector a passive condition may name reads of the state beyond the board inputs.
 * Selectors about units on the board (Might, Mighty, buffs, CR 741's terms) read only those;
 * an object off the board is judged by its card, which an object id keeps.
 */
const SELECTOR_READS: Readonly<Record<string, SelectorRead>> = {
  might: READS_NOTHING_ELSE,
  isMighty: READS_NOTHING_ELSE,
  mightyUnits: READS_NOTHING_ELSE,
  isBuffed: READS_NOTHING_ELSE,
  buffedUnits: READS_NOTHING_ELSE,
  unitsAtBase: READS_NOTHING_ELSE,
  isAlone: READS_NOTHING_ELSE,
  isOneOnOne: READS_NOTHING_ELSE,
  isInCombat: READS_NOTHING_ELSE,
  isAttacking: READS_NOTHING_ELSE,
  isAtBattlefield: READS_NOTHING_ELSE,
  isDefending: READS_NOTHING_ELSE,
  // Stuns are written freely (an effect, the end of a turn): each unit's is compared before a read.
  isStunned: (s, sink) => {
    for (const player of s.seats) for (const id of player.base) sink.put(s.objects[id]?.stunned === true);
    for (const bf of s.battlefields) for (const id of bf.units) sink.put(s.objects[id]?.stunned === true);
  },
  // Moves are counted through edit(), which drops the unit reads.
  movesThisTurn: READS_NOTHING_ELSE,
  units: READS_NOTHING_ELSE,
  gear: READS_NOTHING_ELSE,
  runes: (s, sink) => {
    for (const player of s.seats) sink.put(player.runes.length);
  },
  trash: TRASH_SIZES,
  xp: READS_NOTHING_ELSE,
  seats: READS_NOTHING_ELSE,
  seatCount: READS_NOTHING_ELSE,
  battlefields: READS_NOTHING_ELSE,
  otherTeamsInGame: READS_NOTHING_ELSE,
  opponents: READS_NOTHING_ELSE,
  victoryScore: READS_NOTHING_ELSE,
  unitsWithTag: READS_NOTHING_ELSE,
  controlledWithTag: READS_NOTHING_ELSE,
  baseUnits: READS_NOTHING_ELSE,
  highestMight: READS_NOTHING_ELSE,
  trashSize: TRASH_SIZES,
  handSize: (s, sink) => {
    for (const player of s.seats) sink.put(player.hand.length);
  },
  teamScore: (s, sink) => {
    for (const team of s.teams) sink.put(team.score);
  },
  // What each seat did this turn (state/turn-facts.ts): none recorded reads as zeros.
  thisTurn: (s, sink) => {
    for (const player of s.seats) {
      const facts = s.turnFacts?.[player.id];
      sink.put(facts?.discarded ?? 0);
      sink.put(facts?.powerSpent ?? 0);
      sink.put(facts?.unitsDied ?? 0);
      sink.put(facts?.heldPoints ?? 0);
    }
  },
  turnSeat: (s, sink) => sink.put(s.turn.seat),
  turnNumber: (s, sink) => sink.put(s.turn.number),
  turnsStarted: (s, sink) => {
    for (const player of s.seats) sink.put(player.turnsStarted);
  },
  controlledBy: (s, sink) => {
    for (const bf of s.battlefields) sink.put(bf.controller);
  },
  scoredThisTurn: (s, sink) => sink.put(JSON.stringify(s.scoring.scored)),
  winner: (s, sink) => sink.put(s.winner),
  drawn: (s, sink) => sink.put(s.drawn),
  chainSize: (s, sink) => sink.put(s.chain.length),
  showdownActive: (s, sink) => sink.put(s.showdown !== null),
  showdownIsCombat: (s, sink) => sink.put(s.showdown?.combat),
};

function selectorsIn(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) selectorsIn(item, out);
  } else if (node !== null && typeof node === 'object') {
    const sel = (node as { sel?: unknown }).sel;
    if (typeof sel === 'string') out.add(sel);
    for (const value of Object.values(node)) selectorsIn(value, out);
  }
}

/** Every passive ability of a card: printed, short for a keyword, or in a gear's Effect Text. */
function passivesOfCard(def: Card): Passive[] {
  return [...cardAbilities(def), ...(def.effectText ?? [])].filter((ability): ability is Passive => ability.kind === 'passive');
}

/** Every passive ability of a mode's cards. */
function passivesOfMode(rules: RiftboundRules): Passive[] {
  return [...rules.cardDb.cards.values()].flatMap(passivesOfCard);
}

/** The selectors the passive conditions and amounts (Might, a keyword's value) of a mode's cards name. */
function conditionSelectors(rules: RiftboundRules): Set<string> {
  const names = new Set<string>();
  for (const passive of passivesOfMode(rules)) for (const name of selectorsOfPassive(passive)) names.add(name);
  return names;
}

/**
 * Whether a card's passives read the cards each seat played this turn. Of the unit reads, only
 * the board's passive sources do, through a passive whose dependent keyword asks for them (Legion,
 * CR 812.1.c; cards/dependent.ts); no selector a condition may name reads them (SELECTOR_READS).
 */
const READS_CARDS_PLAYED = cardFlag('cards played this turn read by passives', (def) =>
  passivesOfCard(def).some((passive) => passive.dependent !== undefined && DEPENDENT[passive.dependent.keyword].reads === 'cardsPlayedThisTurn'),
);

/**
 * The selectors a mode's passive conditions name that have no entry in SELECTOR_READS: while a
 * passive naming one is on the board, the unit reads are not cached. Every shipped mode must answer none.
 */
export function uncachedSelectors(rules: RiftboundRules): string[] {
  return [...conditionSelectors(rules)].filter((name) => SELECTOR_READS[name] === undefined);
}

/** The reads of `names` (null when one has none), each once: a read two selectors share (TRASH_SIZES) is compared once. */
function readsOfSelectors(names: Iterable<string>): SelectorRead[] | null {
  const reads = new Set<SelectorRead>();
  for (const name of names) {
    const read = SELECTOR_READS[name];
    if (read === undefined) return null;
    if (read !== READS_NOTHING_ELSE) reads.add(read);
  }
  return [...reads];
}

/** The selectors each passive's condition and amounts name, by passive. */
const passiveSelectors = new WeakMap<Passive, ReadonlySet<string>>();

function selectorsOfPassive(passive: Passive): ReadonlySet<string> {
  let names = passiveSelectors.get(passive);
  if (names === undefined) {
    const found = new Set<string>();
    if (passive.condition !== undefined) selectorsIn(passive.condition, found);
    if (typeof passive.might === 'object') selectorsIn(passive.might, found);
    if (passive.keywords !== undefined) selectorsIn(passive.keywords, found);
    passiveSelectors.set(passive, (names = found));
  }
  return names;
}

/**
 * The reads of the selectors the passives on `host`'s board name (null when one has none): the
 * only passives whose conditions and amounts the unit reads ask. Made from the board alone.
 */
function boardConditionReads(host: ReadHost): readonly SelectorRead[] | null {
  const names = new Set<string>();
  for (const passive of boardPassiveAbilities(host)) for (const name of selectorsOfPassive(passive)) names.add(name);
  return readsOfSelectors(names);
}

/**
 * The inputs last seen, compared in place with those of the state now: nothing is
 * allocated while they are unchanged (the usual case).
 */
class InputRecord implements InputSink {
  private readonly values: Input[] = [];
  private at = 0;
  private changed = false;

  /** Whether the inputs `reads` take from `state` differ from those last recorded (and records them). */
  update(state: RiftboundState, reads: readonly SelectorRead[]): boolean {
    if (reads.length === 0) return false;
    this.at = 0;
    this.changed = false;
    for (const read of reads) read(state, this);
    if (this.at !== this.values.length) {
      this.values.length = this.at;
      this.changed = true;
    }
    return this.changed;
  }

  put(value: Input): void {
    const at = this.at++;
    if (!this.changed && at < this.values.length && this.values[at] === value) return;
    this.changed = true;
    this.values[at] = value;
  }

  clear(): void {
    this.values.length = 0;
  }
}

const cache = new WeakMap<RiftboundState, Entry>();
const cacheSwitch = new CacheSwitch();

/**
 * A state known not to change for a while (a read being computed, or a read-only question
 * such as listing legal actions), with its entry once validated for `heldRules`: reads
 * meanwhile use it without comparing anything again. Three variables, not an object, so that
 * holding a state allocates nothing.
 */
let heldState: RiftboundState | undefined;
let heldEntry: Entry | undefined;
let heldRules: RiftboundRules | undefined;

/** What a read-only question works out once for the state it reads (see {@link oncePerReadingFor}). */
const scope = new ReadingScope<RiftboundState>();

/** Runs `run`, which must not change `state`, validating its unit reads at most once. */
export function readingUnchanged<T>(state: RiftboundState, run: () => T): T {
  if (heldState === state) return run();
  const state0 = heldState;
  const entry0 = heldEntry;
  const rules0 = heldRules;
  heldState = state;
  heldEntry = undefined;
  heldRules = undefined;
  try {
    return scope.within(state, run);
  } finally {
    heldState = state0;
    heldEntry = entry0;
    heldRules = rules0;
  }
}

/**
 * `compute(host, arg)`, a read of `host`'s state whose entry is `entry`: the state does not
 * change while a read is computed, so the reads it makes use this entry as it is. Unlike
 * {@link readingUnchanged}, it opens no reading scope (no read computes a listing's values)
 * and makes no closure.
 */
function computeHeld<H extends ReadHost, A, T>(host: H, entry: Entry, compute: (host: H, arg: A) => T, arg: A): T {
  const state0 = heldState;
  const entry0 = heldEntry;
  const rules0 = heldRules;
  heldState = host.state;
  heldEntry = entry;
  heldRules = host.rules;
  try {
    return compute(host, arg);
  } finally {
    heldState = state0;
    heldEntry = entry0;
    heldRules = rules0;
  }
}

/**
 * `compute(host, key)`, made from `host`'s state and rules and `key` (a seat) only, once for
 * all the reads of a read-only question about that state (listing a seat's legal actions)
 * under `name`, and on every call outside one or on the plain path. The key is apart from the
 * name so that no name or closure is made per call: listing asks these once per card.
 */
export function oncePerReadingFor<H extends ReadHost, T>(host: H, name: string, key: string, compute: (host: H, key: string) => T): T {
  return cacheSwitch.mode === 'plain' ? compute(host, key) : scope.onceFor(host, name, key, compute);
}

/** Runs `run` with every read of the board computed afresh: the plain path tests compare the cached one with. */
export function withoutUnitCache<T>(run: () => T): T {
  return cacheSwitch.with('plain', run);
}

/** Runs `run` with every cached read also computed afresh, throwing an EngineError where the two differ (for tests). */
export function shadowCheckingUnitCache<T>(run: () => T): T {
  return cacheSwitch.with('shadow', run);
}

/**
 * `target`, a part of `state` that holds inputs of the unit reads (an object, a seat, a
 * battlefield, one of the state's lists, or the state itself), open for writing: what was
 * derived from `state` is dropped, so every later read sees the write. Every write to such
 * an input goes through here; their types let nothing else write them.
 */
export function edit<T extends object>(state: RiftboundState, target: T): Writable<T> {
  const entry = lastState === state ? lastEntry : cache.get(state);
  if (entry !== undefined) entry.valid = false;
  return target as Writable<T>;
}

/**
 * {@link edit} of `player`'s cards played this turn, which a turn's start clears for every seat
 * and each card played adds to: what was derived from `state` is dropped only where a passive
 * of a card of the game depends on them ({@link READS_CARDS_PLAYED}). The values kept were made with
 * the entry's rules (a read under other rules drops them first), so those are the rules asked.
 */
export function editCardsPlayed(state: RiftboundState, player: SeatState): Writable<SeatState> {
  const entry = lastState === state ? lastEntry : cache.get(state);
  if (entry !== undefined && (entry.rules === undefined || askedByAnyCard({ state, rules: entry.rules }, READS_CARDS_PLAYED))) entry.valid = false;
  return player as Writable<SeatState>;
}

/**
 * Starts or ends the showdown in progress. Of showdowns, the unit reads see only combats
 * (Assault, Shield and "in combat" ask for one, CR 454): one that is no combat starts and ends
 * without dropping what was derived, which saves working the board out again.
 */
export function setShowdown(state: RiftboundState, showdown: ShowdownState | null): void {
  const combatChanges = showdown?.combat === true || state.showdown?.combat === true;
  (combatChanges ? edit(state, state) : (state as Writable<RiftboundState>)).showdown = showdown;
}

/**
 * The state whose entry was found last, and that entry: reads come in runs about one state
 * (tens per action), each then found without a lookup in the WeakMap. Only the entry's own
 * state is compared, so it cannot answer for another; it keeps one state alive at most.
 */
let lastState: RiftboundState | undefined;
let lastEntry: Entry | undefined;

/**
 * Whether the game of `state` is over: a finished game gets no new entry, its values are then
 * worked out afresh on each read, so a finished game that is kept (a record, a match, a replay
 * browser) holds nothing here once the game has let its entry go (`forgetUnitReads`, when it
 * ends). Reads of a finished game are few (a view, the final figures). The rest of the action
 * that ended it still reads through its entry: this is checked only when an entry is missing,
 * so that a game won in the middle of an effect takes no path the reads have not taken before.
 */
function finished(state: RiftboundState): boolean {
  return state.winner !== null || state.drawn;
}

/** Lets go of the values derived from `state` (its game ended). */
export function forgetUnitReads(state: RiftboundState): void {
  cache.delete(state);
  if (lastState === state) {
    lastState = undefined;
    lastEntry = undefined;
  }
}

/** Whether values derived from `state` are kept now (for tests: a finished game keeps none). */
export function unitReadsKept(state: RiftboundState): boolean {
  return cache.has(state);
}

function entryOf(state: RiftboundState): Entry | undefined {
  if (heldState === state && heldEntry?.valid === true) return heldEntry;
  let entry = lastState === state ? lastEntry : cache.get(state);
  if (entry === undefined) {
    if (finished(state)) return undefined;
    entry = { valid: false, index: undefined, rules: undefined, conditions: new InputRecord(), conditionReads: undefined, boardValues: [] };
    cache.set(state, entry);
  }
  lastState = state;
  lastEntry = entry;
  if (!entry.valid) {
    entry.valid = true;
    clearValues(entry, 'board');
  }
  if (heldState === state && heldEntry !== entry) {
    heldEntry = entry;
    heldRules = undefined;
  }
  return entry;
}

/**
 * Drops the values of `entry` made from what changed: an input of the board (everything goes),
 * the rules (the index stays, its places are made again: what a card prints may differ), or
 * only the inputs of the passive conditions (the index and its places stay without the units'
 * reads, and so do the values made from the board alone).
 */
function clearValues(entry: Entry, changed: 'board' | 'rules' | 'conditions'): void {
  if (changed !== 'conditions') entry.conditionReads = undefined;
  if (changed === 'board') entry.index = undefined;
  else if (changed === 'rules') entry.index = entry.index?.withoutReads();
  else entry.index?.dropReads();
  if (entry.boardValues.length > 0) entry.boardValues = changed === 'conditions' ? valuesOfBoardAlone(entry.boardValues) : [];
}

/** The slots of the board reads made from the board's inputs alone ({@link BoardRead.boardAlone}). */
const boardAloneSlots: number[] = [];

/** Of `values`, those made from the board's inputs alone, in their slots. */
function valuesOfBoardAlone(values: readonly (object | undefined)[]): (object | undefined)[] {
  const kept: (object | undefined)[] = [];
  for (const slot of boardAloneSlots) kept[slot] = values[slot];
  return kept;
}

/**
 * The entry of the unit reads of `host`'s state under its rules, or undefined when they are not
 * cached (a passive on the board names a selector without reads). Of the inputs of the passive
 * conditions, those of the selectors that the passives on the board name are compared.
 */
function entryFor(host: ReadHost): Entry | undefined {
  const { state, rules } = host;
  if (heldState === state && heldRules === rules && heldEntry?.valid !== false) return heldEntry;
  let entry = entryOf(state);
  if (entry !== undefined) {
    if (entry.rules !== rules) {
      entry.rules = rules;
      entry.conditions.clear();
      clearValues(entry, 'rules');
    }
    // Worked out with the entry held: the board's text it reads is made from the board alone.
    const reads = (entry.conditionReads ??= computeHeld(host, entry, boardConditionReads, undefined));
    if (reads === null) entry = undefined;
    else if (entry.conditions.update(state, reads)) clearValues(entry, 'conditions');
  }
  if (heldState === state) {
    heldEntry = entry;
    heldRules = rules;
  }
  return entry;
}

/** The index of one version of the board, each part worked out when first asked. */
class LazyIndex implements BoardIndex {
  #units: ObjectId[] | undefined;
  #objects: (GameObject | undefined)[] | undefined;
  #places: Map<ObjectId, PlaceWithReads> | undefined;
  #placesInOrder: (PlaceWithReads | undefined)[] | undefined;
  #attachments: Map<ObjectId, readonly ObjectId[]> | undefined;

  constructor(private readonly state: RiftboundState) {}

  get units(): readonly ObjectId[] {
    if (this.#units === undefined) this.#placeUnits();
    return this.#units as ObjectId[];
  }

  get objects(): readonly (GameObject | undefined)[] {
    if (this.#objects === undefined) this.#placeUnits();
    return this.#objects as (GameObject | undefined)[];
  }

  get places(): ReadonlyMap<ObjectId, PlaceWithReads> {
    if (this.#places === undefined) this.#placeUnits();
    return this.#places as Map<ObjectId, PlaceWithReads>;
  }

  get placesInOrder(): readonly (PlaceWithReads | undefined)[] {
    if (this.#placesInOrder === undefined) this.#placeUnits();
    return this.#placesInOrder as (PlaceWithReads | undefined)[];
  }

  /**
   * The units, their objects and their places, found in one walk of the board. A unit is at a
   * base only while it is its controller's base; one listed twice (a broken state) is placed by
   * its last listing at a base, else its first at a battlefield ({@link placeListedTwice}).
   */
  #placeUnits(): void {
    const { state } = this;
    const units: ObjectId[] = [];
    const objects: (GameObject | undefined)[] = [];
    const places = new Map<ObjectId, PlaceWithReads>();
    // Placed without asking whether a unit was placed already: a board where each unit is listed
    // once, at a battlefield or its controller's base (as always in play), has one place per listing.
    const inOrder: (PlaceWithReads | undefined)[] = [];
    for (const player of state.seats) {
      for (const id of player.base) {
        const obj = state.objects[id];
        units.push(id);
        objects.push(obj);
        if (obj?.controller === player.id) {
          const place = new PlaceWithReads('base', obj);
          places.set(id, place);
          inOrder.push(place);
        } else inOrder.push(undefined);
      }
    }
    for (const bf of state.battlefields) {
      for (const id of bf.units) {
        const obj = state.objects[id];
        units.push(id);
        objects.push(obj);
        const place = new PlaceWithReads(bf.id, obj);
        places.set(id, place);
        inOrder.push(place);
      }
    }
    // Fewer places than listings: a unit listed twice, or at a base not its controller's.
    if (places.size !== inOrder.length) this.#placeListedTwice(units, objects, places, inOrder);
    // The same lists when only the places are made again (withoutReads).
    this.#units ??= units;
    this.#objects ??= objects;
    this.#places = places;
    this.#placesInOrder = inOrder;
  }

  /** The places of a board where a unit is listed twice or at a base not its controller's: each listing placed as the rules of {@link #placeUnits} say. */
  #placeListedTwice(units: readonly ObjectId[], objects: readonly (GameObject | undefined)[], places: Map<ObjectId, PlaceWithReads>, inOrder: (PlaceWithReads | undefined)[]): void {
    const { state } = this;
    places.clear();
    let i = 0;
    for (const player of state.seats) {
      for (const _ of player.base) {
        const obj = objects[i];
        if (obj?.controller === player.id) places.set(units[i] as ObjectId, new PlaceWithReads('base', obj));
        i++;
      }
    }
    for (const bf of state.battlefields) {
      for (const _ of bf.units) {
        const id = units[i] as ObjectId;
        if (!places.has(id)) places.set(id, new PlaceWithReads(bf.id, objects[i]));
        i++;
      }
    }
    for (let j = 0; j < units.length; j++) inOrder[j] = places.get(units[j] as ObjectId);
  }

  /**
   * The same index without its places (the rules changed, not the board: what a card prints
   * may differ), made again when next asked.
   */
  withoutReads(): LazyIndex {
    const index = new LazyIndex(this.state);
    index.#units = this.#units;
    index.#objects = this.#objects;
    index.#attachments = this.#attachments;
    return index;
  }

  /**
   * Drops the units' reads, keeping their places (the conditions' inputs changed, not the board
   * nor the rules). No read is being computed meanwhile: the conditions are compared only
   * outside one, a read made while one is computed using the entry held as it is.
   */
  dropReads(): void {
    if (this.#placesInOrder === undefined) return;
    // Every place is some listing's: a unit listed twice has one place, met twice here.
    for (const place of this.#placesInOrder) place?.clearReads();
  }

  get attachments(): ReadonlyMap<ObjectId, readonly ObjectId[]> {
    if (this.#attachments === undefined) {
      const attachments = new Map<ObjectId, ObjectId[]>();
      for (const gear of this.state.gear) {
        const unit = this.state.objects[gear]?.attachedTo;
        if (unit === undefined) continue;
        const list = attachments.get(unit);
        if (list === undefined) attachments.set(unit, [gear]);
        else list.push(gear);
      }
      this.#attachments = attachments;
    }
    return this.#attachments;
  }
}

/** The index of `entry`, the entry of `state`. */
function indexOf(entry: Entry, state: RiftboundState): LazyIndex {
  return (entry.index ??= new LazyIndex(state));
}

/** The board index of `state`: worked out once per version of the board (afresh on the plain path). */
export function boardIndex(state: RiftboundState): BoardIndex {
  if (cacheSwitch.mode === 'plain') return new LazyIndex(state);
  const entry = entryOf(state);
  if (entry === undefined) return new LazyIndex(state);
  if (entry.index === undefined) return indexOf(entry, state);
  if (cacheSwitch.mode === 'shadow' && !jsonEqual(indexJson(entry.index), indexJson(new LazyIndex(state)))) {
    throw new EngineError('shadow check: the cached board index differs from the one worked out afresh');
  }
  return entry.index;
}

function indexJson(index: BoardIndex): unknown {
  const place = (p: UnitPlace | undefined) => (p === undefined ? null : [p.at, p.object]);
  return { units: index.units, objects: index.objects, places: [...index.places].map(([unit, p]) => [unit, place(p)]), placesInOrder: index.placesInOrder.map(place), attachments: [...index.attachments] };
}

/** The gear attached to `unit`, from the board index. */
export function attachedTo(state: RiftboundState, unit: ObjectId): readonly ObjectId[] {
  return boardIndex(state).attachments.get(unit) ?? NONE;
}

/** The read `what` of `unit`: cached while its inputs are unchanged, computed by `compute` otherwise. */
export function cachedUnitRead<H extends ReadHost, R extends Read>(host: H, what: R, unit: ObjectId, compute: (host: H, unit: ObjectId) => UnitReads[R]): UnitReads[R] {
  if (cacheSwitch.mode === 'plain') return compute(host, unit);
  const entry = entryFor(host);
  if (entry === undefined) return compute(host, unit);
  const place: { [K in Read]: UnitReads[K] | undefined } | undefined = indexOf(entry, host.state).places.get(unit);
  if (place === undefined) return compute(host, unit);
  const known = place[what];
  if (known !== undefined) {
    if (cacheSwitch.mode === 'shadow' && !jsonEqual(known, compute(host, unit))) throw new EngineError(`shadow check: the cached ${what} of ${unit} differ from those computed afresh`);
    return known as UnitReads[R];
  }
  const value = computeHeld(host, entry, compute, unit);
  place[what] = value;
  return value;
}

/** The host of a read: a state and the rules of its game. */
type ReadHost = RiftHost;

/**
 * A value about the whole board (the passives that may apply, for one), made by `compute` from
 * the inputs of the unit reads only: cached with them ({@link cachedBoardRead}). Each has a
 * slot of its own among a version's values, found without a lookup by name.
 */
export interface BoardRead<H extends ReadHost, T extends object> {
  /** What it is, for messages. */
  readonly name: string;
  readonly compute: (host: H) => T;
  /** Whether it is made from the inputs of the board alone, never from a passive condition: it is then kept when only the conditions' inputs change. */
  readonly boardAlone: boolean;
  /** Its place among a version's values, given on its first read (-1 until then). */
  slot: number;
}

/**
 * A board read named `name`, made by `compute`, from the board's inputs alone when `boardAlone`
 * (no passive condition: see {@link BoardRead.boardAlone}). Modules declare theirs as they load, some
 * before this one has (they import each other): this touches nothing of this module's.
 */
export function boardRead<H extends ReadHost, T extends object>(name: string, compute: (host: H) => T, boardAlone = false): BoardRead<H, T> {
  return { name, compute, boardAlone, slot: -1 };
}

/** How many board reads have a slot. */
let slotsGiven = 0;

/** The value of `read` for `host`'s board: cached with the unit reads, computed when their inputs changed (or on the plain path). */
export function cachedBoardRead<H extends ReadHost, T extends object>(host: H, read: BoardRead<H, T>): T {
  if (cacheSwitch.mode === 'plain') return read.compute(host);
  const entry = entryFor(host);
  if (entry === undefined) return read.compute(host);
  if (read.slot < 0) giveSlot(read);
  const known = entry.boardValues[read.slot] as T | undefined;
  if (known !== undefined) {
    if (cacheSwitch.mode === 'shadow' && !jsonEqual(known, read.compute(host))) throw new EngineError(`shadow check: the cached ${read.name} differ from those computed afresh`);
    return known;
  }
  const value = computeHeld(host, entry, computeBoardRead, read);
  entry.boardValues[read.slot] = value;
  return value;
}

function giveSlot<H extends ReadHost, T extends object>(read: BoardRead<H, T>): void {
  read.slot = slotsGiven++;
  if (read.boardAlone) boardAloneSlots.push(read.slot);
}

function computeBoardRead<H extends ReadHost, T extends object>(host: H, read: BoardRead<H, T>): T {
  return read.compute(host);
}
