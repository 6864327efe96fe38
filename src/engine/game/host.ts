/**
 * The host: what game code and guards receive from the runtime (the live state, the rules, the
 * event sink, the guards by name), the limit on the events one action may cause, and how a
 * fault of game code surfaces.
 */
import { EngineError } from '../errors.js';
import type { Text } from '../i18n/catalogue.js';
import { text } from '../i18n/messages.js';
import { sharesWith, stateCopy } from '../json/freeze.js';
import type { CompiledGuard } from '../loading/rules.js';
import type { Action, BaseState, EventSecret, GameEvent, Host } from './module.js';
import type { LoggedEvent } from './seat-events.js';

/**
 * The most events one action (or a new game's setup) may cause. An action that would cause
 * more is refused as a whole (`TOO_MANY_EVENTS`), which keeps a runaway loop of effects from
 * exhausting memory and keeps the event log and the record in step.
 */
export const MAX_EVENTS_PER_ACTION = 100_000;

/** Thrown inside an action that causes too many events; the runtime turns it into a refusal. */
export class EventLimitReached extends EngineError {}

/**
 * The host game code and guards receive. Its fields are private (#) and read through
 * accessors, so it has no enumerable property: XState walks a restored actor's context
 * (looking for actor references to revive), and would otherwise walk the whole game state
 * and rules on every restore.
 */
export class RuntimeHost<S extends BaseState, R> implements Host<S, R> {
  #state: S;
  /**
   * Whether the state is shared with a sealed snapshot (one this game took, or the one it was
   * restored from): the game copies it before its next change (`own`), and until then copies nothing.
   */
  #shared: boolean;
  readonly #rules: R;
  readonly #guards: ReadonlyMap<string, CompiledGuard<S>>;
  #pending: LoggedEvent[] = [];
  /** Checks that each event shares nothing with the state (the shadow check's). */
  readonly #checkEvents: boolean;
  constructor(state: S, rules: R, guards: ReadonlyMap<string, CompiledGuard<S>>, checkEvents = false, shared = false) {
    this.#state = state;
    this.#checkEvents = checkEvents;
    this.#shared = shared;
    this.#rules = rules;
    this.#guards = guards;
  }
  get state(): S {
    return this.#state;
  }
  /** Takes `state` as the game's: `shared` when a sealed snapshot holds it too. */
  adopt(state: S, shared: boolean): void {
    this.#state = state;
    this.#shared = shared;
  }
  /** True while the state is shared with a sealed snapshot, not yet copied for a change. */
  get shared(): boolean {
    return this.#shared;
  }
  /** Hands the state to a sealed snapshot as well: the game copies it before its next change. */
  share(): void {
    this.#shared = true;
  }
  /** Makes the state the game's own before anything changes it: a shared one is copied. */
  own(): void {
    if (!this.#shared) return;
    this.#state = stateCopy(this.#state);
    this.#shared = false;
  }
  get rules(): R {
    return this.#rules;
  }
  /** The events of the action under way, not yet handed out. */
  get pending(): LoggedEvent[] {
    return this.#pending;
  }
  set pending(events: LoggedEvent[]) {
    this.#pending = events;
  }
  /** Hands out the events of the action under way; the next action starts a new list. */
  takeEvents(): LoggedEvent[] {
    const events = this.#pending;
    this.#pending = [];
    return events;
  }
  emit(event: GameEvent, secret?: EventSecret): void {
    if (this.#pending.length >= MAX_EVENTS_PER_ACTION) {
      throw new EventLimitReached(`one action caused more than ${MAX_EVENTS_PER_ACTION} events`);
    }
    // Frozen when handed out (freezeLogged): the event log's on the way in, an action's on the
    // first read of its result.
    if (this.#checkEvents && (sharesWith(event, this.#state) || sharesWith(secret, this.#state))) {
      throw new EngineError(`shadow check: the ${event.type} event holds an object of the game state`);
    }
    this.#pending.push({ event, secret });
  }
  /** What inspectors serialize as the machine context: the game state. */
  toJSON(): { state: S } {
    return { state: this.#state };
  }
  guard(name: string, event: Action | { type: string } = { type: '' }): boolean {
    const guard = this.#guards.get(name);
    if (!guard) throw new EngineError(`no guard named ${name}`);
    return this.test(guard, event);
  }
  /** A guard's answer for `event` now. */
  test(guard: CompiledGuard<S>, event: Action | { type: string }): boolean {
    return guard.test({ state: this.#state, event }) === true;
  }
}

/** Runs a read-only query of game code; a fault in it surfaces as an EngineError (nothing changed). */
export function reading<T>(what: Text, query: () => T): T {
  try {
    return query();
  } catch (error) {
    throw asEngineError(error, what);
  }
}

/** A fault of game code while `what`, as the EngineError it surfaces as (an EngineError as it is). */
export function asEngineError(error: unknown, what: Text): EngineError {
  // The fault's own words are game code's, handed on as they are.
  return error instanceof EngineError ? error : new EngineError(text('fault.internal', { what, error: String(error) }), { cause: error });
}
