/**
 * Checking a study file read back (`simulate merge`): its frame, its config and every game's
 * result have the fields and types a run writes, so that merging and summing never meet a
 * value they cannot count. Each fault is named by its JSON path; at most MAX_ISSUES are kept.
 */
import { wordedIssue, type LoadIssue } from '../engine/errors.js';
import type { Text } from '../engine/i18n/catalogue.js';
import { text } from './i18n/messages.js';
import { isPlainObject } from '../engine/json/json-file.js';
import { simulatedGames } from './facts.js';
import { STUDY_FORMAT } from './run.js';
import { isCount, isPositiveCount, isStrings } from './values.js';

const MAX_ISSUES = 20;
const OUTCOMES = new Set(['win', 'draw', 'unfinished']);

type Value = Record<string, unknown>;

/** Collects issues up to the limit; `full` once it is reached, so the walk stops early. */
class Issues {
  readonly list: LoadIssue[] = [];
  get full(): boolean {
    return this.list.length >= MAX_ISSUES;
  }
  add(path: string, message: Text): void {
    if (!this.full) this.list.push(wordedIssue({ path }, message));
  }
  /** Adds an issue at `path` unless `ok`. */
  expect(ok: boolean, path: string, message: Text): void {
    if (!ok) this.add(path, message);
  }
}

function checkConfig(config: unknown, issues: Issues): void {
  if (!isPlainObject(config)) return issues.add('$.config', text('study.config'));
  issues.expect(typeof config['mode'] === 'string', '$.config.mode', text('study.modeName'));
  issues.expect(isPositiveCount(config['games']), '$.config.games', text('study.games'));
  issues.expect(Number.isSafeInteger(config['seed']), '$.config.seed', text('study.seed'));
  issues.expect(isStrings(config['bots']) && (config['bots'] as unknown[]).length > 0, '$.config.bots', text('study.botSpecs'));
  issues.expect(config['rotateBots'] === undefined || typeof config['rotateBots'] === 'boolean', '$.config.rotateBots', text('study.boolean'));
  issues.expect(isStrings(config['decks']), '$.config.decks', text('study.deckNames'));
  issues.expect(isPositiveCount(config['maxActions']), '$.config.maxActions', text('study.maxActions'));
  const variants = config['variants'];
  if (!Array.isArray(variants) || variants.length === 0) issues.add('$.config.variants', text('study.variants'));
  else {
    variants.forEach((v: unknown, i) => {
      const at = `$.config.variants[${i}]`;
      if (!isPlainObject(v)) return issues.add(at, text('study.variant'));
      issues.expect(typeof v['label'] === 'string', `${at}.label`, text('study.label'));
      issues.expect(v['rules'] === undefined || isPlainObject(v['rules']), `${at}.rules`, text('study.rules'));
    });
  }
  const shard = config['shard'];
  if (shard !== undefined) {
    const ok = isPlainObject(shard) && isPositiveCount(shard['count']) && isPositiveCount(shard['index']) && (shard['index'] as number) <= (shard['count'] as number);
    issues.expect(ok, '$.config.shard', text('study.shard'));
  }
}

function checkPlayer(player: unknown, at: string, issues: Issues): void {
  if (!isPlainObject(player)) return issues.add(at, text('study.player'));
  for (const key of ['name', 'seat', 'team', 'deck', 'bot']) issues.expect(typeof player[key] === 'string', `${at}.${key}`, text('study.string'));
}

function checkGame(game: unknown, at: string, issues: Issues): void {
  if (!isPlainObject(game)) return issues.add(at, text('study.gameResult'));
  const g = game as Value;
  issues.expect(typeof g['variant'] === 'string', `${at}.variant`, text('study.variantLabel'));
  for (const key of ['index', 'actions', 'rounds']) issues.expect(isCount(g[key]), `${at}.${key}`, text('study.count'));
  issues.expect(Number.isSafeInteger(g['seed']), `${at}.seed`, text('study.seed'));
  issues.expect(OUTCOMES.has(g['outcome'] as string), `${at}.outcome`, text('study.outcome'));
  issues.expect(g['winner'] === null || typeof g['winner'] === 'string', `${at}.winner`, text('study.winner'));
  issues.expect((g['outcome'] === 'win') === (typeof g['winner'] === 'string'), `${at}.winner`, text('study.wonGame'));
  for (const key of ['firstSeat', 'firstTeam']) issues.expect(typeof g[key] === 'string', `${at}.${key}`, text('study.string'));
  const players = g['players'];
  if (!Array.isArray(players) || players.length === 0) issues.add(`${at}.players`, text('study.players'));
  else players.forEach((p: unknown, i) => checkPlayer(p, `${at}.players[${i}]`, issues));
  const points = g['pointsByRound'];
  if (!Array.isArray(points)) return issues.add(`${at}.pointsByRound`, text('study.pointsByRound'));
  points.forEach((round: unknown, i) => {
    const ok = isPlainObject(round) && Object.values(round).every((n) => typeof n === 'number' && Number.isFinite(n));
    issues.expect(ok, `${at}.pointsByRound[${i}]`, text('study.points'));
  });
}

/** Each game is one of the study's: a variant it plays, an index below its game count, a known game. */
function checkGamesBelong(config: Value, games: readonly Value[], issues: Issues): void {
  const known = simulatedGames();
  issues.expect(known.includes(String(config['mode']).split('/')[0] ?? ''), '$.config.mode', text('study.knownMode', { games: known.join(', ') }));
  const labels = new Set((config['variants'] as Value[]).map((v) => v['label']));
  const count = config['games'] as number;
  games.forEach((g, i) => {
    issues.expect(labels.has(g['variant']), `$.games[${i}].variant`, text('study.knownVariant', { variants: [...labels].join(', ') }));
    issues.expect((g['index'] as number) < count, `$.games[${i}].index`, text('study.belowCount', { count }));
  });
}

/** The faults of a value read as a study file; none for one a run wrote. */
export function studyIssues(value: unknown): LoadIssue[] {
  if (!isPlainObject(value) || value['format'] !== STUDY_FORMAT) return [wordedIssue({ path: '$.format' }, text('study.notAStudy', { format: STUDY_FORMAT }))];
  const issues = new Issues();
  checkConfig(value['config'], issues);
  const games = value['games'];
  if (!Array.isArray(games)) issues.add('$.games', text('study.gameResults'));
  else for (let i = 0; i < games.length && !issues.full; i++) checkGame(games[i], `$.games[${i}]`, issues);
  if (issues.list.length === 0) checkGamesBelong(value['config'] as Value, games as Value[], issues);
  return issues.list;
}
