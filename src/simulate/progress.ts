/**
 * Progress of a running study: a bar redrawn in place on a terminal (games done, rate, time
 * left), or one JSON line at most every second (and at the end) for logs and schedulers.
 */
import type { Progress } from './run.js';

export interface ProgressView {
  update(progress: Progress): void;
  /** Ends the bar's line (a terminal) so later output starts on its own line. */
  finish(): void;
}

function rate(p: Progress): number {
  return p.elapsedMs > 0 ? (p.done * 1000) / p.elapsedMs : 0;
}

function secondsLeft(p: Progress): number {
  const r = rate(p);
  return r > 0 ? (p.total - p.done) / r : 0;
}

function clock(seconds: number): string {
  const s = Math.round(seconds);
  return s >= 3600 ? `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m` : s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

/** The bar's text: `[#####-----] 50/100 games · 4.2 games/s · 12s left`. */
export function progressBar(p: Progress, width = 30): string {
  const filled = p.total > 0 ? Math.round((p.done / p.total) * width) : width;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${p.done}/${p.total} games · ${rate(p).toFixed(1)} games/s · ${clock(secondsLeft(p))} left`;
}

/** The JSON line of a moment of progress. */
export function progressLine(p: Progress): string {
  return JSON.stringify({ done: p.done, total: p.total, gamesPerSecond: Number(rate(p).toFixed(3)), secondsLeft: Number(secondsLeft(p).toFixed(1)) });
}

export function progressView(write: (text: string) => void, terminal: boolean, intervalMs = 1000): ProgressView {
  let lastAt = -Infinity;
  let drawn = false;
  return {
    update(p) {
      const last = p.done === p.total;
      if (!last && p.elapsedMs - lastAt < (terminal ? 100 : intervalMs)) return;
      lastAt = p.elapsedMs;
      if (terminal) {
        write(`\r${progressBar(p)}\x1b[K`);
        drawn = true;
      } else {
        write(`${progressLine(p)}\n`);
      }
    },
    finish() {
      if (drawn) write('\n');
      drawn = false;
    },
  };
}
