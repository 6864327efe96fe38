/**
 * An honest player: creates a duel, takes both seats, and plays it to the end through the
 * client library (`src/client`), one action at a time with a short think between, then starts
 * another. Now and then it cuts its own socket, and the client reconnects. It measures each
 * action from sending to acknowledgement, records what was acknowledged, and checks after
 * every (re)connection that the match has not gone back behind an acknowledged version.
 */
import type WebSocket from 'ws';
import { createClient, type MatchConnection, type MatchTypes, type RulegraphClient } from '../../src/client/index.js';
import { between, pick, sleep, type SoakContext } from './context.js';
import { loopbackAddress, loopbackFetch, loopbackWebSocket } from './loopback.js';

/** An honest match that has not moved for this long is reported stuck and left. */
const STUCK_MS = 90_000;
/** Each action cuts the socket of its seat with this probability (then the client reconnects). */
const CUT_CHANCE = 1 / 80;

interface Seat {
  readonly name: string;
  readonly table: MatchConnection<MatchTypes<'riftbound/duel'>>;
  /** Raised each time the connection is lost, so an action that spans a reconnection is told apart. */
  drops: number;
  socket: WebSocket | undefined;
}

export async function playHonestly(ctx: SoakContext, n: number): Promise<void> {
  const address = loopbackAddress(1, n);
  let lastSocket: WebSocket | undefined;
  const client = createClient({
    url: ctx.url,
    fetch: loopbackFetch(address),
    WebSocket: loopbackWebSocket(address, (socket) => (lastSocket = socket)),
    backoff: { initialMs: 100, factor: 2, maxMs: 1000, jitter: 0.2 },
  });
  const source = `honest ${address}`;
  while (!ctx.stopping) {
    try {
      await playMatch(ctx, client, source, () => lastSocket);
    } catch (error) {
      ctx.ledger.judgeClientError(error, source);
      await sleep(200);
    }
  }
}

/** Calls `request` until it succeeds; a failure while the server is down (or full) is waited out. */
async function persist<T>(ctx: SoakContext, source: string, request: () => Promise<T>): Promise<T | undefined> {
  while (!ctx.stopping) {
    try {
      return await request();
    } catch (error) {
      ctx.ledger.judgeClientError(error, source);
      await sleep(250);
    }
  }
  return undefined;
}

async function playMatch(ctx: SoakContext, client: RulegraphClient, source: string, lastSocket: () => WebSocket | undefined): Promise<void> {
  const { ledger } = ctx;
  const created = await persist(ctx, source, () => client.createMatch({ mode: 'riftbound/duel', seed: between(0, 2 ** 31) }));
  if (!created) return;
  ledger.count('honest matches');
  ledger.noteMatch(created.id);
  const seats: Seat[] = [];
  try {
    for (const { seat } of created.seats) {
      const joined = await persist(ctx, source, () => client.join(created.id, seat));
      if (!joined) return;
      const table = client.connect<'riftbound/duel'>(created.id, { credential: joined.credential });
      const entry: Seat = { name: seat, table, drops: 0, socket: lastSocket() };
      table.onStatus((status) => {
        if (status === 'reconnecting') entry.drops++;
      });
      table.subscribe((update) => {
        if (!update.welcome) return;
        entry.socket = lastSocket();
        // Every acknowledged action is still there after a reconnection (and a restart).
        const acked = ledger.highestAck(created.id);
        if (update.version < acked) ledger.fault('lost-action', source, `match ${created.id} came back at version ${update.version}, after version ${acked} was acknowledged`);
      });
      table.onError((error) => ledger.judgeClientError(error, source));
      seats.push(entry);
    }
    await Promise.all(seats.map((s) => s.table.ready()));
    let lastMove = Date.now();
    while (!ctx.stopping) {
      await sleep(between(20, 120));
      if (!(await inStep(ctx, seats))) {
        if (Date.now() - lastMove > STUCK_MS) {
          ledger.fault('stuck', source, `match ${created.id} made no progress for ${STUCK_MS / 1000} s`);
          return;
        }
        continue;
      }
      // In step, a seat without a legal action waits for the other; when neither has one the game is over.
      const mover = seats.find((s) => (s.table.state?.actions.length ?? 0) > 0);
      if (!mover) {
        ledger.count('honest matches finished');
        return;
      }
      const action = pick(mover.table.state?.actions ?? []);
      const drops = mover.drops;
      const sent = performance.now();
      try {
        const ack = await mover.table.act(action);
        const took = performance.now() - sent;
        (mover.drops === drops ? ledger.latencies : ledger.retriedLatencies).push(took);
        ledger.recordAck(created.id, ack.version, { ...action, seat: mover.name });
        ledger.count('honest actions');
        lastMove = Date.now();
      } catch (error) {
        ledger.judgeClientError(error, source);
      }
      if (Math.random() < CUT_CHANCE) {
        ledger.count('honest reconnects');
        pick(seats).socket?.terminate();
      }
    }
  } finally {
    for (const seat of seats) seat.table.close();
  }
}

/** Resolves true once every seat is connected and holds the same version (false after a while). */
async function inStep(ctx: SoakContext, seats: readonly Seat[]): Promise<boolean> {
  for (let i = 0; i < 200 && !ctx.stopping; i++) {
    const versions = new Set(seats.map((s) => (s.table.status === 'open' ? s.table.state?.version : -1)));
    if (versions.size === 1 && !versions.has(-1) && !versions.has(undefined)) return true;
    await sleep(5);
  }
  return false;
}
