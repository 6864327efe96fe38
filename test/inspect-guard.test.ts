/**
 * The inspector on a developer's machine: foreign pages and rebound DNS names are refused,
 * messages are checked, and no bad input stops the server.
 */
// @module-tag server
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, builtDist } from './support/dist.js';
import WebSocket from 'ws';
import { createGame } from '../src/api.js';
import { ABUSE_STRIKES, MAX_CONNECTIONS, MAX_MESSAGE_DEPTH, MESSAGE_BURST, parseClientMessage } from '../src/inspect/guard.js';
import { startInspector, type RunningInspector } from '../src/inspect/server.js';

let inspector: RunningInspector;
let port: number;

beforeAll(async () => {
  // The page is served as the build bundles it.
  await builtDist();
  inspector = await startInspector({ game: createGame({ mode: 'riftbound/duel', seed: 4 }), port: 0 });
  port = Number(new URL(inspector.url).port);
}, BUILD_TIMEOUT_MS);
afterAll(() => inspector.close());

/** Opens a socket; resolves with the HTTP status of a refused upgrade, or the open socket. */
function connect(options: WebSocket.ClientOptions = {}): Promise<{ status: number } | { socket: WebSocket; messages: Record<string, unknown>[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, options);
    const messages: Record<string, unknown>[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    socket.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    socket.on('open', () => resolve({ socket, messages }));
    socket.on('error', reject);
  });
}

async function until<T>(get: () => T | undefined): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = get();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}

function httpGet(path: string, host = `127.0.0.1:${port}`): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the inspector refuses', () => {
  it('a WebSocket from a foreign Origin (another web page in the browser)', async () => {
    expect(await connect({ origin: 'http://evil.example' })).toEqual({ status: 403 });
    expect(await connect({ origin: `http://127.0.0.1:${port + 1}` })).toEqual({ status: 403 });
  });

  it('a WebSocket or page request under a foreign Host (DNS rebinding)', async () => {
    expect(await connect({ headers: { host: `evil.example:${port}` }, origin: `http://evil.example:${port}` })).toEqual({ status: 403 });
    expect(await connect({ headers: { host: `evil.example:${port}` } })).toEqual({ status: 403 });
    expect(await httpGet('/', `evil.example:${port}`)).toBe(403);
  });

  it('more connections than its cap', async () => {
    const open: WebSocket[] = [];
    let refused: { status: number } | undefined;
    for (let i = 0; i <= MAX_CONNECTIONS && refused === undefined; i++) {
      const result = await connect();
      if ('status' in result) refused = result;
      else open.push(result.socket);
    }
    expect(refused).toEqual({ status: 503 });
    for (const socket of open) socket.close();
    await until(() => (inspector.session.current ? true : undefined));
  });
});

