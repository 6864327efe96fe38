/**
 * Running scenarios: a position (or a new game), then steps (actions, refusals, advancing,
 * passing) and expectations. A step that cannot be taken (an action refused, a state never
 * reached) stops the scenario; unmet expectations do not: every one of them is reported.
 * A scenario may instead expect its position or new game to be refused.
 */
import { createGame, gameOf, loadPosition } from '../api.js';
import { LoadError, refusalText, reissued, wordedIssue, type LoadIssue } from '../engine/errors.js';
import type { Game } from '../engine/game/game.js';
import { isPlainObject } from '../engine/json/json-file.js';
import { readJsonFile } from '../node/file-source.js';
import type { Action, BaseState, GameEvent, GameModule } from '../engine/game/module.js';
import { assertSchema } from '../engine/schema/validate.js';
import { resolveStateName, stateMatches, type MachineIndex } from '../engine/chart/statechart.js';
import { firstUnmatched, matches, matchesValue } from '../engine/scenario/match.js';
import { scenarioSchemaFor, type Scenario, type ScenarioStep } from '../engine/scenario/schema.js';
import { assertValueSize } from '../engine/json/value-size.js';
import type { Text } from '../engine/i18n/catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from '../engine/i18n/language.js';
import { counted as countedSteps, text as scenarioText } from './i18n/messages.js';

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
  /** The first failure, if any. */
  readonly failure?: ScenarioFailure;
  /** Every failure: the unmet expectations, and the step that stopped the scenario if one did. */
  readonly failures: readonly ScenarioFailure[];
}

/** How a scenario is played, beyond its own steps. */
export interface RunOptions {
  /**
   * Called with the game after each action the scenario has accepted (its `do`, and the passes
   * `advance` and `pass` make): checks of the caller's own on every state a scenario reaches,
   * like a snapshot's round trip. What it throws stops the run and is thrown on.
   */
  readonly afterAction?: (game: Game) => void;
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

/** The catalogue text of each failure's message, to word it in any language (results stay plain JSON). */
const failureWords = new WeakMap<ScenarioFailure | Omit<ScenarioFailure, 'step'>, Text>();

/** A failure whose message is a catalogue text: English as made, kept to be worded in another language. */
function failure(what: string, words: Text, expected?: unknown, actual?: unknown): Omit<ScenarioFailure, 'step'> {
  const made = { what, message: words.in(DEFAULT_LANGUAGE), ...(expected === undefined ? {} : { expected }), ...(actual === undefined ? {} : { actual }) };
  failureWords.set(made, words);
  return made;
}

/** `f` at step `step`, its words kept. */
function atStep(step: number, f: Omit<ScenarioFailure, 'step'>): ScenarioFailure {
  const placed = { step, ...f };
  const words = failureWords.get(f);
  if (words !== undefined) failureWords.set(placed, words);
  return placed;
}

class StepFailure extends Error {
  constructor(readonly failure: Omit<ScenarioFailure, 'step'>) {
    super(failure.message);
  }
}

function fail(what: string, words: Text, expected?: unknown, actual?: unknown): never {
  throw new StepFailure(failure(what, words, expected, actual));
}

const GENERIC = new Set(['state', 'over', 'events', 'noEvents', 'legal', 'notLegal', 'legalCount', 'view', 'seatEvents']);

/** The code a load fault without a code of its own reports. */
export const DEFAULT_FAULT_CODE = 'INVALID';

/** A pass, of whatever kind: these events are what passing makes, not "something changing". */
const PASS_EVENT = /(^p|P)assed$/;

class Runner {
  private since: GameEvent[] = [];
  /** The same events as each seat received them, private parts included. */
  private sinceBySeat: Record<string, GameEvent[]> = {};
  /** Unmet expectations so far (they do not stop the scenario). */
  readonly unmet: Omit<ScenarioFailure, 'step'>[] = [];

  constructor(
    private readonly game: Game<BaseState, unknown>,
    private readonly module: GameModule<any, any, any>,
    private readonly options: RunOptions,
  ) {}

