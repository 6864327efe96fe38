/**
 * Two server processes on one PostgreSQL: a match is served by the process holding its lease;
 * the other redirects its clients there (socket `redirect`, HTTP 307). When the owner is
 * killed, its lease runs out and the other process takes the match over where it stood.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, builtDist } from '../support/dist.js';
import { startChild, stopped } from '../server/child-server.js';
import { http, WireClient, type Message } from '../server/wire-client.js';
import { testDatabaseUrl } from './database.js';

const children: ChildProcess[] = [];
beforeAll(async () => {
  await builtDist();
}, BUILD_TIMEOUT_MS);
afterAll(async () => {
  for (const child of children) await stopped(child, 'SIGKILL');
});

async function hello(url: string, id: string, credential: string): Promise<{ client: WireClient; first: Message }> {
  const client = await WireClient.open(`${url.replace('http', 'ws')}/api/matches/${id}/socket`);
  client.send({ type: 'hello', credential });
  const first = await Promise.race([client.next('welcome'), client.next('redirect')]);
  return { client, first };
}

it('redirects to the owner, and moves the match to the other process when the owner dies', async () => {
  const database = testDatabaseUrl();
  const one = await startChild(['--database', database, '--lease-seconds', '2', '--bots', 'B']);
  children.push(one.child);
  const two = await startChild(['--database', database, '--lease-seconds', '2']);
  children.push(two.child);

  const created = await http(one.url, 'POST', '/api/matches', { mode: 'riftbound/duel', seed: 21 });
  const id = created.body.id as string;
  expect(created.body.seats[1]).toEqual({ seat: 'B', taken: true, bot: 'random' });
  const redirected = await http(two.url, 'POST', `/api/matches/${id}/join`, { seat: 'A' });
  expect(redirected.status).toBe(307);
  expect(redirected.headers.get('location')).toBe(`${one.url}/api/matches/${id}/join`);
  const credential = (await http(one.url, 'POST', `/api/matches/${id}/join`, { seat: 'A' })).body.credential as string;

  const elsewhere = await hello(two.url, id, credential);
  expect(elsewhere.first).toEqual({ type: 'redirect', url: `${one.url.replace('http', 'ws')}/api/matches/${id}/socket` });

  // A plays a few actions on the owner (the bot plays B there).
  let { client, first: latest } = await hello(one.url, id, credential);
  let acked = 0;
  while (acked < 4) {
    while (latest.actions.length === 0) latest = await client.next('update');
    client.send({ type: 'act', id: `a${acked}`, version: latest.version, action: latest.actions[0] });
    const answer = await Promise.race([client.next('ack'), client.next('refused')]);
    if (answer.type === 'ack') acked++;
    latest = await client.next('update');
  }
  const version = (await http(one.url, 'GET', `/api/matches/${id}`)).body.version as number;
  await client.close();
  await stopped(one.child, 'SIGKILL');

  // The lease runs out; the second process takes the match over from the store.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  ({ client, first: latest } = await hello(two.url, id, credential));
  expect(latest.type).toBe('welcome');
  expect(latest.version).toBeGreaterThanOrEqual(version);
  while (latest.actions.length === 0) latest = await client.next('update');
  client.send({ type: 'act', id: 'after', version: latest.version, action: latest.actions[0] });
  expect(await client.next('ack')).toEqual({ type: 'ack', id: 'after', version: latest.version + 1 });
  // The id acknowledged by the dead process is answered the first way by the new owner.
  client.send({ type: 'act', id: 'a0', version: 0, action: latest.actions[0] });
  expect((await client.next('ack')).id).toBe('a0');
  await client.close();
}, 300_000);
