/**
 * Checking a study file read back (`simulate merge`): its frame, its config and every game's
 * result have the fields and types a run writes, so that merging and summing never meet a
 * value they cannot count. Each fault is named by its JSON path; at most MAX_ISSUES are kept.
 */
import type { LoadIssue } from '../engine/errors.js';
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
  add(path: string, message: string): void {
    if (!this.full) this.list.push({ path, message });
  }
  /** Adds an issue at `path` unless `ok`. */
  expect(ok: boolean, path: string, message: string): void {
    if (!ok) this.add(path, message);
  }
}

function checkConfig(config: unknown, issues: Issues): void {
  if (!isPlainObject(config)) return issues.add('$.config', 'the settings of the run (an object)');
  issues.expect(typeof config['mode'] === 'string', '$.config.mode', 'a mode name');
  issues.expect(isPositiveCount(config['games']), '$.config.games', 'a number of games of at least 1');
  issues.expect(Number.isSafeInteger(config['seed']), '$.config.seed', 'an integer seed');
  issues.expect(isStrings(config['bots']) && (config['bots'] as unknown[]).length > 0, '$.config.bots', 'a list of bot specs');
  issues.expect(config['rotateBots'] === undefined || typeof config['rotateBots'] === 'boolean', '$.config.rotateBots', 'true or false');
  issues.expect(isStrings(config['decks']), '$.config.decks', 'a list of deck names');
  issues.expect(isPositiveCount(config['maxActions']), '$.config.maxActions', 'a number of actions of at least 1');
  const variants = config['variants'];
  if (!Array.isArray(variants) || variants.length === 0) issues.add('$.config.variants', 'a list of variants, the base rules first');
  else {
    variants.forEach((v: unknown, i) => {
      const at = `$.config.variants[${i}]`;
      if (!isPlainObject(v)) return issues.add(at, 'a variant (an object with a label)');
      issues.expect(typeof v['label'] === 'string', `${at}.label`, 'a label');
      issues.expect(v['rules'] === undefined || isPlainObject(v['rules']), `${at}.rules`, 'rule overrides (an object)');
    });
  }
  const shard = config['shard'];
  if (shard !== undefined) {
    const ok = isPlainObject(shard) && isPositiveCount(shard['count']) && isPositiveCount(shard['index']) && (shard['index'] as number) <= (shard['count'] as number);
    issues.expect(ok, '$.config.shard', 'a shard: an index from 1 to its count');
  }
}

function checkPlayer(player: unknown, at: string, issues: Issues): void {
  if (!isPlainObject(player)) return issues.add(at, 'a player (an object)');
  for (const key of ['name', 'seat', 'team', 'deck', 'bot']) issues.expect(typeof player[key] === 'string', `${at}.${key}`, 'a string');
}

function checkGame(game: unknown, at: string, issues: Issues): void {
  if (!isPlainObject(game)) return issues.add(at, 'a game result (an object)');
  const g = game as Value;
  issues.expect(typeof g['variant'] === 'string', `${at}.variant`, 'a variant label');
  for (const key of ['index', 'actions', 'rounds']) issues.expect(isCount(g[key]), `${at}.${key}`, 'a whole number of at least 0');
  issues.expect(Number.isSafeInteger(g['seed']), `${at}.seed`, 'an integer seed');
  issues.expect(OUTCOMES.has(g['outcome'] as string), `${at}.outcome`, 'win, draw or unfinished');
  issues.expect(g['winner'] === null || typeof g['winner'] === 'string', `${at}.winner`, 'a team, or null');
  issues.expect((g['outcome'] === 'win') === (typeof g['winner'] === 'string'), `${at}.winner`, 'a won game names its winner, and only a won game');
  for (const key of ['firstSeat', 'firstTeam']) issues.expect(typeof g[key] === 'string', `${at}.${key}`, 'a string');
  const players = g['players'];
  if (!Array.isArray(players) || players.length === 0) issues.add(`${at}.players`, 'a list of players');
  else players.forEach((p: unknown, i) => checkPlayer(p, `${at}.players[${i}]`, issues));
  const points = g['pointsByRound'];
  if (!Array.isArray(points)) return issues.add(`${at}.pointsByRound`, 'a list of points by team, one per round');
  points.forEach((round: unknown, i) => {
    const ok = isPlainObject(round) && Object.values(round).every((n) => typeof n === 'number' && Number.isFinite(n));
    issues.expect(ok, `${at}.pointsByRound[${i}]`, 'points by team (numbers)');
  });
}

/** Each game is one of the study's: a variant it plays, an index below its game count, a known game. */
function checkGamesBelong(config: Value, games: readonly Value[], issues: Issues): void {
  const known = simulatedGames();
  issues.expect(known.includes(String(config['mode']).split('/')[0] ?? ''), '$.config.mode', `a mode of a game simulations know (${known.join(', ')})`);
  const labels = new Set((config['variants'] as Value[]).map((v) => v['label']));
  const count = config['games'] as number;
  games.forEach((g, i) => {
    issues.expect(labels.has(g['variant']), `$.games[${i}].variant`, `one of the study's variants (${[...labels].join(', ')})`);
    issues.expect((g['index'] as number) < count, `$.games[${i}].index`, `below the study's ${count} games`);
  });
}

/** The faults of a value read as a study file; none for one a run wrote. */
export function studyIssues(value: unknown): LoadIssue[] {
  if (!isPlainObject(value) || value['format'] !== STUDY_FORMAT) return [{ path: '$.format', message: `not a simulation result (format ${STUDY_FORMAT})` }];
  const issues = new Issues();
  checkConfig(value['config'], issues);
  const games = value['games'];
  if (!Array.isArray(games)) issues.add('$.games', 'a list of game results');
  else for (let i = 0; i < games.length && !issues.full; i++) checkGame(games[i], `$.games[${i}]`, issues);
  if (issues.list.length === 0) checkGamesBelong(value['config'] as Value, games as Value[], issues);
  return issues.list;
}
