/**
 * The soak's machinery (bench/soak/), run for a few seconds so it does not rot: honest and
 * hostile clients against a server in this process (PGlite in memory, no kill: `npm run soak`
 * kills the built server), then the checks. The latency target is loose here: the test checks
 * the machinery, not the machine it runs on. Also the faults the soak found, each on its own.
 */
import { beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ALL_HOSTILE, runSoak } from '../../bench/soak/run.js';
import type { SoakServer } from '../../bench/soak/server-process.js';
import { startServer, type RunningServer } from '../../src/server/start.js';
import { http } from '../server/wire-client.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ database: 'memory://', limits: { liveMatches: 100, helloMs: 120_000 }, idleSeconds: 20 });
}, 120_000);

/** The server of this file as the soak sees it; the soak's end stops it. */
function soakServer(): SoakServer {
  return {
    url: server.url,
    killable: false,
    rssBytes: () => process.memoryUsage().rss,
    killAndRestart: () => Promise.reject(new Error('a server in this process cannot be killed')),
    onCrash: () => {},
    async finish() {
      return { exitCode: null, records: { actionsOf: (id) => server.store.actionsAfter(id, 0), close: () => server.close() } };
    },
  };
}

it('refuses overrides that break the rules schema with the documented INVALID_DEFINITION', async () => {
  const answer = await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', rules: { victory: { score: 'high' } } });
  expect(answer.status).toBe(400);
  expect(answer.body.error.code).toBe('INVALID_DEFINITION');
});

it('plays, attacks, and checks every acknowledged action and refusal; the stop tells every socket why', async () => {
  // A socket that never says hello is still open when the server stops.
  const silent = new WebSocket(`${server.url.replace('http', 'ws')}/api/matches/none/socket`);
  const closed = new Promise<number>((resolve) => silent.once('close', (code) => resolve(code)));
  await new Promise((resolve) => silent.once('open', resolve));

  const summary = await runSoak(soakServer(), { seconds: 4, minHonestActions: 5, killEverySeconds: 0, honestPlayers: 2, hostile: ALL_HOSTILE, p99TargetMs: 10_000 });
  expect(summary.faults).toEqual([]);
  expect(summary.honest.actions).toBeGreaterThan(0);
  expect(summary.acknowledgedChecked).toBe(summary.honest.actions);
  expect(summary.memory.samples.length).toBeGreaterThan(0);
  // The hostile clients got the answers the docs promise.
  for (const code of ['NO_SUCH_MATCH', 'BODY_TOO_LARGE', 'MALFORMED_MESSAGE', 'RATE_LIMITED']) expect(summary.refusalCodes).toHaveProperty(code);
  expect(summary.ok).toBe(true);
  // Going away (1001), not a close frame without a code (1005).
  expect(await closed).toBe(1001);
}, 120_000);
