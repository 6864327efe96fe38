/**
 * One seat's stream of a game: the state as that seat sees it (view, legal actions) and the
 * events of each action as it may know them. The server sends it over its sockets and a local
 * game hands it to `subscribe` listeners: both build it here, so a seat is shown the same
 * thing, filtered the same way, wherever it plays.
 */
import type { Action, GameEvent } from './module.js';

/** An accepted action's events: the spectator stream and each seat's. */
export interface SeatEvents {
  readonly events: readonly GameEvent[];
  readonly bySeat: Readonly<Record<string, readonly GameEvent[]>>;
}

/** What a game shows one seat now. */
export interface SeatSource {
  view(seat: string | null): unknown;
  legalActions(seat: string): readonly Action[];
}

/** The state as `seat` sees it: its view and its legal actions (a spectator has none). */
export interface SeatState {
  readonly seat: string | null;
  readonly version: number;
  readonly view: unknown;
  readonly actions: readonly Action[];
}

/** What a subscriber of one seat receives: the state now and the events that led to it. */
export interface SeatUpdate extends SeatState {
  /** The events since the previous update as the seat may know them; null when there are none to give (no log kept). */
  readonly events: readonly GameEvent[] | null;
  /** The first update of a subscription (or of a connection). */
  readonly welcome: boolean;
}

/**
 * The events `seat` may know of an action: its own stream, or the spectator stream for a
 * spectator and for a seat no longer in the game.
 */
export function seatEvents(result: SeatEvents, seat: string | null): readonly GameEvent[] {
  return seat === null ? result.events : (result.bySeat[seat] ?? result.events);
}

/** The state `seat` sees now, at `version`. */
export function seatState(game: SeatSource, seat: string | null, version: number): SeatState {
  return { seat, version, view: game.view(seat), actions: seat === null ? [] : game.legalActions(seat) };
}

type Listener = (update: SeatUpdate) => void;

/** The subscribers of one game, each with its seat. */
export class SeatSubscribers {
  readonly #subscribers = new Set<{ readonly seat: string | null; readonly listener: Listener }>();

  /** Adds a subscriber; returns the function that removes it (once, and harmlessly again). */
  add(seat: string | null, listener: Listener): () => void {
    const entry = { seat, listener };
    this.#subscribers.add(entry);
    return () => void this.#subscribers.delete(entry);
  }

  get size(): number {
    return this.#subscribers.size;
  }

  /** Sends each subscriber the state after an accepted action, with that action's events for its seat. */
  publish(game: SeatSource, version: number, result: SeatEvents): void {
    for (const entry of [...this.#subscribers]) {
      if (!this.#subscribers.has(entry)) continue;
      deliver(entry.listener, { ...seatState(game, entry.seat, version), events: seatEvents(result, entry.seat), welcome: false });
    }
  }
}

/**
 * Calls a listener; what it throws is reported apart (as an event listener's error is), so
 * that the game, which has already moved on, and the other subscribers are not affected.
 */
export function deliver(listener: Listener, update: SeatUpdate): void {
  try {
    listener(update);
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
