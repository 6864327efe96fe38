/**
 * Instruction counts of seeded random self-play, by valgrind. Each mode runs in its own process
 * under valgrind with instrumentation off; once its warm-up games are played (loading the mode,
 * the JIT compiling its code), the process turns instrumentation on with valgrind's
 * `callgrind_control`, plays the counted games and turns it off, so the count is of those games
 * alone. Counted games run about a hundred times slower than usual.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { selfPlay } from './play.js';

export interface InstructionCount {
  readonly mode: string;
  readonly games: number;
  readonly warmUpGames: number;
  readonly actions: number;
  readonly instructions: number;
  readonly instructionsPerAction: number;
}

export interface InstructionResults {
  readonly format: 'rulegraph/instructions@1';
  readonly date: string;
  readonly node: string;
  readonly commit: string | null;
  readonly modes: readonly InstructionCount[];
}

/** The first seed of the warm-up games: apart from the counted ones (0 to n-1). */
const WARM_UP_SEED = 1_000_000;

/** What the counted process prints of its games, on a line of its own. */
const ACTIONS_LINE = /^actions (\d+)$/m;
/** Valgrind's summary of what it counted. */
const COLLECTED_LINE = /==\d+== Collected : (\d+)/;

/** The actions and instructions of a counted run, from its output, or why there are none. */
export function parseCount(stdout: string, stderr: string): { actions: number; instructions: number } | { problem: string } {
  const actions = ACTIONS_LINE.exec(stdout)?.[1];
  const instructions = COLLECTED_LINE.exec(stderr)?.[1];
  if (actions === undefined) return { problem: `the counted process printed no actions line:\n${stderr.slice(-2000)}` };
  if (instructions === undefined) return { problem: `valgrind printed no instruction count:\n${stderr.slice(-2000)}` };
  return { actions: Number(actions), instructions: Number(instructions) };
}

/** Plays the warm-up, then the counted games with instrumentation on: what the process {@link countMode} starts does. */
export function countedChild(mode: string, games: number, warmUpGames: number): void {
  selfPlay(mode, warmUpGames, WARM_UP_SEED);
  // callgrind_control reaches this process through valgrind's vgdb; a minute without an answer is a failure, not a wait.
  const control = (state: 'on' | 'off') => execFileSync('callgrind_control', ['-i', state, String(process.pid)], { stdio: 'ignore', timeout: 60_000 });
  control('on');
  const result = selfPlay(mode, games);
  control('off');
  console.log(`actions ${result.actions}`);
}

/** Counts the instructions of `games` games of `mode` in a process of their own under valgrind. */
export function countMode(valgrind: string, mode: string, games: number, warmUpGames: number): InstructionCount {
  const child = spawnSync(
    valgrind,
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      // The JIT writes code over code it wrote before: valgrind must look for it everywhere.
      '--smc-check=all-non-file',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      // Compiling on the main thread: what it compiles while counting is counted the same way each time.
      '--single-threaded',
      fileURLToPath(new URL('./instructions.js', import.meta.url)),
      '--child',
      mode,
      String(games),
      String(warmUpGames),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (child.error) {
    const missing = (child.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(missing ? `${valgrind} was not found: install valgrind (Debian: apt-get install valgrind), or name it in BENCH_VALGRIND` : child.error.message);
  }
  const parsed = parseCount(child.stdout, child.stderr);
  if ('problem' in parsed) throw new Error(`${mode}: ${parsed.problem}`);
  return { mode, games, warmUpGames, ...parsed, instructionsPerAction: parsed.instructions / parsed.actions };
}

export function formatCounts(results: InstructionResults): string {
  const lines = [`rulegraph instruction counts · valgrind, counted after the warm-up only · node ${results.node}`];
  for (const m of results.modes) {
    lines.push(
      `${m.mode.padEnd(16)} ${Math.round(m.instructionsPerAction).toLocaleString('en-US').padStart(9)} instructions per action  (${m.games} games, ${m.actions} actions, ${(m.instructions / 1e9).toFixed(3)}G; ${m.warmUpGames} warm-up games)`,
    );
  }
  return lines.join('\n');
}

