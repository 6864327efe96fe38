/**
 * The server's rate limits (src/server/limits.ts): a bucket of tokens per client address for
 * HTTP requests and socket messages, on a clock the test moves.
 */
import { describe, expect, it } from 'vitest';
import { TokenBucket } from '../../src/server/limits.js';

describe('a token bucket', () => {
  it('allows a burst at once, then refuses until time gives tokens back at its rate', () => {
    let now = 1_000;
    const bucket = new TokenBucket(20, 60, () => now);
    const first = Array.from({ length: 80 }, () => bucket.take());
    expect(first.filter(Boolean)).toHaveLength(60);
    expect(first.slice(60).every((taken) => !taken)).toBe(true);
    now += 100; // a tenth of a second: two tokens at 20 a second
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, false]);
    now += 60_000; // a long wait fills it to its burst, not beyond
    expect(Array.from({ length: 61 }, () => bucket.take()).filter(Boolean)).toHaveLength(60);
  });
});
