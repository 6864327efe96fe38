/** The limits of the server, and the token bucket that enforces rates. */
import type { Text } from '../engine/i18n/catalogue.js';
import { text } from './i18n/messages.js';

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
  /** Open sockets of the whole process at most, and of one client address. */
  readonly sockets: number;
  readonly socketsPerAddress: number;
  /** Milliseconds a new socket has to say hello. */
  readonly helloMs: number;
  /** Entrants of one tournament at most. */
  readonly tournamentEntrants: number;
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
  sockets: 2000,
  socketsPerAddress: 32,
  helloMs: 5000,
  tournamentEntrants: 512,
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

/** The sockets open now, in all and by client address, against their limits. */
export class SocketCounts {
  private total = 0;
  private readonly byAddress = new Map<string, number>();
  constructor(private readonly limits: Pick<ServerLimits, 'sockets' | 'socketsPerAddress'>) {}

  /** Why a new socket from `address` may not open now, if it may not. */
  refusal(address: string): Text | undefined {
    if (this.total >= this.limits.sockets) return text('TOO_MANY_CONNECTIONS.server', { limit: this.limits.sockets });
    if ((this.byAddress.get(address) ?? 0) >= this.limits.socketsPerAddress) return text('TOO_MANY_CONNECTIONS.address', { limit: this.limits.socketsPerAddress });
    return undefined;
  }

  opened(address: string): void {
    this.total++;
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
  }

  closed(address: string): void {
    this.total--;
    const left = (this.byAddress.get(address) ?? 1) - 1;
    if (left === 0) this.byAddress.delete(address);
    else this.byAddress.set(address, left);
  }
}
