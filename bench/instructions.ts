/**
 * `npm run bench:instructions`: the instructions a mode's seeded random self-play executes per
 * action, counted by valgrind (Debian's `valgrind` package) in the games after a warm-up only
 * (bench/instruction-count.ts). CPU time on a machine shared with other work moves by more than
 * most changes; these counts, with V8 hashing from a fixed seed, move by about 0.1% between runs,
 * so two commits compare by them on any machine.
 *
 * Environment (or the same as `--name value` options):
 *   BENCH_MODES     comma-separated modes                   (default: those of `npm run bench`)
 *   BENCH_GAMES     games counted per mode (seeds 0 to n-1) (default 20)
 *   BENCH_WARMUP    warm-up games per mode, not counted     (default 200)
 *   BENCH_RUNS      processes counted per mode; the median  (default 1)
 *   BENCH_HASH_SEED V8's hash seed of the first run; each   (default 1)
 *                   further run uses the next one
 *   BENCH_JSON      file to write the results to as JSON    (default: none)
 *   BENCH_VALGRIND  the valgrind to run                     (default: valgrind on the PATH)
 *   BENCH_COMMIT    a label stored in the JSON (the commit counted)
 *   BENCH_CARDS     a card file: `npm run bench`'s side-by-side comparison of its compiled pool
 *                   counted too (bench/pool.ts): both sides played in one process, warm-up games
 *                   of each (BENCH_WARMUP), then BENCH_POOL_ROUNDS rounds of BENCH_GAMES games of
 *                   each in turns, once counting the shipped decks' games, once the pool's
 *   BENCH_POOL_ROUNDS  rounds of that comparison                  (default 2)
 */
import { writeFileSync } from 'node:fs';
import { countedChild, countedPoolChild, countMode, countPool, formatCounts, type InstructionResults } from './instruction-count.js';
import { benchModes, option, positiveInt } from './options.js';

function main(): void {
  // The same file runs the counted games, under valgrind (countMode).
  if (process.argv[2] === '--child') {
    countedChild(process.argv[3] as string, Number(process.argv[4]), Number(process.argv[5]));
    return;
  }
  if (process.argv[2] === '--pool-child') {
    countedPoolChild(process.argv[3] as string, process.argv[4] === 'pool' ? 'pool' : 'shipped', Number(process.argv[5]), Number(process.argv[6]), Number(process.argv[7]));
    return;
  }
  const valgrind = option('BENCH_VALGRIND') ?? 'valgrind';
  const games = positiveInt('BENCH_GAMES', 20);
  const warmUpGames = positiveInt('BENCH_WARMUP', 200);
  const runs = positiveInt('BENCH_RUNS', 1);
  const hashSeed = positiveInt('BENCH_HASH_SEED', 1);
  const modes = benchModes().map((mode) => countMode(valgrind, mode, games, warmUpGames, runs, hashSeed));
  const cards = option('BENCH_CARDS');
  const pool = cards === undefined ? undefined : countPool(valgrind, cards, games, warmUpGames, positiveInt('BENCH_POOL_ROUNDS', 2), hashSeed);
  const results: InstructionResults = { format: 'rulegraph/instructions@1', date: new Date().toISOString(), node: process.version, commit: process.env['BENCH_COMMIT'] ?? null, modes, ...(pool ? { pool } : {}) };
  console.log(formatCounts(results));
  const json = option('BENCH_JSON');
  if (json) {
    writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nresults written to ${json}`);
  }
}

try {
  main();
} catch (error) {
  console.error(`bench:instructions: ${(error as Error).message}`);
  process.exitCode = 2;
}
