/**
 * A scripted stand-in for `rulegraph serve` on loopback: it records every message a client
 * sends and lets a test answer as the protocol says (or misbehave: drop a connection before
 * answering). The real server's behaviour is tested in test/table/ and test/server/.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface ScriptedServer {
  readonly url: string;
  /** Every message received, per connection in order of arrival. */
  readonly received: { connection: number; message: Record<string, unknown> }[];
  /** Called with each message; answer through `socket`. */
  onMessage: (message: Record<string, unknown>, socket: WebSocket, connection: number) => void;
  /** HTTP answers by `METHOD path`. */
  readonly http: Map<string, { status: number; body: unknown }>;
  readonly sockets: WebSocket[];
  close(): Promise<void>;
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  const http = new Map<string, { status: number; body: unknown }>();
  const server: Server = createServer((req, res) => {
    const answer = http.get(`${req.method} ${req.url}`);
    if (!answer) return void res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no such route' } }));
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  const wss = new WebSocketServer({ server });
  const scripted: ScriptedServer = {
    url: '',
    received: [],
    onMessage: () => {},
    http,
    sockets: [],
    close: () => new Promise((resolve) => {
      for (const socket of scripted.sockets) socket.terminate();
      wss.close();
      server.close(() => resolve());
    }),
  };
  wss.on('connection', (socket) => {
    const connection = scripted.sockets.push(socket) - 1;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      scripted.received.push({ connection, message });
      scripted.onMessage(message, socket, connection);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  (scripted as { url: string }).url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return scripted;
}

export function sendJson(socket: WebSocket, message: object): void {
  socket.send(JSON.stringify(message));
}
