/**
 * Runs a study: every game of every variant (or of one shard) on a pool of worker processes,
 * or in this thread when asked (`workers: 0`). Results come back in a fixed order (variant,
 * then game index), so the output does not depend on how many workers played.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Tinypool } from 'tinypool';
import { botClockKind } from '../bots/clock.js';
import { EngineError } from '../engine/errors.js';
import { decisionsByBot, DECISIONS_FORMAT, type DecisionsFile } from './decisions.js';
import { factsOf } from './facts.js';
import type { GameResult, PlayedGame } from './play-one.js';
import { gameIndices, type SimulationConfig } from './plan.js';
import { summarizeStudy, type StudySummary } from './summary.js';
import playTask, { type GameTask } from './worker.js';

export const STUDY_FORMAT = 'rulegraph/simulation@1';

/** A study's file: its settings, every game played, and the summary of those games. */
export interface Study {
  readonly format: typeof STUDY_FORMAT;
  readonly config: SimulationConfig;
  readonly games: readonly GameResult[];
  readonly summary: StudySummary;
}

export interface Progress {
  readonly done: number;
  readonly total: number;
  readonly elapsedMs: number;
}

/** A run: the study (the same for the same arguments) and what the decisions cost (not). */
export interface StudyRun {
  readonly study: Study;
  readonly decisions: DecisionsFile;
}

export interface RunOptions {
  /** Worker processes; 0 plays in this thread. */
  readonly workers: number;
  /** Called after every game. */
  readonly onProgress?: (progress: Progress) => void;
}

/** The tasks of a study: for each game index, each variant (so variants advance together). */
export function studyTasks(config: SimulationConfig): GameTask[] {
  return gameIndices(config).flatMap((index) => config.variants.map((_, variant) => ({ config, variant, index })));
}

/** Games in the order every study file keeps them: variant by variant, then by index. */
export function sortGames(config: SimulationConfig, games: readonly GameResult[]): GameResult[] {
  const order = new Map(config.variants.map((v, i) => [v.label, i]));
  return [...games].sort((a, b) => (order.get(a.variant) ?? 0) - (order.get(b.variant) ?? 0) || a.index - b.index);
}

export function studyOf(config: SimulationConfig, games: readonly GameResult[]): Study {
  const sorted = sortGames(config, games);
  return { format: STUDY_FORMAT, config, games: sorted, summary: summarizeStudy(factsOf(config.mode).round, config.variants.map((v) => v.label), sorted) };
}

/** The compiled worker next to this file; absent when running from TypeScript sources. */
function workerFile(): string {
  const file = fileURLToPath(new URL('./worker.js', import.meta.url));
  if (!existsSync(file)) throw new EngineError(`the simulation worker ${file} is not built: run npm run build, or play in this thread (workers 0)`);
  return file;
}

export async function runStudy(config: SimulationConfig, options: RunOptions): Promise<StudyRun> {
  const tasks = studyTasks(config);
  const started = Date.now();
  let done = 0;
  const finished = (played: PlayedGame): PlayedGame => {
    done++;
    options.onProgress?.({ done, total: tasks.length, elapsedMs: Date.now() - started });
    return played;
  };
  const runOf = (played: readonly PlayedGame[]): StudyRun => ({
    study: studyOf(config, played.map((p) => p.result)),
    decisions: { format: DECISIONS_FORMAT, clock: botClockKind, bots: decisionsByBot(played.flatMap((p) => p.decisions)) },
  });
  if (options.workers <= 0) return runOf(tasks.map((task) => finished(playTask(task))));
  // Child processes, not threads: Node's CPU clock is per process, and a bot's budget and
  // watchdog count CPU time, which threads of one process would share.
  const pool = new Tinypool({ filename: workerFile(), runtime: 'child_process', minThreads: options.workers, maxThreads: options.workers, isolateWorkers: false });
  try {
    return runOf(await Promise.all(tasks.map(async (task) => finished((await pool.run(task)) as PlayedGame))));
  } finally {
    await pool.destroy();
  }
}
