/**
 * A unit's passives, keywords and Might are read many times per action (cleanup judges every
 * unit Mighty, listing plays and moves asks keywords, combat asks Might), and each read walks
 * every passive on the board. They are kept per state object with the inputs they were made
 * from: exactly what the computation reads (the units on the board with their card,
 * controller, place, Might changes, buff, keywords and keyword changes; legends and gear with
 * what they are attached to; each seat's XP, champion and cards played this turn; the teams;
 * the combat in progress; and what the selectors named in the passives' conditions read).
 * Before a read, the inputs now are compared one by one with those recorded, in place and
 * without allocating. Any change to one of those, by any path, drops the cached values;
 * anything else the game changes (damage, exhaustion, runes, hands, decks, the chain) leaves
 * them valid.
 *
 * Conditions read the state only through selectors. Those a mode's passive conditions name
 * are collected at load; each has an entry in SELECTOR_READS saying what it reads. A mode
 * whose passives name a selector without one is never cached (every read is computed
 * afresh), so a new selector can never leave a stale value, only a slower game.
 *
 * Only reads made outside the computation of a Might are cached: a condition that asks, while
 * a unit's Might is worked out, for that unit's Might sees it without passives (CR 471.3), so
 * a read in the middle of one depends on more than the state.
 */
import { EngineError } from '../../engine/errors.js';
import { jsonEqual } from '../../engine/json-equal.js';
import type { Ability } from './card-schema.js';
import { cardAbilities } from './keywords/handlers.js';
import type { GameObject, ObjectId, ObjectKeyword, RiftboundRules, RiftboundState } from './state.js';
import { CacheSwitch } from '../../engine/cache-mode.js';

type Passive = Extract<Ability, { kind: 'passive' }>;

/** The three cached reads of a unit on the board. */
export interface UnitReads {
  passives: readonly Passive[];
  keywords: readonly ObjectKeyword[];
  might: number;
}
type Read = keyof UnitReads;

interface Entry {
  /** The inputs the values were made from. */
  readonly inputs: InputRecord;
  readonly rules: RiftboundRules;
  /** The units on the board when the inputs were recorded: only their reads are cached. */
  board: ReadonlySet<ObjectId>;
  readonly values: { [R in Read]: Map<ObjectId, UnitReads[R]> };
  /** Values about the whole board, made from the same inputs (the passives that may apply, for one). */
  readonly boardValues: Map<string, unknown>;
}

/**
 * What each selector a passive condition may name reads of the state, as one more input.
 * Selectors about units on the board (Might, Mighty, buffs) read what the board inputs
 * already hold; an object off the board is judged by its card, which an object id keeps.
 */
const SELECTOR_READS: Readonly<Record<string, (state: RiftboundState) => string>> = {
  might: () => '',
  isMighty: () => '',
  mightyUnits: () => '',
  isBuffed: () => '',
  buffedUnits: () => '',
  unitsAtBase: () => '',
  // CR 741 terms read the units at a place, their controllers and teams, and the combat: all inputs already.
  isAlone: () => '',
  isOneOnOne: () => '',
  isInCombat: () => '',
  xp: () => '',
  seats: () => '',
  seatCount: () => '',
  battlefields: () => '',
  otherTeamsInGame: () => '',
  teamScore: (s) => s.teams.map((t) => t.score).join(','),
  turnSeat: (s) => s.turn.seat,
  turnNumber: (s) => String(s.turn.number),
  turnsStarted: (s) => s.seats.map((x) => x.turnsStarted).join(','),
  controlledBy: (s) => s.battlefields.map((b) => b.controller ?? '').join(','),
  scoredThisTurn: (s) => JSON.stringify(s.scoring.scored),
  winner: (s) => String(s.winner),
  drawn: (s) => String(s.drawn),
  chainSize: (s) => String(s.chain.length),
  showdownActive: (s) => String(s.showdown !== null),
  showdownIsCombat: (s) => String(s.showdown?.combat),
};

/** Per mode: the inputs of the selectors its passive conditions name, or null when one has none (never cache). */
const conditionReads = new WeakMap<RiftboundRules, readonly ((state: RiftboundState) => string)[] | null>();

function selectorsIn(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) selectorsIn(item, out);
  } else if (node !== null && typeof node === 'object') {
    const sel = (node as { sel?: unknown }).sel;
    if (typeof sel === 'string') out.add(sel);
    for (const value of Object.values(node)) selectorsIn(value, out);
  }
}

