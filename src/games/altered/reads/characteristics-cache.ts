/**
 * Characteristics are read several times per action (listing plays, paying Tough, Dusk's
 * comparison, Rest's modifiers, views) while what they are made from rarely changes between
 * two reads. They are kept by the version of their inputs: exactly what the computation
 * reads (which objects are in play, on which side, from which card and with which
 * timestamp, where the expeditions stand, the printed terrains of the regions, the heroes, how
 * many Mana Orbs each player has),
 * written out as a flat list of plain values and compared value by value with the lists of
 * the versions kept. Any change to one of those, by any path (an action, an effect, a
 * restored snapshot, a rebuild after a failure), gives another list; anything else the game
 * changes (boosts, statuses, exhausted orbs, hands, decks) leaves the cached value valid. Writing and
 * comparing the list allocates nothing and builds no text: it is done for most reads.
 */
import { EngineError } from '../../../engine/errors.js';
import { jsonEqual } from '../../../engine/json/json-equal.js';
import type { Characteristics } from './characteristics.js';
import type { AlteredHost, AlteredState, ObjectId } from '../state/state.js';
import { CacheSwitch } from '../../../engine/caches/cache-mode.js';
import { ReadingScope } from '../../../engine/caches/reading-scope.js';

/** One value of what the characteristics are made from. */
type Input = string | number | null | undefined;

/** The characteristics of one version of their inputs. */
interface Entry {
  readonly inputs: readonly Input[];
  value: Characteristics | undefined;
}

/**
 * The most recent versions for each rules object, the latest first: shared by every state
 * with the same inputs (a restored game, a search trying lines from one position) and
 * bounded, so a finished game keeps nothing alive here.
 */
const RECENT_VERSIONS = 16;
const recent = new WeakMap<object, Entry[]>();
const cacheSwitch = new CacheSwitch();

/** Inside `readingUnchanged`: the state that does not change, and its entry once found. */
let stable: { readonly state: AlteredState; rules: object | undefined; entry: Entry | undefined } | undefined;

/** What a read-only question works out once for the state it reads (see `oncePerReading`). */
const scope = new ReadingScope<AlteredState>();

/**
 * Runs `run`, which must not change `state`, finding the version of `state` at most once for
 * all the reads it makes (listing a seat's actions reads the characteristics several times).
 */
export function readingUnchanged<T>(state: AlteredState, run: () => T): T {
  if (stable !== undefined) return run();
  stable = { state, rules: undefined, entry: undefined };
  try {
    return scope.within(state, run);
  } finally {
    stable = undefined;
  }
}

/**
 * `compute()`, made from `host`'s state and rules only, once for all the reads of a read-only
 * question about that state (see `readingUnchanged`), and on every call outside one or on
 * the plain path.
 */
export function oncePerReading<T>(host: Pick<AlteredHost, 'state' | 'rules'>, name: string, compute: () => T): T {
  return cacheSwitch.mode === 'plain' ? compute() : scope.once(host, name, compute);
}

/** The inputs of the read under way, written over the previous read's (only the first `scratchLength` count). */
const scratch: Input[] = [];
let scratchLength = 0;

/** The entry of the version of `host`'s state, made (empty) when it is new. */
function entryFor(host: Pick<AlteredHost, 'state' | 'rules'>): Entry {
  if (stable !== undefined && stable.state === host.state && stable.rules === host.rules && stable.entry !== undefined) return stable.entry;
  scratchLength = writeInputs(host.state, scratch);
  let versions = recent.get(host.rules);
  if (versions === undefined) recent.set(host.rules, (versions = []));
  let entry = versions.find((v) => sameAsScratch(v.inputs));
  if (entry === undefined) {
    entry = { inputs: scratch.slice(0, scratchLength), value: undefined };
    // The oldest version goes.
    if (versions.unshift(entry) > RECENT_VERSIONS) versions.pop();
  }
  if (stable?.state === host.state) {
    stable.rules = host.rules;
    stable.entry = entry;
  }
  return entry;
}

