/**
 * The public entry points: create, restore and replay games by mode name.
 */
import type { InspectionEvent, Observer } from 'xstate';
import { gameOfRequest, loadDefinition, type GameDefinition } from './engine/game/definition.js';
import { issueText, LoadError, wordedIssue } from './engine/errors.js';
import { text as loadText } from './engine/i18n/load/messages.js';
import { Game } from './engine/game/game.js';
import { replayGame } from './engine/game/replay.js';
import type { GameRecord, Snapshot } from './engine/game/record.js';
import { faultInPosition, rulesWithInlineCards, type BaseState, type GameModule } from './engine/game/module.js';
import { GAMES } from './games/index.js';
import { assertJsonValue, isPlainObject } from './engine/json/json-file.js';
import type { PathSegment } from './engine/json/json-path.js';
import type { RulesRequest } from './engine/loading/rules.js';
import { assertSchema } from './engine/schema/validate.js';
import { assertCreateOptions, assertPositionBounded, assertRecordFrame, assertSnapshotFits, assertSnapshotFrame } from './engine/game/snapshot-check.js';
import { definitionSource } from './engine/loading/source.js';
import { sealedDefinition } from './engine/game/sealed-snapshot.js';
import { boundedCache } from './engine/caches/bounded-cache.js';

import type { Language } from './engine/i18n/language.js';

export interface CreateGameOptions {
  /**
   * `game/mode`, like `riftbound/duel`: the file `rules/riftbound/duel.json`. Omitted when
   * `rules` is a rules file or rules that extend a mode.
   */
  readonly mode?: string;
  /** Every random draw of the game follows from it. */
  readonly seed: number;
  /** Player names in seating order. */
  readonly seats?: readonly string[];
  /** One deck per seat in seating order: a ready-made deck name or a deck object. */
  readonly decks?: readonly unknown[];
  /**
   * With `mode`: overrides merged over the mode rules (house rules and knobs, without a new
   * file). Without: a rules object that `extends` a shipped mode (`"riftbound/duel"`), or the
   * path of a rules file (under Node; relative to the working directory). See docs/api.md.
   */
  readonly rules?: string | Readonly<Record<string, unknown>>;
}

export interface RuntimeOptions {
  /** Receives XState inspection events, such as `@statelyai/inspect`'s `inspector.inspect`. */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /**
   * False: keep no event log (self-play, search). `apply` still returns each action's events;
   * `events()` throws a NotKeptError. Default true.
   */
  readonly keepEvents?: boolean;
  /**
   * False: keep no record (the start and the actions): `record()` throws a NotKeptError (code
   * `RECORD_NOT_KEPT`). For games played and thrown away (search playouts, bulk self-play).
   * Default true.
   */
  readonly keepRecord?: boolean;
  /**
   * How the statechart is stepped: `compiled` (default), `actor` (an XState actor), or
   * `shadow` (both, compared on every step; for tests). See docs/performance.md.
   */
  readonly stepping?: 'compiled' | 'actor' | 'shadow';
  /** The language of refusals, unavailable actions' reasons and `describe`: `en` (default) or `fr` (docs/i18n.md). */
  readonly lang?: Language;
}

/** Definitions by mode and overrides: bounded, since callers choose the overrides (limits.ts). */
const definitions = boundedCache<string, GameDefinition<BaseState, unknown>>('definitions');

/** A loaded definition, and how to cache it once what it was loaded for succeeded. */
interface Loaded {
  readonly definition: GameDefinition<BaseState, unknown>;
  /** Caches the definition (when it came from a value and was not cached yet); returns it. */
  keep(): GameDefinition<BaseState, unknown>;
}

/** The game module of a mode, by the first part of its name. */
// Modules are typed by their own state and rules; the registry only dispatches by name.
export function gameOf(mode: string, file = 'mode'): GameModule<any, any, any> {
  const id = String(mode).split('/')[0] ?? '';
  const module = Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
  if (!module) throw new LoadError(file, [wordedIssue({ path: '$.mode', code: 'UNKNOWN_MODE' }, loadText('rules.unknownGame', { game: JSON.stringify(id), games: Object.keys(GAMES).join(', ') }))]);
  return module;
}

