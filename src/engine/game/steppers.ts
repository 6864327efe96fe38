/**
 * The stepper a game runs its statechart on: the compiled table, an XState actor (for an
 * inspector, or a machine the table cannot express), or both compared on every step (the
 * shadow check of stepping), and the automatic steps it takes until a player must act.
 */
import { compileChart } from '../chart/compiled-chart.js';
import { ADVANCE, AUTO_TAG } from '../chart/statechart.js';
import { ActorStepper, CompiledStepper, type Stepper } from '../chart/stepper.js';
import { ShadowStepper, type ShadowSide } from '../chart/stepper-shadow.js';
import { defaultStepping, type SteppingMode } from '../chart/stepping-mode.js';
import { EngineError } from '../errors.js';
import { stateCopy } from '../json/freeze.js';
import { stepBindings } from './definition-caches.js';
import type { GameDefinition } from './definition.js';
import { RuntimeHost } from './host.js';
import type { BaseState } from './module.js';
import type { GameOptions } from './options.js';
import type { LoggedEvent } from './seat-events.js';

const MAX_AUTO_STEPS = 10_000;

/** An event no state handles: sending it lets XState take the eventless transitions due. */
export const SETTLE = 'rulegraph.settle';

/**
 * A stepper for a game's statechart, in the state named (restored: nothing runs) or new (the
 * initial state's entry actions and eventless transitions run), and how the game then steps.
 */
export function startStepper<S extends BaseState, R>(
  definition: GameDefinition<S, R>,
  host: RuntimeHost<S, R>,
  options: GameOptions,
  machineState: string | undefined,
): { stepper: Stepper; stepping: SteppingMode } {
  const { machine } = definition;
  const inspect = options.inspect;
  // An inspector must see a real actor.
  const mode: SteppingMode = inspect ? 'actor' : (options.stepping ?? defaultStepping());
  const compiled = mode === 'actor' ? undefined : compileChart(machine, definition.machineConfig);
  const stepping = compiled === undefined || 'unsupported' in compiled ? 'actor' : mode;
  if (compiled === undefined || 'unsupported' in compiled) return { stepper: new ActorStepper(machine, { host }, machineState, inspect), stepping };
  const bindings = stepBindings(definition, compiled.chart);
  if (mode !== 'shadow') return { stepper: new CompiledStepper(compiled.chart, bindings, host, machineState, { type: 'xstate.init', input: { host } }), stepping };
  // The twin copies the state before the compiled side runs anything.
  const twinHost = new RuntimeHost(stateCopy(host.state), definition.rules, definition.guards);
  const main = new CompiledStepper(compiled.chart, bindings, host, machineState, { type: 'xstate.init', input: { host } });
  const twin = new ActorStepper(machine, { host: twinHost }, machineState, undefined);
  return { stepper: new ShadowStepper(shadowSide(main, host, false), shadowSide(twin, twinHost, true)), stepping };
}

/** Sends `advance` while the statechart rests in a state that needs no player. */
export function advanceWhileAutomatic(stepper: Stepper): void {
  for (let steps = 0; ; steps++) {
    if (!stepper.hasTag(AUTO_TAG)) return;
    if (steps > MAX_AUTO_STEPS) throw new EngineError(`the statechart did not settle after ${MAX_AUTO_STEPS} automatic steps`);
    stepper.send({ type: ADVANCE });
  }
}

/** One side of the shadow check of stepping: its stepper, game state and emitted events. */
function shadowSide(stepper: Stepper, host: RuntimeHost<BaseState, unknown> | RuntimeHost<any, any>, ownsEvents: boolean): ShadowSide {
  // The game takes its own events from the host after each action; the twin's are dropped here.
  let seen: LoggedEvent[] | undefined;
  let count = 0;
  return {
    stepper,
    state: () => JSON.stringify(host.state),
    takeEvents: () => {
      const pending = host.pending;
      const from = pending === seen ? count : 0;
      const text = JSON.stringify(pending.slice(from));
      if (ownsEvents) host.pending = [];
      else [seen, count] = [pending, pending.length];
      return text;
    },
  };
}
