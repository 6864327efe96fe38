/**
 * The inspector server: serves the page (from this package, no external request) and a
 * WebSocket at /ws speaking the messages of docs/inspector.md. Loopback only.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Game } from '../engine/game.js';
import { PACKAGE_ROOT } from '../engine/paths.js';
import { isPlainObject } from '../engine/json-file.js';
import { chartHello, handleChartMessage, prepareChart } from './chart-messages.js';
import { InspectorSession, type ClientMessage } from './session.js';
import { originOf, shippedVariants, type Variant } from './variants.js';

const PAGE_DIR = join(PACKAGE_ROOT, 'src', 'inspect', 'page');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

export interface InspectorOptions {
  readonly game: Game;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly botSeed?: number;
  /** Rules files offered as variants besides the game's shipped modes (a game started from a seed only). */
  readonly variants?: readonly Variant[];
}

export interface RunningInspector {
  readonly url: string;
  readonly session: InspectorSession;
  close(): Promise<void>;
}

interface Client {
  readonly socket: WebSocket;
  seat: string | null;
}

/** Serves the page's files from this package; nothing else. */
export async function servePage(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] as string)).replace(/^(\.\.[/\\])+/, '');
  const file = join(PAGE_DIR, path === '/' ? 'index.html' : path);
  if (!file.startsWith(PAGE_DIR)) {
    res.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}

export async function startInspector(options: InspectorOptions): Promise<RunningInspector> {
  const variants = originOf(options.game) ? [...shippedVariants(options.game.mode.split('/')[0] as string), ...(options.variants ?? [])] : [];
  const session = new InspectorSession(options.game, options.botSeed);
  const clients = new Set<Client>();
  const machineConfig = session.current.definitionIndex;
  const chart = await prepareChart(session.current.machineConfig, session.current.rules, variants);

  const server: Server = createServer((req, res) => void servePage(req, res));
  const wss = new WebSocketServer({ server, path: '/ws' });

  const humans = () => new Set([...clients].map((c) => c.seat).filter((s): s is string => s !== null));
  const broadcast = () => {
    for (const client of clients) client.socket.send(JSON.stringify(session.stateMessage(client.seat)));
  };
  const settle = () => session.playBots(humans());

  const hello = () =>
    JSON.stringify({
      type: 'hello',
      mode: session.current.mode,
      seats: session.current.seats,
      machine: { id: machineConfig.id, keys: machineConfig.keys, config: session.current.machineConfig },
      cards: session.current.catalog(),
      ...chartHello(chart, session),
    });

  wss.on('connection', (socket) => {
    const client: Client = { socket, seat: session.current.seats[0] ?? null };
    clients.add(client);
    socket.send(hello());
    settle();
    broadcast();
    socket.on('message', (data) => {
      let message: ClientMessage;
      try {
        message = JSON.parse(String(data)) as ClientMessage;
      } catch {
        socket.send(JSON.stringify({ type: 'error', message: 'messages are JSON' }));
        return;
      }
      if (!isPlainObject(message)) return;
      const chartReply = handleChartMessage(chart, session, client.seat, message);
      if (chartReply?.kind === 'reply') return socket.send(JSON.stringify(chartReply.message));
      if (chartReply?.kind === 'restarted') {
        for (const other of clients) {
          if (other.seat !== null && !session.current.seats.includes(other.seat)) other.seat = session.current.seats[0] ?? null;
          other.socket.send(hello());
        }
        settle();
      } else if (message.type === 'apply') {
        const error = session.apply(message.action);
        if (error) {
          socket.send(JSON.stringify({ type: 'rejected', action: message.action, error }));
          return;
        }
        settle();
      } else if (message.type === 'view') {
        client.seat = typeof message.seat === 'string' && session.current.seats.includes(message.seat) ? message.seat : null;
        // Nobody may be left waiting: the seat given up is the bots' again.
        settle();
      } else if (message.type === 'goto') {
        session.goto(Number(message.index));
      } else if (message.type === 'bot') {
        session.botStep();
      } else if (message.type === 'bots') {
        session.bots = message.on === true;
        settle();
      }
      broadcast();
    });
    socket.on('close', () => clients.delete(client));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    session,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of clients) client.socket.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
}