/** How errors name a rules value: the input that carried it, and where. */
interface ValueName {
  readonly file: string;
  readonly path: readonly PathSegment[];
}

/** Rules files the user pointed at in this process, by location: records may name these. */
const pointedAt = new Set<string>();

/**
 * The definition rules are loaded from: a shipped mode, overrides over it, rules extending a
 * mode, or a rules file. A rules file is read only when the user named it (`file` true); a
 * value (a record's or snapshot's rules) may name only a file the user named before. The
 * caller keeps it in the cache only once its game is made: a refused call leaves nothing.
 */
function definitionOf(mode: string | undefined, rules: unknown, at: ValueName, named: boolean): Loaded {
  const source = definitionSource();
  // Checked before anything walks the value (the cache key below would overflow the stack).
  if (rules !== undefined && typeof rules !== 'string') assertJsonValue(rules, at.file, at.path);
  // Rules given as a value are cached by their JSON: the same rules again (a card pool given
  // for every game of a simulation) are neither copied nor loaded again.
  const key = typeof rules === 'string' ? undefined : `${mode ?? ''}\u0000${JSON.stringify(rules ?? null)}`;
  const cached = key === undefined ? undefined : definitions.get(key);
  if (cached) return { definition: cached, keep: () => cached };
  // A copy: the cached definition must not change when the caller changes its object.
  if (rules !== undefined && typeof rules !== 'string') rules = structuredClone(rules);
  let request: RulesRequest;
  if (typeof rules === 'string') {
    const location = source.locate(rules, at.file, at.path);
    if (!named && !pointedAt.has(location)) {
      throw new LoadError(at.file, [wordedIssue({ path: formatValuePath(at), code: 'FILES_NOT_ALLOWED' }, loadText('rules.valueNamesFile'))]);
    }
    pointedAt.add(location);
    request = { file: location, ...(mode === undefined ? {} : { mode }) };
  } else if (isPlainObject(rules) && rules['extends'] !== undefined) {
    request = { value: rules, valueAt: at, ...(mode === undefined ? {} : { mode }) };
  } else {
    if (mode === undefined) throw new LoadError(at.file, [wordedIssue({ path: '$.mode', code: 'UNKNOWN_MODE' }, loadText('rules.overridesNeedMode'))]);
    request = { mode, valueAt: at, ...(rules === undefined ? {} : { value: rules }) };
  }
  const module = gameOf(gameOfRequest(source, request), at.file);
  const read = loadDefinition(source, module, request);
  // Snapshots and records of a game from a file name the file by its full location.
  const definition = request.file === undefined ? read : { ...read, overrides: request.file };
  return {
    definition,
    keep: () => {
      if (key !== undefined) definitions.set(key, definition, key.length);
      return definition;
    },
  };
}

function formatValuePath(at: ValueName): string {
  return at.path.reduce<string>((out, segment) => (typeof segment === 'number' ? `${out}[${segment}]` : `${out}.${segment}`), '$');
}

/** Loads (once, then from cache) the definition of a mode with optional rule overrides. */
export function loadMode(mode: string, overrides?: unknown): GameDefinition<BaseState, unknown> {
  return definitionOf(mode, overrides, { file: 'loadMode', path: ['rules'] }, false).keep();
}

/** Every mode the package ships, like `riftbound/duel`. */
export function listModes(): string[] {
  return definitionSource().modes();
}

function setupOf(options: CreateGameOptions): Record<string, unknown> {
  const { mode: _mode, rules: _rules, ...setup } = options;
  return { ...setup };
}

/** A new game, resting where the first player must act (the first mulligan). */
export function createGame<S extends BaseState = BaseState>(options: CreateGameOptions, runtime: RuntimeOptions = {}): Game<S> {
  assertCreateOptions(options);
  const loaded = definitionOf(options.mode, options.rules, { file: 'createGame', path: ['rules'] }, true);
  const rules = loaded.definition.overrides;
  const record: GameRecord = { format: 'rulegraph/record@1', start: { setup: { mode: loaded.definition.mode, ...(rules === undefined ? {} : { rules }), ...setupOf(options) } }, actions: [] };
  const game = replayGame(loaded.definition, record, runtime) as unknown as Game<S>;
  loaded.keep();
  return game;
}

