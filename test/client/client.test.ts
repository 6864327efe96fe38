/**
 * rulegraph/client against a scripted server: acting with the version and an id, typed
 * refusals, resuming after a dropped connection with the same action id, back-off, redirects,
 * HTTP errors. The client under Node takes the `ws` package's WebSocket.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { backoffDelay, ClientError, createClient, redirectTarget, type RulegraphClient } from '../../src/client/index.js';
import { sendJson, startScriptedServer, type ScriptedServer } from './scripted-server.js';

const view = (n: number) => ({ machine: 'turn.main', viewer: 'A', n });
const action = { type: 'endTurn', seat: 'A' } as const;

let server: ScriptedServer;
let client: RulegraphClient;
beforeEach(async () => {
  server = await startScriptedServer();
  client = createClient({ url: server.url, WebSocket, backoff: { initialMs: 20, maxMs: 100, jitter: 0 } });
});
afterEach(() => server.close());

/** A server that welcomes at `version` and acknowledges each act with the next version (and an update first). */
function acknowledging(start: number): void {
  let version = start;
  server.onMessage = (message, socket) => {
    if (message['type'] === 'hello') sendJson(socket, { type: 'welcome', seat: 'A', version, view: view(version), actions: [action], events: message['since'] === undefined ? null : [] });
    if (message['type'] === 'act') {
      version += 1;
      sendJson(socket, { type: 'update', version, events: [{ type: 'turnEnded', seat: 'A' }], view: view(version), actions: [] });
      sendJson(socket, { type: 'ack', id: message['id'], version });
    }
  };
}

describe('connect and act', () => {
  it('says hello with the credential, acts on the current version with a fresh id, resolves on the ack', async () => {
    acknowledging(4);
    const table = client.connect<'riftbound/duel'>('m1', { credential: 'secret' });
    const first = await table.ready();
    expect(first).toMatchObject({ seat: 'A', version: 4, actions: [action] });
    const updates: number[] = [];
    table.subscribe((u) => updates.push(u.version));
    const ack = await table.act(action);
    expect(ack.version).toBe(5);
    expect(table.state?.version).toBe(5);
    expect(updates).toEqual([5]);
    const [hello, act] = server.received.map((r) => r.message);
    expect(hello).toEqual({ type: 'hello', credential: 'secret' });
    expect(act).toMatchObject({ type: 'act', version: 4, action });
    expect(String(act?.['id'])).toMatch(/^[0-9a-f]{32}$/);
    table.close();
  });

  it('a spectator says hello without a credential', async () => {
    acknowledging(0);
    const table = client.connect('m1');
    await table.ready();
    expect(server.received[0]?.message).toEqual({ type: 'hello' });
    table.close();
  });

  it('a refusal rejects with a typed ClientError carrying the code, rule, path and version; the state stays', async () => {
    server.onMessage = (message, socket) => {
      if (message['type'] === 'hello') sendJson(socket, { type: 'welcome', seat: 'A', version: 2, view: view(2), actions: [action], events: null });
      if (message['type'] === 'act') sendJson(socket, { type: 'refused', id: message['id'], version: 3, error: { code: 'STALE_VERSION', message: 'the match is at version 3', path: '$.version' } });
    };
    const table = client.connect('m1', { credential: 'x' });
    await table.ready();
    const error = await table.act(action).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ code: 'STALE_VERSION', version: 3, path: '$.version', message: 'the match is at version 3' });
    expect(table.state?.version).toBe(2);
    expect(table.unanswered).toBe(0);
    table.close();
  });

  it('acting before the first view is refused locally (no version to act on)', async () => {
    const table = client.connect('m1');
    await expect(table.act(action)).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
    table.close();
  });
});

