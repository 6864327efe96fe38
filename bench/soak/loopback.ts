/**
 * HTTP and WebSocket from a chosen loopback address. Linux routes all of 127.0.0.0/8 to the
 * loopback interface, so each simulated client speaks from an address of its own: the
 * server's per-address limits (requests, sockets) then treat them as the separate clients
 * they stand for, and a hostile one exhausts only its own allowance.
 */
import { request } from 'node:http';
import WebSocket from 'ws';
import type { FetchFunction, WebSocketConstructor } from '../../src/client/index.js';

/** The loopback address of client `n` of a group (`group` 1-254, `n` 0-253). */
export function loopbackAddress(group: number, n: number): string {
  return `127.0.${group}.${(n % 254) + 1}`;
}

/**
 * A request with no answer by then is given up (and counted a fault). Long: a server saturated
 * by hostile work answers late, which the soak reports as slow, not as dropped.
 */
const ANSWER_TIMEOUT_MS = 120_000;

export interface RawAnswer {
  readonly status: number;
  readonly text: string;
}

/** One HTTP request from `localAddress`; rejects on a network failure (refused, reset). */
export function rawRequest(url: string, localAddress: string, method: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, localAddress, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, timeout: ANSWER_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The `fetch` the client library takes, speaking from `localAddress`. */
export function loopbackFetch(localAddress: string): FetchFunction {
  return async (url, init) => {
    const answer = await rawRequest(url, localAddress, init.method, init.body, init.headers);
    return { status: answer.status, text: async () => answer.text };
  };
}

/**
 * A WebSocket class for the client library, speaking from `localAddress`; `opened` is told of
 * every socket made, so the soak can cut one to make its client reconnect.
 */
export function loopbackWebSocket(localAddress: string, opened: (socket: WebSocket) => void = () => {}): WebSocketConstructor {
  return class LoopbackWebSocket extends WebSocket {
    constructor(url: string) {
      super(url, { localAddress });
      opened(this);
    }
  };
}

/** A bare socket from `localAddress`, for the hostile clients. */
export function rawSocket(url: string, localAddress: string): WebSocket {
  return new WebSocket(url, { localAddress });
}
