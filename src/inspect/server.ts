/**
 * The inspector server: serves the page (from this package, no external request) and a
 * WebSocket at /ws speaking the messages of docs/inspector.md. Loopback only.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Game } from '../engine/game.js';
import { PACKAGE_ROOT } from '../node/paths.js';
import { decodePath, MAX_CONNECTIONS, MAX_MESSAGE_BYTES, parseClientMessage, refusalOf } from './guard.js';
import { InspectorSession, type ClientMessage } from './session.js';

const PAGE_DIR = join(PACKAGE_ROOT, 'src', 'inspect', 'page');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

export interface InspectorOptions {
  readonly game: Game;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly botSeed?: number;
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

export async function startInspector(options: InspectorOptions): Promise<RunningInspector> {
  const session = new InspectorSession(options.game, options.botSeed);
  const clients = new Set<Client>();
  const machineConfig = options.game.definitionIndex;

  let port = 0;
  const server: Server = createServer(async (req, res) => {
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
  });
  const wss = new WebSocketServer({
    server,
    path: '/ws',
    maxPayload: MAX_MESSAGE_BYTES,
    // Checked before the upgrade: a foreign page or a rebound DNS name never gets a socket.
    verifyClient: (info: { req: { headers: import('node:http').IncomingHttpHeaders } }, done: (ok: boolean, code?: number, message?: string) => void) => {
      const refusal = refusalOf(info.req.headers, port);
      if (refusal !== undefined) done(false, 403, refusal);
      else if (clients.size >= MAX_CONNECTIONS) done(false, 503, `at most ${MAX_CONNECTIONS} connections`);
      else done(true);
    },
  });

  const humans = () => new Set([...clients].map((c) => c.seat).filter((s): s is string => s !== null));
  const broadcast = () => {
    for (const client of clients) client.socket.send(JSON.stringify(session.stateMessage(client.seat)));
  };
  const settle = () => session.playBots(humans());

  wss.on('connection', (socket) => {
    const client: Client = { socket, seat: session.current.seats[0] ?? null };
    clients.add(client);
    socket.send(
      JSON.stringify({
        type: 'hello',
        mode: session.current.mode,
        seats: session.current.seats,
        machine: { id: machineConfig.id, keys: machineConfig.keys, config: options.game.machineConfig },
        cards: options.game.catalog(),
      }),
    );
    try {
      settle();
      broadcast();
    } catch (error) {
      socket.send(JSON.stringify({ type: 'error', message: error instanceof Error ? error.message : String(error) }));
    }
    // A broken frame or an over-large message closes this socket, never the server.
    socket.on('error', () => socket.terminate());
    socket.on('message', (data) => {
      const checked = parseClientMessage(String(data));
      if ('error' in checked) {
        socket.send(JSON.stringify({ type: 'error', message: checked.error }));
        return;
      }
      try {
        handle(client, checked.message);
      } catch (error) {
        // An engine fault is reported to the client; the server and the other clients go on.
        socket.send(JSON.stringify({ type: 'error', message: error instanceof Error ? error.message : String(error) }));
      }
    });
    socket.on('close', () => clients.delete(client));
  });

  /** Carries out one checked client message, then sends every client its new state. */
  const handle = (client: Client, message: ClientMessage): void => {
    if (message.type === 'apply') {
      const error = session.apply(message.action);
      if (error) {
        client.socket.send(JSON.stringify({ type: 'rejected', action: message.action, error }));
        return;
      }
      settle();
    } else if (message.type === 'view') {
      client.seat = typeof message.seat === 'string' && session.current.seats.includes(message.seat) ? message.seat : null;
    } else if (message.type === 'goto') {
      session.goto(message.index);
    } else if (message.type === 'bot') {
      session.botStep();
    } else if (message.type === 'bots') {
      session.bots = message.on;
      settle();
    }
    broadcast();
  };

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
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
