/**
 * `rulegraph serve`: the game server (docs/server.md). Runs until SIGINT or SIGTERM, then lets
 * go of its matches (another process may take them over at once) and closes the store.
 */
import type { Command } from 'commander';
import { assertBotSpec, BotSpecError } from '../bots/registry.js';
import type { CliIo } from './io.js';
import { EXIT } from './exit-codes.js';
import { collect } from './options.js';
import type { Say } from './i18n/messages.js';
import type { Speech } from './speech.js';

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

/** The parsers of `serve`'s bot options, refusing in the run's language. */
function botParsers({ parse, say, lang }: Speech) {
  const botName = (raw: string): string => {
    try {
      assertBotSpec(raw);
    } catch (error) {
      if (error instanceof BotSpecError) return parse.refuse(error.words.in(lang));
      throw error;
    }
    return raw;
  };
  /** `--bot-levels random,greedy,search:1`: each a bot spec; `none` allows no bot. */
  const botLevels = (raw: string): string[] => {
    const specs = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
    if (specs.length === 1 && specs[0] === 'none') return [];
    if (specs.length === 0) return parse.refuse(say('parse.botLevels'));
    return specs.map(botName);
  };
  return { botName, botLevels };
}

async function serve(options: ServeCliOptions, io: CliIo, say: Say): Promise<number> {
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
  io.out(`${say('serve.listening', { url: server.url })}\n`);
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

/** `serve`, its help in the run's language. */
export function registerServe(root: Command, io: CliIo, done: (code: number) => void, speech: Speech): void {
  const { say, withLang } = speech;
  const { integer, port, positive, nonNegative } = speech.parse;
  const { botName, botLevels } = botParsers(speech);
  withLang(root.command('serve'))
    .description(say('serve.description'))
    .option('--port <port>', say('option.port'), port, 8080)
    .option('--host <host>', say('serve.host'), '127.0.0.1')
    .option('--database <url>', say('serve.database'))
    .option('--data <dir>', say('serve.data'), 'rulegraph-data')
    .option('--bots <seats>', say('serve.bots'))
    .option('--bot <name>', say('serve.bot'), botName, 'random')
    .option('--bot-levels <specs>', say('serve.botLevels'), botLevels)
    .option('--bot-ms <n>', say('serve.botMs'), positive)
    .option('--bot-workers <n>', say('serve.botWorkers'), nonNegative)
    .option('--allow-origin <origin>', say('serve.allowOrigin'), collect, [])
    .option('--allow-host <name>', say('serve.allowHost'), collect, [])
    .option('--advertise <url>', say('serve.advertise'))
    .option('--max-matches <n>', say('serve.maxMatches'), integer)
    .option('--snapshot-every <n>', say('serve.snapshotEvery'), positive)
    .option('--lease-seconds <n>', say('serve.leaseSeconds'), positive)
    .option('--idle-seconds <n>', say('serve.idleSeconds'), positive)
    .action(async (options: ServeCliOptions) => done(await serve(options, io, say)));
}
