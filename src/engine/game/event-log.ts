/**
 * A game's event log: every event since the start, frozen as it is logged, read per seat. A
 * game made with `keepEvents: false` keeps none and says so when asked for them.
 */
import { NotKeptError } from '../errors.js';
import type { GameEvent } from './module.js';
import { eventFor, freezeLogged, type LoggedEvent } from './seat-events.js';

export class EventLog {
  readonly #kept: boolean;
  #logged: LoggedEvent[] = [];

  constructor(kept: boolean) {
    this.#kept = kept;
  }

  /** Appends without spreading: an action may cause more events than a call takes arguments. */
  append(events: readonly LoggedEvent[]): void {
    if (!this.#kept) return;
    freezeLogged(events);
    for (const event of events) this.#logged.push(event);
  }

  /** This log made the same as `other` (a game rebuilt from its record after a failure). */
  copyFrom(other: EventLog): void {
    this.#logged = [...other.#logged];
  }

  /** How many events the log holds (0 if none kept). */
  get length(): number {
    return this.#logged.length;
  }

  /** The events from `from` to `to` (as `Array.slice` takes them) as `viewer` may know them; `null`: public fields only. */
  read(viewer: string | null, from: number, to: number): readonly GameEvent[] {
    if (!this.#kept) {
      throw new NotKeptError('this game keeps no event log (it was created with keepEvents: false); read each action\'s events from apply');
    }
    const logged = from === 0 && to === this.#logged.length ? this.#logged : this.#logged.slice(from, to);
    return logged.map((e) => eventFor(e, viewer));
  }
}
