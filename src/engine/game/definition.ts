/**
 * A game's definition, and loading a mode into one: its rules (with `extends` and overrides),
 * its statechart, and the bindings between them. Every file is read through the
 * {@link DefinitionSource}.
 */
import type { AnyStateMachine } from 'xstate';
import { LoadError, violation, wordedIssue } from '../errors.js';
import { text } from '../i18n/load/messages.js';
import type { Catalogue, Messages } from '../i18n/catalogue.js';
import { fileText } from '../i18n/file-words.js';
import { formatPath } from '../json/json-path.js';
import type { BaseState, GameModule, Host } from './module.js';
import { loadRules, RulesChain, type CompiledGuard, type RulesRequest } from '../loading/rules.js';
import type { DefinitionSource } from '../loading/source.js';
import { loadMachine, type MachineIndex } from '../chart/statechart.js';
import { schemaFieldNames, wholeView, type WholeView } from '../json/whole-shape.js';

/** Everything needed to build a game once its definition files are loaded. */
export interface GameDefinition<S extends BaseState, R> {
  readonly mode: string;
  /** Overrides merged over the mode's rules file, if any (house rules, knobs). */
  readonly overrides: unknown;
  readonly module: GameModule<S, R, any>;
  readonly rules: R;
  readonly guards: ReadonlyMap<string, CompiledGuard<S>>;
  readonly machine: AnyStateMachine;
  readonly machineConfig: Readonly<Record<string, unknown>>;
  readonly index: MachineIndex;
}

/** A statechart's name: a file name in `machines/`, without `.json`. */
const MACHINE_NAME = /^[a-z0-9-]+$/;

export interface ModeRequest extends RulesRequest {
  /** Where statecharts are looked up by name; defaults to the package's `machines/`. */
  readonly machinesDir?: string;
}

/**
 * The name of the game a request's rules belong to (their `game` field, written in the file
 * or inherited), read before the game's schema is known.
 */
export function gameOfRequest(source: DefinitionSource, request: RulesRequest): string {
  if (request.mode !== undefined && request.value === undefined && request.file === undefined) return request.mode.split('/')[0] ?? '';
  const chain = new RulesChain(source, request);
  const game = chain.merged()['game'];
  if (typeof game !== 'string') {
    const { file, at } = chain.locate(['game']);
    throw new LoadError(file, [wordedIssue({ path: formatPath(at) }, text('rules.noGame'))]);
  }
  return game;
}

export function loadDefinition<S extends BaseState, R extends { machine: string }>(
  source: DefinitionSource,
  module: GameModule<S, R, unknown>,
  request: ModeRequest,
): GameDefinition<S, R> {
  const loaded = loadRules<R, S>(source, request, module.rulesSchema, module.selectors);
  const spoken = spokenGuards(loaded.guards, module.messages);
  const rules = rulesView(module)(module.resolveRules ? module.resolveRules(loaded.rules, loaded.references) : loaded.rules);
  if (!MACHINE_NAME.test(rules.machine)) {
    const { file, at } = loaded.references.locate(['machine']);
    throw new LoadError(file, [wordedIssue({ path: formatPath(at) }, text('rules.machineName'))]);
  }
  const machineFile = request.machinesDir === undefined ? source.machineLocation(rules.machine) : `${request.machinesDir}/${rules.machine}.json`;
  const guards = Object.fromEntries(
    [...spoken].map(([name, guard]) => [name, (host: Host<S, R>, event: { type: string }) => guard.test({ state: host.state, event }) === true]),
  );
  const machineRoot = machineFile.slice(0, machineFile.lastIndexOf('/'));
  const { machine, index, config } = loadMachine<Host<S, R>>(source.read(machineFile, machineRoot), machineFile, {
    guards,
    actions: module.machineActions,
  });
  // Overrides keep the name of the mode they change; rules that extend a mode are named by
  // their game and their own `mode` field.
  const name = loaded.baseMode ?? `${module.id}/${String((rules as { mode?: unknown }).mode)}`;
  return { mode: name, overrides: request.value, module, rules, guards: spoken, machine, machineConfig: config, index };
}

const rulesViews = new WeakMap<object, WholeView<any>>();

/**
 * The resolved rules as a whole view (json/whole-shape.ts): a mode's own rules and the same
 * rules with overrides (inline `extraCards`, a knob set) differ in which optional fields they
 * have, and every read of the rules (the card database, the Victory Score, a knob, on each
 * action) would otherwise meet one hidden class per set of fields in a process that plays both.
 */
function rulesView<R extends object>(module: GameModule<any, R, unknown>): WholeView<R> {
  let view = rulesViews.get(module) as WholeView<R> | undefined;
  if (view === undefined) {
    view = wholeView<R>(schemaFieldNames(module.rulesSchema));
    rulesViews.set(module, view);
  }
  return view;
}

/**
 * The guards, each refusal in the game's catalogues (`guard.<name>`) made from them, so that it
 * is handed out in a game's language; a guard whose rules file words its refusal otherwise
 * (a mode of one's own) keeps the file's words.
 */
function spokenGuards<S>(guards: ReadonlyMap<string, CompiledGuard<S>>, messages: Messages<Catalogue> | undefined): ReadonlyMap<string, CompiledGuard<S>> {
  if (messages === undefined) return guards;
  return new Map(
    [...guards].map(([name, guard]) => {
      const error = guard.error;
      const message = error === undefined ? undefined : fileText(messages, `guard.${name}`, error.message);
      if (error === undefined || typeof message !== 'object') return [name, guard];
      return [name, { ...guard, error: violation(error.code, message, error.rule) }];
    }),
  );
}
