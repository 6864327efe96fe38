/**
 * What steps the statechart for a game: an XState actor, or the compiled table run directly.
 *
 * Both take the same transitions, run the same named actions in the same order with the same
 * event objects, and end in the same state; the compiled one skips XState's per-event work
 * (selecting transitions, computing exit and entry sets, building snapshots). The runtime
 * uses the compiled stepper unless an inspector must see a real actor.
 */
import { createActor, type Actor, type AnyStateMachine, type InspectionEvent, type Observer, type StateValue } from 'xstate';
import type { CompiledChart, Configuration, Candidate } from './compiled-chart.js';
import { EngineError } from '../errors.js';
import { stateValueToString, stringToStateValue } from './statechart.js';

export interface Stepper {
  /** XState's state value now (the same object while the configuration stays). */
  readonly value: StateValue;
  /** The state as the runtime names it, like `turn.main.neutral.open`. */
  readonly name: string;
  /** True once a final state is reached. */
  readonly done: boolean;
  /** Whether the current configuration carries `tag` (false once done). */
  hasTag(tag: string): boolean;
  /**
   * Sends one event: takes its transition if one is enabled, then every eventless transition
   * due. An error thrown by a game action (or guard) is thrown from here.
   */
  send(event: { readonly type: string }): void;
  /** Stops it (an actor releases its inspectors). */
  stop(): void;
}

/** A guard as the compiled stepper asks it: with the stepper's context (a game's host) and the event. */
export type StepGuard<C> = (context: C, event: { readonly type: string }) => boolean;
/** An action as the compiled stepper runs it. */
export type StepAction<C> = (context: C, event: { readonly type: string }) => void;

/**
 * The guards and actions of one compiled chart, resolved: at the positions of the chart's
 * `guards` and `actions`, where its candidates find theirs (`guardAt`, `actionsAt`), so no
 * step looks a name up. They take the context, so one set serves every stepper of the chart.
 */
export interface StepBindings<C> {
  readonly guards: readonly StepGuard<C>[];
  readonly actions: readonly StepAction<C>[];
}

/** The bindings of `chart`, each of its guard and action names resolved once. */
export function bindChart<C>(chart: CompiledChart, guard: (name: string) => StepGuard<C>, action: (name: string) => StepAction<C>): StepBindings<C> {
  return { guards: chart.guards.map(guard), actions: chart.actions.map(action) };
}

/** The most eventless transitions one event may cause before the statechart is called looping. */
const MAX_MICROSTEPS = 100_000;

/** The compiled table run directly: no actor, no snapshot objects. */
export class CompiledStepper<C = unknown> implements Stepper {
  private current: Configuration;
  private readonly guards: readonly StepGuard<C>[];
  private readonly actions: readonly StepAction<C>[];
  /** While starting: the actions due (where they are in `actions`), run once the initial macrostep is worked out. */
  private deferred: number[] | undefined = undefined;
  /** Transitions taken so far (for the bench's check that every event takes one). */
  microsteps = 0;

  /**
   * Starts in the initial configuration, running its entry actions and the eventless
   * transitions due, as a new actor does; or rests in the named state, running nothing, as an
   * actor restored from a snapshot does.
   */
  constructor(
    chart: CompiledChart,
    bindings: StepBindings<C>,
    /** What the guards and actions are called with (the game's host). */
    private readonly context: C,
    name?: string,
    initEvent: { readonly type: string; readonly [field: string]: unknown } = { type: 'xstate.init' },
  ) {
    this.guards = bindings.guards;
    this.actions = bindings.actions;
    if (name !== undefined) {
      this.current = chart.resolve(name);
      return;
    }
    // XState works out a new actor's whole initial macrostep (entries, then eventless
    // transitions) before it runs any of its actions, when the actor starts: the eventless
    // guards there see the state as it was before the entry actions.
    this.current = chart.initial.next;
    this.deferred = [...chart.initial.actionsAt];
    this.eventless(initEvent);
    const due = this.deferred;
    this.deferred = undefined;
    this.run(due, initEvent);
  }

