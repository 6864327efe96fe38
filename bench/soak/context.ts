/** What every simulated client of the soak shares: the server's URL, the ledger, the clock. */
import type { Ledger } from './ledger.js';

export interface SoakContext {
  /** The server's base URL (the same across restarts). */
  readonly url: string;
  readonly ledger: Ledger;
  /** Set when the soak's time is up: every client finishes what it does and stops. */
  stopping: boolean;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A whole number in [min, max]. */
export function between(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}
