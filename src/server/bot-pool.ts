/**
 * Where the server's bots think: a pool of worker processes (tinypool), off the event loop that
 * answers clients. The event loop sends a decision's task (the bot's spec, seed and generators
 * and the seat's window: src/bots/decision.ts) and gets the action back.
 *
 * Fair by construction: a match has at most one decision asked at a time (live-match.ts), and
 * the pool hands decisions to its workers in the order they were asked, so with N matches
 * waiting each gets its turn within N decisions. Bounded: a decision is told its limit (the
 * search stops there with its best so far; the watchdog replaces a later choice by a random
 * one), and one still running after ten times its limit and ten seconds of wall time is cut off (the
 * worker is ended and replaced, and the bot's fallback decides). A worker that dies during a
 * decision is replaced and the decision asked once more; if it fails again the fallback decides.
 * The answer never fails: the match always gets a legal action.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Tinypool } from 'tinypool';
import { decide, decideByFallback, type DecisionAnswer, type DecisionTask } from '../bots/decision.js';

export interface BotPoolOptions {
  /** Worker processes; 0 makes decisions on the event loop (how the server ran bots before the pool). */
  readonly workers: number;
  /** The longest one decision may take, in ms of the bot clock (CPU time of the worker). */
  readonly decisionMs: number;
  /** The worker module; default the compiled `bots/decision-worker.js` of this build. */
  readonly workerFile?: string;
}

/** A second of thinking per decision: every level a public server allows by default fits in it. */
export const DEFAULT_BOT_DECISION_MS = 1000;

/** One worker per core but one, which is left to the event loop and the store. */
export function defaultBotWorkers(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** What the pool did, for tests and reports. */
export interface BotPoolCounts {
  /** Decisions asked. */
  decisions: number;
  /** Decisions answered (by the bot or by its fallback). */
  answered: number;
  /** Decisions asked again after their worker died. */
  retried: number;
  /** Decisions made by the fallback: the worker died twice, or the decision was cut off. */
  fallbacks: number;
}

interface Job {
  readonly task: DecisionTask;
  tries: number;
  readonly resolve: (answer: DecisionAnswer) => void;
}

/** The compiled worker next to this build's bots; undefined when running from TypeScript sources. */
function builtWorker(): string | undefined {
  const file = fileURLToPath(new URL('../bots/decision-worker.js', import.meta.url));
  return existsSync(file) ? file : undefined;
}

export class BotPool {
  readonly counts: BotPoolCounts = { decisions: 0, answered: 0, retried: 0, fallbacks: 0 };
  /** Worker processes: 0 when decisions are made on the event loop. */
  readonly workers: number;
  private readonly workerFile: string | undefined;
  private pool: Tinypool | undefined;
  private readonly waiting: Job[] = [];
  private running = 0;
  private closed = false;

  constructor(private readonly options: BotPoolOptions) {
    // From the TypeScript sources (the tests) there is no compiled worker to start: decisions
    // are then made on the event loop, as with `workers: 0`.
    this.workerFile = options.workerFile ?? builtWorker();
    this.workers = this.workerFile === undefined ? 0 : Math.max(0, Math.floor(options.workers));
  }

  get decisionMs(): number {
    return this.options.decisionMs;
  }

  /**
   * Wall time after which a decision still running is cut off. The limit is CPU time, which on
   * a busy machine takes several times as long in wall time: only a decision far past it is
   * taken for one that does not stop.
   */
  get cutOffMs(): number {
    return this.options.decisionMs * 10 + 10_000;
  }

  /** The worker processes' ids (none before the first decision), for tests that end one. */
  get workerPids(): number[] {
    return (this.pool?.threads ?? []).flatMap((worker) => {
      const pid = (worker as { process?: { pid?: number } } | undefined)?.process?.pid;
      return pid === undefined ? [] : [pid];
    });
  }

  /** The decision of `task`: the bot's, or its fallback's if the bot's could not be made. */
  decide(task: DecisionTask): Promise<DecisionAnswer> {
    this.counts.decisions++;
    const answered = (answer: DecisionAnswer): DecisionAnswer => {
      this.counts.answered++;
      return answer;
    };
    if (this.workers === 0 || this.closed) {
      return new Promise((resolve) => setImmediate(() => resolve(answered(this.inline(task)))));
    }
    return new Promise((resolve) => {
      this.waiting.push({ task, tries: 0, resolve: (answer) => resolve(answered(answer)) });
      this.pump();
    });
  }

  /** Ends the workers; decisions still waiting are made by their fallbacks. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.resolve(this.fallback(job.task));
    await this.pool?.destroy();
    this.pool = undefined;
  }

  private inline(task: DecisionTask): DecisionAnswer {
    try {
      return decide(task);
    } catch {
      return this.fallback(task);
    }
  }

  /** The fallback's decision for `task`, made here (a random legal action: cheap). */
  fallback(task: DecisionTask): DecisionAnswer {
    this.counts.fallbacks++;
    try {
      return decideByFallback(task);
    } catch {
      return { action: task.window.actions[0] as DecisionAnswer['action'], generators: [...task.generators], ms: 0 };
    }
  }

  private workerPool(): Tinypool {
    // Processes, not threads: a bot's clock is the CPU time of its process, which threads
    // would share with the event loop and with each other.
    return (this.pool ??= new Tinypool({ filename: this.workerFile ?? null, runtime: 'child_process', minThreads: this.workers, maxThreads: this.workers, isolateWorkers: false }));
  }

  /** Hands waiting decisions to free workers, oldest first. */
  private pump(): void {
    while (!this.closed && this.running < this.workers && this.waiting.length > 0) {
      const job = this.waiting.shift() as Job;
      this.running++;
      void this.run(job).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async run(job: Job): Promise<void> {
    const cutOff = new AbortController();
    const timer = setTimeout(() => cutOff.abort(), this.cutOffMs);
    try {
      job.resolve((await this.workerPool().run(job.task, { signal: cutOff.signal })) as DecisionAnswer);
    } catch {
      if (!cutOff.signal.aborted && !this.closed && job.tries === 0) {
        // The worker died under the decision (tinypool starts another): ask once more, first.
        job.tries++;
        this.counts.retried++;
        this.waiting.unshift(job);
      } else {
        job.resolve(this.fallback(job.task));
      }
    } finally {
      clearTimeout(timer);
    }
  }
}
