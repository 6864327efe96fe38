/**
 * One seat's stream of a game: the state as that seat sees it (view, legal actions) and the
 * events of each action as it may know them. The server sends it over its sockets and a local
 * game hands it to `subscribe` listeners: both build it here, so a seat is shown the same
 * thing, filtered the same way, wherever it plays.
 */
import type { Language } from '../i18n/language.js';
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
  describe(event: GameEvent, options?: { readonly lang?: Language }): string;
}

/** A game a local subscriber follows: its seats and its log besides what a seat is shown. */
export interface SubscribedGame extends SeatSource {
  readonly seats: readonly string[];
  events(seat: string | null): readonly GameEvent[];
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
  /** The same events in words (`describe`), one entry each; null when `events` is. */
  readonly log: readonly string[] | null;
  /** The first update of a subscription (or of a connection). */
  readonly welcome: boolean;
}

/**
 * The events `seat` may know of an action: its own stream, or the spectator stream for a
 * spectator and for a seat no longer in the game.
 */
export function seatEvents(result: SeatEvents, seat: string | null): readonly GameEvent[] {
  return forSeat(seat, result.events, result.bySeat);
}

/** What `seat` is given of something told per seat: its own, else the spectators' (`all`). */
export function forSeat<T>(seat: string | null, all: T, bySeat: Readonly<Record<string, T>>): T {
  return seat === null ? all : (bySeat[seat] ?? all);
}

/** Events in words, as the game describes them now, in its language or in `lang`. */
export function wordsOf(game: Pick<SeatSource, 'describe'>, events: readonly GameEvent[], lang?: Language): string[] {
  return events.map((event) => game.describe(event, lang === undefined ? {} : { lang }));
}

/** The state `seat` sees now, at `version`. */
export function seatState(game: SeatSource, seat: string | null, version: number): SeatState {
  return { seat, version, view: game.view(seat), actions: seat === null ? [] : game.legalActions(seat) };
}

type Listener = (update: SeatUpdate) => void;

/** The subscribers of one game, each with its seat. */
export class SeatSubscribers {
  readonly #subscribers = new Set<{ readonly seat: string | null; readonly listener: Listener }>();
  /** How many actions (and automatic steps) the game performed since it was made: the version subscribers see. */
  #version = 0;

  /** Adds a subscriber; returns the function that removes it (once, and harmlessly again). */
  add(seat: string | null, listener: Listener): () => void {
    const entry = { seat, listener };
    this.#subscribers.add(entry);
    return () => void this.#subscribers.delete(entry);
  }

  /**
   * Subscribes `listener` to `seat` (null or a seat not in the game: a spectator) and calls it
   * at once with the state as that seat sees it and every event so far as it may know them
   * (null when the game keeps no log). Returns the function that stops it.
   */
  subscribe(game: SubscribedGame, seat: string | null, keepsEvents: boolean, listener: Listener): () => void {
    if (typeof listener !== 'function') throw new TypeError('subscribe takes a seat and a function');
    const viewer = typeof seat === 'string' && game.seats.includes(seat) ? seat : null;
    const unsubscribe = this.add(viewer, listener);
    const events = keepsEvents ? game.events(viewer) : null;
    deliver(listener, { ...seatState(game, viewer, this.#version), events, log: events === null ? null : wordsOf(game, events), welcome: true });
    return unsubscribe;
  }

  /** Counts an accepted action, and sends each subscriber the state after it with its events for the subscriber's seat. */
  publish(game: SeatSource, result: SeatEvents): void {
    const version = ++this.#version;
    // Every accepted action passes here: a game nobody follows pays only the count.
    if (this.#subscribers.size === 0) return;
    for (const entry of [...this.#subscribers]) {
      if (!this.#subscribers.has(entry)) continue;
      const events = seatEvents(result, entry.seat);
      deliver(entry.listener, { ...seatState(game, entry.seat, version), events, log: wordsOf(game, events), welcome: false });
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
