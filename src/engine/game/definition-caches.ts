/**
 * What the games of one definition share, worked out once per definition: its guards and
 * statechart actions as compiled steppers call them, and the frozen copies of its rules and
 * statechart config that games hand out.
 */
import type { CompiledChart } from '../chart/compiled-chart.js';
import { bindChart, type StepBindings } from '../chart/stepper.js';
import { EngineError } from '../errors.js';
import { deepFreeze, frozenCopy } from '../json/freeze.js';
import { withoutUndefinedFields } from '../json/whole-shape.js';
import type { GameDefinition } from './definition.js';
import type { RuntimeHost } from './host.js';
import type { BaseState } from './module.js';

const bindingsSeen = new WeakMap<object, StepBindings<RuntimeHost<any, any>>>();

/**
 * A definition's guards and statechart actions as its compiled chart's steppers call them
 * (as XState's bindings do): resolved once per definition, shared by its games.
 */
export function stepBindings<S extends BaseState, R>(definition: GameDefinition<S, R>, chart: CompiledChart): StepBindings<RuntimeHost<S, R>> {
  let bindings = bindingsSeen.get(definition) as StepBindings<RuntimeHost<S, R>> | undefined;
  if (bindings !== undefined) return bindings;
  const { guards, module } = definition;
  bindings = bindChart<RuntimeHost<S, R>>(
    chart,
    (name) => {
      const guard = guards.get(name);
      if (!guard) throw new EngineError(`no guard named ${name}`);
      return (host, event) => host.test(guard, event);
    },
    (name) => {
      const action = module.machineActions[name];
      if (!action) throw new EngineError(`no statechart action named ${name}`);
      return action;
    },
  );
  bindingsSeen.set(definition, bindings);
  return bindings;
}

const rulesSeen = new WeakMap<object, unknown>();
const machineConfigs = new WeakMap<object, Readonly<Record<string, unknown>>>();

/**
 * A definition's rules as `game.rules` hands them out: a deep-frozen copy, made once per
 * definition and shared by its games. Not the objects the games read, frozen in place: V8 reads
 * frozen arrays several times slower, and every game of the mode would then read its cards'
 * lists that way (a duel action took 3.7% more instructions). What game code keys by rule
 * objects (a card's compiled conditions, say) is worked out again for the copy's when a caller
 * hands it back (a scenario's expectations); no game writes its rules. The games read whole
 * views of their rules and cards (json/whole-shape.ts): the copy has the fields set only.
 */
export function frozenRules<R>(definition: { readonly rules: R }): R {
  let rules = rulesSeen.get(definition) as R | undefined;
  if (rules === undefined) rulesSeen.set(definition, (rules = deepFreeze(withoutUndefinedFields(structuredClone(definition.rules)))));
  return rules;
}

export function frozenMachineConfig(definition: { readonly machineConfig: Readonly<Record<string, unknown>> }): Readonly<Record<string, unknown>> {
  let config = machineConfigs.get(definition);
  if (config === undefined) machineConfigs.set(definition, (config = frozenCopy(definition.machineConfig)));
  return config;
}
