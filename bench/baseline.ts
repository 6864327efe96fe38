/**
 * The bare XState baseline: a game's own statechart (`machines/<game>.json`) run by a plain
 * XState actor with no game behind it. Guards answer from a few flags, actions do nothing
 * (or flip a flag), and a fixed cycle of events walks the statechart through whole turns.
 *
 * Every event must take a transition: the loop checks that each send produced a new
 * snapshot or ran an action (XState keeps the same snapshot object for an event no state
 * takes, and for a targetless transition) and fails otherwise, so an actor stuck in one state
 * cannot pass for a fast one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createActor, setup, type AnyStateMachine } from 'xstate';
import { compileChart } from '../src/engine/chart/compiled-chart.js';
import { bindChart, CompiledStepper } from '../src/engine/chart/stepper.js';
import { MACHINES_DIR } from '../src/node/paths.js';
import { measure, type Cost } from './cpu.js';

export interface BareCycle {
  /** Guards that always hold; every other guard fails unless it is a flag. */
  readonly holds: readonly string[];
  /** Guards that read a flag, set and cleared by the named actions. */
  readonly flags?: Readonly<Record<string, { readonly setBy: string; readonly clearedBy: string }>>;
  /** Events from the initial state to the start of the first cycle. */
  readonly prelude: readonly string[];
  /** Events of one turn (or day), ending where the cycle starts again. */
  readonly cycle: readonly string[];
}

/** One cycle per game: a turn with two player actions between the automatic steps. */
export const BARE_CYCLES: Readonly<Record<string, BareCycle>> = {
  // setup.preparing → turn.awaken; then awaken, beginning, scoring, channel, draw lead to
  // Neutral Open, two units are played, the turn ends, and the next turn starts.
  riftbound: {
    holds: ['allMulligansDone', 'chainEmpty', 'isTurnPlayer'],
    prelude: ['advance'],
    cycle: ['advance', 'advance', 'advance', 'advance', 'advance', 'playUnit', 'playUnit', 'endTurn', 'advance', 'advance'],
  },
  // setup.preparing → morning; then morning and noon lead to the afternoon turn, two cards are
  // played, the player passes, and dusk and night lead to the next day's morning.
  altered: {
    holds: ['allManaDone', 'nothingPending', 'noModifierChoices', 'cleanupDone', 'isCurrentPlayer'],
    flags: { allPassed: { setBy: 'pass', clearedBy: 'noon' } },
    prelude: ['advance'],
    cycle: ['advance', 'advance', 'playCard', 'playCard', 'pass', 'advance', 'advance', 'advance', 'advance'],
  },
};

export interface BaselineResult {
  readonly game: string;
  readonly events: number;
  /** Events that took a transition: equal to `events`, or the baseline throws. */
  readonly transitions: number;
  readonly cost: Cost;
  /** CPU microseconds per event. */
  readonly cpuMicrosPerEvent: number;
  readonly eventsPerCpuSecond: number;
}

function guardNames(config: unknown): Set<string> {
  const names = new Set<string>();
  JSON.stringify(config, (key, value) => {
    if (key === 'guard' && typeof value === 'string') names.add(value);
    return value;
  });
  return names;
}

/**
 * Runs `cycles` cycles of `game`'s statechart in a bare actor and times them; or, with
 * `compiled`, through the runtime's compiled stepper (the table derived from the same machine)
 * with the same guards and actions, so the two cost per event compare directly.
 */
export function bareBaseline(game: string, cycles: number, spec: BareCycle | undefined = BARE_CYCLES[game], compiled = false): BaselineResult {
  if (!spec) throw new Error(`no bare cycle for ${game}; known: ${Object.keys(BARE_CYCLES).join(', ')}`);
  const { $schema: _schema, ...config } = JSON.parse(readFileSync(join(MACHINES_DIR, `${game}.json`), 'utf8')) as Record<string, unknown>;
  const flags = new Map<string, boolean>();
  const guards: Record<string, () => boolean> = {};
  for (const name of guardNames(config)) {
    if (spec.flags?.[name]) guards[name] = () => flags.get(name) === true;
    else {
      const value = spec.holds.includes(name);
      guards[name] = () => value;
    }
  }
  const effects = new Map<string, () => void>();
  for (const [flag, { setBy, clearedBy }] of Object.entries(spec.flags ?? {})) {
    effects.set(setBy, () => flags.set(flag, true));
    effects.set(clearedBy, () => flags.set(flag, false));
  }
  let actionsRun = 0;
  const count = () => {
    actionsRun++;
  };
  const actions = new Proxy({}, {
    get: (_t, name) => {
      const effect = effects.get(String(name));
      return effect ? () => (count(), effect()) : count;
    }, has: () => true, ownKeys: () => [], getOwnPropertyDescriptor: () => undefined });
  const machine = setup({ guards, actions: actions as never }).createMachine(config as never);
  const stepper = compiled ? compiledStepper(machine as unknown as AnyStateMachine, guards, actions as Record<string, () => void>) : undefined;
  const actor = stepper ? undefined : createActor(machine).start();

  let events = 0;
  let transitions = 0;
  const send = stepper
    ? (type: string) => {
        const before = stepper.microsteps;
        stepper.send({ type });
        events++;
        if (stepper.microsteps !== before) transitions++;
      }
    : (type: string) => {
        const a = actor as NonNullable<typeof actor>;
        const before = a.getSnapshot();
        const ran = actionsRun;
        a.send({ type } as never);
        events++;
        if (a.getSnapshot() !== before || actionsRun !== ran) transitions++;
      };
  for (const type of spec.prelude) send(type);
  const cost = measure(() => {
    for (let c = 0; c < cycles; c++) for (const type of spec.cycle) send(type);
  });
  const status = stepper ? (stepper.done ? 'done' : 'active') : (actor as NonNullable<typeof actor>).getSnapshot().status;
  actor?.stop();
  if (transitions !== events || status !== 'active') {
    throw new Error(`bare ${game} baseline${compiled ? ' (compiled)' : ''}: ${events - transitions} of ${events} events took no transition (status ${status}); its cycle no longer fits the statechart`);
  }
  const timed = cycles * spec.cycle.length;
  return { game, events, transitions, cost, cpuMicrosPerEvent: (cost.cpu * 1e6) / timed, eventsPerCpuSecond: timed / cost.cpu };
}

/** The runtime's compiled stepper over `machine`, calling the baseline's guards and actions. */
function compiledStepper(machine: AnyStateMachine, guards: Record<string, () => boolean>, actions: Record<string, () => void>): CompiledStepper<undefined> {
  const result = compileChart(machine);
  if ('unsupported' in result) throw new Error(`the compiled stepper does not take this statechart: ${result.unsupported}`);
  return new CompiledStepper(
    result.chart,
    bindChart(result.chart, (name) => guards[name] as () => boolean, (name) => actions[name] as () => void),
    undefined,
  );
}
