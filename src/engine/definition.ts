/**
 * Loading a mode: its rules (with `extends`), its statechart, and the bindings between them.
 * Definitions are cached per mode, so creating many games (bots, benchmarks) loads once.
 */
import { join } from 'node:path';
import { LoadError } from './errors.js';
import type { GameDefinition } from './game.js';
import { readJsonFile } from './json-file.js';
import type { BaseState, GameModule, Host } from './module.js';
import { MACHINES_DIR, RULES_DIR } from './paths.js';
import { loadRules } from './rules.js';
import { loadMachine } from './statechart.js';

export interface ModeFiles {
  /** The mode rules file. */
  readonly rulesFile: string;
  /** Overrides merged over the rules (house rules, scenario knobs). */
  readonly overrides?: unknown;
  /** Where statecharts are looked up by name; defaults to the package's `machines/`. */
  readonly machinesDir?: string;
}

/** `riftbound/duel` is `rules/riftbound/duel.json` of the package. */
export function modeFile(mode: string): string {
  if (!/^[a-z0-9-]+\/[a-z0-9-]+$/.test(mode)) throw new LoadError(mode, [{ path: '$', message: 'a mode is written game/mode, like riftbound/duel' }]);
  return join(RULES_DIR, `${mode}.json`);
}

export function loadDefinition<S extends BaseState, R extends { machine: string }>(
  module: GameModule<S, R, unknown>,
  mode: string,
  files: ModeFiles,
): GameDefinition<S, R> {
  const loaded = loadRules<R, S>(files.rulesFile, module.rulesSchema, module.selectors, files.overrides);
  const rules = module.resolveRules ? module.resolveRules(loaded.rules, loaded.files[0] as string) : loaded.rules;
  const machineFile = join(files.machinesDir ?? MACHINES_DIR, `${rules.machine}.json`);
  const guards = Object.fromEntries(
    [...loaded.guards].map(([name, guard]) => [name, (host: Host<S, R>, event: { type: string }) => guard.test({ state: host.state, event }) === true]),
  );
  const { machine, index, config } = loadMachine<Host<S, R>>(readJsonFile(machineFile), machineFile, {
    guards,
    actions: module.machineActions,
  });
  return { mode, overrides: files.overrides, module, rules, guards: loaded.guards, machine, machineConfig: config, index };
}