/** The selectors the passive conditions of a mode's cards name. */
function conditionSelectors(rules: RiftboundRules): Set<string> {
  const names = new Set<string>();
  for (const def of rules.cardDb.cards.values()) {
    for (const ability of [...cardAbilities(def), ...(def.effectText ?? [])]) {
      if (ability.kind === 'passive' && ability.condition !== undefined) selectorsIn(ability.condition, names);
    }
  }
  return names;
}

/**
 * The selectors a mode's passive conditions name that have no entry in SELECTOR_READS: while
 * there is one, the mode's unit reads are never cached. Every shipped mode must answer none.
 */
export function uncachedSelectors(rules: RiftboundRules): string[] {
  return [...conditionSelectors(rules)].filter((name) => SELECTOR_READS[name] === undefined);
}

function readsOfConditions(rules: RiftboundRules): readonly ((state: RiftboundState) => string)[] | null {
  let reads = conditionReads.get(rules);
  if (reads === undefined) {
    const parts = [...conditionSelectors(rules)].map((name) => SELECTOR_READS[name]);
    reads = parts.every((p) => p !== undefined) ? (parts as ((state: RiftboundState) => string)[]) : null;
    conditionReads.set(rules, reads);
  }
  return reads;
}

type Input = string | number | boolean | null | undefined;

/** Receives, one by one, the inputs the unit reads are made from. */
interface InputSink {
  put(value: Input): void;
}

/** Keywords and keyword changes are rare: written as JSON only where an object has some. */
function listInput(list: readonly unknown[] | undefined): Input {
  return list === undefined || list.length === 0 ? undefined : JSON.stringify(list);
}

/** An object's inputs: always the same count of them, so the next object's start where expected. */
function objectInputs(state: RiftboundState, id: ObjectId, sink: InputSink): void {
  const obj: GameObject | undefined = state.objects[id];
  sink.put(id);
  sink.put(obj?.card);
  sink.put(obj?.controller);
  sink.put(obj?.might);
  sink.put(obj?.buffed === true);
  sink.put(obj?.mightThisTurn ?? 0);
  sink.put(obj?.attachedTo);
  sink.put(obj?.keywords === undefined ? undefined : JSON.stringify(obj.keywords));
  sink.put(listInput(obj?.grantedKeywords));
  sink.put(listInput(obj?.turnKeywords));
  sink.put(listInput(obj?.keywordChanges));
  sink.put(obj?.at);
}

/**
 * Every input the passives, keywords and Might of the units of `state` are made from, in one
 * fixed order; each list is preceded by its length, so two states give the same sequence only
 * when they have the same inputs.
 */
function walkInputs(state: RiftboundState, reads: readonly ((state: RiftboundState) => string)[], sink: InputSink): void {
  sink.put(state.teams.length);
  for (const team of state.teams) {
    sink.put(team.seats.length);
    for (const id of team.seats) sink.put(id);
  }
  sink.put(state.seats.length);
  for (const s of state.seats) {
    sink.put(s.id);
    sink.put(s.xp);
    sink.put(s.chosenChampion);
    const played = s.cardsPlayedThisTurn ?? [];
    sink.put(played.length);
    for (const card of played) sink.put(card);
    objectInputs(state, s.legendObject, sink);
    sink.put(s.base.length);
    for (const id of s.base) objectInputs(state, id, sink);
  }
  sink.put(state.battlefields.length);
  for (const bf of state.battlefields) {
    sink.put(bf.id);
    sink.put(bf.units.length);
    for (const id of bf.units) objectInputs(state, id, sink);
  }
  sink.put(state.gear.length);
  for (const id of state.gear) objectInputs(state, id, sink);
  const combat = state.showdown?.combat === true ? state.showdown : undefined;
  sink.put(combat?.battlefield);
  sink.put(combat?.attacker);
  sink.put(combat?.defender);
  for (const read of reads) sink.put(read(state));
}

function boardUnits(state: RiftboundState): Set<ObjectId> {
  const board = new Set<ObjectId>();
  for (const s of state.seats) for (const id of s.base) board.add(id);
  for (const bf of state.battlefields) for (const id of bf.units) board.add(id);
  return board;
}

/** The version of what the passives, keywords and Might of the units of `state` are made from, as text, and the units on the board. */
export function unitReadsKey(state: RiftboundState, reads: readonly ((state: RiftboundState) => string)[]): { key: string; board: Set<ObjectId> } {
  const parts: string[] = [];
  walkInputs(state, reads, { put: (value) => parts.push(value === undefined ? '~' : `${typeof value}:${String(value)}`) });
  return { key: parts.join('\u0000'), board: boardUnits(state) };
}

