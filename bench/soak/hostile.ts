/**
 * Hostile clients, each kind in a loop of its own from a loopback address of its own: creates
 * with random overrides, abandoned matches, bot seats, floods, malformed messages and bodies,
 * unknown match ids, oversized bodies, and sockets opened and dropped at once. None of them
 * checks what it gets beyond what the ledger judges: every refusal must be typed, every close
 * must carry a code, and the server must stay up.
 */
import { between, pick, sleep, type SoakContext } from './context.js';
import { loopbackAddress } from './loopback.js';
import { randomOverrides } from './overrides.js';
import { probeHttp, probeSocket } from './probe.js';

type Hostile = (ctx: SoakContext, address: string, source: string) => Promise<void>;

const MODES = ['riftbound/duel', 'riftbound/2v2', 'altered/duel'] as const;
/** Bots a client may ask for; a server that refuses one answers with a typed code. */
const BOTS = ['greedy', 'search:1'] as const;

const json = (value: unknown) => JSON.stringify(value);
const socketPath = (id: string) => `/api/matches/${id}/socket`;
const randomId = () => Buffer.from(Array.from({ length: 9 }, () => between(0, 255))).toString('base64url');

/** A create with random rules overrides: most are refused; the others are never played. */
const overrides: Hostile = async (ctx, address, source) => {
  const created = await probeHttp(ctx, address, source, 'POST', '/api/matches', json({ mode: 'riftbound/duel', rules: randomOverrides() }));
  if (created?.status === 201) {
    ctx.ledger.count('overrides accepted');
    ctx.ledger.noteMatch(created.body.id);
  }
  await sleep(between(300, 700));
};

/** A match created and never joined: it holds a slot until it expires. */
const abandoned: Hostile = async (ctx, address, source) => {
  const created = await probeHttp(ctx, address, source, 'POST', '/api/matches', json({ mode: pick(MODES), seed: between(0, 1e6) }));
  if (created?.status === 201) ctx.ledger.noteMatch(created.body.id);
  await sleep(between(700, 1300));
};

/** A duel against a bot: a few moves, then the player walks away without a word. */
const bots: Hostile = async (ctx, address, source) => {
  const created = await probeHttp(ctx, address, source, 'POST', '/api/matches', json({ mode: 'riftbound/duel', bots: { B: pick(BOTS) } }));
  if (created?.status !== 201) return sleep(2000);
  ctx.ledger.noteMatch(created.body.id);
  const joined = await probeHttp(ctx, address, source, 'POST', `/api/matches/${created.body.id}/join`, json({ seat: 'A' }));
  if (joined?.status !== 200) return;
  const probe = probeSocket(ctx, address, source, socketPath(created.body.id));
  if (!(await probe.opened)) return;
  probe.send({ type: 'hello', credential: joined.body.credential });
  let state = await probe.next('welcome');
  for (let moves = 0; state && moves < 20 && !ctx.stopping; moves++) {
    while (state && state.actions.length === 0) state = await probe.next('update', 5000);
    if (!state) break;
    await sleep(between(50, 200));
    probe.send({ type: 'act', id: `m${moves}`, version: state.version, action: pick(state.actions) });
    state = await probe.next('update', 5000);
  }
  probe.close();
};

/** Floods: a socket sending far past its rate (it must be told, then closed), and a burst of requests. */
const flood: Hostile = async (ctx, address, source) => {
  const target = ctx.ledger.knownMatches.at(-between(1, Math.max(1, ctx.ledger.knownMatches.length))) ?? randomId();
  const probe = probeSocket(ctx, address, source, socketPath(target));
  if (await probe.opened) {
    probe.send({ type: 'hello' });
    for (let i = 0; i < 150; i++) probe.send({ type: 'act', id: `f${i}`, version: 0, action: { type: 'pass' } });
    const code = await Promise.race([probe.closed, sleep(8000).then(() => 'open')]);
    if (code === 'open') probe.close();
  }
  await Promise.all(Array.from({ length: 80 }, () => probeHttp(ctx, address, source, 'GET', `/api/matches/${target}`)));
  await sleep(between(2000, 4000));
};

