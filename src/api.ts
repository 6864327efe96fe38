/**
 * The public entry points: create, restore and replay games by mode name.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { InspectionEvent, Observer } from 'xstate';
import { loadDefinition, modeFile } from './engine/definition.js';
import { LoadError } from './engine/errors.js';
import { Game, replayGame, type GameDefinition, type GameRecord, type Snapshot } from './engine/game.js';
import { faultInPosition, rulesWithInlineCards, type BaseState, type GameModule } from './engine/module.js';
import { RULES_DIR } from './engine/paths.js';
import { GAMES } from './games/index.js';
import { isPlainObject } from './engine/json-file.js';
import { assertSchema } from './engine/schema/validate.js';
import { assertCreateOptions, assertPositionBounded, assertRecordFrame, assertSnapshotFits, assertSnapshotFrame } from './engine/snapshot-check.js';

export interface CreateGameOptions {
  /** `game/mode`, like `riftbound/duel`: the file `rules/riftbound/duel.json`. */
  readonly mode: string;
  /** Every random draw of the game follows from it. */
  readonly seed: number;
  /** Player names in seating order. */
  readonly seats?: readonly string[];
  /** One deck per seat in seating order: a ready-made deck name or a deck object. */
  readonly decks?: readonly unknown[];
  /** Overrides merged over the mode rules: house rules and knobs, without a new file. */
  readonly rules?: Readonly<Record<string, unknown>>;
}

export interface RuntimeOptions {
  /** Receives XState inspection events, such as `@statelyai/inspect`'s `inspector.inspect`. */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

const definitions = new Map<string, GameDefinition<BaseState, unknown>>();

/** The game module of a mode, by the first part of its name. */
// Modules are typed by their own state and rules; the registry only dispatches by name.
export function gameOf(mode: string): GameModule<any, any, any> {
  const id = mode.split('/')[0] ?? '';
  const module = GAMES[id];
  if (!module) throw new LoadError(mode, [{ path: '$', message: `unknown game ${JSON.stringify(id)}; known: ${Object.keys(GAMES).join(', ')}` }]);
  return module;
}

/** Loads (once, then from cache) the definition of a mode with optional rule overrides. */
export function loadMode(mode: string, overrides?: unknown): GameDefinition<BaseState, unknown> {
  const key = overrides === undefined ? mode : `${mode}\u0000${JSON.stringify(overrides)}`;
  let definition = definitions.get(key);
  if (!definition) {
    const module = gameOf(mode);
    // A copy: the cached definition must not change when the caller changes its object.
    const own = overrides === undefined ? undefined : structuredClone(overrides);
    definition = loadDefinition(module, mode, { rulesFile: modeFile(mode), ...(own === undefined ? {} : { overrides: own }) });
    definitions.set(key, definition);
  }
  return definition;
}

/** Every mode the package ships, like `riftbound/duel`. */
export function listModes(): string[] {
  return Object.keys(GAMES).flatMap((game) =>
    readdirSync(join(RULES_DIR, game))
      .filter((f) => f.endsWith('.json') && f !== 'base.json')
      .map((f) => `${game}/${f.replace(/\.json$/, '')}`)
      .sort(),
  );
}

function setupOf(options: CreateGameOptions): Record<string, unknown> {
  const { mode: _mode, rules: _rules, ...setup } = options;
  return { ...setup };
}

/** A new game, resting where the first player must act (the first mulligan). */
export function createGame<S extends BaseState = BaseState>(options: CreateGameOptions, runtime: RuntimeOptions = {}): Game<S> {
  assertCreateOptions(options);
  const definition = loadMode(options.mode, options.rules);
  const record: GameRecord = { format: 'rulegraph/record@1', start: { setup: { mode: options.mode, ...(options.rules ? { rules: options.rules } : {}), ...setupOf(options) } }, actions: [] };
  return replayGame(definition, record, runtime) as unknown as Game<S>;
}

/**
 * A game continued from a snapshot. The snapshot is checked first (its frame, the statechart
 * state, and the state by the game's schema and invariants); a fault throws a LoadError
 * with JSON paths, like `$.state.teams[0].score`.
 */
export function restoreGame<S extends BaseState = BaseState>(snapshot: Snapshot, runtime: RuntimeOptions = {}): Game<S> {
  assertSnapshotFrame(snapshot);
  const definition = loadMode(snapshot.mode, snapshot.rules);
  assertSnapshotFits(snapshot, definition);
  return replayGame(definition, { format: 'rulegraph/record@1', start: { snapshot }, actions: [] }, runtime) as unknown as Game<S>;
}

/**
 * A game continuing from a position: a hand-written description of a game in progress
 * (docs/scenarios.md). `file` names the source in errors.
 */
export function loadPosition<S extends BaseState = BaseState>(position: unknown, file = 'position', runtime: RuntimeOptions = {}): Game<S> {
  const mode = isPlainObject(position) && typeof position['mode'] === 'string' ? position['mode'] : undefined;
  if (mode === undefined) throw new LoadError(file, [{ path: '$.mode', message: 'a position names its mode, like riftbound/duel' }]);
  const game = gameOf(mode);
  assertPositionBounded(position as Record<string, unknown>, file);
  const rules = game.positionRules(position as Record<string, unknown>);
  let definition: GameDefinition<BaseState, unknown>;
  try {
    definition = loadMode(mode, rules);
  } catch (error) {
    // Faults located in the rules a position implies can be traced back when the game builds them the usual way.
    throw error instanceof LoadError && game.positionRules === rulesWithInlineCards ? faultInPosition(error, position as Record<string, unknown>, file) : error;
  }
  assertSchema(definition.module.positionSchema, position, file);
  const { state, machine } = definition.module.fromPosition(definition.rules, position, definition.index, file);
  const snapshot: Snapshot = { format: 'rulegraph/snapshot@1', mode, ...(rules === undefined ? {} : { rules }), machine, state };
  return replayGame(definition, { format: 'rulegraph/record@1', start: { snapshot }, actions: [] }, runtime) as unknown as Game<S>;
}

/** The game a record describes: same start, same actions, identical state. */
export function replay<S extends BaseState = BaseState>(record: GameRecord, runtime: RuntimeOptions = {}): Game<S> {
  assertRecordFrame(record);
  const start = record.start;
  if ('snapshot' in start) assertSnapshotFrame(start.snapshot, 'record');
  const mode = 'snapshot' in start ? start.snapshot.mode : String((start.setup as { mode?: unknown }).mode);
  const overrides = 'snapshot' in start ? start.snapshot.rules : (start.setup as { rules?: unknown }).rules;
  const definition = loadMode(mode, overrides);
  if ('snapshot' in start) assertSnapshotFits(start.snapshot, definition, 'record');
  return replayGame(definition, record, runtime) as unknown as Game<S>;
}
