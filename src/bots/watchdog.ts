/**
 * Every bot decision under a time limit. A decision that throws, returns something that is not
 * one of the legal actions, or takes longer than the limit is replaced by the fallback bot's
 * choice (or, if that fails too, the first legal action), and the incident is logged. A
 * synchronous decision cannot be interrupted, so the bot is told the deadline (the search bot
 * stops its playouts there); a bot that overruns it anyway has its choice replaced.
 */
import type { Action } from '../engine/game/module.js';
import type { RngState } from '../engine/game/rng.js';
import { actionKey } from './action-key.js';
import type { Bot, SeatWindow } from './bot.js';
import { botClock } from './clock.js';
import type { Text } from '../engine/i18n/catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from '../engine/i18n/language.js';
import { text } from './i18n/messages.js';

export interface WatchdogIncident {
  readonly bot: string;
  readonly seat: string;
  readonly reason: 'error' | 'illegal' | 'timeout';
  readonly message: string;
  readonly ms: number;
}

/** Why a decision was replaced: its reason, its English words and its words in any language. */
interface Failure {
  readonly reason: WatchdogIncident['reason'];
  readonly message: string;
  readonly words: Text | string;
}

/** An incident's words, where they are the watchdog's own (a bot's fault keeps the words it came with). */
const incidentTexts = new WeakMap<WatchdogIncident, Text | string>();

function worded(reason: WatchdogIncident['reason'], words: Text | string): Failure {
  return { reason, message: typeof words === 'string' ? words : words.in(DEFAULT_LANGUAGE), words };
}

/** An incident's message in `lang`: the watchdog's own words put into it, a bot's fault as it came. */
export function incidentMessage(incident: WatchdogIncident, lang: Language): string {
  const words = incidentTexts.get(incident);
  return words === undefined || typeof words === 'string' ? incident.message : words.in(lang);
}

/** What a watchdog's decisions cost, in the milliseconds of `botClock()` (CPU time under Node). */
export interface DecisionTiming {
  /** Decisions asked of the bot (fallbacks included). */
  decisions: number;
  totalMs: number;
  slowestMs: number;
}

export interface WatchdogOptions {
  /** Milliseconds a decision may take. */
  readonly limitMs: number;
  /** Decides instead of the bot when it fails. */
  readonly fallback: Bot;
  /** Receives each incident; by default they are only kept in `incidents`. */
  readonly onIncident?: (incident: WatchdogIncident) => void;
}

export class Watchdog implements Bot {
  readonly name: string;
  readonly incidents: WatchdogIncident[] = [];
  readonly timing: DecisionTiming = { decisions: 0, totalMs: 0, slowestMs: 0 };
  constructor(
    readonly inner: Bot,
    private readonly options: WatchdogOptions,
  ) {
    this.name = inner.name;
  }

  /** The limit of one decision, in milliseconds of `botClock()`. */
  get limitMs(): number {
    return this.options.limitMs;
  }

  /**
   * The generators of the bot and of its fallback (the state its decisions carry on), copies:
   * with `restore`, a watchdog rebuilt from the same spec and seed goes on where this one is.
   */
  generators(): RngState[] {
    return [this.inner.rng, this.options.fallback.rng].flatMap((rng) => (rng ? [[...rng] as RngState] : []));
  }

  /** Sets the generators to `generators()` of an earlier watchdog of the same spec and seed. */
  restore(generators: readonly (readonly number[])[]): void {
    [this.inner.rng, this.options.fallback.rng].filter((rng) => rng !== undefined).forEach((rng, i) => {
      const saved = generators[i];
      if (saved?.length !== 4 || !saved.every((n) => Number.isInteger(n) && n >= 0 && n < 2 ** 32)) throw new RangeError(`generator ${i} of bot ${this.name} is not four 32-bit numbers`);
      rng.splice(0, 4, ...saved);
    });
  }

  /** The fallback's choice alone (a decision made elsewhere failed): a legal action, always. */
  fallbackChoice(window: SeatWindow): Action {
    try {
      const fallback = this.options.fallback.choose(window);
      if (window.actions.some((a) => actionKey(a) === actionKey(fallback))) return fallback;
    } catch {
      // The first legal action below.
    }
    return window.actions[0] as Action;
  }

  choose(window: SeatWindow): Action {
    const start = botClock();
    let chosen: Action | undefined;
    let failure: Failure | undefined;
    try {
      chosen = this.inner.choose(window, start + this.options.limitMs);
      const legal = window.actions.some((a) => actionKey(a) === actionKey(chosen as Action));
      if (!legal) failure = worded('illegal', text('incident.illegal', { action: actionKey(chosen) }));
    } catch (error) {
      failure = worded('error', error instanceof Error ? error.message : String(error));
    }
    const ms = botClock() - start;
    this.timing.decisions++;
    this.timing.totalMs += ms;
    if (ms > this.timing.slowestMs) this.timing.slowestMs = ms;
    if (!failure && ms > this.options.limitMs) failure = worded('timeout', text('incident.timeout', { ms, limit: this.options.limitMs }));
    if (!failure) return chosen as Action;
    const incident: WatchdogIncident = { bot: this.inner.name, seat: window.seat, ms, reason: failure.reason, message: failure.message };
    incidentTexts.set(incident, failure.words);
    this.incidents.push(incident);
    this.options.onIncident?.(incident);
    return this.fallbackChoice(window);
  }
}
