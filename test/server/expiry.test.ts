/**
 * Matches nobody plays expire: with a limit of two live matches, two matches left alone block
 * new ones only until the idle time passes (on the server's clock, driven here), and a
 * restarted server on the same data folder neither loads nor counts them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/start.js';
import { http, WireClient } from './wire-client.js';

const folder = mkdtempSync(join(tmpdir(), 'rulegraph-expiry-'));
let clock = 1_000_000;
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close().catch(() => undefined);
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

async function start(): Promise<RunningServer> {
  const server = await startServer({ database: `file://${folder}`, limits: { liveMatches: 2 }, idleSeconds: 60, now: () => clock });
  servers.push(server);
  return server;
}

const create = (server: RunningServer) => http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', seed: 3 });

it('expires matches without a player after the idle time, answers for them with MATCH_EXPIRED, and frees their slots for good', async () => {
  let server = await start();
  const [left, played] = [await create(server), await create(server)];
  expect([left.status, played.status]).toEqual([201, 201]);
  expect((await create(server)).body.error.code).toBe('TOO_MANY_MATCHES');

  // A player's socket keeps its match; spectators do not.
  const joined = await http(server.url, 'POST', `/api/matches/${played.body.id}/join`, { seat: 'A' });
  const player = await WireClient.open(`${server.url.replace('http', 'ws')}/api/matches/${played.body.id}/socket`);
  player.send({ type: 'hello', credential: joined.body.credential });
  await player.next('welcome');
  const spectator = await WireClient.open(`${server.url.replace('http', 'ws')}/api/matches/${left.body.id}/socket`);
  spectator.send({ type: 'hello' });
  await spectator.next('welcome');

  clock += 59_000;
  await server.registry.expireIdle();
  expect((await create(server)).body.error.code).toBe('TOO_MANY_MATCHES');
  clock += 2_000;
  await server.registry.expireIdle();
  expect((await spectator.next('error')).error.code).toBe('MATCH_EXPIRED');
  const gone = await http(server.url, 'GET', `/api/matches/${left.body.id}`);
  expect([gone.status, gone.body.error.code]).toEqual([410, 'MATCH_EXPIRED']);
  expect((await http(server.url, 'POST', `/api/matches/${left.body.id}/join`, { seat: 'B' })).body.error.code).toBe('MATCH_EXPIRED');
  expect((await http(server.url, 'GET', `/api/matches/${played.body.id}`)).status).toBe(200);
  const third = await create(server);
  expect(third.status).toBe(201);
  expect((await http(server.url, 'GET', '/api/matches')).body.matches.map((m: { id: string }) => m.id)).not.toContain(left.body.id);
  await player.close();

  // After a restart the expired match is neither loaded nor counted: two live, one slot each.
  await server.close();
  server = await start();
  expect((await http(server.url, 'GET', `/api/matches/${left.body.id}`)).status).toBe(410);
  expect((await create(server)).body.error.code).toBe('TOO_MANY_MATCHES');
  clock += 61_000;
  await server.registry.expireIdle();
  expect((await create(server)).status).toBe(201);
}, 120_000);
