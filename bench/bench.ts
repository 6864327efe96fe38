/**
 * `npm run bench`: seeded random self-play per mode, timed in CPU time, beside a bare XState
 * baseline of the same statechart measured in the same process.
 *
 * Environment (or the same as `--name value` options):
 *   BENCH_MODES  comma-separated modes          (default riftbound/duel,riftbound/2v2,riftbound/ffa4,altered/duel,altered/2v2)
 *   BENCH_GAMES  games per mode and run         (default 200)
 *   BENCH_RUNS   runs per mode; medians shown   (default 3)
 *   BENCH_WARMUP CPU seconds of games played per mode before its runs (default 5)
 *   BENCH_JSON   file to write the results to as JSON (default: none)
 *   BENCH_CARDS  a card file: a duel with random decks of its compiled cards, side by side
 *                with the shipped decks (bench/pool.ts; default: none)
 *   BENCH_CARDS_GAME  the game of that card file (default riftbound)
 * See docs/performance.md for what each figure means.
 */
import { writeFileSync } from 'node:fs';
import { bareBaseline, type BaselineResult } from './baseline.js';
import type { BenchResults, ModeResult } from './bench-results.js';
import { median } from './cpu.js';
import { flowCounts, selfPlay, storage, warmUp, type PlayResult } from './play.js';
import { formatReport } from './report.js';
import { benchModes, option, positiveInt, positiveNumber } from './options.js';
import { formatPoolComparison, poolComparison } from './pool.js';

function medianOf(runs: readonly PlayResult[]): ModeResult['median'] {
  const pick = (f: (r: PlayResult) => number) => median(runs.map(f));
  return {
    actions: pick((r) => r.actions),
    cpuSeconds: pick((r) => r.cost.cpu),
    wallSeconds: pick((r) => r.cost.wall),
    actionsPerCpuSecond: pick((r) => r.actionsPerCpuSecond),
    gamesPerCpuSecond: pick((r) => r.gamesPerCpuSecond),
    cpuMicrosPerAction: pick((r) => r.cpuMicrosPerAction),
    legalCalls: pick((r) => r.legalCalls),
    legalCallsPerAction: pick((r) => r.legalCallsPerAction),
    legalCpuMicrosPerCall: pick((r) => r.legalCpuMicrosPerCall),
    legalCpuMicrosPerAction: pick((r) => r.legalCpuMicrosPerAction),
    applyCpuMicrosPerAction: pick((r) => r.applyCpuMicrosPerAction),
  };
}

function commitOf(): string | null {
  return process.env['BENCH_COMMIT'] ?? null;
}

export function runBench(modes: readonly string[], games: number, runs: number, warmUpSeconds: number): BenchResults {
  const gamesOf = [...new Set(modes.map((m) => m.split('/')[0] as string))];
  const baselines: Record<string, BenchResults['baselines'][string]> = {};
  const compiledBaselines: Record<string, BenchResults['baselines'][string]> = {};
  const baselineOf = (game: string, compiled: boolean): BenchResults['baselines'][string] => {
    const results = Array.from({ length: runs }, () => bareBaseline(game, 20_000, undefined, compiled));
    const best = results.map((r) => r.cpuMicrosPerEvent);
    const mid = results.find((r) => r.cpuMicrosPerEvent === median(best)) ?? (results[0] as BaselineResult);
    return { ...mid, cpuMicrosPerEvent: median(best), eventsPerCpuSecond: 1e6 / median(best), runsCpuMicrosPerEvent: best };
  };
  for (const game of gamesOf) {
    baselines[game] = baselineOf(game, false);
    compiledBaselines[game] = baselineOf(game, true);
  }
  const results: ModeResult[] = [];
  for (const mode of modes) {
    const warm = warmUp(mode, warmUpSeconds);
    const played = Array.from({ length: runs }, () => selfPlay(mode, games));
    const flow = flowCounts(mode, Math.min(20, games));
    // Snapshots of 50 games are plenty; the heap per game is steadier over all of them.
    const stored = storage(mode, Math.min(50, games), 0, games);
    const m = medianOf(played);
    const bare = baselines[mode.split('/')[0] as string];
    const vsBare = bare
      ? { perXstateEvent: m.cpuMicrosPerAction / flow.xstateEventsPerAction / bare.cpuMicrosPerEvent, perAction: m.cpuMicrosPerAction / bare.cpuMicrosPerEvent }
      : null;
    results.push({ mode, warmUp: warm, median: m, runs: played, flow, storage: stored, vsBare });
  }
  return { format: 'rulegraph/bench@1', date: new Date().toISOString(), node: process.version, commit: commitOf(), games, runs, warmUpSeconds, baselines, compiledBaselines, modes: results };
}

const modes = benchModes();
const games = positiveInt('BENCH_GAMES', 200);
const runs = positiveInt('BENCH_RUNS', 3);
const cardsFile = option('BENCH_CARDS');
const warmUpSeconds = positiveNumber('BENCH_WARMUP', 5);
const benched = runBench(modes, games, runs, warmUpSeconds);
const results: BenchResults = cardsFile ? { ...benched, cards: poolComparison(cardsFile, games, runs, warmUpSeconds, option('BENCH_CARDS_GAME') ?? 'riftbound') } : benched;
console.log(formatReport(results));
if (results.cards) console.log(formatPoolComparison(results.cards));
const json = option('BENCH_JSON');
if (json) {
  writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nresults written to ${json}`);
}
