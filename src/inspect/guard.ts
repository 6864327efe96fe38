/**
 * What the inspector accepts from the outside. It runs on a developer's machine, where any
 * web page in their browser could try to reach it: only loopback Host names (no DNS
 * rebinding) and same-server Origins are let in, connections and messages are capped, and
 * every message is checked before it reaches the session.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Action } from '../engine/game/module.js';
import { isPlainObject } from '../engine/json/json-file.js';
import type { Text } from '../engine/i18n/catalogue.js';
import type { ClientMessage } from './session.js';
import { text as say } from './i18n/messages.js';

/** The largest WebSocket message taken, in bytes (a generous action is a few hundred). */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** The deepest nesting of arrays and objects a message may have. */
export const MAX_MESSAGE_DEPTH = 16;
/** Open WebSocket connections at most (a few tabs of the page). */
export const MAX_CONNECTIONS = 16;
/** Messages a connection may send a second on average and in a burst (far above a person's clicks). */
export const MESSAGES_PER_SECOND = 100;
export const MESSAGE_BURST = 200;
/** Messages over the rate a connection may send before it is closed. */
export const ABUSE_STRIKES = 100;

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True when `host` (a Host header) names this server by a loopback name and its port. */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const match = /^(\[[^\]]*\]|[^:]+)(?::(\d+))?$/.exec(host.toLowerCase());
  if (!match) return false;
  return LOOPBACK_NAMES.has(match[1] as string) && Number(match[2] ?? 80) === port;
}

/** True when `origin` (an Origin header) is absent (not a browser) or a page of this server. */
export function isOwnOrigin(origin: string | undefined, port: number): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return url.protocol === 'http:' && isLoopbackHost(url.host, port);
}

/** Why a request (HTTP or WebSocket upgrade) is refused, or undefined to let it in. */
export function refusalOf(headers: IncomingHttpHeaders, port: number): string | undefined {
  if (!isLoopbackHost(headers.host, port)) return 'the Host header is not a loopback name of this server';
  if (!isOwnOrigin(headers.origin, port)) return 'the Origin is not this server';
  return undefined;
}

/** The nesting depth of a JSON text, counted without parsing it (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === '}' || c === ']') depth--;
  }
  return deepest;
}

/** A message checked: the message, or why it cannot be read, in words put into the client's language when sent. */
export type Checked = { readonly message: ClientMessage } | { readonly error: Text };

/** A client message as text, checked: a known type with well-typed fields, or why not. */
export function parseClientMessage(text: string): Checked {
  if (text.length > MAX_MESSAGE_BYTES) return { error: say('message.tooLarge', { bytes: MAX_MESSAGE_BYTES }) };
  if (jsonDepth(text) > MAX_MESSAGE_DEPTH) return { error: say('message.tooDeep', { levels: MAX_MESSAGE_DEPTH }) };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: say('message.notJson') };
  }
  if (!isPlainObject(data) || typeof data['type'] !== 'string') return { error: say('message.notObject') };
  switch (data['type']) {
    case 'apply':
      return isPlainObject(data['action']) ? { message: { type: 'apply', action: data['action'] as Action } } : { error: say('message.apply') };
    case 'view':
      return data['seat'] === null || typeof data['seat'] === 'string' ? { message: { type: 'view', seat: data['seat'] } } : { error: say('message.view') };
    case 'goto':
      return Number.isSafeInteger(data['index']) ? { message: { type: 'goto', index: data['index'] as number } } : { error: say('message.goto') };
    case 'bot':
      return { message: { type: 'bot' } };
    case 'bots':
      return typeof data['on'] === 'boolean' ? { message: { type: 'bots', on: data['on'] } } : { error: say('message.bots') };
    case 'seatBot':
      return typeof data['seat'] === 'string' && (data['bot'] === null || typeof data['bot'] === 'string')
        ? { message: { type: 'seatBot', seat: data['seat'], bot: data['bot'] } }
        : { error: say('message.seatBot') };
    case 'explain':
      return typeof data['transition'] === 'string' ? { message: { type: 'explain', transition: data['transition'] } } : { error: say('message.explain') };
    case 'explainState':
      return typeof data['state'] === 'string' ? { message: { type: 'explainState', state: data['state'] } } : { error: say('message.explainState') };
    case 'variant':
      return typeof data['id'] === 'string' ? { message: { type: 'variant', id: data['id'] } } : { error: say('message.variant') };
    default:
      return { error: say('message.unknownType', { type: JSON.stringify(String(data['type']).slice(0, 40)) }) };
  }
}

/** A URL path of the page, decoded; undefined when its percent-encoding is broken. */
export function decodePath(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent((url ?? '/').split('?')[0] as string);
  } catch {
    return undefined;
  }
}