  record(result: { readonly events: readonly GameEvent[]; readonly bySeat: Readonly<Record<string, readonly GameEvent[]>> }): void {
    this.since.push(...result.events);
    for (const [seat, events] of Object.entries(result.bySeat)) (this.sinceBySeat[seat] ??= []).push(...events);
  }

  apply(action: Action, what: string): void {
    const result = this.game.apply(action);
    if (!result.ok) fail(what, scenarioText('failure.refused', { code: result.error.code, message: refusalText(result.error) }), 'accepted', result.error.code);
    this.record(result);
    this.options.afterAction?.(this.game);
  }

  step(step: ScenarioStep): void {
    if ('do' in step) {
      const actions = (Array.isArray(step.do) ? step.do : [step.do]) as Action[];
      actions.forEach((action, i) => this.apply(action, `do ${action.type}${actions.length > 1 ? ` #${i + 1}` : ''}`));
    } else if ('reject' in step) {
      const wanted = step.code ?? 'refused';
      const result = this.game.apply(step.reject);
      if (result.ok) {
        this.record(result);
        fail(`reject ${step.reject.type}`, scenarioText('failure.notRefused', { code: wanted }), wanted, 'accepted');
      }
      if (step.code !== undefined && result.error.code !== step.code) fail(`reject ${step.reject.type}`, scenarioText('failure.otherCode', { message: refusalText(result.error) }), step.code, result.error.code);
    } else if ('advance' in step) {
      this.advance(step.advance, step.passing === true);
    } else if ('pass' in step) {
      if (step.pass === 'all') this.passAll();
      else this.passShowdown();
    } else if ('expect' in step) {
      this.expect(step.expect as Record<string, unknown>);
      this.since = [];
      this.sinceBySeat = {};
    }
  }

  /** Runs automatic steps (and, with `passing`, players' passes) until the statechart is in `target`. */
  advance(target: string, passing: boolean): void {
    const state = resolveStateName(target, this.game.definitionIndex);
    if (!state) fail('advance', scenarioText('failure.noSuchState', { name: JSON.stringify(target) }), target);
    for (let i = 0; !stateMatches(this.game.machineState, state); i++) {
      const passer = !this.game.over && !this.game.automatic && passing ? this.passer() : undefined;
      if (this.game.over || (!this.game.automatic && passer === undefined) || i > 10_000) {
        const why = scenarioText(this.game.over ? 'failure.stopped.over' : i > 10_000 ? 'failure.stopped.never' : passing ? 'failure.stopped.noPasser' : 'failure.stopped.player');
        fail('advance', scenarioText('failure.stopped', { state: this.game.machineState, why }), state, this.game.machineState);
      }
      if (passer !== undefined) {
        this.apply({ type: 'pass', seat: passer }, 'advance (pass)');
        continue;
      }
      const result = this.game.advance();
      if (result.ok) this.record(result);
    }
  }

  /** Every player who may pass does, in turn, until the statechart state changes or an event other than a pass happens. */
  passAll(): void {
    const start = this.game.machineState;
    if (!this.passer()) fail('pass all', scenarioText('failure.nobodyPasses', { state: start }), 'a player who may pass', start);
    for (let i = 0; ; i++) {
      const seat = this.game.machineState === start ? this.passer() : undefined;
      if (seat === undefined) return;
      if (i > 1_000) fail('pass all', scenarioText('failure.passingNeverEnds', { state: start }));
      const result = this.game.apply({ type: 'pass', seat });
      if (!result.ok) fail('pass all', scenarioText('failure.refused', { code: result.error.code, message: refusalText(result.error) }), 'accepted', result.error.code);
      this.record(result);
      if (result.events.some((e) => !PASS_EVENT.test(e.type))) return;
    }
  }

  /** The seat that may pass now, if any. */
  private passer(): string | undefined {
    return this.game.seats.find((s) => this.game.legalActions(s).some((a) => a.type === 'pass'));
  }

  /** Passes until the statechart leaves the state that holds the showdown in progress. */
  passShowdown(): void {
    if (!this.passer()) fail('pass showdown', scenarioText('failure.nobodyPasses', { state: this.game.machineState }), 'a showdown', this.game.machineState);
    const scope = this.game.machineState.split('.').slice(0, -1).join('.');
    const next = () => (stateMatches(this.game.machineState, scope) ? this.passer() : undefined);
    for (let i = 0, seat = next(); seat !== undefined; i++, seat = next()) {
      if (i > 1_000) fail('pass showdown', scenarioText('failure.passingNeverEnds', { state: this.game.machineState }));
      this.apply({ type: 'pass', seat }, 'pass showdown');
    }
  }

  /** Checks every expectation of one step; the unmet ones are added to `unmet`. */
  expect(expected: Record<string, unknown>): void {
    const game = this.game;
    const miss = (what: string, words: Text, want: unknown, actual: unknown) => this.unmet.push(failure(what, words, want, actual));
    if (expected['state'] !== undefined) {
      // A short name, as positions and `advance` take it (checked at load to name one state), or a path.
      const name = String(expected['state']);
      if (!stateMatches(game.machineState, resolveStateName(name, game.definitionIndex) ?? name)) miss('expect state', scenarioText('failure.otherState'), expected['state'], game.machineState);
    }
    if (expected['over'] !== undefined && expected['over'] !== game.over) miss('expect over', scenarioText('failure.gameNotAsExpected'), expected['over'], game.over);
    const events = (expected['events'] ?? []) as Record<string, unknown>[];
    const missing = firstUnmatched(this.since, events);
    if (missing >= 0) {
      miss(`expect events[${missing}]`, scenarioText('failure.noSuchEvent'), events[missing], this.since.map((e) => e.type));
    }
    for (const [i, pattern] of ((expected['noEvents'] ?? []) as Record<string, unknown>[]).entries()) {
      const found = this.since.find((e) => matches(e, pattern));
      if (found) miss(`expect noEvents[${i}]`, scenarioText('failure.forbiddenEvent'), pattern, found);
    }
    for (const [key, wanted] of [['legal', true], ['notLegal', false]] as const) {
      for (const [i, pattern] of ((expected[key] ?? []) as Record<string, unknown>[]).entries()) {
        const legal = game.legalActions(String(pattern['seat']));
        if (legal.some((a) => matches(a, pattern)) !== wanted) {
          miss(`expect ${key}[${i}]`, scenarioText(wanted ? 'failure.noLegalMatch' : 'failure.legalMatches'), pattern, legal);
        }
      }
    }
    for (const [i, { pattern, count }] of ((expected['legalCount'] ?? []) as { pattern: Record<string, unknown>; count: number }[]).entries()) {
      const legal = game.legalActions(String(pattern['seat']));
      const found = legal.filter((a) => matches(a, pattern));
      if (found.length !== count) miss(`expect legalCount[${i}]`, scenarioText('failure.legalCount', { found: found.length, count }), count, found);
    }
    for (const [seat, patterns] of Object.entries((expected['seatEvents'] ?? {}) as Record<string, Record<string, unknown>[]>)) {
      if (!game.seats.includes(seat)) {
        miss(`expect seatEvents.${seat}`, scenarioText('failure.noSuchSeat'), patterns, game.seats);
        continue;
      }
      const received = this.sinceBySeat[seat] ?? [];
      const unmatched = firstUnmatched(received, patterns);
      if (unmatched >= 0) miss(`expect seatEvents.${seat}[${unmatched}]`, scenarioText('failure.noSeatEvent'), patterns[unmatched], received);
    }
    for (const [seat, pattern] of Object.entries((expected['view'] ?? {}) as Record<string, unknown>)) {
      if (!game.seats.includes(seat)) miss(`expect view.${seat}`, scenarioText('failure.noSuchSeat'), pattern, game.seats);
      else {
        const view = game.view(seat);
        if (!matchesValue(view, pattern)) miss(`expect view.${seat}`, scenarioText('failure.notSeen'), pattern, view);
      }
    }
    const specific = Object.fromEntries(Object.entries(expected).filter(([k]) => !GENERIC.has(k)));
    for (const mismatch of this.module.expectations.check(game.liveState, game.liveRules, specific)) {
      miss(`expect ${mismatch.what}`, scenarioText('failure.notAsExpected'), mismatch.expected, mismatch.actual);
    }
  }
}

/** The mode a scenario plays: its position's or its new game's. */
function modeOf(json: unknown, file: string): string {
  const start = isPlainObject(json) ? (json['position'] ?? json['game']) : undefined;
  const mode = isPlainObject(start) && typeof start['mode'] === 'string' ? start['mode'] : undefined;
  if (!mode) throw new LoadError(file, [wordedIssue({ path: isPlainObject(json) && 'game' in json ? '$.game.mode' : '$.position.mode' }, scenarioText('load.mode'))]);
  return mode;
}

/**
 * A scenario's shape checked (a position expected to be refused is checked by loading it, so
 * only its mode is required here).
 */
export function checkScenario(json: unknown, file: string): { scenario: Scenario; module: GameModule<any, any, any> } {
  assertValueSize(json, file);
  const module = gameOf(modeOf(json, file));
  const refusedPosition = isPlainObject(json) && 'refused' in json && isPlainObject(json['position']);
  const shape = refusedPosition ? { ...(json as Record<string, unknown>), position: { mode: (json as { position: { mode: string } }).position.mode } } : json;
  assertSchema<Scenario>(scenarioSchemaOf(module), shape, file);
  return { scenario: json as Scenario, module };
}

/** Every state the steps name exists in the statechart the scenario plays (else they could never run). */
export function checkStates(scenario: Scenario, index: MachineIndex, file: string): void {
  const issues: LoadIssue[] = [];
  (scenario.steps ?? []).forEach((step, i) => {
    const named: [string, string | undefined][] = [];
    if ('advance' in step) named.push(['advance', step.advance]);
    if ('expect' in step) named.push(['expect.state', (step.expect as { state?: string }).state]);
    for (const [key, name] of named) {
      if (name !== undefined && !resolveStateName(name, index)) {
        issues.push(wordedIssue({ path: `$.steps[${i}].${key}`, code: 'UNKNOWN_STATE' }, scenarioText('load.noState', { state: JSON.stringify(name) })));
      }
    }
  });
  if (issues.length) throw new LoadError(file, issues);
}

/** The game a scenario starts from; its faults located in the scenario file (under `$.position` or `$.game`). */
export function startOf(scenario: Scenario, file: string): Game {
  if (scenario.position !== undefined) return positionOf(scenario.position, file);
  const options = scenario.game as NonNullable<Scenario['game']>;
  try {
    return createGame(options as Parameters<typeof createGame>[0]);
  } catch (error) {
    if (!(error instanceof LoadError)) throw error;
    // createGame names its own faults `setup`, at paths of its options, and a deck's `decks[i]`, at paths in that deck.
    const within = error.file === 'setup' ? '$.game' : /^decks\[\d+\]$/.test(error.file) ? `$.game.${error.file}` : undefined;
    if (within === undefined) throw error;
    throw new LoadError(file, error.issues.map((i) => reissued(i, { path: i.path.replace(/^\$/, within) })));
  }
}

/** Whether a load fault is the one a scenario's `refused` describes. */
function isRefusal(issue: LoadIssue, wanted: NonNullable<Scenario['refused']>): boolean {
  return (
    (wanted.code === undefined || (issue.code ?? DEFAULT_FAULT_CODE) === wanted.code) &&
    (wanted.path === undefined || issue.path === wanted.path) &&
    (wanted.message === undefined || issue.message.includes(wanted.message))
  );
}

/** A scenario whose position or new game must be refused. */
function runRefusal(scenario: Scenario, file: string, name: string): ScenarioResult {
  const wanted = scenario.refused as NonNullable<Scenario['refused']>;
  const result = (unmet?: Omit<ScenarioFailure, 'step'>): ScenarioResult => {
    if (unmet === undefined) return { file, name, passed: true, steps: 0, failures: [] };
    const placed = atStep(-1, unmet);
    return { file, name, passed: false, steps: 0, failure: placed, failures: [placed] };
  };
  try {
    startOf(scenario, file).dispose();
  } catch (error) {
    if (!(error instanceof LoadError)) throw error;
    const issues = error.issues.map((i) => ({ ...i, code: i.code ?? DEFAULT_FAULT_CODE }));
    const found = error.file === file ? error.issues.some((i) => isRefusal(i, wanted)) : wanted.path === undefined && error.issues.some((i) => isRefusal(i, wanted));
    return found ? result() : result(failure('refused', scenarioText('failure.refusedOtherwise', { message: error.message }), wanted, issues));
  }
  return result(failure('refused', scenarioText('failure.notRefusedAtLoad'), wanted, 'loaded'));
}

/** Runs one scenario (already parsed); `file` names it in results and errors. */
export function runScenario(json: unknown, file: string, options: RunOptions = {}): ScenarioResult {
  const name = isPlainObject(json) && typeof json['name'] === 'string' ? json['name'] : file;
  let steps: readonly ScenarioStep[] = [];
  let index = -1;
  const failures: ScenarioFailure[] = [];
  const finish = (): ScenarioResult => ({ file, name, passed: failures.length === 0, steps: steps.length, ...(failures[0] ? { failure: failures[0] } : {}), failures });
  try {
    const { scenario, module } = checkScenario(json, file);
    if (scenario.refused !== undefined) return runRefusal(scenario, file, name);
    steps = scenario.steps ?? [];
    const game = startOf(scenario, file);
    try {
      checkStates(scenario, game.definitionIndex, file);
    } catch (error) {
      game.dispose();
      throw error;
    }
    const runner = new Runner(game, module, options);
    const collect = (step: number) => failures.push(...runner.unmet.splice(0).map((f) => atStep(step, f)));
    try {
      for (index = 0; index < steps.length; index++) {
        runner.step(steps[index] as ScenarioStep);
        collect(index);
      }
    } finally {
      game.dispose();
    }
    return finish();
  } catch (error) {
    if (error instanceof StepFailure) {
      failures.push(atStep(index, error.failure));
      return finish();
    }
    if (error instanceof LoadError) {
      // A fault of this file by its paths; one of another file (a rules or card file) with its name.
      const message = error.file === file ? error.issues.map((i) => `${i.path}: ${i.message}`).join('; ') : error.message;
      failures.push({ step: -1, what: 'load', message });
      return finish();
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
    throw new LoadError(file, error.issues.map((i) => reissued(i, { path: i.path.replace(/^\$/, '$.position') })));
  }
}

export function runScenarioFile(file: string, options: RunOptions = {}): ScenarioResult {
  try {
    return runScenario(readJsonFile(file), file, options);
  } catch (error) {
    if (error instanceof LoadError) {
      const failure = { step: -1, what: 'load', message: error.message };
      return { file, name: file, passed: false, steps: 0, failure, failures: [failure] };
    }
    throw error;
  }
}

/**
 * One failure in words: `step 3 (expect scores.A): not as expected: expected 8, got 7`. What
 * was checked (`expect scores.A`) is the scenario's own key; a message of a load fault is the
 * loader's words, in English.
 */
function describeFailure(f: ScenarioFailure): Text {
  const where = f.step < 0 ? f.what : scenarioText('failure.atStep', { step: f.step + 1, what: f.what });
  const message = failureWords.get(f) ?? f.message;
  const detail = f.expected === undefined && f.actual === undefined ? message : scenarioText('failure.expected', { message, expected: JSON.stringify(f.expected), actual: JSON.stringify(f.actual) });
  return scenarioText('failure.line', { where, detail });
}

/**
 * A result in words, in `lang` (English by default): `✓ name (file, n steps)`, or `✗ name
 * (file): ` and its first failure, then each further failure on a line of its own.
 */
export function describeResult(result: ScenarioResult, lang: Language = DEFAULT_LANGUAGE): string {
  if (result.passed) return scenarioText('result.passed', { name: result.name, file: result.file, steps: countedSteps('step', result.steps) }).in(lang);
  const [first, ...more] = result.failures.length ? result.failures : [result.failure as ScenarioFailure];
  const failed = scenarioText('result.failed', { name: result.name, file: result.file, failure: describeFailure(first as ScenarioFailure) });
  return [failed.in(lang), ...more.map((f) => `    ${describeFailure(f).in(lang)}`)].join('\n');
}
