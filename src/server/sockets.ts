/**
 * One WebSocket of a match: it must say hello (with a seat's credential, or none to watch)
 * within the time limit, then may act. Every message is checked against its schema and
 * counted against the connection's rate; a connection that keeps exceeding it is closed.
 * Its messages are worded in its language: the upgrade request's Accept-Language until the
 * hello, then the hello's `lang`, else the seat's (chosen at join), else that first one; a
 * `lang` message changes it (and the seat's, stored).
 */
import type { WebSocket } from 'ws';
import type { Words } from '../engine/i18n/catalogue.js';
import type { Language } from '../engine/i18n/language.js';
import { ServerError, wireError } from './errors.js';
import { text } from './i18n/messages.js';
import { TokenBucket, type ServerLimits } from './limits.js';
import type { LiveMatch, MatchConnection } from './live-match.js';
import type { MatchRegistry } from './matches.js';
import { parseClientMessage } from './messages.js';

/** Unsent bytes a client may fall behind by before it is dropped as too slow. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

function connectionOf(socket: WebSocket, seat: string | null, lang: Language): MatchConnection {
  return {
    seat,
    lang,
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

/** Serves one socket of match `matchId`; `lang` is the language of the upgrade request (its Accept-Language). */
export function serveSocket(socket: WebSocket, matchId: string, registry: MatchRegistry, limits: ServerLimits, lang: Language): void {
  const rate = new TokenBucket(limits.messagesPerSecond, limits.messageBurst);
  let strikes = 0;
  let state: 'waiting' | 'greeting' | 'open' = 'waiting';
  let connection: MatchConnection | undefined;
  let attachedTo: LiveMatch | undefined;
  let leave: (() => void) | undefined;
  /** The seat's credential, once greeted as a seat: a `lang` message stores the seat's language with it. */
  let seatCredential: string | undefined;
  /** The language before the connection is open: the upgrade request's, then the hello's. */
  let greeting = lang;
  const language = (): Language => connection?.lang ?? greeting;
  const sendError = (code: string, words: Words | string, path?: string) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'error', error: wireError(code, words, language(), path) }));
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
      else sendError('RATE_LIMITED', text('RATE_LIMITED.messages', { limit: limits.messagesPerSecond }));
      return;
    }
    if (isBinary) {
      sendError('MALFORMED_MESSAGE', text('MALFORMED_MESSAGE.text'));
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
        sendError('ALREADY_GREETED', text('ALREADY_GREETED'), '$.type');
        return;
      }
      state = 'greeting';
      if (message.lang !== undefined) greeting = message.lang;
      void greet(message.credential, message.since, message.lang).catch((error: unknown) => {
        const wire = error instanceof ServerError ? error : new ServerError(500, 'SERVER_FAULT', text('SERVER_FAULT.open'));
        sendError(wire.code, wire.words, wire.path);
        socket.close(4000 + Math.min(wire.status, 999), wire.code);
      });
      return;
    }
    if (state !== 'open' || !connection || !attachedTo) {
      sendError('NO_HELLO', text('NO_HELLO'), '$.type');
      return;
    }
    if (message.type === 'lang') {
      void changeLanguage(connection, message.lang);
      return;
    }
    attachedTo.act(connection, message).catch(() => sendError('SERVER_FAULT', text('SERVER_FAULT.action')));
  });

  /** The connection's words in `chosen` from now on; a seat's stored too, so that its next connections keep it. */
  async function changeLanguage(open: MatchConnection, chosen: Language): Promise<void> {
    open.lang = chosen;
    if (seatCredential !== undefined) await registry.setSeatLanguage(matchId, seatCredential, chosen).catch(() => false);
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'lang', lang: chosen }));
  }

  async function greet(credential: string | undefined, since: number | undefined, asked: Language | undefined): Promise<void> {
    const located = await registry.locate(matchId);
    if ('redirect' in located) {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'redirect', url: registry.socketUrl(located.redirect, matchId) }));
      socket.close(1012, 'match served elsewhere');
      return;
    }
    let seat: string | null = null;
    let chosen = greeting;
    if (credential !== undefined) {
      const held = await registry.seatOf(matchId, credential);
      if (held === undefined) throw new ServerError(401, 'BAD_CREDENTIAL', text('BAD_CREDENTIAL.seat'), '$.credential');
      seat = held.seat;
      seatCredential = credential;
      // A hello that names a language changes the seat's; else the seat's own, chosen at join.
      if (asked !== undefined && asked !== held.lang) await registry.setSeatLanguage(matchId, credential, asked);
      chosen = asked ?? held.lang;
    }
    const { match } = located;
    if (match.connections.size >= limits.socketsPerMatch) throw new ServerError(503, 'TOO_MANY_CONNECTIONS', text('TOO_MANY_CONNECTIONS.match', { limit: limits.socketsPerMatch }));
    if (socket.readyState !== socket.OPEN) return;
    connection = connectionOf(socket, seat, chosen);
    const attached = connection;
    attachedTo = match;
    leave = () => match.connections.delete(attached);
    state = 'open';
    await match.attach(attached, since);
  }
}
