/**
 * Running scenarios: a position, then steps (actions, refusals, advancing, passing) and
 * expectations. A scenario stops at its first unmet expectation and says which step, what
 * was expected and what was found.
 */
import { gameOf, loadPosition } from '../api.js';
import { LoadError } from '../engine/errors.js';
import type { Game } from '../engine/game.js';
import { isPlainObject } from '../engine/json-file.js';
import { readJsonFile } from '../node/file-source.js';
import type { Action, BaseState, GameEvent, GameModule } from '../engine/module.js';
import { assertSchema } from '../engine/schema/validate.js';
import { resolveStateName, stateMatches } from '../engine/statechart.js';
import { firstUnmatched, matches } from '../engine/scenario/match.js';
import { scenarioSchemaFor, type Scenario, type ScenarioStep } from '../engine/scenario/schema.js';

export interface ScenarioFailure {
  /** The step's index (0-based), or -1 when the scenario could not be loaded. */
  readonly step: number;
  /** What was checked: `expect scores.A`, `do move`, `load`... */
  readonly what: string;
  readonly expected?: unknown;
  readonly actual?: unknown;
  readonly message: string;
}

export interface ScenarioResult {
  readonly file: string;
  readonly name: string;
  readonly passed: boolean;
  readonly steps: number;
  readonly failure?: ScenarioFailure;
}

/** One unmet expectation of a game-specific check. */
export interface Mismatch {
  readonly what: string;
  readonly expected: unknown;
  readonly actual: unknown;
}

const schemas = new WeakMap<object, object>();

/** The complete scenario schema of a game module (built once). */
export function scenarioSchemaOf(module: GameModule<any, any, any>): object {
  let schema = schemas.get(module);
  if (!schema) {
    schema = scenarioSchemaFor(module.id, module.positionSchema, module.expectations.schema);
    schemas.set(module, schema);
  }
  return schema;
}

class StepFailure extends Error {
  constructor(readonly failure: Omit<ScenarioFailure, 'step'>) {
    super(failure.message);
  }
}

function fail(what: string, message: string, expected?: unknown, actual?: unknown): never {
  throw new StepFailure({ what, message, ...(expected === undefined ? {} : { expected }), ...(actual === undefined ? {} : { actual }) });
}

const GENERIC = new Set(['state', 'over', 'events', 'noEvents', 'legal', 'notLegal']);

class Runner {
  private since: GameEvent[] = [];

  constructor(
    private readonly game: Game<BaseState, unknown>,
    private readonly module: GameModule<any, any, any>,
  ) {}

  record(events: readonly GameEvent[]): void {
    this.since.push(...events);
  }

  apply(action: Action, what: string): void {
    const result = this.game.apply(action);
    if (!result.ok) fail(what, `refused: ${result.error.code} (${result.error.message})`, 'accepted', result.error.code);
    this.record(result.events);
  }

