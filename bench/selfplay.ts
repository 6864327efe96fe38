/**
 * Plays seeded random games of one mode and prints the CPU time: the loop to run under a
 * profiler, `node --cpu-prof dist/bench/selfplay.js riftbound/duel 300`. A few games are
 * played first so that loading the mode and warming up the JIT stay out of the figure.
 */
import { selfPlay } from './play.js';

const mode = process.argv[2] ?? 'riftbound/duel';
const games = Number(process.argv[3] ?? 300);
selfPlay(mode, 5, 1_000_000);
const result = selfPlay(mode, games);
console.log(
  `${mode}: ${games} games, ${result.actions} actions, ${result.cpuMicrosPerAction.toFixed(1)} µs CPU per action, legalActions ${result.legalCpuMicrosPerAction.toFixed(1)} µs per action (${result.legalCallsPerAction.toFixed(2)} calls)`,
);
