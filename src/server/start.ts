/**
 * Starts `rulegraph serve`: opens the store, listens, and takes over the unfinished matches
 * no other process owns. What `close` leaves behind is only the store.
 */
import type { AddressInfo } from 'node:net';
import { openStore } from '../store/open.js';
import type { Store } from '../store/store.js';
import { buildApp } from './app.js';
import { BotPool, DEFAULT_BOT_DECISION_MS, defaultBotWorkers } from './bot-pool.js';
import { DEFAULT_LIMITS, type ServerLimits } from './limits.js';
import { MatchRegistry } from './matches.js';
import { allowedHostNames } from './origin.js';
import { TournamentHost } from './tournaments.js';

export interface ServeOptions {
  readonly port?: number;
  readonly host?: string;
  /** `memory://`, `file://DIR`, `postgres://...`; default: PGlite in `dataDir`. */
  readonly database?: string;
  readonly dataDir?: string;
  /** Seats bots play in every new match that names none (`--bots C,D`), with the bot for each. */
  readonly bots?: Readonly<Record<string, string>>;
  /** The bots clients may name at creation (`--bot-levels`): specs, each allowing itself and anything cheaper of its kind. */
  readonly botLevels?: readonly string[];
  /** The longest one bot decision may take, in ms of CPU time (`--bot-ms`). */
  readonly botMs?: number;
  /** Worker processes where bots decide (`--bot-workers`); 0: on the event loop. */
  readonly botWorkers?: number;
  /** The worker module of the bot pool; tests running from the sources name the built one. */
  readonly botWorkerFile?: string;
  readonly allowOrigins?: readonly string[];
  /** Host names the server answers to besides loopback, the listen address and the advertised host (`--allow-host`; `*`: any). */
  readonly allowHosts?: readonly string[];
  /** The base URL other processes send this one's clients to; default `http://host:port`. */
  readonly advertise?: string;
  readonly limits?: Partial<ServerLimits>;
  /** Seconds a lease lasts unless renewed (renewed three times per period). */
  readonly leaseSeconds?: number;
  readonly snapshotEvery?: number;
  /** Seconds a match not over may go without a player's socket before it expires (default 1800). */
  readonly idleSeconds?: number;
  /** The clock matches expire by (milliseconds since the epoch); tests drive their own. */
  readonly now?: () => number;
}

/** What a public server lets clients ask for: bots that decide in a few tens of milliseconds. */
export const DEFAULT_BOT_LEVELS: readonly string[] = ['random', 'greedy', 'search:1'];

/** Half an hour: long enough for a player to reconnect or to wait for an opponent, short enough to free slots. */
export const DEFAULT_IDLE_SECONDS = 1800;

export interface RunningServer {
  readonly url: string;
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly tournaments: TournamentHost;
  readonly botPool: BotPool;
  close(): Promise<void>;
}

export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const host = options.host ?? '127.0.0.1';
  const store = await openStore(options.database, options.dataDir ?? 'rulegraph-data');
  const botPool = new BotPool({
    workers: options.botWorkers ?? defaultBotWorkers(),
    decisionMs: options.botMs ?? DEFAULT_BOT_DECISION_MS,
    ...(options.botWorkerFile === undefined ? {} : { workerFile: options.botWorkerFile }),
  });
  const registry = new MatchRegistry({
    store,
    limits,
    leaseSeconds: options.leaseSeconds ?? 10,
    snapshotEvery: options.snapshotEvery ?? 50,
    defaultBots: options.bots ?? {},
    botLevels: options.botLevels ?? DEFAULT_BOT_LEVELS,
    botPool,
    idleSeconds: options.idleSeconds ?? DEFAULT_IDLE_SECONDS,
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  const allowHosts = allowedHostNames(host, options.advertise, options.allowHosts ?? []);
  const tournaments = new TournamentHost({ store, registry, limits, ...(options.now === undefined ? {} : { now: options.now }) });
  const app = await buildApp({ registry, tournaments, limits, allowOrigins: options.allowOrigins ?? [], allowHosts });
  try {
    await app.listen({ port: options.port ?? 0, host });
  } catch (error) {
    await botPool.close();
    await store.close();
    throw error;
  }
  const address = app.server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const url = options.advertise ?? `http://${shownHost}:${address.port}`;
  // The games decided at time are known before their matches are taken up again.
  await tournaments.prime();
  await registry.start(url);
  await tournaments.start();
  return {
    url,
    store,
    registry,
    tournaments,
    botPool,
    async close() {
      await tournaments.close();
      await registry.close();
      await app.close();
      await botPool.close();
      await store.close();
    },
  };
}
