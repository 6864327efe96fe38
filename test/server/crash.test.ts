/**
 * Nothing acknowledged is lost: the built server runs as a child process on a PGlite data
 * folder, two seats play until a chain or showdown is open, the process is killed with
 * SIGKILL while an action is in flight, and a new process on the same folder continues the
 * match from exactly the acknowledged actions (its snapshots plus the log after them).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { BUILD_TIMEOUT_MS, builtDist } from '../support/dist.js';
import { startChild, stopped } from './child-server.js';
import { http, WireClient, type Message } from './wire-client.js';

const dataDir = mkdtempSync(join(tmpdir(), 'rulegraph-crash-'));
const children: ChildProcess[] = [];

beforeAll(async () => {
  await builtDist();
}, BUILD_TIMEOUT_MS);
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `rulegraph serve` on the data folder and resolves with its URL. */
async function serve(): Promise<{ url: string; child: ChildProcess }> {
  const started = await startChild(['--data', dataDir, '--snapshot-every', '7']);
  children.push(started.child);
  return started;
}

/** A small seeded generator, so the test plays the same game every time. */
function picker(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

it('keeps every acknowledged action across kill -9 in the middle of a chain or showdown', async () => {
  let { url, child } = await serve();
  const created = await http(url, 'POST', '/api/matches', { mode: 'riftbound/duel', seed: 11 });
  const id = created.body.id as string;
  const credentials: Record<string, string> = {};
  for (const seat of ['A', 'B']) credentials[seat] = (await http(url, 'POST', `/api/matches/${id}/join`, { seat })).body.credential;
  const connect = async (base: string) => {
    const clients: Record<string, { client: WireClient; latest: Message }> = {};
    for (const seat of ['A', 'B']) {
      const client = await WireClient.open(`${base.replace('http', 'ws')}/api/matches/${id}/socket`);
      client.send({ type: 'hello', credential: credentials[seat] });
      clients[seat] = { client, latest: await client.next('welcome') };
    }
    return clients;
  };
  let clients = await connect(url);
  const acked: object[] = [];
  const pick = picker(3);
  let version = 0;
  /** Plays one action of the seat that may act; resolves once both seats saw its update. */
  const step = async (): Promise<void> => {
    const seat = (['A', 'B'] as const).find((s) => (clients[s]?.latest.actions.length ?? 0) > 0) as 'A' | 'B';
    const own = clients[seat] as { client: WireClient; latest: Message };
    const action = own.latest.actions[pick(own.latest.actions.length)];
    own.client.send({ type: 'act', id: `v${version}`, version, action });
    expect(await own.client.next('ack')).toMatchObject({ version: version + 1 });
    acked.push(action);
    version++;
    for (const s of ['A', 'B']) (clients[s] as { latest: Message }).latest = await (clients[s] as { client: WireClient }).client.next('update');
  };
  const inChainOrShowdown = () => /chainActive|showdown/i.test(String(clients['A']?.latest.view.machine));
  while (acked.length < 200 && !(acked.length >= 15 && inChainOrShowdown())) await step();
  expect(inChainOrShowdown()).toBe(true);

  // One more action goes out, and the process dies before (or right after) it is stored.
  const seat = (['A', 'B'] as const).find((s) => (clients[s]?.latest.actions.length ?? 0) > 0) as 'A' | 'B';
  const inFlight = clients[seat]?.latest.actions[0];
  clients[seat]?.client.send({ type: 'act', id: `v${version}`, version, action: inFlight });
  await stopped(child, 'SIGKILL');

  ({ url, child } = await serve());
  clients = await connect(url);
  const restored = clients['A']?.latest as Message;
  // Every acknowledged action is there; the one in flight either fully is, or is not at all.
  expect([acked.length, acked.length + 1]).toContain(restored.version);
  const replay = createGame({ mode: 'riftbound/duel', seed: 11 });
  for (const action of restored.version > acked.length ? [...acked, inFlight] : acked) expect(replay.apply(action).ok).toBe(true);
  expect(restored.view).toEqual(JSON.parse(JSON.stringify(replay.view('A'))));
  expect(clients['B']?.latest.view).toEqual(JSON.parse(JSON.stringify(replay.view('B'))));

  // The match goes on: the retried in-flight id gets its first answer, or is taken now.
  version = restored.version;
  if (version === acked.length) {
    await step();
  } else {
    clients[seat]?.client.send({ type: 'act', id: `v${acked.length}`, version: acked.length, action: inFlight });
    expect(await clients[seat]?.client.next('ack')).toEqual({ type: 'ack', id: `v${acked.length}`, version: acked.length + 1 });
    await step();
  }
  expect((await http(url, 'GET', `/api/matches/${id}`)).body.version).toBe(version);
  for (const s of ['A', 'B']) await clients[s]?.client.close();
  await stopped(child, 'SIGTERM');
}, 300_000);
