/**
 * The hostile clients' tools: one HTTP request, or one bare socket, from a given loopback
 * address, with every answer handed to the ledger to judge (typed or a fault).
 */
import type { IncomingMessage } from 'node:http';
import type WebSocket from 'ws';
import type { SoakContext } from './context.js';
import { rawRequest, rawSocket } from './loopback.js';

/** An answer slower than this is counted as slow (the server was saturated). */
const SLOW_ANSWER_MS = 5000;

/** One HTTP request, judged; the parsed body and status, or undefined when it failed on the way. */
export async function probeHttp(ctx: SoakContext, address: string, source: string, method: string, path: string, body?: string | Buffer, headers?: Record<string, string>): Promise<{ status: number; body: any } | undefined> {
  const sent = Date.now();
  try {
    const answer = await rawRequest(ctx.url + path, address, method, body, headers);
    if (Date.now() - sent > SLOW_ANSWER_MS) ctx.ledger.count('hostile answers after more than 5 s');
    return { status: answer.status, body: ctx.ledger.judgeAnswer(answer, source) };
  } catch (error) {
    ctx.ledger.judgeNetwork(error, `${source}: ${method} ${path}`);
    return undefined;
  }
}

export interface SocketProbe {
  readonly socket: WebSocket;
  /** Every message the server sent, parsed. */
  readonly received: any[];
  /** Resolves true once open, false when the connection was refused or failed. */
  readonly opened: Promise<boolean>;
  /** Resolves with the close code once closed (undefined when it never opened). */
  readonly closed: Promise<number | undefined>;
  /** Sends a JSON message (or raw text or bytes) when open. */
  send(message: object | string | Buffer): void;
  /** Closes from this side: the close is not judged. */
  close(): void;
  /** Resolves with the next message of `type` not yet taken (or undefined after `ms`, or once closed). */
  next(type: string, ms?: number): Promise<any>;
}

/** Opens a socket to `path` (under the server's URL) and judges everything the server does with it. */
export function probeSocket(ctx: SoakContext, address: string, source: string, path: string): SocketProbe {
  const socket = rawSocket(ctx.url.replace(/^http/, 'ws') + path, address);
  const received: any[] = [];
  const waiters = new Set<() => void>();
  let ours = false;
  /** Messages before this index have been taken by `next` (or skipped by it). */
  let read = 0;
  let resolveOpened!: (open: boolean) => void;
  let resolveClosed!: (code: number | undefined) => void;
  const opened = new Promise<boolean>((resolve) => (resolveOpened = resolve));
  const closed = new Promise<number | undefined>((resolve) => (resolveClosed = resolve));
  socket.on('open', () => resolveOpened(true));
  socket.on('unexpected-response', (request, response: IncomingMessage) => {
    // The upgrade was refused with an HTTP answer (a limit, an unknown route): it must be typed too.
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => {
      ctx.ledger.judgeAnswer({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }, `${source} (upgrade)`);
      request.destroy();
      resolveOpened(false);
      resolveClosed(undefined);
    });
  });
  socket.on('error', (error) => {
    if (!ours) ctx.ledger.judgeNetwork(error, `${source} (socket)`);
    resolveOpened(false);
  });
  socket.on('message', (data) => {
    let message: any;
    try {
      message = JSON.parse(String(data));
    } catch {
      ctx.ledger.fault('untyped-refusal', source, `a socket message that is not JSON: ${String(data).slice(0, 100)}`);
      return;
    }
    received.push(message);
    if (message.type === 'error' || message.type === 'refused') ctx.ledger.judgeCode(message.error?.code, undefined, `${source} (socket ${message.type})`);
    for (const wake of [...waiters]) wake();
  });
  socket.on('close', (code) => {
    if (!ours) ctx.ledger.judgeClose(code, source);
    resolveOpened(false);
    resolveClosed(code);
    for (const wake of [...waiters]) wake();
  });
  return {
    socket,
    received,
    opened,
    closed,
    send(message) {
      if (socket.readyState !== socket.OPEN) return;
      socket.send(typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message));
    },
    close() {
      ours = true;
      socket.terminate();
    },
    next(type, ms = 10_000) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => finish(undefined), ms);
        const finish = (value: any) => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(value);
        };
        const check = () => {
          const index = received.findIndex((m, i) => i >= read && m.type === type);
          if (index >= 0) {
            read = index + 1;
            finish(received[index]);
          } else if (socket.readyState === socket.CLOSED) finish(undefined);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
