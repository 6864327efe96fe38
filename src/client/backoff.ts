/** How long to wait before the next reconnection attempt: exponential, capped, with some spread. */
export interface Backoff {
  /** The first wait, in ms (default 200). */
  readonly initialMs?: number;
  /** The longest wait, in ms (default 10 000). */
  readonly maxMs?: number;
  /** Each failed attempt multiplies the wait by this (default 2). */
  readonly factor?: number;
  /**
   * Up to this fraction of each wait is taken off at random (default 0.2), so clients dropped
   * together by one server do not all come back in the same millisecond.
   */
  readonly jitter?: number;
}

/** The wait before attempt `attempt` (0 for the first retry). */
export function backoffDelay(attempt: number, backoff: Backoff = {}, random: () => number = Math.random): number {
  const { initialMs = 200, maxMs = 10_000, factor = 2, jitter = 0.2 } = backoff;
  const wait = Math.min(maxMs, initialMs * factor ** attempt);
  return Math.round(wait * (1 - jitter * random()));
}
