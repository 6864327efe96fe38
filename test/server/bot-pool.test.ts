/**
 * The server's bots off the request path (src/server/bot-pool.ts): a thinking bot no longer
 * holds the event loop (measured against decisions made on it, the old path), the levels a
 * client may ask for, a worker killed during a decision, and the same bot game as the bots
 * kept in one process. The pool's workers are the built ones (dist/), started from here.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { seatWindow } from '../../src/bots/bot.js';
import { nextDecision } from '../../src/bots/random-bot.js';
import { botFromSpec } from '../../src/bots/registry.js';
import { startServer, type RunningServer, type ServeOptions } from '../../src/server/start.js';
import { BUILD_TIMEOUT_MS, builtDist } from '../support/dist.js';
import { http } from './wire-client.js';

/** A search that thinks until its limit at every decision: `playouts` far above any level's. */
const THINKER = 'search:3:playouts=1000000';

let workerFile: string;
beforeAll(async () => {
  workerFile = join(await builtDist(), 'src/bots/decision-worker.js');
}, BUILD_TIMEOUT_MS);

/** A server for one test, with the thinker allowed and decisions of 400 ms; closed after `use`. */
async function withServer(options: ServeOptions, use: (server: RunningServer) => Promise<void>): Promise<void> {
  const server = await startServer({ database: 'memory://', botLevels: ['random', 'greedy', 'search:1', THINKER], botMs: 400, ...options });
  try {
    await use(server);
  } finally {
    await server.close();
  }
}

const pooled = (): ServeOptions => ({ botWorkers: 1, botWorkerFile: workerFile });

/** An action as a string whatever the order of its keys (the store gives them back in its own). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function until(condition: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function botMatch(server: RunningServer, bots: Record<string, string>, seed = 3): Promise<string> {
  const created = await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', seed, bots });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

async function versionOf(server: RunningServer, id: string): Promise<number> {
  return (await http(server.url, 'GET', `/api/matches/${id}`)).body.version as number;
}

/** The longest the event loop went without running a 10 ms timer while two thinking bots made three decisions. */
async function loopHeldWhileThinking(server: RunningServer): Promise<number> {
  await botMatch(server, { A: THINKER, B: THINKER });
  await until(() => server.botPool.counts.answered >= 1);
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  const from = server.botPool.counts.answered;
  await until(() => server.botPool.counts.answered >= from + 3);
  clearInterval(ticker);
  return longest;
}

describe('bot decisions', () => {
  it('leave the event loop free while a search thinks, where deciding on it held the loop for each decision', async () => {
    let held = 0;
    let free = 0;
    await withServer({ botWorkers: 0 }, async (server) => void (held = await loopHeldWhileThinking(server)));
    await withServer(pooled(), async (server) => void (free = await loopHeldWhileThinking(server)));
    // A decision that thinks does so for 300 ms of the process's CPU (three quarters of its
    // 400 ms limit), which other threads of the process (the store's, the collector's) share:
    // on the loop it holds it for a large part of that, in the pool for none of it.
    expect(held).toBeGreaterThan(120);
    expect(free).toBeLessThan(held / 2);
  }, 120_000);

  it('are refused at creation past the allowed levels, with BOT_NOT_ALLOWED', async () => {
    await withServer({ botWorkers: 0, botLevels: ['random', 'greedy', 'search:1'] }, async (server) => {
      for (const spec of ['search:2', 'search', 'search:1:playouts=500', 'greedy:samples=50']) {
        const refused = await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', seed: 1, bots: { B: spec } });
        expect(refused.status, spec).toBe(403);
        expect(refused.body.error).toMatchObject({ code: 'BOT_NOT_ALLOWED', path: '$.bots.B' });
      }
      expect((await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', seed: 1, bots: { B: 'search:1:c=0.7' } })).status).toBe(201);
    });
  }, 60_000);

  it('go on when the worker dies during one: another worker takes the decision again', async () => {
    await withServer(pooled(), async (server) => {
      const id = await botMatch(server, { A: THINKER, B: THINKER }, 8);
      const counts = server.botPool.counts;
      // A decision in a worker that has made one already (so it is loaded and thinking).
      await until(() => counts.answered >= 1 && counts.decisions > counts.answered);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const version = await versionOf(server, id);
      process.kill(server.botPool.workerPids[0] as number, 'SIGKILL');
      await until(async () => (await versionOf(server, id)) >= version + 2);
      expect(counts.retried).toBe(1);
    });
  }, 120_000);

  it('play the game the same bots kept in one process play, from the same seed', async () => {
    const bots = { A: 'greedy:samples=1', B: 'search:1:playouts=6' };
    const steps = 16;
    let stored: string[] = [];
    // A limit above the bots' own (a cold worker's first decisions are slow): none is cut short.
    await withServer({ ...pooled(), botMs: 5000 }, async (server) => {
      const id = await botMatch(server, bots, 21);
      await until(async () => (await versionOf(server, id)) >= steps);
      stored = (await server.store.actionsAfter(id, 0)).slice(0, steps).map((entry) => canonical(entry.action));
    });
    // The server's seeds: by seat, (index + 1) * 7919.
    const kept = { A: botFromSpec(bots.A, 7919), B: botFromSpec(bots.B, 2 * 7919) };
    const game = createGame({ mode: 'riftbound/duel', seed: 21 });
    const played: string[] = [];
    while (played.length < steps) {
      const seat = nextDecision(game)!.seat as 'A' | 'B';
      const action = kept[seat].choose(seatWindow(game, seat));
      expect(game.apply(action).ok).toBe(true);
      played.push(canonical(action));
    }
    expect(stored).toEqual(played);
  }, 120_000);
});