describe('reconnection', () => {
  it('after a drop it resumes from the last version and sends an unanswered act again with the same id', async () => {
    let version = 7;
    const answers = new Map<string, number>();
    server.onMessage = (message, socket, connection) => {
      if (message['type'] === 'hello') sendJson(socket, { type: 'welcome', seat: 'A', version, view: view(version), actions: [action], events: [] });
      if (message['type'] !== 'act') return;
      const id = String(message['id']);
      // The first connection stores the action, then dies before answering.
      if (!answers.has(id)) answers.set(id, ++version);
      if (connection === 0) return void socket.terminate();
      sendJson(socket, { type: 'ack', id, version: answers.get(id) });
    };
    const table = client.connect('m1', { credential: 'c' });
    const statuses: string[] = [];
    table.onStatus((s) => statuses.push(s));
    await table.ready();
    const ack = await table.act(action);
    expect(ack.version).toBe(8);
    const acts = server.received.filter((r) => r.message['type'] === 'act');
    expect(acts.map((r) => r.connection)).toEqual([0, 1]);
    expect(acts[1]?.message).toEqual(acts[0]?.message);
    // The second hello resumes from the version seen last.
    expect(server.received.filter((r) => r.message['type'] === 'hello').map((r) => r.message['since'])).toEqual([undefined, 7]);
    expect(statuses).toEqual(['open', 'reconnecting', 'open']);
    expect(table.state?.version).toBe(8);
    table.close();
    expect(table.status).toBe('closed');
  });

  it('waits longer after each failed attempt, up to the cap', () => {
    const waits = [0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, { initialMs: 100, maxMs: 1000, jitter: 0 }));
    expect(waits).toEqual([100, 200, 400, 800, 1000, 1000, 1000]);
    expect(backoffDelay(2, { initialMs: 100, jitter: 0.5 }, () => 1)).toBe(200);
  });

  it('retries a server that is down with growing waits, then connects when it is back', async () => {
    const down = createClient({ url: 'http://127.0.0.1:9', WebSocket, backoff: { initialMs: 10, maxMs: 40, jitter: 0 } });
    const table = down.connect('m1');
    const statuses: string[] = [];
    table.onStatus((s) => statuses.push(s));
    await new Promise((r) => setTimeout(r, 150));
    expect(statuses).toContain('reconnecting');
    expect(table.state).toBeUndefined();
    table.close();
    expect(table.status).toBe('closed');
  });

  it('follows a redirect to the process that owns the match', async () => {
    const owner = await startScriptedServer();
    try {
      owner.onMessage = (message, socket) => {
        if (message['type'] === 'hello') sendJson(socket, { type: 'welcome', seat: 'B', version: 3, view: view(3), actions: [], events: null });
      };
      server.onMessage = (message, socket) => {
        if (message['type'] === 'hello') {
          sendJson(socket, { type: 'redirect', url: owner.url });
          socket.close();
        }
      };
      const table = client.connect('m9', { credential: 'k' });
      expect((await table.ready()).seat).toBe('B');
      expect(owner.received[0]?.message).toEqual({ type: 'hello', credential: 'k' });
      table.close();
    } finally {
      await owner.close();
    }
    expect(redirectTarget('http://h:1', 'ws://g:2/api/matches/m/socket')).toBe('ws://h:1/api/matches/m/socket');
    expect(redirectTarget('wss://h/x/socket', 'ws://g:2/api/matches/m/socket')).toBe('wss://h/x/socket');
  });

  it('a close for policy ends the connection for good and rejects what is unanswered', async () => {
    server.onMessage = (message, socket) => {
      if (message['type'] === 'hello') sendJson(socket, { type: 'welcome', seat: 'A', version: 1, view: view(1), actions: [action], events: null });
      if (message['type'] === 'act') socket.close(1008, 'abusive');
    };
    const table = client.connect('m1', { credential: 'c' });
    const errors: string[] = [];
    table.onError((e) => errors.push(e.code));
    await table.ready();
    await expect(table.act(action)).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    expect(table.status).toBe('closed');
    expect(errors).toEqual(['CONNECTION_CLOSED']);
    expect(server.sockets).toHaveLength(1);
  });
});

describe('HTTP', () => {
  it('creates, lists and joins, and turns error answers into ClientErrors with the status', async () => {
    const summary = { id: 'm1', mode: 'riftbound/duel', seats: [{ seat: 'A', taken: false, bot: null }, { seat: 'B', taken: true, bot: 'random' }], version: 0, over: false, winner: null };
    server.http.set('POST /api/matches', { status: 201, body: summary });
    server.http.set('GET /api/matches', { status: 200, body: { matches: [summary] } });
    server.http.set('POST /api/matches/m1/join', { status: 409, body: { error: { code: 'SEAT_TAKEN', message: 'seat B is taken', path: '$.seat' } } });
    server.http.set('POST /api/matches/m1/leave', { status: 204, body: undefined });
    expect(await client.createMatch({ mode: 'riftbound/duel', seed: 3, bots: { B: 'random' } })).toEqual(summary);
    expect(await client.listMatches()).toEqual([summary]);
    const error = await client.join('m1', 'B').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SEAT_TAKEN', status: 409, path: '$.seat' });
    await expect(client.leave('m1', 'cred')).resolves.toBeUndefined();
    await expect(client.getMatch('nope')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const unreachable = createClient({ url: 'http://127.0.0.1:9', WebSocket });
    await expect(unreachable.listMatches()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
