/**
 * The server the browser tests play on: the protocol over fastify with the table page.
 * (Stand-in until `rulegraph serve` is merged: same routes and messages, matches in memory.)
 */
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createGame } from '../../src/api.js';
import { nextDecision, RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game.js';
import { buildTablePage } from '../../scripts/build-client.mjs';
import { registerTablePage } from '../../src/table/serve.js';

export interface TableServer {
  readonly url: string;
  close(): Promise<void>;
}

type Send = (message: object) => void;
interface Match {
  id: string;
  game: Game;
  version: number;
  seats: Map<string, { credential?: string; bot?: string }>;
  sockets: Set<{ seat: string | null; send: Send }>;
  answers: Map<string, object>;
  events: Map<string | null, { version: number; events: unknown[] }[]>;
}

export async function startTableServer(): Promise<TableServer> {
  await buildTablePage({ minify: false });
  const matches = new Map<string, Match>();
  const app = Fastify();
  await app.register(websocket);
  registerTablePage(app);
  const summary = (m: Match) => ({ id: m.id, mode: m.game.mode, seats: m.game.seats.map((s) => ({ seat: s, taken: m.seats.has(s), bot: m.seats.get(s)?.bot ?? null })), version: m.version, over: m.game.over, winner: m.game.winner });
  const push = (m: Match, bySeat: Record<string, unknown[]>, spectator: unknown[]) => {
    for (const seat of [...m.game.seats, null]) m.events.set(seat, [...(m.events.get(seat) ?? []), { version: m.version, events: seat === null ? spectator : (bySeat[seat] ?? []) }]);
    for (const s of m.sockets) s.send({ type: 'update', version: m.version, events: s.seat === null ? spectator : bySeat[s.seat], view: m.game.view(s.seat), actions: s.seat === null ? [] : m.game.legalActions(s.seat) });
  };
  const runBots = (m: Match) => {
    for (;;) {
      const bots = [...m.seats].filter(([, s]) => s.bot).map(([seat]) => seat);
      const decision = nextDecision({ seats: m.game.seats, legalActions: (s: string) => m.game.legalActions(s) });
      if (!decision || !bots.includes(decision.seat) || m.game.over) return;
      const result = m.game.apply(new RandomBot(m.version).choose(decision.actions));
      if (!result.ok) return;
      m.version += 1;
      push(m, result.bySeat as never, result.events as never);
    }
  };
  app.post('/api/matches', async (request, reply) => {
    const body = request.body as { mode: string; seed?: number; rules?: object; bots?: Record<string, string> };
    const game = createGame({ mode: body.mode, seed: body.seed ?? 1, ...(body.rules ? { rules: body.rules } : {}) } as never) as unknown as Game;
    const m: Match = { id: randomBytes(6).toString('base64url'), game, version: 0, seats: new Map(Object.entries(body.bots ?? {}).map(([s, bot]) => [s, { bot }])), sockets: new Set(), answers: new Map(), events: new Map() };
    matches.set(m.id, m);
    runBots(m);
    return reply.code(201).send(summary(m));
  });
  app.get('/api/matches', async () => ({ matches: [...matches.values()].map(summary) }));
  app.get('/api/matches/:id', async (request) => summary(matches.get((request.params as { id: string }).id) as Match));
  app.post('/api/matches/:id/join', async (request, reply) => {
    const m = matches.get((request.params as { id: string }).id) as Match;
    const { seat } = request.body as { seat: string };
    if (m.seats.has(seat)) return reply.code(409).send({ error: { code: 'SEAT_TAKEN', message: `seat ${seat} is taken` } });
    const credential = randomBytes(32).toString('base64url');
    m.seats.set(seat, { credential });
    return { seat, credential };
  });
  app.get('/api/matches/:id/socket', { websocket: true }, (socket, request) => {
    const m = matches.get((request.params as { id: string }).id) as Match;
    let me: { seat: string | null; send: Send } | undefined;
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(String(data)) as Record<string, any>;
      if (message['type'] === 'hello') {
        const seat = [...m.seats].find(([, s]) => s.credential !== undefined && s.credential === message['credential'])?.[0] ?? null;
        me = { seat, send: (msg) => socket.send(JSON.stringify(msg)) };
        m.sockets.add(me);
        const since = message['since'] as number | undefined;
        const events = since === undefined ? null : (m.events.get(seat) ?? []).filter((e) => e.version > since).flatMap((e) => e.events);
        me.send({ type: 'welcome', seat, version: m.version, view: m.game.view(seat), actions: seat === null ? [] : m.game.legalActions(seat), events });
      } else if (message['type'] === 'act' && me?.seat) {
        const key = `${me.seat}:${message['id']}`;
        const known = m.answers.get(key);
        if (known) return void me.send(known);
        let answer: object;
        if (message['version'] !== m.version) answer = { type: 'refused', id: message['id'], version: m.version, error: { code: 'STALE_VERSION', message: `the match is at version ${m.version}` } };
        else {
          const result = m.game.apply({ ...message['action'], seat: me.seat });
          if (!result.ok) answer = { type: 'refused', id: message['id'], version: m.version, error: result.error };
          else {
            m.version += 1;
            push(m, result.bySeat as never, result.events as never);
            answer = { type: 'ack', id: message['id'], version: m.version };
          }
        }
        m.answers.set(key, answer);
        me.send(answer);
        runBots(m);
      }
    });
    socket.on('close', () => me && m.sockets.delete(me));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() };
}
