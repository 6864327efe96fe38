/**
 * Clocks for the bench. CPU time (`process.cpuUsage`, user plus system, every thread of the
 * process) is what a run costs on a shared machine; wall time is shown beside it because
 * other processes inflate it.
 */
import { performance } from 'node:perf_hooks';

export interface Cost {
  /** CPU seconds. */
  readonly cpu: number;
  /** Wall-clock seconds. */
  readonly wall: number;
}

export interface Stopwatch {
  stop(): Cost;
}

export function startClock(): Stopwatch {
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  return {
    stop() {
      const cpu = process.cpuUsage(cpu0);
      return { cpu: (cpu.user + cpu.system) / 1e6, wall: (performance.now() - wall0) / 1000 };
    },
  };
}

/** Runs `work` and returns what it cost. */
export function measure(work: () => void): Cost {
  const clock = startClock();
  work();
  return clock.stop();
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Collects garbage when node runs with `--expose-gc` (the `npm run bench` script does). */
export function collectGarbage(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return false;
  gc();
  gc();
  return true;
}
