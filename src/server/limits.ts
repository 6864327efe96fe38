/** The limits of the server, and the token bucket that enforces rates. */

export interface ServerLimits {
  /** Largest HTTP request body, in bytes. */
  readonly bodyBytes: number;
  /** Largest WebSocket message, in bytes (an action is a few hundred). */
  readonly messageBytes: number;
  /** Messages per second a connection may send on average, and in a burst. */
  readonly messagesPerSecond: number;
  readonly messageBurst: number;
  /** Rate-limited messages a connection may send before it is closed as abusive. */
  readonly abuseStrikes: number;
  /** HTTP requests per second per client address, and in a burst. */
  readonly requestsPerSecond: number;
  readonly requestBurst: number;
  /** Matches live in one process at most (each holds a game in memory). */
  readonly liveMatches: number;
  /** Open sockets per match at most. */
  readonly socketsPerMatch: number;
  /** Milliseconds a new socket has to say hello. */
  readonly helloMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  bodyBytes: 256 * 1024,
  messageBytes: 16 * 1024,
  messagesPerSecond: 20,
  messageBurst: 40,
  abuseStrikes: 50,
  requestsPerSecond: 20,
  requestBurst: 60,
  liveMatches: 1000,
  socketsPerMatch: 64,
  helloMs: 5000,
};

/** Allows `burst` events at once and `perSecond` on average after. */
export class TokenBucket {
  private tokens: number;
  private last: number;
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** One bucket per key (a client address), forgetting keys not seen for a minute. */
export class KeyedBuckets {
  private readonly buckets = new Map<string, { bucket: TokenBucket; seen: number }>();
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  take(key: string): boolean {
    const now = Date.now();
    if (this.buckets.size > 10_000) {
      for (const [k, v] of this.buckets) if (now - v.seen > 60_000) this.buckets.delete(k);
    }
    let entry = this.buckets.get(key);
    if (!entry) this.buckets.set(key, (entry = { bucket: new TokenBucket(this.perSecond, this.burst), seen: now }));
    entry.seen = now;
    return entry.bucket.take();
  }
}
