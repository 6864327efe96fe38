/**
 * `npm run bench:server`: N matches at once between random players over loopback WebSockets,
 * against an in-process `rulegraph serve`. Reports accepted actions per second and the time
 * from sending an action to its acknowledgement (p50, p99), with PGlite in memory and, when
 * RULEGRAPH_TEST_DATABASE_URL is set, with that PostgreSQL.
 * BENCH_MATCHES (default 8) and BENCH_SECONDS (default 10) set it up. BENCH_BOT_MATCHES (default
 * 0) more matches between two `BENCH_BOT` bots (default `search:3`) play beside them: the
 * players' figures then say what those bots cost everyone else. BENCH_BOT_WORKERS sets the
 * server's bot workers (0: bots decide on the server's event loop).
 */
import WebSocket from 'ws';
import '../src/node/install.js';
import { startServer } from '../src/server/start.js';

interface Seat {
  socket: WebSocket;
  version: number;
  actions: object[];
  over: boolean;
}

const MATCHES = Number(process.env['BENCH_MATCHES'] ?? 8);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const BOT_MATCHES = Number(process.env['BENCH_BOT_MATCHES'] ?? 0);
const BOT = process.env['BENCH_BOT'] ?? 'search:3';
const BOT_WORKERS = process.env['BENCH_BOT_WORKERS'];

async function post(url: string, body: object): Promise<any> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}

/** Plays one match until `deadline`: each seat sends a random legal action whenever it has one. */
async function playMatch(base: string, seed: number, seconds: number, latencies: number[]): Promise<number> {
  const created = await post(`${base}/api/matches`, { mode: 'riftbound/duel', seed });
  let acked = 0;
  const seats = await Promise.all(
    (created.seats as { seat: string }[]).map(async ({ seat }) => {
      const { credential } = await post(`${base}/api/matches/${created.id}/join`, { seat });
      const socket = new WebSocket(`${base.replace('http', 'ws')}/api/matches/${created.id}/socket`);
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify({ type: 'hello', credential }));
      return { socket, version: 0, actions: [], over: false } as Seat;
    }),
  );
  let n = 0;
  // The clock starts once the match is set up and its seats connected.
  const deadline = Date.now() + seconds * 1000;
  await new Promise<void>((done) => {
    const sent = new Map<string, number>();
    const act = (seat: Seat) => {
      if (Date.now() > deadline || seat.over || seat.actions.length === 0) return;
      const id = `a${n++}`;
      sent.set(id, performance.now());
      seat.socket.send(JSON.stringify({ type: 'act', id, version: seat.version, action: seat.actions[Math.floor(Math.random() * seat.actions.length)] }));
      seat.actions = [];
    };
    let finished = 0;
    for (const seat of seats) {
      seat.socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'ack') {
          latencies.push(performance.now() - (sent.get(message.id) ?? 0));
          acked++;
        }
        if (message.type === 'welcome' || message.type === 'update') {
          seat.version = message.version;
          seat.actions = message.actions;
          seat.over = Boolean(message.view.over) || message.view.machine === 'done';
          act(seat);
        }
        if (message.type === 'refused') setTimeout(() => act(seat), 1);
      });
      seat.socket.on('close', () => ++finished === seats.length && done());
    }
    const timer = setInterval(() => {
      if (Date.now() > deadline) {
        clearInterval(timer);
        for (const seat of seats) seat.socket.close();
      }
    }, 100);
  });
  return acked;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The server's bot options for the bot matches: their bot allowed, and the workers asked for. */
function botOptions(): object {
  if (BOT_MATCHES === 0) return {};
  return { botLevels: [BOT], ...(BOT_WORKERS === undefined ? {} : { botWorkers: Number(BOT_WORKERS) }) };
}

async function run(label: string, database: string): Promise<void> {
  // The clients all speak from one address: the per-address and per-socket limits a public
  // server keeps would measure those limits, not the server.
  const unlimited = 1_000_000;
  const server = await startServer({
    database,
    limits: { requestsPerSecond: unlimited, requestBurst: unlimited, messagesPerSecond: unlimited, messageBurst: unlimited, sockets: unlimited, socketsPerAddress: unlimited },
    ...botOptions(),
  });
  try {
    // The bot matches start first and play on their own: both seats are bots.
    for (let i = 0; i < BOT_MATCHES; i++) await post(`${server.url}/api/matches`, { mode: 'riftbound/duel', seed: 1000 + i, bots: { A: BOT, B: BOT } });
    // The players start once the bots have made a decision: a worker's start is not a cost of play.
    while (BOT_MATCHES > 0 && server.botPool.counts.answered < BOT_MATCHES) await new Promise((resolve) => setTimeout(resolve, 50));
    const latencies: number[] = [];
    const counts = await Promise.all(Array.from({ length: MATCHES }, (_, i) => playMatch(server.url, i + 1, SECONDS, latencies)));
    const seconds = SECONDS;
    const total = counts.reduce((a, b) => a + b, 0);
    latencies.sort((a, b) => a - b);
    const { decisions, fallbacks } = server.botPool.counts;
    const beside = BOT_MATCHES > 0 ? ` beside ${BOT_MATCHES} ${BOT} bot matches (${decisions} bot decisions, ${fallbacks} by fallback, ${server.botPool.workers} workers)` : '';
    console.log(`${label}: ${MATCHES} matches${beside}, ${total} actions in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(0)} actions/s; send to ack p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
  } finally {
    await server.close();
  }
}

await run('PGlite (memory)', 'memory://');
const pgUrl = process.env['RULEGRAPH_TEST_DATABASE_URL'];
if (pgUrl) await run('PostgreSQL', pgUrl);