/**
 * A game continued from a snapshot. The snapshot is checked first (its frame, the statechart
 * state, and the state by the game's schema and invariants); a fault throws a LoadError
 * with JSON paths, like `$.state.teams[0].score`. A snapshot sealed by `game.sealedSnapshot()`
 * in this process is not checked again: it is frozen, and its game held it.
 */
export function restoreGame<S extends BaseState = BaseState>(snapshot: Snapshot, runtime: RuntimeOptions = {}): Game<S> {
  // A snapshot this process sealed (`game.sealedSnapshot()`) cannot have changed since its game held it.
  const sealed = sealedDefinition(snapshot);
  if (sealed !== undefined) return replayGame(sealed, { format: 'rulegraph/record@1', start: { snapshot }, actions: [] }, runtime) as unknown as Game<S>;
  assertSnapshotFrame(snapshot);
  const loaded = definitionOf(snapshot.mode, snapshot.rules, { file: 'snapshot', path: ['rules'] }, false);
  assertSnapshotFits(snapshot, loaded.definition);
  const game = replayGame(loaded.definition, { format: 'rulegraph/record@1', start: { snapshot }, actions: [] }, runtime) as unknown as Game<S>;
  loaded.keep();
  return game;
}

/**
 * A game continuing from a position: a hand-written description of a game in progress
 * (docs/scenarios.md). `file` names the source in errors.
 */
export function loadPosition<S extends BaseState = BaseState>(position: unknown, file = 'position', runtime: RuntimeOptions = {}): Game<S> {
  const mode = isPlainObject(position) && typeof position['mode'] === 'string' ? position['mode'] : undefined;
  if (mode === undefined) throw new LoadError(file, [wordedIssue({ path: '$.mode' }, loadText('position.mode'))]);
  const game = gameOf(mode);
  assertPositionBounded(position as Record<string, unknown>, file);
  const rules = game.positionRules(position as Record<string, unknown>);
  let loaded: Loaded;
  try {
    loaded = definitionOf(mode, rules, { file, path: ['rules'] }, false);
  } catch (error) {
    // Faults located in the rules a position implies can be traced back when the game builds them the usual way.
    throw error instanceof LoadError && game.positionRules === rulesWithInlineCards ? faultInPosition(error, position as Record<string, unknown>, file) : error;
  }
  const { definition } = loaded;
  assertSchema(definition.module.positionSchema, position, file);
  const { state, machine } = definition.module.fromPosition(definition.rules, position, definition.index, file);
  // One limit for both: the state a position makes passes the check a snapshot's state must
  // pass (ids, zones), so the game's own snapshot restores.
  const unrestorable = definition.module.stateIssues(state, definition.rules);
  if (unrestorable.length) {
    throw new LoadError(file, unrestorable.map((i) => (wordedIssue({ path: '$', code: 'POSITION_NOT_RESTORABLE' }, loadText('position.notRestorable', { path: i.path, message: issueText(i) })))));
  }
  const snapshot: Snapshot = { format: 'rulegraph/snapshot@1', mode, ...(rules === undefined ? {} : { rules }), machine, state };
  const positioned = replayGame(definition, { format: 'rulegraph/record@1', start: { snapshot }, actions: [] }, runtime) as unknown as Game<S>;
  loaded.keep();
  return positioned;
}

/** The game a record describes: same start, same actions, identical state. */
export function replay<S extends BaseState = BaseState>(record: GameRecord, runtime: RuntimeOptions = {}): Game<S> {
  assertRecordFrame(record);
  const start = record.start;
  if ('snapshot' in start) assertSnapshotFrame(start.snapshot, 'record');
  const mode = 'snapshot' in start ? start.snapshot.mode : String((start.setup as { mode?: unknown }).mode);
  const overrides = 'snapshot' in start ? start.snapshot.rules : (start.setup as { rules?: unknown }).rules;
  const at = { file: 'record', path: ['start', 'snapshot' in start ? 'snapshot' : 'setup', 'rules'] };
  const loaded = definitionOf(mode, overrides, at, false);
  if ('snapshot' in start) assertSnapshotFits(start.snapshot, loaded.definition, 'record');
  const game = replayGame(loaded.definition, record, runtime) as unknown as Game<S>;
  loaded.keep();
  return game;
}
