/**
 * `rulegraph serve` end to end over loopback, with PGlite in memory: the lobby, seats and
 * credentials, per-seat filtering on the wire, versions and retry-safe ids, reconnecting,
 * bots, Origin and size limits. One server for the file (starting PGlite is the slow part).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/start.js';
import { http, WireClient, type Message } from './wire-client.js';

let server: RunningServer;
const socketOf = (id: string) => `${server.url.replace('http', 'ws')}/api/matches/${id}/socket`;

beforeAll(async () => {
  // Every request of the file comes from one address, as fast as the machine goes: HTTP's
  // limit (20 a second, 60 at once by default; its buckets are tested in limits.test.ts) is
  // raised above what the file sends.
  server = await startServer({ database: 'memory://', limits: { messagesPerSecond: 50, messageBurst: 50, socketsPerAddress: 12, requestsPerSecond: 100, requestBurst: 150 }, allowHosts: ['tables.example.org'] });
}, 120_000);
afterAll(async () => server?.close(), 60_000);

async function duel(extra: object = {}): Promise<{ id: string; credentials: Record<string, string> }> {
  const created = await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', seed: 5, ...extra });
  expect(created.status).toBe(201);
  const credentials: Record<string, string> = {};
  for (const { seat, bot } of created.body.seats as { seat: string; bot: string | null }[]) {
    if (bot !== null) continue;
    const joined = await http(server.url, 'POST', `/api/matches/${created.body.id}/join`, { seat });
    expect(joined.status).toBe(200);
    credentials[seat] = joined.body.credential;
  }
  return { id: created.body.id, credentials };
}

async function seated(id: string, credential: string | undefined, since?: number): Promise<{ client: WireClient; welcome: Message }> {
  const client = await WireClient.open(socketOf(id));
  client.send({ type: 'hello', ...(credential === undefined ? {} : { credential }), ...(since === undefined ? {} : { since }) });
  return { client, welcome: await client.next('welcome') };
}

describe('the lobby', () => {
  it('creates, lists and joins matches; a taken seat, an unknown seat, a bad body and a bad credential are refused', async () => {
    const created = await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', seed: 1 });
    expect(created.body).toMatchObject({ mode: 'riftbound/duel', version: 0, over: false, winner: null, seats: [{ seat: 'A', taken: false, bot: null }, { seat: 'B', taken: false, bot: null }] });
    const id = created.body.id as string;
    const listed = await http(server.url, 'GET', '/api/matches');
    expect(listed.body.matches.map((m: { id: string }) => m.id)).toContain(id);

    const joined = await http(server.url, 'POST', `/api/matches/${id}/join`, { seat: 'A' });
    expect(joined.body.seat).toBe('A');
    expect(joined.body.credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await http(server.url, 'POST', `/api/matches/${id}/join`, { seat: 'A' })).body.error.code).toBe('SEAT_TAKEN');
    expect((await http(server.url, 'POST', `/api/matches/${id}/join`, { seat: 'Z' })).body.error).toMatchObject({ code: 'UNKNOWN_SEAT', path: '$.seat' });
    expect((await http(server.url, 'GET', `/api/matches/${id}`)).body.seats[0]).toEqual({ seat: 'A', taken: true, bot: null });

    const bad = await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', seed: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'BAD_REQUEST', path: '$.seed' });
    const unknownMode = await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/nope' });
    expect(unknownMode.status).toBe(400);
    expect((await http(server.url, 'GET', '/api/matches/nope')).body.error.code).toBe('NO_SUCH_MATCH');
    // Decks by seat; a seat without one, or an unknown deck, is refused with where.
    expect((await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', decks: { A: 'ember', B: 'bastion' } })).status).toBe(201);
    expect((await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', decks: { A: 'ember' } })).body.error).toMatchObject({ code: 'MISSING_DECK', path: '$.decks.B' });
    expect((await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', decks: { A: 'ember', B: 'nope' } })).status).toBe(400);

    // The credential is stored only as its hash.
    const stored = await server.store.seatOf(id, joined.body.credential);
    expect(stored).toBeUndefined();

    expect((await http(server.url, 'POST', `/api/matches/${id}/leave`, undefined, { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await http(server.url, 'POST', `/api/matches/${id}/leave`, undefined, { authorization: `Bearer ${joined.body.credential}` })).status).toBe(204);
    expect((await http(server.url, 'GET', `/api/matches/${id}`)).body.seats[0].taken).toBe(false);

    const spy = await WireClient.open(socketOf(id));
    spy.send({ type: 'hello', credential: joined.body.credential });
    expect((await spy.next('error')).error.code).toBe('BAD_CREDENTIAL');
  });

  it("creates a match from a rules file's contents, as overrides of the mode and as a mode extending it (docs/rules.md)", async () => {
    const overrides = { knobs: { dayLimit: 3 } };
    const ownMode = { $schema: '../node_modules/rulegraph/rules/schema/altered-rules.schema.json', extends: 'altered/duel', mode: 'short-duel', knobs: { dayLimit: 3 } };
    const asOverrides = await http(server.url, 'POST', '/api/matches', { mode: 'altered/duel', seed: 2, rules: overrides });
    expect(asOverrides.status).toBe(201);
    expect(asOverrides.body.mode).toBe('altered/duel');
    const asMode = await http(server.url, 'POST', '/api/matches', { mode: 'altered/duel', seed: 2, rules: ownMode });
    expect(asMode.status).toBe(201);
    expect(asMode.body.mode).toBe('altered/short-duel');
    const elsewhere = await http(server.url, 'POST', '/api/matches', { mode: 'altered/duel', seed: 2, rules: { ...ownMode, extends: 'altered/2v2' } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toMatchObject({ code: 'RULES_MODE_MISMATCH', path: '$.rules.extends' });
    // A server reads no file a client names.
    const file = await http(server.url, 'POST', '/api/matches', { mode: 'altered/duel', seed: 2, rules: { ...overrides, cards: ['/etc/passwd'] } });
    expect(file.status).toBe(400);
  });

  it('a match id that cannot be one (a NUL, a slash) is a typed 400, on every route', async () => {
    for (const [method, path] of [['GET', '/api/matches/%00'], ['POST', '/api/matches/a%00b/join'], ['POST', '/api/matches/%2F/leave']] as const) {
      const answer = await http(server.url, method, path, method === 'POST' ? { seat: 'A' } : undefined);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST', path: '$.id' });
    }
    await expect(WireClient.open(socketOf('%00'))).rejects.toThrow('HTTP 400');
  });

  it('refuses pages of foreign origins and over-large bodies', async () => {
    const foreign = await http(server.url, 'GET', '/api/matches', undefined, { origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('ORIGIN_REFUSED');
    const own = await http(server.url, 'GET', '/api/matches', undefined, { origin: server.url });
    expect(own.status).toBe(200);
    await expect(WireClient.open(socketOf('x'), { origin: 'http://evil.example' })).rejects.toThrow('HTTP 403');

    const huge = await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', rules: { filler: 'x'.repeat(300_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('BODY_TOO_LARGE');
  });
});

/** A GET with the Host header given, which fetch does not let a caller set. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: any }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, headers: { host } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || 'null') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('names and connections a public server answers', () => {
  it('refuses a Host it does not answer to (a page whose DNS name was rebound to it), sockets included', async () => {
    const port = new URL(server.url).port;
    const rebound = await getWithHost('/api/matches', `evil.example:${port}`);
    expect(rebound.status).toBe(403);
    expect(rebound.body.error.code).toBe('HOST_REFUSED');
    await expect(WireClient.open(socketOf('x'), { host: `evil.example:${port}`, origin: `http://evil.example:${port}` })).rejects.toThrow('HTTP 403');
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'tables.example.org', `TABLES.example.org:${port}`]) {
      expect((await getWithHost('/api/matches', host)).status).toBe(200);
    }
  });

  it("refuses sockets past the address's limit with 503 TOO_MANY_CONNECTIONS, and takes them again once some close", async () => {
    const { id } = await duel();
    const open: WireClient[] = [];
    let refused: Error | undefined;
    for (let i = 0; i < 20 && refused === undefined; i++) {
      try {
        open.push(await WireClient.open(socketOf(id)));
      } catch (error) {
        refused = error as Error;
      }
    }
    expect(refused?.message).toBe('HTTP 503');
    expect(open.length).toBeLessThanOrEqual(12);
    await (open.pop() as WireClient).close();
    await new Promise((r) => setTimeout(r, 50));
    open.push(await WireClient.open(socketOf(id)));
    for (const client of open) await client.close();
  });
});

describe('a match over sockets', () => {
  it("sends each seat its own view and events; the other seat's hand never crosses the wire; spectators cannot act", async () => {
    const { id, credentials } = await duel();
    const a = await seated(id, credentials['A']);
    const b = await seated(id, credentials['B']);
    const watcher = await seated(id, undefined);
    const located = await server.registry.locate(id);
    if (!('match' in located)) throw new Error('the match should be held here');
    const game = located.match.game;
    expect(a.welcome).toMatchObject({ seat: 'A', version: 0, events: null });
    expect(a.welcome.view).toEqual(JSON.parse(JSON.stringify(game.view('A'))));
    expect(b.welcome.view).toEqual(JSON.parse(JSON.stringify(game.view('B'))));
    expect(watcher.welcome).toMatchObject({ seat: null, actions: [] });
    expect(watcher.welcome.view).toEqual(JSON.parse(JSON.stringify(game.view(null))));

    // B's hand (card instance ids, secret to A) appears in nothing A received.
    const full = game.state().state as unknown as { seats: { id: string; hand: string[] }[] };
    const secretOfB = full.seats.find((s) => s.id === 'B')?.hand ?? [];
    expect(secretOfB.length).toBeGreaterThan(0);
    // The check can fail: A's own hand, named the same way, is in A's welcome.
    for (const card of full.seats.find((s) => s.id === 'A')?.hand ?? []) expect(JSON.stringify(a.welcome)).toContain(JSON.stringify(card));
    const actor = a.welcome.actions.length > 0 ? a : b;
    const action = actor.welcome.actions[0];
    actor.client.send({ type: 'act', id: 'first', version: 0, action });
    expect(await actor.client.next('ack')).toEqual({ type: 'ack', id: 'first', version: 1 });
    await a.client.next('update');
    await b.client.next('update');
    const seen = await watcher.client.next('update');
    expect(seen.actions).toEqual([]);
    for (const message of a.client.received) {
      const text = JSON.stringify(message);
      for (const card of secretOfB) expect(text).not.toContain(JSON.stringify(card));
    }

    watcher.client.send({ type: 'act', id: 'w', version: 1, action });
    expect((await watcher.client.next('refused')).error.code).toBe('NOT_SEATED');
    for (const c of [a, b, watcher]) await c.client.close();
  });

  it('acknowledges once per id, refuses a stale version with the current one, and answers a repeated id the first way', async () => {
    const { id, credentials } = await duel({ seed: 9 });
    const a = await seated(id, credentials['A']);
    const b = await seated(id, credentials['B']);
    const actor = a.welcome.actions.length > 0 ? a : b;
    const other = actor === a ? b : a;
    const [action] = actor.welcome.actions;
    actor.client.send({ type: 'act', id: 'one', version: 0, action });
    const ack = await actor.client.next('ack');
    const update = await other.client.next('update');
    expect(update.version).toBe(1);
    // The same id again: the same acknowledgement, and nothing is applied twice.
    actor.client.send({ type: 'act', id: 'one', version: 0, action });
    expect(await actor.client.next('ack')).toEqual(ack);
    // A new id on the old version: refused with the current version.
    actor.client.send({ type: 'act', id: 'two', version: 0, action });
    const stale = await actor.client.next('refused');
    expect(stale).toMatchObject({ id: 'two', version: 1, error: { code: 'STALE_VERSION' } });
    actor.client.send({ type: 'act', id: 'two', version: 1, action });
    expect(await actor.client.next('refused')).toEqual(stale);
    // The acknowledgement is stored with the action; a refusal changed nothing and is not stored.
    const seat = actor === a ? 'A' : 'B';
    expect(await server.store.findAnswer(id, seat, 'one')).toEqual(ack);
    expect(await server.store.findAnswer(id, seat, 'two')).toBeUndefined();
    // An action of the other seat's is refused; a malformed message gets an error.
    actor.client.send({ type: 'act', id: 'three', version: 1, action: { ...action, seat: other === a ? 'A' : 'B' } });
    expect((await actor.client.next('refused')).error.code).toBe('NOT_YOUR_SEAT');
    actor.client.send({ type: 'act', id: 'x'.repeat(65), version: 1, action });
    expect((await actor.client.next('error')).error).toMatchObject({ code: 'MALFORMED_MESSAGE', path: '$.id' });
    // The lobby's list agrees with the match's own summary as soon as the action is acknowledged.
    const summary = await http(server.url, 'GET', `/api/matches/${id}`);
    expect(summary.body.version).toBe(1);
    const listed = await http(server.url, 'GET', '/api/matches');
    expect(listed.body.matches.find((m: { id: string }) => m.id === id)).toEqual(summary.body);

    // Reconnecting with the last version seen gets the events missed since; a fresh client gets none.
    await other.client.close();
    const back = await seated(id, credentials[other === a ? 'A' : 'B'], 0);
    expect(back.welcome.version).toBe(1);
    expect(back.welcome.events).toEqual(update.events);
    const fresh = await seated(id, credentials[other === a ? 'A' : 'B']);
    expect(fresh.welcome.events).toBeNull();
    for (const c of [actor.client, back.client, fresh.client]) await c.close();
  });

  it('lets a bot play its seat while a person plays the other', async () => {
    const { id, credentials } = await duel({ seed: 4, bots: { B: 'random' } });
    expect(Object.keys(credentials)).toEqual(['A']);
    const a = await seated(id, credentials['A']);
    let version = a.welcome.version as number;
    let actions = a.welcome.actions as object[];
    let latest: Message = a.welcome;
    // A plays its first legal action every time it may; the bot answers in between.
    for (let step = 0; step < 12 && !latest.view.over; step++) {
      while (actions.length === 0) {
        latest = await a.client.next('update');
        version = latest.version;
        actions = latest.actions;
      }
      a.client.send({ type: 'act', id: `a${step}`, version, action: actions[0] });
      const answer = await Promise.race([a.client.next('ack'), a.client.next('refused')]);
      if (answer.type === 'refused') expect(answer.error.code).toBe('STALE_VERSION');
      latest = await a.client.next('update');
      version = latest.version;
      actions = latest.actions;
    }
    const summary = await http(server.url, 'GET', `/api/matches/${id}`);
    expect(summary.body.seats[1]).toEqual({ seat: 'B', taken: true, bot: 'random' });
    expect(summary.body.version).toBeGreaterThan(12);
    await a.client.close();
  });

  it('answers a flood of messages with RATE_LIMITED', async () => {
    const { id } = await duel();
    const watcher = await seated(id, undefined);
    for (let i = 0; i < 60; i++) watcher.client.send({ type: 'nonsense' });
    expect((await watcher.client.next('error')).error.code).toBe('MALFORMED_MESSAGE');
    const limited = await watcher.client.next('error').then(async function skip(m): Promise<Message> {
      return m.error.code === 'RATE_LIMITED' ? m : skip(await watcher.client.next('error'));
    });
    expect(limited.error.code).toBe('RATE_LIMITED');
    await watcher.client.close();
  });
});
