/**
 * One seat's (or a spectator's) live connection to a match: the hello with the last version
 * seen, the seat's view, legal actions and events as the server pushes them, actions sent with
 * the version they were chosen on and an id of their own, and reconnection with back-off.
 *
 * An action whose answer has not come when the connection drops is sent again, with the same
 * id, as soon as the connection is back: the server answers a repeated id with its first
 * answer, so an action is never applied twice and never lost.
 */
import { backoffDelay, type Backoff } from './backoff.js';
import { ClientError } from './errors.js';
import { text } from './i18n/messages.js';
import { DEFAULT_LANGUAGE } from '../engine/i18n/language.js';
import type { Text } from '../engine/i18n/catalogue.js';
import { newActionId } from './ids.js';
import type { ActMessage, HelloMessage, LanguageMessage, ServerMessage, WireError } from './wire.js';
import type { GameTypes, Language, SeatUpdate as PublicSeatUpdate } from '../types/game.js';

/** What the client needs of a WebSocket: the browser's, or the `ws` package's under Node. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { readonly code: number }) => void): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

const OPEN = 1;

/** A seat's window on the match at one version. */
export interface SeatState<T extends GameTypes = GameTypes> {
  /** The seat this connection plays, or null for a spectator. */
  readonly seat: string | null;
  readonly version: number;
  readonly view: T['view'];
  /** The seat's legal actions now (a spectator's: none). */
  readonly actions: readonly T['action'][];
}

/**
 * What a subscriber receives: the new state, with the events that led to it. The same type as a
 * local game's `subscribe` gives (src/types/game.ts), so one listener serves both.
 */
export type SeatUpdate<T extends GameTypes = GameTypes> = PublicSeatUpdate<T>;

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The answer to an accepted action: the version the match reached with it. */
export interface Acknowledged {
  readonly id: string;
  readonly version: number;
}

export interface ConnectionOptions {
  /** The seat's credential (from `join`); without one the connection is a spectator's. */
  readonly credential?: string;
  /** The last version this client saw, to resume from it (the server sends the events since). */
  readonly since?: number;
  readonly backoff?: Backoff;
  /** The language the server words this connection's messages in (refusals, the log); a seat's own (chosen at join) when not given. */
  readonly lang?: Language;
}

interface Pending<T extends GameTypes> {
  readonly message: ActMessage<T>;
  readonly promise: Promise<Acknowledged>;
  resolve(ack: Acknowledged): void;
  reject(error: ClientError): void;
  /** The version of the ack, waiting for the update that shows it. */
  acked?: number;
}

/**
 * Close codes after which trying again cannot help: the server refused this client (policy),
 * or the match is gone. Other closes (the server restarting, a network drop) are retried.
 */
function isFinalClose(code: number | undefined): boolean {
  return code === 1008 || (code !== undefined && code >= 4400 && code < 4500);
}

export class MatchConnection<T extends GameTypes = GameTypes> {
  private socket: WebSocketLike | undefined;
  private current: SeatState<T> | undefined;
  private welcomed = false;
  private attempt = 0;
  private closedByUser = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private statusNow: ConnectionStatus = 'connecting';
  private readonly pending = new Map<string, Pending<T>>();
  private readonly updateListeners = new Set<(update: SeatUpdate<T>) => void>();
  private readonly statusListeners = new Set<(status: ConnectionStatus) => void>();
  private readonly errorListeners = new Set<(error: ClientError) => void>();
  private since: number | undefined;
  private url: string;
  private lang: Language | undefined;

  constructor(
    url: string,
    private readonly WebSocketImpl: WebSocketConstructor,
    private readonly options: ConnectionOptions = {},
  ) {
    this.url = url;
    this.since = options.since;
    this.lang = options.lang;
    this.open();
  }

  /** The latest state, or undefined before the first welcome. */
  get state(): SeatState<T> | undefined {
    return this.current;
  }

  get status(): ConnectionStatus {
    return this.statusNow;
  }

  /** Actions sent and not answered yet (they are sent again after a reconnection). */
  get unanswered(): number {
    return this.pending.size;
  }

