/**
 * Bots by name, as the command line spells them:
 *
 * - `random`: a uniformly random legal action;
 * - `greedy`, `greedy:samples=N`: one-ply lookahead with the game's evaluation;
 * - `search`, `search:LEVEL` (1-3), with options `playouts=N`, `ms=N`, `rollout=N`, `c=X`
 *   separated by `:` (`search:3:playouts=800`): information-set MCTS.
 *
 * Every bot is wrapped in a watchdog (a time limit per decision, with the random bot as the
 * fallback); `watchdog=N` sets its limit in milliseconds.
 */
import { randomInt, seedRng, type RngState } from '../engine/game/rng.js';
import type { Action } from '../engine/game/module.js';
import type { Bot, SeatWindow } from './bot.js';
import { GREEDY_SAMPLES, GreedyBot } from './greedy-bot.js';
import { DEFAULT_SEARCH_LEVEL, SEARCH_LEVELS, type SearchBudget } from './search/budget.js';
import { SearchBot } from './search/search-bot.js';
import { BotSpecError } from './spec-error.js';
import { text } from './i18n/messages.js';
import { incidentMessage, Watchdog, type WatchdogIncident } from './watchdog.js';
import { environmentLanguage } from '../engine/i18n/language.js';

export { BotSpecError };

/** The bot kinds and what their specs accept, for help texts. */
export const BOT_SPECS: readonly { readonly spec: string; readonly description: string }[] = [
  { spec: 'random', description: 'a uniformly random legal action' },
  { spec: 'greedy[:samples=N]', description: 'one-ply lookahead rated by the game evaluation, over N sampled hidden hands (default 2)' },
  { spec: 'search[:LEVEL][:playouts=N][:ms=N][:rollout=N][:c=X]', description: `information-set MCTS; LEVEL 1-3 (default ${DEFAULT_SEARCH_LEVEL}) sets playouts and rollout length` },
  { spec: '...:watchdog=N', description: 'any bot: the time limit of one decision in ms (default 1000, 5000 for search:3); past it a random legal action is played' },
];

/** The random bot as a `Bot`. */
export class RandomSeatBot implements Bot {
  readonly name = 'random';
  readonly rng: RngState;
  constructor(seed: number) {
    this.rng = seedRng(seed);
  }
  choose(window: SeatWindow): Action {
    return window.actions[randomInt(this.rng, window.actions.length)] as Action;
  }
}

interface ParsedSpec {
  readonly kind: string;
  readonly level: number | undefined;
  readonly options: ReadonlyMap<string, number>;
}

const OPTIONS: Readonly<Record<string, readonly string[]>> = {
  random: ['watchdog'],
  greedy: ['samples', 'watchdog'],
  search: ['playouts', 'ms', 'rollout', 'c', 'watchdog'],
};

function parseSpec(spec: string): ParsedSpec {
  const [kind = '', ...parts] = String(spec).trim().split(':');
  const allowed = OPTIONS[kind];
  if (!allowed || !Object.hasOwn(OPTIONS, kind)) {
    throw new BotSpecError('UNKNOWN_BOT', spec, text('UNKNOWN_BOT', { kind: JSON.stringify(kind), spec: JSON.stringify(spec), known: Object.keys(OPTIONS).join(', ') }));
  }
  let level: number | undefined;
  const options = new Map<string, number>();
  for (const part of parts) {
    if (/^\d+$/.test(part) && kind === 'search' && level === undefined) {
      level = Number(part);
      if (!(level in SEARCH_LEVELS)) throw new BotSpecError('BAD_BOT_OPTION', spec, text('BAD_BOT_OPTION.level', { level: part, levels: Object.keys(SEARCH_LEVELS).join(', ') }));
      continue;
    }
    const match = /^([a-z]+)=(\d+(?:\.\d+)?)$/.exec(part);
    if (!match || !allowed.includes(match[1] as string)) {
      const options = allowed.map((o) => `${o}=N`).join(', ');
      throw new BotSpecError('BAD_BOT_OPTION', spec, kind === 'search' ? text('BAD_BOT_OPTION.searchOption', { option: JSON.stringify(part), options }) : text('BAD_BOT_OPTION.option', { option: JSON.stringify(part), kind, options }));
    }
    const value = Number(match[2]);
    if (!(value > 0)) throw new BotSpecError('BAD_BOT_OPTION', spec, text('BAD_BOT_OPTION.positive', { option: match[1] as string }));
    options.set(match[1] as string, value);
  }
  return { kind, level, options };
}

