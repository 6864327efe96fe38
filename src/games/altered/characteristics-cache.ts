/**
 * Characteristics are read several times per action (listing plays, paying Tough, Dusk's
 * comparison, Rest's modifiers, views) while what they are made from rarely changes between
 * two reads. They are kept by the version of their inputs: a key written
 * from exactly what the computation reads (which objects are in play, on which side, from
 * which card and with which timestamp, where the expeditions stand, the printed terrains of
 * the regions, the heroes). Any change to one of those, by any path (an action, an effect,
 * a restored snapshot, a rebuild after a failure), gives another key; anything else the game
 * changes (boosts, statuses, mana, hands, decks) leaves the cached value valid.
 */
import { EngineError } from '../../engine/errors.js';
import { jsonEqual } from '../../engine/json-equal.js';
import type { Characteristics, CharacterCharacteristics } from './characteristics.js';
import type { AlteredHost, AlteredState, ObjectId } from './state.js';
import { CacheSwitch } from '../../engine/cache-mode.js';

/** The characteristics of one version of their inputs, and values derived from the same inputs only. */
interface Entry {
  value: Characteristics | undefined;
  readonly derived: Map<string, unknown>;
}

/**
 * The most recent versions, by key, for each rules object: shared by every state with the
 * same inputs (a restored game, a search trying lines from one position) and bounded, so a
 * finished game keeps nothing alive here.
 */
const RECENT_VERSIONS = 16;
const recent = new WeakMap<object, Map<string, Entry>>();
const cacheSwitch = new CacheSwitch();

/** Inside `readingUnchanged`: the state that does not change, and its key once written. */
let stable: { readonly state: AlteredState; key: string | undefined } | undefined;

/**
 * Runs `run`, which must not change `state`, writing the key of `state` at most once for all
 * the reads it makes (listing a seat's actions reads the characteristics several times).
 */
export function readingUnchanged<T>(state: AlteredState, run: () => T): T {
  if (stable !== undefined) return run();
  stable = { state, key: undefined };
  try {
    return run();
  } finally {
    stable = undefined;
  }
}

function keyOf(state: AlteredState): string {
  if (stable?.state !== state) return characteristicsKey(state);
  return (stable.key ??= characteristicsKey(state));
}

/** The entry found last: most reads follow one of the same version, found without hashing the key. */
let last: { readonly key: string; readonly rules: object; readonly entry: Entry } | undefined;

/** The entry of the version of `host`'s state, made (empty) when it is new. */
function entryFor(host: Pick<AlteredHost, 'state' | 'rules'>): Entry {
  const key = keyOf(host.state);
  if (last !== undefined && last.rules === host.rules && last.key === key) return last.entry;
  const entry = versionEntry(host.rules, key);
  last = { key, rules: host.rules, entry };
  return entry;
}

function versionEntry(rules: object, key: string): Entry {
  let versions = recent.get(rules);
  if (versions === undefined) recent.set(rules, (versions = new Map()));
  let entry = versions.get(key);
  if (entry === undefined) {
    entry = { value: undefined, derived: new Map() };
    versions.set(key, entry);
    // The oldest version goes (a Map iterates in insertion order).
    if (versions.size > RECENT_VERSIONS) versions.delete(versions.keys().next().value as string);
  }
  return entry;
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

/** The version of what the characteristics of `state` are made from. */
export function characteristicsKey(state: AlteredState): string {
  // Written out with plain loops: it is written for most reads, so it is kept cheap.
  let key = '';
  for (const region of state.regions) {
    for (const terrain of region.terrains) key += terrain + ',';
    key += ';';
  }
  for (const s of state.seats) {
    key += '|' + s.id + ':' + (s.hero ?? '') + ':';
    for (const region of s.track) key += region + ',';
    key += ':' + s.position.hero + ',' + s.position.companion + ':';
    key = objectsKey(state, s.expedition, key) + ':';
    key = objectsKey(state, s.landmarks, key) + ':';
    key = objectsKey(state, s.permanents, key);
  }
  return key;
}

/** `key` followed by each object's id, card, owner, side and timestamp. */
function objectsKey(state: AlteredState, ids: readonly ObjectId[], key: string): string {
  for (const id of ids) {
    const obj = state.objects[id];
    key += obj === undefined ? id + '?' : id + '=' + obj.card + '/' + obj.owner + '/' + (obj.side ?? '') + '/' + (obj.timestamp ?? 0) + ',';
  }
  return key;
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
 * A value made from the same inputs as the characteristics only (the cards in play, where,
 * the heroes, and the characteristics themselves), cached with them under `name`. `known`:
 * characteristics the caller already has; the value is cached only when they are the current
 * ones. The value is frozen (one level), so no reader can change what the next one reads.
 */
export function cachedDerived<T extends object>(host: Pick<AlteredHost, 'state' | 'rules'>, name: string, known: Characteristics | undefined, compute: () => T): T {
  if (cacheSwitch.mode === 'plain') return compute();
  const entry = entryFor(host);
  if (known !== undefined && known !== entry.value) return compute();
  if (entry.derived.has(name)) {
    const value = entry.derived.get(name) as T;
    if (cacheSwitch.mode === 'shadow' && !jsonEqual(value, compute())) throw new EngineError(`shadow check: the cached ${name} differ from those computed afresh`);
    return value;
  }
  // The state does not change while the value is computed: its reads of the characteristics reuse the key.
  const value = Object.freeze(readingUnchanged(host.state, compute));
  entry.derived.set(name, value);
  return value;
}

function freezeCharacter(ch: CharacterCharacteristics): void {
  if (Object.isFrozen(ch)) return;
  for (const list of [ch.keywords, ch.subtypes, ch.passives, ch.blocked]) Object.freeze(list);
  Object.freeze(ch.stats);
  Object.freeze(ch.regions);
  Object.freeze(ch);
}

function freezeCharacteristics(c: Characteristics): Characteristics {
  for (const ch of Object.values(c.characters)) freezeCharacter(ch);
  for (const list of Object.values(c.others)) Object.freeze(list);
  for (const list of c.terrains) Object.freeze(list);
  Object.freeze(c.characters);
  Object.freeze(c.others);
  Object.freeze(c.terrains);
  return Object.freeze(c);
}
