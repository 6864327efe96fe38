/**
 * Snapshots and positions from outside, checked before a game runs on them: a snapshot's
 * frame (format, mode, statechart state), its state by the game's own check, and the size
 * of what a position asks to create. Faults come back as a LoadError with JSON paths.
 */
import { LoadError, wordedIssue, type LoadIssue } from '../errors.js';
import { text } from '../i18n/load/messages.js';
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
  if (issues.length > MAX_ISSUES) kept.push(wordedIssue({ path: '$' }, text('moreFaults', { count: issues.length - MAX_ISSUES })));
  return new LoadError(file, kept);
}

/** The frame of a snapshot (everything but its state); throws when it is not one. */
export function assertSnapshotFrame(snapshot: unknown, file = 'snapshot'): asserts snapshot is Snapshot {
  const issues: LoadIssue[] = [];
  if (!isPlainObject(snapshot)) throw new LoadError(file, [wordedIssue({ path: '$' }, text('snapshot.notAnObject'))]);
  assertValueSize(snapshot, file);
  if (snapshot['format'] !== 'rulegraph/snapshot@1') issues.push(wordedIssue({ path: '$.format' }, text('snapshot.format')));
  if (typeof snapshot['mode'] !== 'string' || snapshot['mode'].length === 0 || snapshot['mode'].length > 200) issues.push(wordedIssue({ path: '$.mode' }, text('setup.mode')));
  if (typeof snapshot['machine'] !== 'string') issues.push(wordedIssue({ path: '$.machine' }, text('snapshot.machine')));
  if (!isPlainObject(snapshot['state'])) issues.push(wordedIssue({ path: '$.state' }, text('snapshot.state')));
  if (!isRulesValue(snapshot['rules'])) issues.push(wordedIssue({ path: '$.rules' }, text('snapshot.rules')));
  for (const key of Object.keys(snapshot)) {
    if (!['format', 'mode', 'machine', 'state', 'rules'].includes(key)) issues.push(wordedIssue({ path: joinPath('$', key) }, text('schema.unknownField')));
  }
  if (issues.length) throw bounded(file, issues);
}

/** Rules as a game may name them: none, overrides or rules extending a mode, or a rules file. */
function isRulesValue(rules: unknown): boolean {
  return rules === undefined || isPlainObject(rules) || (typeof rules === 'string' && rules.length > 0 && rules.length <= 4096);
}

/** The options of `createGame`, checked for their types before any game is built. */
export function assertCreateOptions(options: unknown): void {
  if (!isPlainObject(options)) throw new LoadError('setup', [wordedIssue({ path: '$' }, text('setup.notAnObject'))]);
  const issues: LoadIssue[] = [];
  if (options['mode'] !== undefined && typeof options['mode'] !== 'string') issues.push(wordedIssue({ path: '$.mode' }, text('setup.mode')));
  if (!Number.isSafeInteger(options['seed'])) issues.push(wordedIssue({ path: '$.seed' }, text('setup.seed')));
  const seats = options['seats'];
  if (seats !== undefined && !(Array.isArray(seats) && seats.length <= 16 && seats.every((s) => typeof s === 'string' && s.length <= 200))) {
    issues.push(wordedIssue({ path: '$.seats' }, text('setup.seats')));
  }
  const decks = options['decks'];
  if (decks !== undefined && !(Array.isArray(decks) && decks.length <= 16 && decks.every((d) => typeof d === 'string' || isPlainObject(d)))) {
    issues.push(wordedIssue({ path: '$.decks' }, text('setup.decks')));
  }
  if (!isRulesValue(options['rules'])) issues.push(wordedIssue({ path: '$.rules' }, text('setup.rules')));
  if (issues.length) throw bounded('setup', issues);
}

/** The frame of a record: its format, a start (a setup with a mode, or a snapshot) and a list of actions. */
export function assertRecordFrame(record: unknown): void {
  const issues: LoadIssue[] = [];
  if (!isPlainObject(record)) throw new LoadError('record', [wordedIssue({ path: '$' }, text('record.notAnObject'))]);
  assertValueSize(record, 'record');
  if (record['format'] !== 'rulegraph/record@1') issues.push(wordedIssue({ path: '$.format' }, text('record.format')));
  if (!Array.isArray(record['actions'])) issues.push(wordedIssue({ path: '$.actions' }, text('record.actions')));
  const start = record['start'];
  const setup = isPlainObject(start) ? start['setup'] : undefined;
  if (!isPlainObject(start) || (!isPlainObject(setup) && !Object.hasOwn(start, 'snapshot'))) {
    issues.push(wordedIssue({ path: '$.start' }, text('record.start')));
  } else if (isPlainObject(setup) && typeof setup['mode'] !== 'string' && (setup['mode'] !== undefined || setup['rules'] === undefined)) {
    // Without a mode, the rules must say where they come from (a file, or rules that extend a mode).
    issues.push(wordedIssue({ path: '$.start.setup.mode' }, text('setup.mode')));
  }
  if (issues.length) throw bounded('record', issues);
}

/** A snapshot's statechart state and game state, checked against the loaded mode. */
export function assertSnapshotFits(snapshot: Snapshot, definition: GameDefinition<BaseState, unknown>, file = 'snapshot'): void {
  const issues: LoadIssue[] = [];
  if (snapshot.machine === '' || !definition.index.nodes.has(snapshot.machine)) {
    issues.push(wordedIssue({ path: '$.machine' }, text('snapshot.noState', { state: JSON.stringify(snapshot.machine.slice(0, 80)), machine: definition.index.id })));
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
      issues.push(wordedIssue({ path }, text('position.tooLarge', { max: MAX_POSITION_NUMBER })));
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`));
    else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) if (!(path === '$' && key === 'seed')) visit(item, joinPath(path, key));
  };
  visit(position, '$');
  if (issues.length) throw bounded(file, issues);
}
