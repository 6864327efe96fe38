/**
 * `rulegraph/client`: a typed client of `rulegraph serve` for browsers and Node (docs/client.md).
 * No Node module: it uses the global `fetch` and `WebSocket`, or the ones given (Node 20 has
 * no global WebSocket: pass the `ws` package's).
 *
 * ```ts
 * import { createClient } from 'rulegraph/client';
 * const client = createClient({ url: 'http://127.0.0.1:8080' });
 * const match = await client.createMatch({ mode: 'riftbound/duel', seed: 7, bots: { B: 'random' } });
 * const { credential } = await client.join(match.id, 'A');
 * const table = client.connect<'riftbound/duel'>(match.id, { credential });
 * const { actions } = await table.ready();
 * await table.act(actions[0]!);
 * ```
 */
import type { Backoff } from './backoff.js';
import { MatchConnection, type ConnectionOptions, type WebSocketConstructor } from './connection.js';
import { MatchesApi, type FetchFunction } from './http.js';
import type { CardCatalog, CreatedTournament, MatchTypes, MatchSummary, RegisteredEntrant, NewEntrant, NewMatch, NewTournament, PlayerTable, ReportedAction, SeatCredential, Standing, TournamentSummary } from './wire.js';
import type { Language, ModeName } from '../types/game.js';

export interface ClientOptions {
  /** The server, like `http://127.0.0.1:8080`; on a page, defaults to the page's own origin. */
  readonly url?: string;
  /** Defaults to `globalThis.WebSocket`; under Node 20 pass `WebSocket` of the `ws` package. */
  readonly WebSocket?: WebSocketConstructor;
  /** Defaults to `globalThis.fetch`. */
  readonly fetch?: FetchFunction;
  /** The reconnection back-off of every connection (docs/client.md). */
  readonly backoff?: Backoff;
  /**
   * The language of what the server says to this client (docs/server.md, "Languages"): its
   * errors, and the refusals and events in words of the seats it joins and the matches it
   * watches; the server's default, English, when not given.
   */
  readonly lang?: Language;
}

export class RulegraphClient {
  readonly url: string;
  private readonly api: MatchesApi;
  private readonly WebSocketImpl: WebSocketConstructor | undefined;

  constructor(private readonly options: ClientOptions = {}) {
    const origin = options.url ?? (globalThis as { location?: { origin?: string } }).location?.origin;
    if (origin === undefined) throw new TypeError('rulegraph/client: give the server url (no page origin to default to)');
    this.url = origin.replace(/\/+$/, '');
    // Browsers refuse a `fetch` called on anything but the window: bind it.
    const fetchFn = options.fetch ?? (typeof globalThis.fetch === 'function' ? (globalThis.fetch.bind(globalThis) as unknown as FetchFunction) : undefined);
    if (fetchFn === undefined) throw new TypeError('rulegraph/client: no global fetch; pass one as the fetch option');
    this.api = new MatchesApi(this.url, fetchFn, options.lang);
    this.WebSocketImpl = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  }

  createMatch<M extends string = ModeName>(options: NewMatch<M>): Promise<MatchSummary> {
    return this.api.createMatch(options);
  }

  listMatches(): Promise<MatchSummary[]> {
    return this.api.listMatches();
  }

  getMatch(id: string): Promise<MatchSummary> {
    return this.api.getMatch(id);
  }

  /** The cards of match `id`: each card's data and text by card id (what `game.catalog()` gives), for drawing them. */
  cards(id: string): Promise<CardCatalog> {
    return this.api.cards(id);
  }

  /**
   * Takes `seat` of match `id`: keep the credential (the only key to the seat; the server keeps
   * only its hash). The seat's messages are worded in `lang`, else the client's language.
   */
  join(id: string, seat: string, lang?: Language): Promise<SeatCredential> {
    return this.api.join(id, seat, lang ?? this.options.lang);
  }

  leave(id: string, credential: string): Promise<void> {
    return this.api.leave(id, credential);
  }

  /** Creates a tournament (docs/tournaments.md); keep the credential: it is the organiser's, the only key to pair and report. */
  createTournament<M extends string = ModeName>(options: NewTournament<M>): Promise<CreatedTournament> {
    return this.api.createTournament(options);
  }

  /** The tournament as anyone may see it, with the server matches of each table's games. */
  getTournament(id: string): Promise<TournamentSummary> {
    return this.api.getTournament(id);
  }

  /** Registers an entrant before the first pairing; its decks are checked by the game's deck construction (TR 401). Keep each player's credential: it asks where the player plays (`myTable`). */
  register(id: string, entrant: NewEntrant): Promise<RegisteredEntrant> {
    return this.api.register(id, entrant);
  }

  /** Pairs the next round (the organiser's credential); its matches start on the server's tables. */
  pair(id: string, credential: string): Promise<TournamentSummary> {
    return this.api.pair(id, credential);
  }

  /** Reports a result, time, a concession, a draw, a drop or a re-entry (the organiser's credential). */
  report(id: string, credential: string, action: ReportedAction): Promise<TournamentSummary> {
    return this.api.report(id, credential, action);
  }

  /** The standings, first place first (TR 409). */
  standings(id: string): Promise<Standing[]> {
    return this.api.standings(id);
  }

  /** Where `player` plays now: the table, and the match and seat to join. */
  playerTable(id: string, player: string): Promise<PlayerTable> {
    return this.api.playerTable(id, player);
  }

  /** Where the player holding `credential` (from `register`) plays now: the table, and the match and seat to join. */
  myTable(id: string, credential: string): Promise<PlayerTable> {
    return this.api.myTable(id, credential);
  }

  /** The WebSocket address of match `id`. */
  socketUrl(id: string): string {
    return `${this.url.replace(/^http/, 'ws')}/api/matches/${encodeURIComponent(id)}/socket`;
  }

  /**
   * Opens the live connection to match `id`: as the seat of `credential`, or as a spectator.
   * Name the mode to have its game's types: `connect<'riftbound/2v2'>(id, { credential })`.
   */
  connect<M extends string = ModeName>(id: string, options: ConnectionOptions = {}): MatchConnection<MatchTypes<M>> {
    if (this.WebSocketImpl === undefined) throw new TypeError('rulegraph/client: no global WebSocket; pass one as the WebSocket option (under Node: the ws package)');
    return new MatchConnection<MatchTypes<M>>(this.socketUrl(id), this.WebSocketImpl, { ...(this.options.backoff ? { backoff: this.options.backoff } : {}), ...(this.options.lang === undefined ? {} : { lang: this.options.lang }), ...options });
  }
}

/** A client of the server at `options.url` (a page's own origin by default). */
export function createClient(options: ClientOptions = {}): RulegraphClient {
  return new RulegraphClient(options);
}

export { MatchConnection, redirectTarget } from './connection.js';
export type { Acknowledged, ConnectionOptions, ConnectionStatus, SeatState, SeatUpdate, WebSocketConstructor, WebSocketLike } from './connection.js';
export { ClientError, type LocalErrorCode } from './errors.js';
export { backoffDelay, type Backoff } from './backoff.js';
export type { FetchFunction } from './http.js';
export type * from './wire.js';
