/**
 * What an action did inside the statechart: the microsteps XState took (the action's own
 * transition, then the eventless and automatic ones it led to) and the named actions run,
 * in order. Read from XState's inspection events, so the engine needs no hook.
 */
import type { InspectionEvent } from 'xstate';
import { stateValueToString } from '../engine/chart/statechart.js';

export interface TakenTransition {
  /** The chart's transition id (`source|event|index`), when it is one of the machine's. */
  readonly transition: string | null;
  readonly source: string;
  readonly target: string | null;
}

export interface Microstep {
  /** The event that caused it (`advance` for automatic steps, `` for eventless ones). */
  readonly event: string;
  readonly transitions: readonly TakenTransition[];
  /** The statechart state after it. */
  readonly state: string;
}

export interface StepTrace {
  readonly microsteps: readonly Microstep[];
  /** Every named action run, in order (entry, exit and transition actions). */
  readonly actions: readonly string[];
}

interface StateNodeLike {
  readonly path: readonly string[];
  readonly always?: readonly unknown[];
  readonly transitions?: ReadonlyMap<string, readonly unknown[]>;
}

interface TransitionLike {
  readonly source: StateNodeLike;
  readonly target?: readonly StateNodeLike[];
  readonly eventType: string | null;
}

function describeTransition(t: TransitionLike): TakenTransition {
  const source = t.source.path.join('.');
  const target = t.target?.[0] ? t.target[0].path.join('.') : null;
  const always = t.source.always?.indexOf(t) ?? -1;
  let id: string | null = null;
  if (always >= 0) id = `${source}||${always}`;
  else if (t.eventType) {
    const index = t.source.transitions?.get(t.eventType)?.indexOf(t) ?? -1;
    if (index >= 0) id = `${source}|${t.eventType}|${index}`;
  }
  return { transition: id, source, target };
}

/** Collects microsteps between `start()` and `take()`. Pass `inspect` to the game. */
export class MicrostepRecorder {
  private microsteps: Microstep[] = [];
  private actions: string[] = [];
  private recording = false;

  readonly inspect = (event: InspectionEvent): void => {
    if (!this.recording) return;
    if (event.type === '@xstate.microstep') {
      const snapshot = event.snapshot as { value?: unknown };
      this.microsteps.push({
        event: event.event.type.startsWith('rulegraph.') ? '' : event.event.type,
        transitions: (event._transitions as unknown as TransitionLike[]).map(describeTransition),
        state: snapshot.value === undefined ? '' : stateValueToString(snapshot.value as never),
      });
    } else if (event.type === '@xstate.action' && !event.action.type.startsWith('xstate.')) {
      this.actions.push(event.action.type);
    }
  };

  start(): void {
    this.microsteps = [];
    this.actions = [];
    this.recording = true;
  }

  take(): StepTrace {
    this.recording = false;
    const trace = { microsteps: this.microsteps, actions: this.actions };
    this.microsteps = [];
    this.actions = [];
    return trace;
  }
}
