/**
 * Instruction counts of seeded random self-play, by valgrind. Each mode runs in its own process
 * under valgrind with instrumentation off; once its warm-up games are played (loading the mode,
 * the JIT compiling its code), the process turns instrumentation on with valgrind's
 * `callgrind_control`, plays the counted games and turns it off, so the count is of those games
 * alone. Counted games run about a hundred times slower than usual.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import type { Game } from '../src/engine/game/game.js';
import { fileURLToPath } from 'node:url';
import { median } from './cpu.js';
import { selfPlay } from './play.js';
import { playGames, poolSides } from './pool.js';

export interface ModeCount {
  readonly mode: string;
  readonly games: number;
  readonly warmUpGames: number;
  /** V8's hash seed of each run, in the order run (`--hash-seed`: the first run's, then one more per run). */
  readonly hashSeeds: readonly number[];
  /** The actions of the counted games (the same in every run: the same seeds). */
  readonly actions: number;
  /** The instructions each run counted, one process each, in the order run. */
  readonly runs: readonly number[];
  /** The median run's instructions, per action. */
  readonly instructionsPerAction: number;
}

/**
 * The side-by-side comparison of `npm run bench`'s `BENCH_CARDS` counted: both sides played in
 * one process as the bench plays them (warm-up games of each, then rounds of each in turns),
 * once with the shipped decks' games counted and once with the pool's.
 */
export interface PoolCount {
  readonly file: string;
  /** Games of each side in each round, warm-up games of each side, rounds. */
  readonly games: number;
  readonly warmUpGames: number;
  readonly rounds: number;
  readonly hashSeed: number;
  readonly shipped: { readonly actions: number; readonly instructionsPerAction: number };
  readonly pool: { readonly actions: number; readonly instructionsPerAction: number };
  /** The pool's instructions per action over the shipped decks'. */
  readonly ratio: number;
}

