/**
 * What the bots' decisions cost in a study: per bot, the decisions taken, their mean and
 * slowest time and the watchdog's fallbacks. Times are CPU milliseconds of the process that
 * played (each pool worker is a process of its own, so one worker's decisions never count
 * another's work). They are kept apart from the study's results, which are the same for the
 * same arguments on any machine; times are not.
 */
import type { DecisionTiming, WatchdogIncident } from '../bots/watchdog.js';
import { isPlainObject } from '../engine/json/json-file.js';
import { isCount, isNonNegative } from './values.js';
import { wordedIssue, type LoadIssue } from '../engine/errors.js';
import type { Language } from '../engine/i18n/language.js';
import { numberIn, text } from './i18n/messages.js';

/** One player's decisions in one game. */
export interface PlayerDecisions extends DecisionTiming {
  readonly bot: string;
  /** The watchdog's fallbacks by reason. */
  readonly incidents: Readonly<Record<WatchdogIncident['reason'], number>>;
}

export interface BotDecisions {
  readonly bot: string;
  readonly decisions: number;
  readonly meanMs: number;
  readonly slowestMs: number;
  /** Decisions replaced by a random legal action, by reason (`timeout`: over the watchdog's limit). */
  readonly incidents: Readonly<Record<WatchdogIncident['reason'], number>>;
}

export const DECISIONS_FORMAT = 'rulegraph/decisions@1';

export interface DecisionsFile {
  readonly format: typeof DECISIONS_FORMAT;
  /** `cpu`: CPU time of the playing process (Node); `wall` elsewhere. */
  readonly clock: 'cpu' | 'wall';
  readonly bots: readonly BotDecisions[];
}

const REASONS = ['error', 'illegal', 'timeout'] as const;

function noIncidents(): Record<WatchdogIncident['reason'], number> {
  return { error: 0, illegal: 0, timeout: 0 };
}

/** One player's decisions from its watchdog. */
export function playerDecisions(bot: string, timing: DecisionTiming, incidents: readonly WatchdogIncident[]): PlayerDecisions {
  const counts = noIncidents();
  for (const incident of incidents) counts[incident.reason]++;
  return { bot, decisions: timing.decisions, totalMs: timing.totalMs, slowestMs: timing.slowestMs, incidents: counts };
}

/** Every player's decisions summed by bot, bots in name order. */
export function decisionsByBot(players: readonly PlayerDecisions[]): BotDecisions[] {
  const byBot = new Map<string, { decisions: number; totalMs: number; slowestMs: number; incidents: Record<WatchdogIncident['reason'], number> }>();
  for (const p of players) {
    const sum = byBot.get(p.bot) ?? { decisions: 0, totalMs: 0, slowestMs: 0, incidents: noIncidents() };
    sum.decisions += p.decisions;
    sum.totalMs += p.totalMs;
    sum.slowestMs = Math.max(sum.slowestMs, p.slowestMs);
    for (const reason of REASONS) sum.incidents[reason] += p.incidents[reason];
    byBot.set(p.bot, sum);
  }
  return [...byBot]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([bot, s]) => ({ bot, decisions: s.decisions, meanMs: s.decisions === 0 ? 0 : s.totalMs / s.decisions, slowestMs: s.slowestMs, incidents: s.incidents }));
}

/** A line per bot for the terminal, in the language asked. */
export function decisionsText(file: DecisionsFile, lang: Language = 'en'): string {
  const unit = text(file.clock === 'cpu' ? 'decisions.cpu' : 'decisions.wall');
  return file.bots
    .map((b) => {
      const { error, illegal, timeout } = b.incidents;
      const count = error + illegal + timeout;
      const fallbacks = count === 0 ? text('decisions.noFallback') : text('decisions.fallbacks', { count, timeout, error, illegal });
      return `${text('decisions.line', { bot: b.bot, decisions: b.decisions, mean: numberIn(b.meanMs, 1, lang), unit, slowest: numberIn(b.slowestMs, 0, lang), fallbacks }).in(lang)}\n`;
    })
    .join('');
}

/** The decisions of several shards of one study as one file (sums; the slowest of all). */
export function mergeDecisions(files: readonly DecisionsFile[]): DecisionsFile {
  const players: PlayerDecisions[] = files.flatMap((f) => f.bots.map((b) => ({ bot: b.bot, decisions: b.decisions, totalMs: b.meanMs * b.decisions, slowestMs: b.slowestMs, incidents: b.incidents })));
  const clocks = new Set(files.map((f) => f.clock));
  return { format: DECISIONS_FORMAT, clock: clocks.size === 1 && clocks.has('cpu') ? 'cpu' : 'wall', bots: decisionsByBot(players) };
}

/** What is wrong with a value read as a decisions file (a file a user gave to merge), by JSON path. */
export function decisionsFileIssues(value: unknown): LoadIssue[] {
  if (!isPlainObject(value) || value['format'] !== DECISIONS_FORMAT) return [wordedIssue({ path: '$.format' }, text('load.notDecisions', { format: DECISIONS_FORMAT }))];
  const issues: LoadIssue[] = [];
  if (value['clock'] !== 'cpu' && value['clock'] !== 'wall') issues.push(wordedIssue({ path: '$.clock' }, text('load.clock')));
  const bots = value['bots'];
  if (!Array.isArray(bots)) return [...issues, wordedIssue({ path: '$.bots' }, text('load.bots'))];
  bots.forEach((b: unknown, i) => {
    const at = `$.bots[${i}]`;
    if (!isPlainObject(b)) return void issues.push(wordedIssue({ path: at }, text('load.object')));
    if (typeof b['bot'] !== 'string') issues.push(wordedIssue({ path: `${at}.bot` }, text('load.botName')));
    if (!isCount(b['decisions'])) issues.push(wordedIssue({ path: `${at}.decisions` }, text('load.count')));
    for (const key of ['meanMs', 'slowestMs']) if (!isNonNegative(b[key])) issues.push(wordedIssue({ path: `${at}.${key}` }, text('load.nonNegative')));
    const incidents = b['incidents'];
    if (!isPlainObject(incidents)) issues.push(wordedIssue({ path: `${at}.incidents` }, text('load.incidents')));
    else for (const reason of REASONS) if (!isCount(incidents[reason])) issues.push(wordedIssue({ path: `${at}.incidents.${reason}` }, text('load.count')));
  });
  return issues;
}
