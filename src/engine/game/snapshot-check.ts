/**
 * Snapshots and positions from outside, checked before a game runs on them: a snapshot's
 * frame (format, mode, statechart state), its state by the game's own check, and the size
 * of what a position asks to create. Faults come back as a LoadError with JSON paths.
 */
import { LoadError, type LoadIssue } from '../errors.js';
import type { GameDefinition } from './definition.js';
import type { Snapshot } from './record.js';
import { isPlainObject } from '../json/json-file.js';
import { joinPath } from '../json/json-path.js';
import type { BaseState } from './module.js';
import { assertValueSize } from '../json/value-size.js';

/** At most this many faults are reported: a huge broken input gives a bounded message. */
const MAX_ISSUES = 20;
/** The largest number a position may hold outside its seed: counts of cards, damage, turns. */
export const MAX_POSITION_NUMBER = 10_000;

function bounded(file: string, issues: readonly LoadIssue[]): LoadError {
  const kept = issues.slice(0, MAX_ISSUES);
  if (issues.length > MAX_ISSUES) kept.push({ path: '$', message: `and ${issues.length - MAX_ISSUES} more faults` });
  return new LoadError(file, kept);
}

/** The frame of a snapshot (everything but its state); throws when it is not one. */
export function assertSnapshotFrame(snapshot: unknown, file = 'snapshot'): asserts snapshot is Snapshot {
  const issues: LoadIssue[] = [];
  if (!isPlainObject(snapshot)) throw new LoadError(file, [{ path: '$', message: 'a snapshot is a JSON object' }]);
  assertValueSize(snapshot, file);
  if (snapshot['format'] !== 'rulegraph/snapshot@1') issues.push({ path: '$.format', message: 'expected "rulegraph/snapshot@1"' });
  if (typeof snapshot['mode'] !== 'string' || snapshot['mode'].length === 0 || snapshot['mode'].length > 200) issues.push({ path: '$.mode', message: 'a mode name, like riftbound/duel' });
  if (typeof snapshot['machine'] !== 'string') issues.push({ path: '$.machine', message: 'the statechart state, like turn.main.neutral.open' });
  if (!isPlainObject(snapshot['state'])) issues.push({ path: '$.state', message: 'the game state, a JSON object' });
  if (!isRulesValue(snapshot['rules'])) issues.push({ path: '$.rules', message: 'rule overrides (a JSON object) or the rules file the game was created from' });
  for (const key of Object.keys(snapshot)) {
    if (!['format', 'mode', 'machine', 'state', 'rules'].includes(key)) issues.push({ path: joinPath('$', key), message: 'unknown field' });
  }
  if (issues.length) throw bounded(file, issues);
}

/** Rules as a game may name them: none, overrides or rules extending a mode, or a rules file. */
function isRulesValue(rules: unknown): boolean {
  return rules === undefined || isPlainObject(rules) || (typeof rules === 'string' && rules.length > 0 && rules.length <= 4096);
}

/** The options of `createGame`, checked for their types before any game is built. */
export function assertCreateOptions(options: unknown): void {
  if (!isPlainObject(options)) throw new LoadError('setup', [{ path: '$', message: 'createGame takes an object: { mode, seed, seats?, decks?, rules? }' }]);
  const issues: LoadIssue[] = [];
  if (options['mode'] !== undefined && typeof options['mode'] !== 'string') issues.push({ path: '$.mode', message: 'a mode name, like riftbound/duel' });
  if (!Number.isSafeInteger(options['seed'])) issues.push({ path: '$.seed', message: 'the seed is an integer' });
  const seats = options['seats'];
  if (seats !== undefined && !(Array.isArray(seats) && seats.length <= 16 && seats.every((s) => typeof s === 'string' && s.length <= 200))) {
    issues.push({ path: '$.seats', message: 'player names, an array of strings' });
  }
  const decks = options['decks'];
  if (decks !== undefined && !(Array.isArray(decks) && decks.length <= 16 && decks.every((d) => typeof d === 'string' || isPlainObject(d)))) {
    issues.push({ path: '$.decks', message: 'one deck per seat: deck names or deck objects' });
  }
  if (!isRulesValue(options['rules'])) issues.push({ path: '$.rules', message: 'rule overrides (a JSON object) or a rules file' });
  if (issues.length) throw bounded('setup', issues);
}

/** The frame of a record: its format, a start (a setup with a mode, or a snapshot) and a list of actions. */
export function assertRecordFrame(record: unknown): void {
  const issues: LoadIssue[] = [];
  if (!isPlainObject(record)) throw new LoadError('record', [{ path: '$', message: 'a record is a JSON object' }]);
  assertValueSize(record, 'record');
  if (record['format'] !== 'rulegraph/record@1') issues.push({ path: '$.format', message: 'expected "rulegraph/record@1"' });
  if (!Array.isArray(record['actions'])) issues.push({ path: '$.actions', message: 'the accepted actions, an array' });
  const start = record['start'];
  const setup = isPlainObject(start) ? start['setup'] : undefined;
  if (!isPlainObject(start) || (!isPlainObject(setup) && !Object.hasOwn(start, 'snapshot'))) {
    issues.push({ path: '$.start', message: 'either { setup } or { snapshot }' });
  } else if (isPlainObject(setup) && typeof setup['mode'] !== 'string' && (setup['mode'] !== undefined || setup['rules'] === undefined)) {
    // Without a mode, the rules must say where they come from (a file, or rules that extend a mode).
    issues.push({ path: '$.start.setup.mode', message: 'a mode name, like riftbound/duel' });
  }
  if (issues.length) throw bounded('record', issues);
}

/** A snapshot's statechart state and game state, checked against the loaded mode. */
export function assertSnapshotFits(snapshot: Snapshot, definition: GameDefinition<BaseState, unknown>, file = 'snapshot'): void {
  const issues: LoadIssue[] = [];
  if (snapshot.machine === '' || !definition.index.nodes.has(snapshot.machine)) {
    issues.push({ path: '$.machine', message: `no state ${JSON.stringify(snapshot.machine.slice(0, 80))} in the ${definition.index.id} statechart` });
  }
  issues.push(...definition.module.stateIssues(snapshot.state, definition.rules));
  if (issues.length) throw bounded(file, issues);
}

/**
 * A position's numbers, bounded before the game builds it: `deck: 1e9` would otherwise make
 * a billion objects. Its `seed` is any integer.
 */
export function assertPositionBounded(position: Readonly<Record<string, unknown>>, file: string): void {
  assertValueSize(position, file);
  const issues: LoadIssue[] = [];
  const visit = (value: unknown, path: string): void => {
    if (issues.length > MAX_ISSUES) return;
    if (typeof value === 'number' && Math.abs(value) > MAX_POSITION_NUMBER) {
      issues.push({ path, message: `at most ${MAX_POSITION_NUMBER}: a position's counts and numbers are bounded` });
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`));
    else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) if (!(path === '$' && key === 'seed')) visit(item, joinPath(path, key));
  };
  visit(position, '$');
  if (issues.length) throw bounded(file, issues);
}
