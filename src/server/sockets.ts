/**
 * One WebSocket of a match: it must say hello (with a seat's credential, or none to watch)
 * within the time limit, then may act. Every message is checked against its schema and
 * counted against the connection's rate; a connection that keeps exceeding it is closed.
 */
import type { WebSocket } from 'ws';
import { ServerError } from './errors.js';
import { TokenBucket, type ServerLimits } from './limits.js';
import type { LiveMatch, MatchConnection } from './live-match.js';
import type { MatchRegistry } from './matches.js';
import { parseClientMessage } from './messages.js';

/** Unsent bytes a client may fall behind by before it is dropped as too slow. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

function connectionOf(socket: WebSocket, seat: string | null): MatchConnection {
  return {
    seat,
    send(message) {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        socket.close(1008, 'too slow');
        return;
      }
      socket.send(JSON.stringify(message));
    },
    close(code, reason) {
      socket.close(code, reason);
    },
  };
}

export function serveSocket(socket: WebSocket, matchId: string, registry: MatchRegistry, limits: ServerLimits): void {
  const rate = new TokenBucket(limits.messagesPerSecond, limits.messageBurst);
  let strikes = 0;
  let state: 'waiting' | 'greeting' | 'open' = 'waiting';
  let connection: MatchConnection | undefined;
  let attachedTo: LiveMatch | undefined;
  let leave: (() => void) | undefined;
  const sendError = (code: string, message: string, path?: string) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'error', error: { code, message, ...(path === undefined ? {} : { path }) } }));
  };
  const helloTimer = setTimeout(() => {
    if (state === 'waiting') socket.close(4008, 'no hello in time');
  }, limits.helloMs);
  socket.on('error', () => socket.terminate());
  socket.on('close', () => {
    clearTimeout(helloTimer);
    leave?.();
  });
  socket.on('message', (data, isBinary) => {
    if (!rate.take()) {
      strikes++;
      if (strikes > limits.abuseStrikes) socket.close(1008, 'too many messages');
      else sendError('RATE_LIMITED', `at most ${limits.messagesPerSecond} messages a second`);
      return;
    }
    if (isBinary) {
      sendError('MALFORMED_MESSAGE', 'messages are JSON text');
      return;
    }
    const parsed = parseClientMessage(String(data));
    if ('error' in parsed) {
      sendError(parsed.error.code, parsed.error.message, parsed.error.path);
      return;
    }
    const message = parsed.message;
    if (message.type === 'hello') {
      if (state !== 'waiting') {
        sendError('ALREADY_GREETED', 'hello is the first message only', '$.type');
        return;
      }
      state = 'greeting';
      void greet(message.credential, message.since).catch((error: unknown) => {
        const wire = error instanceof ServerError ? error.toWire() : { code: 'SERVER_FAULT', message: 'the match could not be opened' };
        sendError(wire.code, wire.message, wire.path);
        socket.close(4000 + (error instanceof ServerError ? Math.min(error.status, 999) : 500), wire.code);
      });
      return;
    }
    if (state !== 'open' || !connection || !attachedTo) {
      sendError('NO_HELLO', 'say hello first', '$.type');
      return;
    }
    attachedTo.act(connection, message).catch(() => sendError('SERVER_FAULT', 'the action could not be handled'));
  });

  async function greet(credential: string | undefined, since: number | undefined): Promise<void> {
    const located = await registry.locate(matchId);
    if ('redirect' in located) {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'redirect', url: registry.socketUrl(located.redirect, matchId) }));
      socket.close(1012, 'match served elsewhere');
      return;
    }
    let seat: string | null = null;
    if (credential !== undefined) {
      const held = await registry.seatOf(matchId, credential);
      if (held === undefined) throw new ServerError(401, 'BAD_CREDENTIAL', 'this credential holds no seat of the match', '$.credential');
      seat = held;
    }
    const { match } = located;
    if (match.connections.size >= limits.socketsPerMatch) throw new ServerError(503, 'TOO_MANY_CONNECTIONS', `a match takes at most ${limits.socketsPerMatch} connections`);
    if (socket.readyState !== socket.OPEN) return;
    connection = connectionOf(socket, seat);
    const attached = connection;
    attachedTo = match;
    leave = () => match.connections.delete(attached);
    state = 'open';
    await match.attach(attached, since);
  }
}