  /** Calls `listener` with every new state; returns the function that stops it. */
  subscribe(listener: (update: SeatUpdate<T>) => void): () => void {
    this.updateListeners.add(listener);
    return () => this.updateListeners.delete(listener);
  }

  onStatus(listener: (status: ConnectionStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Errors the server reports about this connection's messages, and a final refusal to connect. */
  onError(listener: (error: ClientError) => void): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  /** Resolves with the first state (at once when it is there). */
  ready(): Promise<SeatState<T>> {
    if (this.current) return Promise.resolve(this.current);
    return new Promise((resolve, reject) => {
      const stopUpdates = this.subscribe((update) => {
        stopUpdates();
        stopStatus();
        resolve(update);
      });
      const stopStatus = this.onStatus((status) => {
        if (status !== 'closed') return;
        stopUpdates();
        stopStatus();
        reject(new ClientError({ code: 'CONNECTION_CLOSED', message: this.say(text('CONNECTION_CLOSED.beforeView')) }));
      });
    });
  }

  /**
   * Sends `action`, chosen on the version of the latest state, and resolves once the server
   * has stored it (and this connection holds the state it led to); rejects with the typed
   * refusal otherwise (`STALE_VERSION` when the match moved on first). Giving the `id` of an
   * earlier call asks again for that call's answer.
   */
  act(action: T['action'], options: { id?: string; version?: number } = {}): Promise<Acknowledged> {
    const id = options.id ?? newActionId();
    const known = this.pending.get(id);
    if (known) return known.promise;
    const version = options.version ?? this.current?.version;
    if (version === undefined) {
      return Promise.reject(new ClientError({ code: 'NOT_CONNECTED', message: this.say(text('NOT_CONNECTED')) }));
    }
    if (this.closedByUser) return Promise.reject(this.closedError());
    let resolve!: (ack: Acknowledged) => void;
    let reject!: (error: ClientError) => void;
    const promise = new Promise<Acknowledged>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const entry: Pending<T> = { message: { type: 'act', id, version, action }, promise, resolve, reject };
    this.pending.set(id, entry);
    if (this.welcomed) this.send(entry.message);
    return promise;
  }

  /**
   * Asks the server to word this connection's messages in `lang` from now on (a seat's, for its
   * next connections too); kept for the hello of every reconnection.
   */
  /** The client's own words (an error it makes without its server) in the language its server speaks to it, English when none was asked. */
  private say(words: Text): string {
    return words.in(this.lang ?? DEFAULT_LANGUAGE);
  }

  private closedError(): ClientError {
    return closedErrorIn(this.lang ?? DEFAULT_LANGUAGE);
  }

  setLanguage(lang: Language): void {
    this.lang = lang;
    if (this.welcomed) this.send({ type: 'lang', lang });
  }

  /** Closes for good: no reconnection; actions still unanswered are rejected with CONNECTION_CLOSED. */
  close(): void {
    this.closedByUser = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.socket?.close(1000, 'closed by the client');
    this.finish();
  }

  private finish(): void {
    for (const entry of this.pending.values()) entry.reject(this.closedError());
    this.pending.clear();
    this.setStatus('closed');
  }

  private open(): void {
    this.welcomed = false;
    let socket: WebSocketLike;
    try {
      socket = new this.WebSocketImpl(this.url);
    } catch (error) {
      this.report(new ClientError({ code: 'NETWORK_ERROR', message: this.say(text('NETWORK_ERROR.cannotOpen', { url: this.url, message: error instanceof Error ? error.message : String(error) })) }));
      this.retry();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      const hello: HelloMessage = {
        type: 'hello',
        ...(this.options.credential === undefined ? {} : { credential: this.options.credential }),
        ...(this.since === undefined ? {} : { since: this.since }),
        ...(this.lang === undefined ? {} : { lang: this.lang }),
      };
      socket.send(JSON.stringify(hello));
    });
    socket.addEventListener('message', (event) => {
      if (socket === this.socket) this.receive(event.data);
    });
    socket.addEventListener('close', (event) => {
      if (socket !== this.socket) return;
      this.socket = undefined;
      this.welcomed = false;
      if (this.closedByUser) return;
      if (isFinalClose(event.code)) {
        this.report(new ClientError({ code: 'CONNECTION_CLOSED', message: this.say(text('CONNECTION_CLOSED.forGood', { code: event.code })) }));
        this.closedByUser = true;
        this.finish();
        return;
      }
      this.retry();
    });
    // An error is always followed by a close, which decides what happens next.
    socket.addEventListener('error', () => {});
  }

  private retry(): void {
    if (this.closedByUser) return;
    this.setStatus('reconnecting');
    const delay = backoffDelay(this.attempt++, this.options.backoff);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.closedByUser) this.open();
    }, delay);
  }

  private receive(data: unknown): void {
    let message: ServerMessage<T>;
    try {
      message = JSON.parse(typeof data === 'string' ? data : String(data)) as ServerMessage<T>;
    } catch {
      this.report(new ClientError({ code: 'BAD_RESPONSE', message: this.say(text('BAD_RESPONSE.notJson')) }));
      return;
    }
    switch (message.type) {
      case 'welcome':
        this.attempt = 0;
        this.welcomed = true;
        this.accept({ seat: message.seat, version: message.version, view: message.view, actions: message.actions }, message.events, message.log, true);
        this.setStatus('open');
        // Unanswered actions go again with their own id: the server answers a repeat with its first answer.
        for (const entry of this.pending.values()) if (entry.acked === undefined) this.send(entry.message);
        return;
      case 'update':
        if (this.current && message.version <= this.current.version) return;
        this.accept({ seat: this.current?.seat ?? null, version: message.version, view: message.view, actions: message.actions }, message.events, message.log, false);
        return;
      case 'ack': {
        const entry = this.pending.get(message.id);
        if (!entry) return;
        entry.acked = message.version;
        this.settleAcked();
        return;
      }
      case 'refused': {
        const entry = this.pending.get(message.id);
        if (!entry) return;
        this.pending.delete(message.id);
        entry.reject(new ClientError(message.error, { version: message.version }));
        return;
      }
      case 'redirect':
        // Another process owns the match now: go there at once.
        this.url = redirectTarget(message.url, this.url);
        this.attempt = 0;
        this.socket?.close(1000, 'redirected');
        return;
      case 'error':
        this.report(new ClientError(message.error as WireError));
        return;
      case 'lang':
        // The server words this connection's messages in the language asked from now on.
        return;
      default:
        this.report(new ClientError({ code: 'BAD_RESPONSE', message: this.say(text('BAD_RESPONSE.unknownType', { type: String(JSON.stringify((message as { type?: unknown }).type)) })) }));
    }
  }

  private accept(state: SeatState<T>, events: readonly T['event'][] | null, log: readonly string[] | null, welcome: boolean): void {
    this.current = state;
    this.since = state.version;
    const update: SeatUpdate<T> = { ...state, events, log, welcome };
    for (const listener of [...this.updateListeners]) listener(update);
    this.settleAcked();
  }

  /** Resolves the acknowledged actions whose version this connection's state has reached. */
  private settleAcked(): void {
    const version = this.current?.version ?? -1;
    for (const [id, entry] of this.pending) {
      if (entry.acked === undefined || entry.acked > version) continue;
      this.pending.delete(id);
      entry.resolve({ id, version: entry.acked });
    }
  }

  private send(message: ActMessage<T> | LanguageMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private report(error: ClientError): void {
    for (const listener of [...this.errorListeners]) listener(error);
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.statusNow === status) return;
    this.statusNow = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }
}

/**
 * The socket address a redirect names: its own when it names a path; the same match path on
 * the named server otherwise (`http://other:8080` → `ws://other:8080/api/matches/m1/socket`).
 */
export function redirectTarget(target: string, current: string): string {
  const url = new URL(target, current);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  if (url.pathname === '/' || url.pathname === '') url.pathname = new URL(current).pathname;
  return url.toString();
}

function closedErrorIn(lang: Language): ClientError {
  return new ClientError({ code: 'CONNECTION_CLOSED', message: text('CONNECTION_CLOSED.beforeAnswer').in(lang) });
}
