/**
 * `rulegraph serve`: the game server (docs/server.md). Runs until SIGINT or SIGTERM, then lets
 * go of its matches (another process may take them over at once) and closes the store.
 */
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { assertBotSpec, BotSpecError } from '../bots/registry.js';
import type { CliIo } from './run.js';
import { EXIT } from './exit-codes.js';
import { integer, port } from './options.js';

interface ServeCliOptions {
  readonly port: number;
  readonly host: string;
  readonly database?: string;
  readonly data: string;
  readonly bots?: string;
  readonly bot: string;
  readonly botLevels?: string[];
  readonly botMs?: number;
  readonly botWorkers?: number;
  readonly allowOrigin: string[];
  readonly allowHost: string[];
  readonly advertise?: string;
  readonly maxMatches?: number;
  readonly snapshotEvery?: number;
  readonly leaseSeconds?: number;
  readonly idleSeconds?: number;
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function positive(raw: string): number {
  const value = integer(raw);
  if (value < 1) throw new InvalidArgumentError('takes a whole number from 1');
  return value;
}

function botName(raw: string): string {
  try {
    assertBotSpec(raw);
  } catch (error) {
    if (error instanceof BotSpecError) throw new InvalidArgumentError(error.message);
    throw error;
  }
  return raw;
}

/** `--bot-levels random,greedy,search:1`: each a bot spec; `none` allows no bot. */
function botLevels(raw: string): string[] {
  const specs = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (specs.length === 1 && specs[0] === 'none') return [];
  if (specs.length === 0) throw new InvalidArgumentError('name the bots clients may ask for, comma-separated, or none');
  return specs.map(botName);
}

function nonNegative(raw: string): number {
  const value = integer(raw);
  if (value < 0) throw new InvalidArgumentError('takes a whole number from 0');
  return value;
}

async function serve(options: ServeCliOptions, io: CliIo): Promise<number> {
  const seats = options.bots === undefined ? [] : options.bots.split(',').map((s) => s.trim()).filter((s) => s !== '');
  // Loaded here, not with the program: the server and its storage take most of a second to load.
  const { startServer } = await import('../server/start.js');
  const server = await startServer({
    port: options.port,
    host: options.host,
    ...(options.database === undefined ? {} : { database: options.database }),
    dataDir: options.data,
    bots: Object.fromEntries(seats.map((seat) => [seat, options.bot])),
    ...(options.botLevels === undefined ? {} : { botLevels: options.botLevels }),
    ...(options.botMs === undefined ? {} : { botMs: options.botMs }),
    ...(options.botWorkers === undefined ? {} : { botWorkers: options.botWorkers }),
    allowOrigins: options.allowOrigin,
    allowHosts: options.allowHost,
    ...(options.advertise === undefined ? {} : { advertise: options.advertise }),
    ...(options.maxMatches === undefined ? {} : { limits: { liveMatches: options.maxMatches } }),
    ...(options.snapshotEvery === undefined ? {} : { snapshotEvery: options.snapshotEvery }),
    ...(options.leaseSeconds === undefined ? {} : { leaseSeconds: options.leaseSeconds }),
    ...(options.idleSeconds === undefined ? {} : { idleSeconds: options.idleSeconds }),
  });
  io.out(`rulegraph serve: ${server.url} (Ctrl-C stops it)\n`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await server.close();
  return EXIT.ok;
}

export function registerServe(root: Command, io: CliIo, done: (code: number) => void): void {
  root
    .command('serve')
    .description('Starts the game server: matches over HTTP and WebSocket, stored in PGlite (a data folder) or PostgreSQL.')
    .option('--port <port>', 'the port, 0 for any free one', port, 8080)
    .option('--host <host>', 'the address to listen on', '127.0.0.1')
    .option('--database <url>', 'memory:// (PGlite in memory), file://DIR, or postgres://user@host/db')
    .option('--data <dir>', 'the PGlite data folder when no --database is given', 'rulegraph-data')
    .option('--bots <seats>', 'seats bots play in every new match, comma-separated (like C,D)')
    .option('--bot <name>', 'the bot that plays them', botName, 'random')
    .option('--bot-levels <specs>', 'the bots clients may ask for at match creation, comma-separated; each allows itself and cheaper bots of its kind (search:3 allows every level), none allows none (default random,greedy,search:1)', botLevels)
    .option('--bot-ms <n>', 'the longest one bot decision may think, in ms of CPU time; a search stops there with its best so far (default 1000)', positive)
    .option('--bot-workers <n>', 'worker processes where bots decide, off the event loop; 0 decides on it (default: one per core but one)', nonNegative)
    .option('--allow-origin <origin>', 'a browser origin allowed besides the server\'s own (repeatable)', collect, [])
    .option('--allow-host <name>', 'a host name the server answers to besides loopback, --host and --advertise (repeatable; * for any)', collect, [])
    .option('--advertise <url>', 'the base URL other server processes send this one\'s clients to')
    .option('--max-matches <n>', 'matches held in memory at most', integer)
    .option('--snapshot-every <n>', 'store a snapshot of a match after every n actions (default 50)', positive)
    .option('--lease-seconds <n>', 'how long a match stays owned by a process that stopped renewing (default 10)', positive)
    .option('--idle-seconds <n>', 'a match no player is connected to for this long expires, freeing its slot (default 1800)', positive)
    .action(async (options: ServeCliOptions) => done(await serve(options, io)));
}
