/**
 * Plays seeded random games of one mode and prints the CPU time: the loop to run under a
 * profiler, `node --cpu-prof dist/bench/selfplay.js riftbound/duel 300`. Games are played
 * first for a few seconds of CPU (the third argument, 5 by default) so that loading the mode
 * and the JIT compiling its code stay out of the figure (not out of a profile of the process).
 */
import { selfPlay, warmUp } from './play.js';

const mode = process.argv[2] ?? 'riftbound/duel';
const games = Number(process.argv[3] ?? 300);
warmUp(mode, Number(process.argv[4] ?? 5));
const result = selfPlay(mode, games);
console.log(
  `${mode}: ${games} games, ${result.actions} actions, ${result.cpuMicrosPerAction.toFixed(1)} µs CPU per action, legalActions ${result.legalCpuMicrosPerAction.toFixed(1)} µs per action (${result.legalCallsPerAction.toFixed(2)} calls)`,
);
