/**
 * Characteristics are read several times per action (listing plays, paying Tough, Dusk's
 * comparison, Rest's modifiers, views) while what they are made from rarely changes between
 * two reads. They are kept per state object with the version of their inputs: a key written
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

interface Entry {
  readonly key: string;
  readonly rules: object;
  readonly value: Characteristics;
}

const cache = new WeakMap<AlteredState, Entry>();
const cacheSwitch = new CacheSwitch();

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
  let key = '';
  for (const region of state.regions) key += `${region.terrains.join(',')};`;
  const object = (id: ObjectId): string => {
    const obj = state.objects[id];
    return obj === undefined ? `${id}?` : `${id}=${obj.card}/${obj.owner}/${obj.side ?? ''}/${obj.timestamp ?? 0},`;
  };
  for (const s of state.seats) {
    key += `|${s.id}:${s.hero ?? ''}:${s.track.join(',')}:${s.position.hero},${s.position.companion}:`;
    for (const id of s.expedition) key += object(id);
    key += ':';
    for (const id of s.landmarks) key += object(id);
    key += ':';
    for (const id of s.permanents) key += object(id);
  }
  return key;
}

/** The cached characteristics of `host`'s state, computed by `compute` when its inputs changed. */
export function cachedCharacteristics(host: Pick<AlteredHost, 'state' | 'rules'>, compute: (host: Pick<AlteredHost, 'state' | 'rules'>) => Characteristics): Characteristics {
  if (cacheSwitch.mode === 'plain') return compute(host);
  const key = characteristicsKey(host.state);
  const entry = cache.get(host.state);
  if (entry !== undefined && entry.key === key && entry.rules === host.rules) {
    if (cacheSwitch.mode === 'shadow' && !jsonEqual(entry.value, compute(host))) throw new EngineError('shadow check: cached characteristics differ from those computed afresh');
    return entry.value;
  }
  const value = freezeCharacteristics(compute(host));
  cache.set(host.state, { key, rules: host.rules, value });
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