/** Checks a spec without building a bot: throws a BotSpecError if it is not one. */
export function assertBotSpec(spec: string): void {
  parseSpec(spec);
}

/**
 * What a bot of a spec may spend on one decision, by its budget numbers (greedy: `samples`;
 * search: `playouts` and `rollout`, its level's unless given). Time options are left out: a
 * caller that runs bots for others caps their time itself (`botFromSpec`'s `maxLimitMs`).
 */
export function botCost(spec: string): { readonly kind: string; readonly budget: Readonly<Record<string, number>> } {
  const { kind, level, options } = parseSpec(spec);
  if (kind === 'greedy') return { kind, budget: { samples: options.get('samples') ?? GREEDY_SAMPLES } };
  if (kind === 'search') {
    const base = SEARCH_LEVELS[(level ?? DEFAULT_SEARCH_LEVEL) as 1 | 2 | 3];
    return { kind, budget: { playouts: Math.round(options.get('playouts') ?? base.playouts), rollout: Math.round(options.get('rollout') ?? base.rollout) } };
  }
  return { kind, budget: {} };
}

/**
 * Whether `spec` is within one of the `allowed` specs: the same kind, and no budget number
 * above that spec's (`search:1` allows `search:1:c=0.8` and `search:1:playouts=10`, not
 * `search:2` nor `search:1:playouts=500`; `search:3` allows every level). Throws a
 * BotSpecError when `spec` is no bot.
 */
export function botWithin(spec: string, allowed: readonly string[]): boolean {
  const asked = botCost(spec);
  return allowed.some((entry) => {
    const limit = botCost(entry);
    return limit.kind === asked.kind && Object.entries(asked.budget).every(([key, value]) => value <= (limit.budget[key] ?? Infinity));
  });
}

export interface BotBuildOptions {
  /** The longest a decision may take, in ms, whatever the spec says (its watchdog limit is capped). */
  readonly maxLimitMs?: number;
}

/**
 * The bot a spec names, seeded, inside its watchdog. `onIncident` receives the watchdog's
 * fallbacks (default: a line on standard error where there is one).
 */
export function botFromSpec(spec: string, seed: number, onIncident: (incident: WatchdogIncident) => void = logIncident, build: BotBuildOptions = {}): Watchdog {
  const { kind, level, options } = parseSpec(spec);
  const name = [kind, ...(level === undefined ? [] : [String(level)])].join(':');
  let bot: Bot;
  let limit = options.get('watchdog') ?? 1000;
  if (kind === 'random') bot = new RandomSeatBot(seed);
  else if (kind === 'greedy') bot = new GreedyBot(seed, { samples: options.get('samples') });
  else {
    const base = SEARCH_LEVELS[(level ?? DEFAULT_SEARCH_LEVEL) as 1 | 2 | 3];
    const budget: SearchBudget = {
      playouts: Math.round(options.get('playouts') ?? base.playouts),
      ms: options.get('ms') ?? base.ms,
      rollout: Math.round(options.get('rollout') ?? base.rollout),
      exploration: options.get('c') ?? base.exploration,
    };
    if (!options.has('watchdog')) limit = Math.max(limit, budget.ms + 100);
    bot = new SearchBot(seed, budget, name);
  }
  if (build.maxLimitMs !== undefined) limit = Math.min(limit, build.maxLimitMs);
  // The fallback has its own generator, so a fallback does not shift the bot's own choices.
  return new Watchdog(bot, { limitMs: limit, fallback: new RandomSeatBot(seed ^ 0x5bd1e995), onIncident });
}

/** A replaced decision, logged for whoever runs the bots, in the language their environment asks for. */
export function logIncident(incident: WatchdogIncident): void {
  if (typeof process === 'undefined' || !process.stderr) return;
  const lang = environmentLanguage(process.env);
  const { bot, seat, reason } = incident;
  process.stderr.write(`${text('incident.logged', { bot, seat, reason, message: incidentMessage(incident, lang) }).in(lang)}\n`);
}