describe('the inspector answers bad input with an error and keeps serving', () => {
  it('a page URL with broken percent-encoding gets 400; the page still loads', async () => {
    expect(await httpGet('/%E0%A4%A')).toBe(400);
    expect(await httpGet('/')).toBe(200);
    expect(await httpGet('/', `localhost:${port}`)).toBe(200);
  });

  it('checks every message: goto without an index, not JSON, too deep, unknown type, ill-typed fields', async () => {
    await new Promise((r) => setTimeout(r, 100)); // let the capped sockets above close
    const client = await connect({ origin: `http://127.0.0.1:${port}` });
    if (!('socket' in client)) throw new Error(`refused: ${client.status}`);
    const { socket, messages } = client;
    await until(() => messages.find((m) => m['type'] === 'state'));
    const bad = [
      '{"type":"goto"}',
      '{"type":"goto","index":"x"}',
      'not json',
      `${'['.repeat(MAX_MESSAGE_DEPTH + 5)}${']'.repeat(MAX_MESSAGE_DEPTH + 5)}`,
      '{"type":"toString"}',
      '{"type":"apply","action":7}',
      '{"type":"view","seat":{}}',
      '{"type":"bots","on":"yes"}',
      '{"type":"apply","action":{"type":"playUnit","seat":"A","card":"__proto__"}}',
    ];
    for (const text of bad) socket.send(text);
    const answers = await until(() => {
      const answers = messages.filter((m) => m['type'] === 'error' || m['type'] === 'rejected');
      return answers.length >= bad.length ? answers : undefined;
    });
    expect(answers.slice(0, 8).map((m) => m['type'])).toEqual(Array(8).fill('error'));
    expect(answers[0]?.['message']).toMatch(/integer "index"/);
    expect(answers[8]).toMatchObject({ type: 'rejected' });
    // Still serving: a valid message gets a fresh state.
    const before = messages.length;
    socket.send(JSON.stringify({ type: 'view', seat: null }));
    expect(await until(() => messages.slice(before).find((m) => m['type'] === 'state'))).toMatchObject({ seat: null });
    socket.close();
  });

  it('a flood of messages: past the rate each is answered with an error, then the socket is closed', async () => {
    const flood = await connect();
    if (!('socket' in flood)) throw new Error('refused');
    let closedWith: number | undefined;
    const closed = new Promise<number>((resolve) => flood.socket.on('close', (code) => resolve((closedWith = code))));
    // Cheap messages (each asks for nothing but an error), in batches until the server closes:
    // the bucket refills while they travel, so the count needed is the burst, the strikes and a few more.
    for (let sent = 0; closedWith === undefined && sent < 20 * (MESSAGE_BURST + ABUSE_STRIKES); sent += 50) {
      if (flood.socket.readyState === WebSocket.OPEN) for (let i = 0; i < 50; i++) flood.socket.send('{"type":"goto"}');
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(await closed).toBe(1008);
    const overRate = flood.messages.filter((m) => typeof m['message'] === 'string' && (m['message'] as string).includes('messages a second'));
    expect(overRate.length).toBeGreaterThan(0);
    expect(overRate.length).toBeLessThanOrEqual(ABUSE_STRIKES);
    const next = await connect();
    expect('socket' in next).toBe(true);
    if ('socket' in next) next.socket.close();
  });

  it('an over-large message closes that socket only', async () => {
    const big = await connect();
    if (!('socket' in big)) throw new Error('refused');
    const closed = new Promise((resolve) => big.socket.on('close', resolve));
    big.socket.send('x'.repeat(200_000));
    await closed;
    const next = await connect();
    expect('socket' in next).toBe(true);
    if ('socket' in next) next.socket.close();
  });
});

describe('parseClientMessage', () => {
  it('accepts the documented messages with their fields', () => {
    expect(parseClientMessage('{"type":"goto","index":3}')).toEqual({ message: { type: 'goto', index: 3 } });
    expect(parseClientMessage('{"type":"view","seat":null}')).toEqual({ message: { type: 'view', seat: null } });
    expect(parseClientMessage('{"type":"bots","on":false}')).toEqual({ message: { type: 'bots', on: false } });
  });
  it('counts depth outside strings only', () => {
    expect(parseClientMessage(JSON.stringify({ type: 'apply', action: { type: 'pass', seat: '[[[[[[[[[[[[[[[[[[[[[[[[' } }))).toHaveProperty('message');
  });
});

describe('the session log per seat', () => {
  it('shows a seat its own drawn cards, and nobody else\'s', async () => {
    const { InspectorSession } = await import('../src/inspect/session.js');
    const session = new InspectorSession(createGame({ mode: 'riftbound/duel', seed: 6 }));
    const draws = (seat: string | null) =>
      session.stateMessage(seat).log.map((e) => e.event as Record<string, unknown>).filter((e) => e['type'] === 'cardsDrawn');
    const mine = (seat: string | null, drawer: string) => draws(seat).find((e) => e['seat'] === drawer);
    expect(mine('A', 'A')).toHaveProperty('cards');
    expect(mine('A', 'B')).not.toHaveProperty('cards');
    expect(mine('B', 'B')).toHaveProperty('cards');
    expect(mine(null, 'A')).not.toHaveProperty('cards');
  });
});