/** Malformed input of every kind, on the socket and over HTTP. */
const garbage: Hostile = async (ctx, address, source) => {
  const target = ctx.ledger.knownMatches.at(-1) ?? randomId();
  const probe = probeSocket(ctx, address, source, socketPath(target));
  if (await probe.opened) {
    probe.send('{"type": "hello", ');
    probe.send(Buffer.from([0, 1, 2, 255]));
    probe.send({ type: 'nope' });
    probe.send({ type: 'act', id: 'early', version: 0, action: { type: 'pass' } });
    probe.send({ type: 'hello', since: -1 });
    probe.send({ type: 'hello' });
    probe.send({ type: 'hello' });
    probe.send({ type: 'act', id: 'x'.repeat(100), version: 'one', action: [] });
    await sleep(200);
    // Past the message size limit: the server closes the socket with a code.
    probe.send({ type: 'act', id: 'big', version: 0, action: { type: 'pass', pad: 'x'.repeat(20_000) } });
    const code = await Promise.race([probe.closed, sleep(5000).then(() => 'open')]);
    if (code === 'open') probe.close();
  }
  await probeHttp(ctx, address, source, 'POST', '/api/matches', 'not json {');
  await probeHttp(ctx, address, source, 'POST', '/api/matches', '[]');
  await probeHttp(ctx, address, source, 'POST', '/api/matches', json({ mode: 'riftbound/duel', seed: 'seven' }));
  await probeHttp(ctx, address, source, 'POST', '/api/matches', json({ mode: 'nowhere/none' }));
  await probeHttp(ctx, address, source, 'POST', '/api/matches', json({ mode: 'riftbound/duel', bots: { Q: 'random' } }));
  await probeHttp(ctx, address, source, 'POST', '/api/matches', json({ mode: 'riftbound/duel', bots: { B: 'oracle' } }));
  await probeHttp(ctx, address, source, 'POST', `/api/matches/${target}/join`, json({}));
  await probeHttp(ctx, address, source, 'POST', `/api/matches/${target}/join`, json({ seat: 'Z' }));
  await probeHttp(ctx, address, source, 'POST', `/api/matches/${target}/leave`);
  await probeHttp(ctx, address, source, 'POST', `/api/matches/${target}/leave`, undefined, { authorization: 'Bearer nothing' });
  await probeHttp(ctx, address, source, 'GET', '/api/nowhere');
  await probeHttp(ctx, address, source, 'GET', '/api/matches', undefined, { origin: 'http://evil.example' });
  await probeHttp(ctx, address, source, 'GET', '/api/matches', undefined, { host: 'rebound.example' });
  await sleep(between(500, 1500));
};

/** Ids of no match, well-formed and not: 404 and 400, on every route and the socket. */
const unknownIds: Hostile = async (ctx, address, source) => {
  const id = randomId();
  await probeHttp(ctx, address, source, 'GET', `/api/matches/${id}`);
  await probeHttp(ctx, address, source, 'POST', `/api/matches/${id}/join`, json({ seat: 'A' }));
  await probeHttp(ctx, address, source, 'GET', pick(['/api/matches/%00', '/api/matches/a%2Fb', `/api/matches/${'x'.repeat(65)}`]));
  const probe = probeSocket(ctx, address, source, socketPath(id));
  if (await probe.opened) {
    probe.send({ type: 'hello' });
    const code = await Promise.race([probe.closed, sleep(5000).then(() => 'open')]);
    if (code === 'open') probe.close();
  }
  await sleep(between(300, 700));
};

/** Bodies past the size limit. */
const oversized: Hostile = async (ctx, address, source) => {
  const pad = 'x'.repeat(between(300, 600) * 1024);
  await probeHttp(ctx, address, source, 'POST', '/api/matches', json({ mode: 'riftbound/duel', rules: { description: pad } }));
  await sleep(between(1000, 3000));
};

/** Sockets opened and dropped at once, and now and then one that never says hello. */
const churn: Hostile = async (ctx, address, source) => {
  const target = ctx.ledger.knownMatches.at(-1) ?? randomId();
  for (let i = 0; i < 5; i++) {
    const probe = probeSocket(ctx, address, source, socketPath(target));
    if (Math.random() < 0.5) probe.close();
    else if (Math.random() < 0.9) void probe.opened.then(() => probe.close());
    // Left silent: the server closes it after its hello time.
    else void probe.closed;
  }
  await sleep(between(800, 1200));
};

export const HOSTILE_KINDS = { overrides, abandoned, bots, flood, garbage, unknownIds, oversized, churn } as const;
export type HostileKind = keyof typeof HOSTILE_KINDS;

/** Runs hostile client `kind` (the `n`th kind, for its address) until the soak stops. */
export async function runHostile(ctx: SoakContext, kind: HostileKind, n: number): Promise<void> {
  const address = loopbackAddress(2, n);
  const source = `hostile ${kind} ${address}`;
  while (!ctx.stopping) {
    ctx.ledger.count(`hostile ${kind}`);
    try {
      await HOSTILE_KINDS[kind](ctx, address, source);
    } catch (error) {
      ctx.ledger.fault('server-fault', source, `the client itself failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
      await sleep(1000);
    }
  }
}
