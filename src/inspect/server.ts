/**
 * The inspector server: serves the page (from this package, no external request) and a
 * WebSocket at /ws speaking the messages of docs/inspector.md. Loopback only, and only to
 * this server's own pages (guard.ts).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Game } from '../engine/game/game.js';
import { inLanguage } from '../engine/errors.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../engine/i18n/language.js';
import { PACKAGE_ROOT } from '../node/paths.js';
import { chartHello, errorWords, handleChartMessage, prepareChart } from './chart-messages.js';
import { TokenBucket } from '../server/limits.js';
import { ABUSE_STRIKES, decodePath, MAX_CONNECTIONS, MAX_MESSAGE_BYTES, MESSAGE_BURST, MESSAGES_PER_SECOND, parseClientMessage, refusalOf } from './guard.js';
import type { ErrorMessage, HelloMessage, InspectedCard, RejectedMessage, ServerMessage, StateMessage } from './protocol.js';
import { InspectorSession, type ClientMessage } from './session.js';
import { text as say } from './i18n/messages.js';
import { gameOf } from '../api.js';
import { originOf, shippedVariants, type Variant } from './variants.js';

/** The page, bundled from src/inspect/page/ by scripts/build-client.mjs. */
export const INSPECTOR_PAGE_DIR = join(PACKAGE_ROOT, 'dist', 'inspect', 'page');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

export interface InspectorOptions {
  readonly game: Game;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly botSeed?: number;
  /** Rules files offered as variants besides the game's shipped modes (a game started from a seed only). */
  readonly variants?: readonly Variant[];
  /** Bot specs by seat (`{ "B": "random" }`): those seats play with the registry's bot. */
  readonly seatBots?: Readonly<Record<string, string>>;
}

export interface RunningInspector {
  readonly url: string;
  readonly session: InspectorSession;
  close(): Promise<void>;
}

/** The `view` message's seat for a spectator who leaves every seat to the bots. */
const EVERY_SEAT_TO_BOTS = '*';

interface Client {
  readonly socket: WebSocket;
  /** The seat it views; null: a spectator's view. */
  seat: string | null;
  /** The seat it plays, which bots leave alone: the last seat it viewed, kept while it spectates. */
  plays: string | null;
  /** The language of the words it is sent (the log, refusals, explanations): its page's, asked in the socket's address. */
  readonly lang: Language;
}

/** The language a page asks for in its socket's address (`/ws?lang=fr`); English when it asks none the inspector speaks. */
export function socketLanguage(url: string | undefined): Language {
  const asked = new URLSearchParams((url ?? '').split('?')[1] ?? '').get('lang');
  return isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
}

/**
 * Serves the page's files as the build left them in this package; nothing else. `port` is the
 * server's own: requests that name another host or come from another origin are refused.
 */
export async function servePage(req: IncomingMessage, res: ServerResponse, port: number): Promise<void> {
  if (refusalOf(req.headers, port) !== undefined) {
    res.writeHead(403).end('forbidden');
    return;
  }
  const decoded = decodePath(req.url);
  if (decoded === undefined) {
    res.writeHead(400).end('bad request');
    return;
  }
  const path = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const file = join(INSPECTOR_PAGE_DIR, path === '/' ? 'index.html' : path);
  if (!file.startsWith(INSPECTOR_PAGE_DIR)) {
    res.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body);
  } catch {
    if (existsSync(join(INSPECTOR_PAGE_DIR, 'index.html'))) res.writeHead(404).end('not found');
    else res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end(`the inspector page is not built in ${INSPECTOR_PAGE_DIR}: run npm run build`);
  }
}

/**
 * The WebSocket server of an inspector: checked before the upgrade, so a foreign page or a
 * rebound DNS name never gets a socket; at most MAX_CONNECTIONS open at once.
 */
export function inspectorSockets(server: Server, port: () => number, open: () => number): WebSocketServer {
  return new WebSocketServer({
    server,
    path: '/ws',
    maxPayload: MAX_MESSAGE_BYTES,
    verifyClient: (info: { req: { headers: IncomingHttpHeaders } }, done: (ok: boolean, code?: number, message?: string) => void) => {
      const refusal = refusalOf(info.req.headers, port());
      if (refusal !== undefined) done(false, 403, refusal);
      else if (open() >= MAX_CONNECTIONS) done(false, 503, `at most ${MAX_CONNECTIONS} connections`);
      else done(true);
    },
  });
}

/** The text of an error message to a client; a file's faults in the client's language. */
export function errorMessage(error: unknown, lang: Language = DEFAULT_LANGUAGE): string {
  return encode({ type: 'error', message: errorWords(error, lang) });
}

/** A message of the protocol (protocol.ts) as the text a socket sends. */
export function encode(message: ServerMessage): string {
  return JSON.stringify(message);
}

/**
 * Hands each checked message of `socket` to `handle`. A malformed message, a message over the
 * rate, or a fault while handling one, is answered with an error message; a broken frame, an
 * over-large message or a flood past ABUSE_STRIKES closes this socket, never the server.
 */
