/**
 * Events by seat: what `apply` returns for an action applied, each event in the form everyone
 * may know and, for the seats a game told more, in the form each of them receives.
 */
import type { RuleViolation } from '../errors.js';
import { freezeNewJson } from '../json/freeze.js';
import type { EventSecret, GameEvent } from './module.js';

export type ApplyResult =
  | {
      readonly ok: true;
      /** The events of the action as anyone may know them (the spectator stream). */
      readonly events: readonly GameEvent[];
      /** The same events as each seat may know them, by seat (see `Game.events(seat)`). */
      readonly bySeat: Readonly<Record<string, readonly GameEvent[]>>;
    }
  | { readonly ok: false; readonly error: RuleViolation };

/** An event as the game emitted it: its public form and the part only some seats know. */
export interface LoggedEvent {
  readonly event: GameEvent;
  readonly secret: EventSecret | undefined;
}

/** The form of a logged event `seat` receives (`null`: a spectator). */
export function eventFor(logged: LoggedEvent, seat: string | null): GameEvent {
  const { event, secret } = logged;
  if (secret === undefined || seat === null || !secret.to.includes(seat)) return event;
  return Object.freeze({ ...event, ...secret.fields });
}

function publicEventsOf(events: readonly LoggedEvent[]): readonly GameEvent[] {
  const list = new Array<GameEvent>(events.length);
  for (let i = 0; i < events.length; i++) list[i] = (events[i] as LoggedEvent).event;
  return Object.freeze(list);
}

/**
 * Freezes logged events, and their secrets, in place. Games emit new objects that share nothing
 * with their state (Host.emit): frozen as they are, callers cannot reach back into the game.
 */
export function freezeLogged(events: readonly LoggedEvent[]): void {
  for (const { event, secret } of events) {
    freezeNewJson(event);
    if (secret !== undefined) freezeNewJson(secret);
  }
}

/** `Object.prototype.__defineGetter__`, which the TypeScript library does not declare. */
interface LegacyAccessors {
  __defineGetter__(name: string, getter: () => unknown): void;
}

/**
 * What `apply` returns for an action applied. Its events are frozen, and its public list and
 * lists by seat made, on the first read of either: self-play and search read neither, and
 * freezing and listing every event is a good part of what an action costs otherwise.
 * `events` and `bySeat` stay own enumerable properties (a copy or JSON of the result holds
 * them), read through getters that every result shares: getters made per result would give
 * each its own hidden class.
 */
export class AppliedResult {
  readonly ok = true as const;
  declare readonly events: readonly GameEvent[];
  declare readonly bySeat: Readonly<Record<string, readonly GameEvent[]>>;
  readonly #logged: readonly LoggedEvent[];
  readonly #seats: readonly string[];
  #frozen: boolean;
  #public: readonly GameEvent[] | undefined = undefined;
  #bySeat: Readonly<Record<string, readonly GameEvent[]>> | undefined = undefined;

  /** `frozen`: the events are frozen already (the event log's are, on the way in). */
  constructor(logged: readonly LoggedEvent[], seats: readonly string[], frozen: boolean) {
    this.#logged = logged;
    this.#seats = seats;
    this.#frozen = frozen;
    // Own enumerable getters, defined with `__defineGetter__` (standard, Annex B): it makes the
    // descriptor `Object.defineProperty` would read from an object (enumerable, configurable)
    // without reading one, a quarter cheaper; `Object.defineProperties` costs twice as much.
    // A result is made per action: this is about 1% of a duel's instructions.
    (this as unknown as LegacyAccessors).__defineGetter__('events', AppliedResult.events);
    (this as unknown as LegacyAccessors).__defineGetter__('bySeat', AppliedResult.bySeat);
  }

  private static events(this: AppliedResult): readonly GameEvent[] {
    return this.#publicEvents();
  }

  private static bySeat(this: AppliedResult): Readonly<Record<string, readonly GameEvent[]>> {
    return (this.#bySeat ??= eventsBySeat(this.#logged, this.#seats, this.#publicEvents()));
  }

  #publicEvents(): readonly GameEvent[] {
    if (this.#public !== undefined) return this.#public;
    if (!this.#frozen) freezeLogged(this.#logged);
    this.#frozen = true;
    return (this.#public = publicEventsOf(this.#logged));
  }
}

/**
 * The events each seat receives. A seat no event tells more than everyone gets the public list
 * itself: the seats told a secret are found in one pass, and only their lists are made.
 */
function eventsBySeat(events: readonly LoggedEvent[], seats: readonly string[], publicEvents: readonly GameEvent[]): Readonly<Record<string, readonly GameEvent[]>> {
  let told: Set<string> | undefined;
  for (const { secret } of events) {
    if (secret === undefined) continue;
    told ??= new Set();
    for (const seat of secret.to) told.add(seat);
  }
  // A plain object, built in seat order: its shape is the same for every action, and freezing it
  // takes that shape's frozen transition. A record without a prototype is a dictionary, whose
  // shape freezing copies every time: only a seat named __proto__ needs one (assigning that key
  // to a plain object would set its prototype).
  const bySeat: Record<string, readonly GameEvent[]> = seats.includes('__proto__') ? Object.create(null) : {};
  for (const seat of seats) bySeat[seat] = told?.has(seat) === true ? Object.freeze(events.map((e) => eventFor(e, seat))) : publicEvents;
  return Object.freeze(bySeat);
}