function sameAsScratch(inputs: readonly Input[]): boolean {
  if (inputs.length !== scratchLength) return false;
  for (let i = 0; i < scratchLength; i++) if (inputs[i] !== scratch[i]) return false;
  return true;
}

/**
 * Runs `run` with every read computing the characteristics afresh: the plain path, which
 * tests compare the cached one with (same games, same events, same states).
 */
export function withoutCharacteristicsCache<T>(run: () => T): T {
  return cacheSwitch.with('plain', run);
}

/**
 * Runs `run` with every read answered from the cache and also computed afresh, throwing an
 * EngineError where the two differ: for tests, it checks every read, those made in the
 * middle of an action included.
 */
export function shadowCheckingCharacteristics<T>(run: () => T): T {
  return cacheSwitch.with('shadow', run);
}

/** What the characteristics of `state` are made from, as a list of plain values: two states with equal lists have the same characteristics. */
export function characteristicsInputs(state: AlteredState): Input[] {
  const out: Input[] = [];
  writeInputs(state, out);
  return out;
}

/**
 * A number made from the positions, counts and timestamps written after it: the first value
 * of the list, so the versions of other boards are told apart at the first value compared.
 */
let summary = 0;

const mix = (value: number) => (summary = (Math.imul(summary, 31) + value) | 0);

/**
 * Writes the inputs of `state` into `out` from its start and returns how many were written.
 * Every list is preceded by its length, so two different states never write the same values.
 */
function writeInputs(state: AlteredState, out: Input[]): number {
  summary = 0;
  let n = 1;
  out[n++] = state.regions.length;
  for (const region of state.regions) {
    out[n++] = region.terrains.length;
    for (const terrain of region.terrains) out[n++] = terrain;
  }
  out[n++] = state.seats.length;
  for (const s of state.seats) {
    out[n++] = s.id;
    out[n++] = s.hero;
    out[n++] = s.track.length;
    for (const region of s.track) out[n++] = region;
    out[n++] = mix(s.position.hero);
    out[n++] = mix(s.position.companion);
    // How many Mana Orbs: a passive may hold only while its player has so many.
    out[n++] = mix(s.mana.length);
    n = writeObjects(state, s.expedition, out, n);
    n = writeObjects(state, s.landmarks, out, n);
    n = writeObjects(state, s.permanents, out, n);
  }
  out[0] = summary;
  return n;
}

/** Writes, from `n`, the count of `ids` and each object's id, card, owner, side and timestamp (a missing object: its id and no card). */
function writeObjects(state: AlteredState, ids: readonly ObjectId[], out: Input[], n: number): number {
  out[n++] = mix(ids.length);
  for (const id of ids) {
    const obj = state.objects[id];
    out[n++] = id;
    out[n++] = obj?.card;
    out[n++] = obj?.owner;
    out[n++] = obj?.side;
    out[n++] = mix(obj?.timestamp ?? 0);
  }
  return n;
}

/** The cached characteristics of `host`'s state, computed by `compute` when its inputs changed. */
export function cachedCharacteristics(host: Pick<AlteredHost, 'state' | 'rules'>, compute: (host: Pick<AlteredHost, 'state' | 'rules'>) => Characteristics): Characteristics {
  if (cacheSwitch.mode === 'plain') return compute(host);
  const entry = entryFor(host);
  if (entry.value !== undefined) {
    if (cacheSwitch.mode === 'shadow' && !jsonEqual(entry.value, compute(host))) throw new EngineError('shadow check: cached characteristics differ from those computed afresh');
    return entry.value;
  }
  entry.value = freezeCharacteristics(compute(host));
  return entry.value;
}

/**
 * Freezes what a computation made: each character, and the records and lists that hold them.
 * Their lists, statistics and terrains are frozen already (printed ones are shared, those
 * passives make are frozen as they are made).
 */
function freezeCharacteristics(c: Characteristics): Characteristics {
  for (const id in c.characters) Object.freeze(c.characters[id]);
  Object.freeze(c.characters);
  Object.freeze(c.others);
  Object.freeze(c.terrains);
  return Object.freeze(c);
}