export interface InstructionResults {
  readonly format: 'rulegraph/instructions@1';
  readonly date: string;
  readonly node: string;
  readonly commit: string | null;
  readonly modes: readonly ModeCount[];
  readonly pool?: PoolCount;
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

// callgrind_control reaches this process through valgrind's vgdb; a minute without an answer is a failure, not a wait.
function instrumentation(state: 'on' | 'off'): void {
  execFileSync('callgrind_control', ['-i', state, String(process.pid)], { stdio: 'ignore', timeout: 60_000 });
}

/** Plays the warm-up, then the counted games with instrumentation on: what the process {@link countMode} starts does. */
export function countedChild(mode: string, games: number, warmUpGames: number): void {
  selfPlay(mode, warmUpGames, WARM_UP_SEED);
  instrumentation('on');
  const result = selfPlay(mode, games);
  instrumentation('off');
  console.log(`actions ${result.actions}`);
}

/**
 * Plays both sides of the pool comparison as `npm run bench` does, in one process, with the
 * games of `counted` only (not their making) under instrumentation: what {@link countPool} starts.
 */
export function countedPoolChild(file: string, counted: 'shipped' | 'pool', games: number, warmUpGames: number, rounds: number): void {
  const sides = poolSides(file);
  const play = (make: (seed: number) => Game, count: number, firstSeed: number, instrumented: boolean): number => {
    const made = Array.from({ length: count }, (_, i) => make(firstSeed + i));
    if (instrumented) instrumentation('on');
    const { actions } = playGames(made, firstSeed);
    if (instrumented) instrumentation('off');
    for (const game of made) game.dispose();
    return actions;
  };
  play(sides.shippedGame, warmUpGames, WARM_UP_SEED, false);
  play(sides.poolGame, warmUpGames, WARM_UP_SEED, false);
  let actions = 0;
  for (let round = 0; round < rounds; round++) {
    const shipped = play(sides.shippedGame, games, round * games, counted === 'shipped');
    const pool = play(sides.poolGame, games, round * games, counted === 'pool');
    actions += counted === 'shipped' ? shipped : pool;
  }
  console.log(`actions ${actions}`);
}

/**
 * Counts the instructions of `games` games of `mode` in a process of their own under valgrind,
 * V8 hashing with `hashSeed`.
 */
function countRun(valgrind: string, what: string, childArgs: readonly string[], hashSeed: number): { actions: number; instructions: number } {
  const child = spawnSync(
    valgrind,
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      // The JIT writes code over code it wrote before: valgrind must look for it everywhere.
      '--smc-check=all-non-file',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      // Compiling and collecting on the main thread, garbage collected on a schedule of its own
      // rather than by the clock: what they do while counting is counted alike from run to run.
      '--single-threaded',
      '--predictable-gc-schedule',
      // V8 seeds its hashing of names and keys at random in each process, and where keys collide in
      // the hash tables moves the count by 1% (a duel) to 10% (four players): a fixed seed makes two
      // runs of one build agree to about 0.1%.
      `--hash-seed=${hashSeed}`,
      fileURLToPath(new URL('./instructions.js', import.meta.url)),
      ...childArgs,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (child.error) {
    const missing = (child.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(missing ? `${valgrind} was not found: install valgrind (Debian: apt-get install valgrind), or name it in BENCH_VALGRIND` : child.error.message);
  }
  const parsed = parseCount(child.stdout, child.stderr);
  if ('problem' in parsed) throw new Error(`${what}: ${parsed.problem}`);
  return parsed;
}

/**
 * Counts the pool comparison of `file` ({@link PoolCount}): two processes under valgrind, V8
 * hashing with `hashSeed`, each playing both sides alike and counting one.
 */
export function countPool(valgrind: string, file: string, games: number, warmUpGames: number, rounds: number, hashSeed: number): PoolCount {
  const count = (side: 'shipped' | 'pool') => {
    const { actions, instructions } = countRun(valgrind, `${file} (${side})`, ['--pool-child', file, side, String(games), String(warmUpGames), String(rounds)], hashSeed);
    return { actions, instructionsPerAction: instructions / actions };
  };
  const shipped = count('shipped');
  const pool = count('pool');
  return { file, games, warmUpGames, rounds, hashSeed, shipped, pool, ratio: pool.instructionsPerAction / shipped.instructionsPerAction };
}

/**
 * Counts `mode` in `runs` processes, V8 hashing with `firstHashSeed` in the first and one seed
 * more in each next. One seed gives one count (to about 0.1%); other seeds move it by what the
 * hash tables' collisions cost, under 1% for a duel and up to 10% for four players: several runs
 * show that spread, and the median is the figure.
 */
export function countMode(valgrind: string, mode: string, games: number, warmUpGames: number, runs: number, firstHashSeed: number): ModeCount {
  const hashSeeds = Array.from({ length: runs }, (_, k) => firstHashSeed + k);
  const counted = hashSeeds.map((seed) => countRun(valgrind, mode, ['--child', mode, String(games), String(warmUpGames)], seed));
  const actions = (counted[0] as { actions: number }).actions;
  if (counted.some((c) => c.actions !== actions)) throw new Error(`${mode}: runs of the same seeds played ${counted.map((c) => c.actions).join(', ')} actions`);
  const instructions = counted.map((c) => c.instructions);
  return { mode, games, warmUpGames, hashSeeds, actions, runs: instructions, instructionsPerAction: median(instructions) / actions };
}

export function formatCounts(results: InstructionResults): string {
  const lines = [`rulegraph instruction counts · valgrind, counted after the warm-up only · node ${results.node}`];
  const perAction = (n: number, actions: number) => Math.round(n / actions).toLocaleString('en-US');
  for (const m of results.modes) {
    const seeds = m.hashSeeds.length > 1 ? `hash seeds ${m.hashSeeds[0]}-${m.hashSeeds.at(-1)}` : `hash seed ${m.hashSeeds[0]}`;
    const runs = m.runs.length > 1 ? `; runs ${m.runs.map((r) => perAction(r, m.actions)).join(', ')}` : '';
    lines.push(
      `${m.mode.padEnd(16)} ${Math.round(m.instructionsPerAction).toLocaleString('en-US').padStart(9)} instructions per action  (${m.games} games, ${m.actions} actions, ${m.warmUpGames} warm-up games, ${seeds}${runs})`,
    );
  }
  const p = results.pool;
  if (p !== undefined) {
    const perAction = (n: number) => Math.round(n).toLocaleString('en-US');
    lines.push(
      `compiled cards (${p.file}), both sides in one process, one counted per process: shipped decks ${perAction(p.shipped.instructionsPerAction)}, pool ${perAction(p.pool.instructionsPerAction)} instructions per action, ${p.ratio.toFixed(2)}× (${p.rounds} round${p.rounds === 1 ? '' : 's'} of ${p.games} games of each side after ${p.warmUpGames} warm-up games of each, ${p.shipped.actions} and ${p.pool.actions} actions, hash seed ${p.hashSeed})`,
    );
  }
  return lines.join('\n');
}