export function onMessages(socket: WebSocket, handle: (message: ClientMessage) => void, lang: Language = DEFAULT_LANGUAGE): void {
  const rate = new TokenBucket(MESSAGES_PER_SECOND, MESSAGE_BURST);
  let strikes = 0;
  socket.on('error', () => socket.terminate());
  socket.on('message', (data) => {
    // Each message may step the game or lay out a chart: a page that floods is told, then closed.
    if (!rate.take()) {
      if (++strikes > ABUSE_STRIKES) socket.close(1008, 'too many messages');
      else socket.send(encode({ type: 'error', message: say('message.rate', { count: MESSAGES_PER_SECOND }).in(lang) } satisfies ErrorMessage));
      return;
    }
    const checked = parseClientMessage(String(data));
    if ('error' in checked) {
      socket.send(encode({ type: 'error', message: checked.error.in(lang) }));
      return;
    }
    try {
      handle(checked.message);
    } catch (error) {
      socket.send(errorMessage(error, lang));
    }
  });
}

/** Listens on 127.0.0.1 (`port` 0: any free one) and gives the port taken; a busy port rejects. */
export async function listenOnLoopback(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return (server.address() as AddressInfo).port;
}

/** Ends every socket, then the WebSocket and HTTP servers. */
export function closeInspector(server: Server, wss: WebSocketServer): Promise<void> {
  return new Promise<void>((resolve) => {
    for (const socket of wss.clients) socket.terminate();
    wss.close();
    server.close(() => resolve());
  });
}

export async function startInspector(options: InspectorOptions): Promise<RunningInspector> {
  const variants = originOf(options.game) ? [...shippedVariants(options.game.mode.split('/')[0] as string), ...(options.variants ?? [])] : [];
  const session = new InspectorSession(options.game, options.botSeed);
  for (const [seat, spec] of Object.entries(options.seatBots ?? {})) session.setSeatBot(seat, spec);
  const clients = new Set<Client>();
  const machineConfig = session.current.definitionIndex;
  const chart = await prepareChart(session.current.machineConfig, session.current.rules, variants, gameOf(session.current.mode).chartWords);

  let port = 0;
  const server: Server = createServer((req, res) => void servePage(req, res, port));
  const wss = inspectorSockets(server, () => port, () => clients.size);

  const humans = () => new Set([...clients].map((c) => c.plays).filter((s): s is string => s !== null));
  const broadcast = () => {
    for (const client of clients) client.socket.send(encode({ ...session.stateMessage(client.seat, client.lang), plays: client.plays } satisfies StateMessage));
  };
  const settle = () => session.playBots(humans());

  /** The `hello` of a client, the chart's descriptions in its language. */
  const hello = (lang: Language) =>
    encode({
      type: 'hello',
      mode: session.current.mode,
      seats: session.current.seats,
      machine: { id: machineConfig.id, keys: machineConfig.keys, config: session.current.machineConfig },
      cards: session.current.catalog() as Record<string, InspectedCard>,
      ...chartHello(chart, session, lang),
    } satisfies HelloMessage);

  wss.on('connection', (socket, request) => {
    const client: Client = { socket, seat: session.current.seats[0] ?? null, plays: session.current.seats[0] ?? null, lang: socketLanguage(request.url) };
    clients.add(client);
    socket.send(hello(client.lang));
    try {
      settle();
      broadcast();
    } catch (error) {
      socket.send(errorMessage(error, client.lang));
    }
    onMessages(socket, (message) => handle(client, message), client.lang);
    socket.on('close', () => clients.delete(client));
  });

  /** Carries out one checked client message, then sends every client its new state. */
  const handle = (client: Client, message: ClientMessage): void => {
    const chartReply = handleChartMessage(chart, session, client.seat, message as unknown as Record<string, unknown>, client.lang);
    if (chartReply?.kind === 'reply') {
      client.socket.send(encode(chartReply.message));
      return;
    }
    if (chartReply?.kind === 'restarted') {
      for (const other of clients) {
        if (other.seat !== null && !session.current.seats.includes(other.seat)) other.seat = session.current.seats[0] ?? null;
        if (other.plays !== null && !session.current.seats.includes(other.plays)) other.plays = session.current.seats[0] ?? null;
        other.socket.send(hello(other.lang));
      }
      settle();
    } else if (message.type === 'apply') {
      const error = session.apply(message.action);
      if (error) {
        client.socket.send(encode({ type: 'rejected', action: message.action, error: inLanguage(error, client.lang) } satisfies RejectedMessage));
        return;
      }
      settle();
    } else if (message.type === 'view') {
      client.seat = typeof message.seat === 'string' && session.current.seats.includes(message.seat) ? message.seat : null;
      // Nobody may be left waiting: a seat given up for another is the bots' again. Looking on as
      // a spectator gives up nothing, so the bots do not play the game out meanwhile, unless the
      // spectator gives every seat to them (`*`).
      if (client.seat !== null || message.seat === EVERY_SEAT_TO_BOTS) client.plays = client.seat;
      settle();
    } else if (message.type === 'goto') {
      session.goto(message.index);
    } else if (message.type === 'bot') {
      session.botStep();
    } else if (message.type === 'bots') {
      session.bots = message.on;
      settle();
    } else if (message.type === 'seatBot') {
      session.setSeatBot(message.seat, message.bot);
      settle();
    }
    broadcast();
  };

  port = await listenOnLoopback(server, options.port);
  return { url: `http://127.0.0.1:${port}/`, session, close: () => closeInspector(server, wss) };
}