  get value(): StateValue {
    return this.current.value;
  }

  get name(): string {
    return this.current.name;
  }

  get done(): boolean {
    return this.current.done;
  }

  hasTag(tag: string): boolean {
    return !this.current.done && this.current.tags.has(tag);
  }

  send(event: { readonly type: string }): void {
    if (this.current.done) return;
    const candidates = this.current.on.get(event.type);
    if (candidates !== undefined) {
      const taken = this.select(candidates, event);
      if (taken !== undefined) this.take(taken, event);
    }
    this.eventless(event);
  }

  stop(): void {}

  private select(candidates: readonly Candidate[], event: { readonly type: string }): Candidate | undefined {
    for (const candidate of candidates) {
      if (candidate.guardAt < 0 || (this.guards[candidate.guardAt] as StepGuard<C>)(this.context, event)) return candidate;
    }
    return undefined;
  }

  private take(candidate: Candidate, event: { readonly type: string }): void {
    // XState's actor runs a microstep's actions against the configuration it leaves from,
    // then moves: a throwing action leaves the game to be rebuilt either way.
    this.microsteps++;
    this.current = candidate.next;
    this.run(candidate.actionsAt, event);
  }

  /** Runs the actions at these positions of `actions`, in order. */
  private run(at: readonly number[], event: { readonly type: string }): void {
    if (this.deferred !== undefined) {
      this.deferred.push(...at);
      return;
    }
    for (let i = 0; i < at.length; i++) (this.actions[at[i] as number] as StepAction<C>)(this.context, event);
  }

  /** Takes eventless transitions while one is enabled; they see the event that caused them. */
  private eventless(event: { readonly type: string }): void {
    for (let steps = 0; !this.current.done; steps++) {
      if (steps > MAX_MICROSTEPS) throw new EngineError(`the statechart took more than ${MAX_MICROSTEPS} eventless transitions for one event`);
      const always = this.current.always;
      if (always.length === 0) return;
      const taken = this.select(always, event);
      if (taken === undefined) return;
      this.take(taken, event);
    }
  }
}

/** An XState actor over the game's machine (inspectors see it). */
export class ActorStepper implements Stepper {
  private readonly actor: Actor<AnyStateMachine>;
  private failure: unknown = undefined;

  constructor(machine: AnyStateMachine, input: unknown, name: string | undefined, inspect: Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined) {
    const options: Record<string, unknown> = { input };
    if (inspect) options['inspect'] = inspect;
    if (name !== undefined) {
      options['snapshot'] = machine.resolveState({ value: stringToStateValue(name), context: input as never });
    }
    this.actor = createActor(machine, options as never);
    this.actor.subscribe({ error: (error) => (this.failure = error) });
    this.actor.start();
    this.checkFailure();
  }

  get value(): StateValue {
    return this.actor.getSnapshot().value as StateValue;
  }

  get name(): string {
    return stateValueToString(this.value);
  }

  get done(): boolean {
    return this.actor.getSnapshot().status === 'done';
  }

  hasTag(tag: string): boolean {
    const snapshot = this.actor.getSnapshot();
    return snapshot.status === 'active' && snapshot.hasTag(tag);
  }

  send(event: { readonly type: string }): void {
    // A finished actor has stopped in its final state: there is nothing to take.
    if (this.actor.getSnapshot().status !== 'active') return;
    this.actor.send(event);
    this.checkFailure();
  }

  stop(): void {
    this.actor.stop();
  }

  /** Rethrows an error XState caught in a game action (the actor is then unusable). */
  private checkFailure(): void {
    const snapshot = this.actor.getSnapshot();
    const error = this.failure ?? (snapshot.status === 'error' ? snapshot.error : undefined);
    if (error !== undefined) {
      this.failure = undefined;
      throw error instanceof Error ? error : new EngineError(String(error));
    }
  }
}
