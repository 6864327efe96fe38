/**
 * How a game's per-version cache answers reads: from the cache; afresh (the plain path the
 * cache must agree with); or from the cache, checked against a fresh computation (tests).
 * One switch per cache, so tests can run whole games on either path.
 */
export type CacheMode = 'cached' | 'plain' | 'shadow';

export class CacheSwitch {
  private current: CacheMode = 'cached';

  get mode(): CacheMode {
    return this.current;
  }

  /** Runs `run` with this cache in `mode`, then puts the previous mode back. */
  with<T>(mode: CacheMode, run: () => T): T {
    const was = this.current;
    this.current = mode;
    try {
      return run();
    } finally {
      this.current = was;
    }
  }
}