/**
 * The inputs last seen for one state object, compared in place with the state's inputs now:
 * no text is written, and nothing is allocated while they are unchanged (the usual case).
 */
class InputRecord implements InputSink {
  private readonly values: Input[] = [];
  private at = 0;
  private changed = false;

  /** Whether the inputs of `state` differ from those last recorded (and records them). */
  update(state: RiftboundState, reads: readonly ((state: RiftboundState) => string)[]): boolean {
    this.at = 0;
    this.changed = false;
    walkInputs(state, reads, this);
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
}

const cache = new WeakMap<RiftboundState, Entry>();
const cacheSwitch = new CacheSwitch();
/** While set, the state is known not to change: the entry of this state is used without comparing its inputs again. */
let stable: { state: RiftboundState; entry: Entry | undefined } | undefined;

/** Runs `run` with every read of a unit's passives, keywords and Might computed afresh: the plain path tests compare the cached one with. */
export function withoutUnitCache<T>(run: () => T): T {
  return cacheSwitch.with('plain', run);
}

/** Runs `run` with every cached read also computed afresh, throwing an EngineError where the two differ (for tests). */
export function shadowCheckingUnitCache<T>(run: () => T): T {
  return cacheSwitch.with('shadow', run);
}

/**
 * Runs `run`, which must not change `state`, comparing the inputs of its unit reads at most once
 * (judging every unit on the board Mighty, for one).
 */
export function readingUnchanged<T>(state: RiftboundState, run: () => T): T {
  if (stable !== undefined) return run();
  stable = { state, entry: undefined };
  try {
    return run();
  } finally {
    stable = undefined;
  }
}

function entryFor(state: RiftboundState, rules: RiftboundRules): Entry | undefined {
  if (stable?.state === state && stable.entry !== undefined && stable.entry.rules === rules) return stable.entry;
  const reads = readsOfConditions(rules);
  if (reads === null) return undefined;
  let entry = cache.get(state);
  if (entry === undefined || entry.rules !== rules) {
    entry = { inputs: new InputRecord(), rules, board: new Set(), values: { passives: new Map(), keywords: new Map(), might: new Map() }, boardValues: new Map() };
    cache.set(state, entry);
  }
  if (entry.inputs.update(state, reads)) {
    entry.board = boardUnits(state);
    entry.values.passives.clear();
    entry.values.keywords.clear();
    entry.values.might.clear();
    entry.boardValues.clear();
  }
  if (stable?.state === state) stable.entry = entry;
  return entry;
}

/** The read `what` of `unit`: cached while its inputs are unchanged, computed by `compute` otherwise. */
export function cachedUnitRead<R extends Read>(host: { state: RiftboundState; rules: RiftboundRules }, what: R, unit: ObjectId, compute: () => UnitReads[R]): UnitReads[R] {
  if (cacheSwitch.mode === 'plain') return compute();
  const entry = entryFor(host.state, host.rules);
  if (entry === undefined || !entry.board.has(unit)) return compute();
  const values = entry.values[what] as Map<ObjectId, UnitReads[R]>;
  const known = values.get(unit);
  if (known !== undefined || values.has(unit)) {
    if (cacheSwitch.mode === 'shadow' && !jsonEqual(known, compute())) throw new EngineError(`shadow check: the cached ${what} of ${unit} differ from those computed afresh`);
    return known as UnitReads[R];
  }
  // The state does not change while a read is computed: reads it makes reuse this entry.
  const value = stable === undefined ? readingUnchanged(host.state, compute) : compute();
  if (typeof value === 'object') Object.freeze(value);
  values.set(unit, value);
  return value;
}

/**
 * A value about the whole board named `name`, made from the inputs of the unit reads only:
 * cached with them, computed by `compute` when they changed (or on the plain path).
 */
export function cachedBoardRead<T>(host: { state: RiftboundState; rules: RiftboundRules }, name: string, compute: () => T): T {
  if (cacheSwitch.mode === 'plain') return compute();
  const entry = entryFor(host.state, host.rules);
  if (entry === undefined) return compute();
  if (entry.boardValues.has(name)) {
    const known = entry.boardValues.get(name) as T;
    if (cacheSwitch.mode === 'shadow' && !jsonEqual(known, compute())) throw new EngineError(`shadow check: the cached ${name} differ from those computed afresh`);
    return known;
  }
  const value = stable === undefined ? readingUnchanged(host.state, compute) : compute();
  entry.boardValues.set(name, value);
  return value;
}