  step(step: ScenarioStep): void {
    if ('do' in step) {
      const actions = (Array.isArray(step.do) ? step.do : [step.do]) as Action[];
      actions.forEach((action, i) => this.apply(action, `do ${action.type}${actions.length > 1 ? ` #${i + 1}` : ''}`));
    } else if ('reject' in step) {
      const result = this.game.apply(step.reject);
      if (result.ok) {
        this.record(result.events);
        fail(`reject ${step.reject.type}`, `accepted, expected refusal ${step.code}`, step.code, 'accepted');
      }
      if (result.error.code !== step.code) fail(`reject ${step.reject.type}`, `refused with another code: ${result.error.message}`, step.code, result.error.code);
    } else if ('advance' in step) {
      this.advance(step.advance);
    } else if ('pass' in step) {
      this.passShowdown();
    } else if ('expect' in step) {
      this.expect(step.expect as Record<string, unknown>);
      this.since = [];
    }
  }

  advance(target: string): void {
    const state = resolveStateName(target, this.game.definitionIndex);
    if (!state) fail('advance', `no state of the statechart is named ${JSON.stringify(target)}`, target);
    for (let i = 0; !stateMatches(this.game.machineState, state); i++) {
      if (this.game.over || !this.game.automatic || i > 10_000) {
        const why = this.game.over ? 'the game is over' : 'it waits for a player';
        fail('advance', `stopped in ${this.game.machineState}: ${why}`, state, this.game.machineState);
      }
      const result = this.game.advance();
      if (result.ok) this.record(result.events);
    }
  }

  /** The seat that may pass now, if any. */
  private passer(): string | undefined {
    return this.game.seats.find((s) => this.game.legalActions(s).some((a) => a.type === 'pass'));
  }

  /** Passes until the statechart leaves the state that holds the showdown in progress. */
  passShowdown(): void {
    if (!this.passer()) fail('pass showdown', `nobody can pass in ${this.game.machineState}`, 'a showdown', this.game.machineState);
    const scope = this.game.machineState.split('.').slice(0, -1).join('.');
    const next = () => (stateMatches(this.game.machineState, scope) ? this.passer() : undefined);
    for (let i = 0, seat = next(); seat !== undefined; i++, seat = next()) {
      if (i > 1_000) fail('pass showdown', `passing never ends in ${this.game.machineState}`);
      this.apply({ type: 'pass', seat }, 'pass showdown');
    }
  }

  expect(expected: Record<string, unknown>): void {
    const game = this.game;
    if (expected['state'] !== undefined && !stateMatches(game.machineState, String(expected['state']))) {
      fail('expect state', 'another statechart state', expected['state'], game.machineState);
    }
    if (expected['over'] !== undefined && expected['over'] !== game.over) fail('expect over', 'the game is not as expected', expected['over'], game.over);
    const events = (expected['events'] ?? []) as Record<string, unknown>[];
    const missing = firstUnmatched(this.since, events);
    if (missing >= 0) {
      fail(`expect events[${missing}]`, 'no such event (in order) since the previous expect', events[missing], this.since.map((e) => e.type));
    }
    for (const [i, pattern] of ((expected['noEvents'] ?? []) as Record<string, unknown>[]).entries()) {
      const found = this.since.find((e) => matches(e, pattern));
      if (found) fail(`expect noEvents[${i}]`, 'an event that should not have happened did', pattern, found);
    }
    for (const [key, wanted] of [['legal', true], ['notLegal', false]] as const) {
      for (const [i, pattern] of ((expected[key] ?? []) as Record<string, unknown>[]).entries()) {
        const legal = game.legalActions(String(pattern['seat']));
        if (legal.some((a) => matches(a, pattern)) !== wanted) {
          fail(`expect ${key}[${i}]`, wanted ? 'no legal action matches' : 'a legal action matches', pattern, legal);
        }
      }
    }
    const specific = Object.fromEntries(Object.entries(expected).filter(([k]) => !GENERIC.has(k)));
    const [mismatch] = this.module.expectations.check(game.liveState, game.rules, specific);
    if (mismatch) fail(`expect ${mismatch.what}`, 'not as expected', mismatch.expected, mismatch.actual);
  }
}

/** Runs one scenario (already parsed); `file` names it in results and errors. */
export function runScenario(json: unknown, file: string): ScenarioResult {
  const name = isPlainObject(json) && typeof json['name'] === 'string' ? json['name'] : file;
  let steps: readonly ScenarioStep[] = [];
  let index = -1;
  try {
    const position = isPlainObject(json) ? json['position'] : undefined;
    const mode = isPlainObject(position) && typeof position['mode'] === 'string' ? position['mode'] : undefined;
    if (!mode) throw new LoadError(file, [{ path: '$.position.mode', message: 'a scenario\'s position names its mode' }]);
    const module = gameOf(mode);
    assertSchema<Scenario>(scenarioSchemaOf(module), json, file);
    steps = json.steps;
    const game = positionOf(json.position, file);
    const runner = new Runner(game, module);
    for (index = 0; index < steps.length; index++) runner.step(steps[index] as ScenarioStep);
    game.dispose();
    return { file, name, passed: true, steps: steps.length };
  } catch (error) {
    if (error instanceof StepFailure) return { file, name, passed: false, steps: steps.length, failure: { step: index, ...error.failure } };
    if (error instanceof LoadError) {
      // A fault of this file by its paths; one of another file (a rules or card file) with its name.
      const message = error.file === file ? error.issues.map((i) => `${i.path}: ${i.message}`).join('; ') : error.message;
      return { file, name, passed: false, steps: steps.length, failure: { step: -1, what: 'load', message } };
    }
    throw error;
  }
}

/** The scenario's position as a game; its faults located in the scenario file (under `$.position`). */
function positionOf(position: unknown, file: string): Game {
  try {
    return loadPosition(position, file);
  } catch (error) {
    if (!(error instanceof LoadError) || error.file !== file) throw error;
    throw new LoadError(file, error.issues.map((i) => ({ ...i, path: i.path.replace(/^\$/, '$.position') })));
  }
}

export function runScenarioFile(file: string): ScenarioResult {
  try {
    return runScenario(readJsonFile(file), file);
  } catch (error) {
    if (error instanceof LoadError) {
      return { file, name: file, passed: false, steps: 0, failure: { step: -1, what: 'load', message: error.message } };
    }
    throw error;
  }
}

/** One line for a result: `✓ name` or `✗ name: step 3 (expect scores.A): expected 8, got 7`. */
export function describeResult(result: ScenarioResult): string {
  if (result.passed) return `✓ ${result.name} (${result.file}, ${result.steps} steps)`;
  const f = result.failure as ScenarioFailure;
  const where = f.step < 0 ? f.what : `step ${f.step + 1} (${f.what})`;
  const detail = f.expected === undefined && f.actual === undefined ? f.message : `${f.message}: expected ${JSON.stringify(f.expected)}, got ${JSON.stringify(f.actual)}`;
  return `✗ ${result.name} (${result.file}): ${where}: ${detail}`;
}
