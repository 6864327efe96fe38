/**
 * The registry of matches: creating them, finding the live one, loading one from the store
 * (its latest snapshot plus the actions after it), and the leases that make one process at a
 * time the owner of a match. A match owned by another process is answered with its URL.
 */
import { randomBytes } from 'node:crypto';
import { createGame, restoreGame } from '../api.js';
import { BotSeat } from '../bots/decision.js';
import { BOT_SPECS, BotSpecError, botWithin } from '../bots/registry.js';
import { issueWords, LoadError } from '../engine/errors.js';
import type { Game } from '../engine/game/game.js';
import type { Snapshot } from '../engine/game/record.js';
import type { Action, GameEvent } from '../engine/game/module.js';
import type { JsonObject } from '../types/json.js';
import type { HeldSeat, MatchRow, Store } from '../store/store.js';
import { hashCredential, newCredential } from './credentials.js';
import type { BotPool } from './bot-pool.js';
import type { Language } from '../engine/i18n/language.js';
import { ServerError, wireError } from './errors.js';
import { text } from './i18n/messages.js';
import type { ServerLimits } from './limits.js';
import { LiveMatch } from './live-match.js';
import { summaryOf, type MatchSummary } from './match-summary.js';
import type { CreateMatchBody } from './messages.js';

export interface RegistryOptions {
  readonly store: Store;
  readonly limits: ServerLimits;
  readonly leaseSeconds: number;
  readonly snapshotEvery: number;
  /** Bot names by seat for every new match that names no bots itself (`--bots C,D`). */
  readonly defaultBots: Readonly<Record<string, string>>;
  /** The bots a client may name at creation (`--bot-levels`): a spec within one of these (registry.ts `botWithin`). */
  readonly botLevels: readonly string[];
  /** Where the bots of every match decide. */
  readonly botPool: BotPool;
  /** Events held per match for reconnecting clients, in versions. */
  readonly heldVersions?: number;
  /** Seconds a match not over may go without a player's socket before it expires. */
  readonly idleSeconds: number;
  /** Milliseconds since the epoch; `Date.now` unless a test drives the clock. */
  readonly now?: () => number;
}

/** Where a match is: live here, or owned by another process at `url`. */
export type Located = { readonly match: LiveMatch } | { readonly redirect: string };

export class MatchRegistry {
  private readonly live = new Map<string, LiveMatch>();
  private readonly loading = new Map<string, Promise<Located>>();
  /** When each live match last had a player's socket (or was loaded), in milliseconds. */
  private readonly lastPlayed = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private url = '';

  /** Told the id of every match whose game ended here, once that is stored (the tournaments' tables). */
  onMatchOver: ((id: string) => void) | undefined;
  /** Told the events of every action stored here, and none when a match is rebuilt; true halts the match (the tournaments' games decided at time). */
  onCommitted: ((match: LiveMatch, events: readonly GameEvent[]) => boolean) | undefined;

  constructor(private readonly options: RegistryOptions) {}

  /** This process's advertised base URL (`http://host:port`): the lease owner and redirect target. */
  get owner(): string {
    if (this.url === '') throw new ServerError(503, 'STARTING', text('STARTING'));
    return this.url;
  }

  /**
   * Starts serving as `url` (known once listening): takes over every unfinished match no live
   * process owns, then keeps the leases fresh.
   */
  async start(url: string): Promise<void> {
    this.url = url;
    if (this.options.store.exclusive) await this.options.store.releaseLeases(undefined);
    await this.adoptOrphans();
    const every = Math.max(200, (this.options.leaseSeconds * 1000) / 3);
    this.timer = setInterval(() => void this.tick().catch(() => undefined), every);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    const matches = [...this.live.values()];
    await Promise.all(matches.map((m) => m.settled()));
    for (const match of matches) match.close(undefined, 1001, 'server stopping');
    this.live.clear();
    this.lastPlayed.clear();
    await this.options.store.releaseLeases(this.owner).catch(() => undefined);
  }

  /** A new match: the game is set up, stored, and owned by this process. */
  async create(body: CreateMatchBody): Promise<MatchSummary> {
    if (this.live.size >= this.options.limits.liveMatches) throw new ServerError(503, 'TOO_MANY_MATCHES', text('TOO_MANY_MATCHES', { count: this.live.size }));
    const seed = body.seed ?? randomBytes(4).readUInt32BE(0) >>> 1;
    const base: JsonObject = { mode: body.mode, seed, ...(body.rules === undefined ? {} : { rules: body.rules as JsonObject }) };
    const setup: JsonObject = body.decks === undefined ? base : { ...base, decks: this.decksInSeatOrder(base, body.decks as JsonObject | JsonObject[]) };
    const game = this.newGame(setup);
    let bots: Map<string, BotSeat>;
    try {
      bots = this.botsFor(body.bots ?? this.options.defaultBots, game.seats, body.bots !== undefined, 0, body.bots !== undefined);
    } catch (error) {
      game.dispose();
      throw error;
    }
    const row: MatchRow = { id: randomBytes(9).toString('base64url'), mode: game.mode, setup, seats: [...game.seats], bots: Object.fromEntries([...bots].map(([s, b]) => [s, b.name])), version: 0, over: game.over, winner: game.winner, expired: false };
    await this.options.store.createMatch(row);
    const lease = await this.options.store.acquireLease(row.id, this.owner, this.owner, this.options.leaseSeconds);
    if (lease.owner !== this.owner) throw new ServerError(500, 'LEASE_FAILED', text('LEASE_FAILED'));
    const match = this.liveMatch(row, game, 0, bots);
    this.hold(match);
    match.scheduleBots();
    return summaryOf(row, []);
  }

  async list(): Promise<MatchSummary[]> {
    const rows = await this.options.store.listMatches(100);
    // A match this process holds is summarised from its game, as `summary` does: its stored row
    // may not yet have the version an acknowledged action reached.
    return Promise.all(rows.map(async (row) => {
      const live = this.live.get(row.id);
      return summaryOf(live === undefined ? row : currentRow(live), await this.options.store.takenSeats(row.id));
    }));
  }

  async summary(id: string): Promise<MatchSummary> {
    const located = await this.locate(id);
    if ('redirect' in located) throw new Redirect(located.redirect);
    return summaryOf(currentRow(located.match), await this.options.store.takenSeats(id));
  }

  /** The cards of match `id` (`game.catalog()`: each card's data and text), public to anyone who may see the match. */
  async cards(id: string): Promise<{ cards: Record<string, unknown> }> {
    const located = await this.locate(id);
    if ('redirect' in located) throw new Redirect(located.redirect);
    return { cards: located.match.game.catalog() };
  }

  /** Gives `seat` of match `id` to the caller: its credential, shown once; the seat's messages are worded in `lang`. */
  async join(id: string, seat: string, lang: Language): Promise<{ seat: string; credential: string; lang: Language }> {
    const located = await this.locate(id);
    if ('redirect' in located) throw new Redirect(located.redirect);
    const { row } = located.match;
    if (!row.seats.includes(seat)) throw new ServerError(400, 'UNKNOWN_SEAT', text('UNKNOWN_SEAT', { match: id, seats: row.seats.join(', ') }), '$.seat');
    if (row.bots[seat] !== undefined) throw new ServerError(409, 'SEAT_TAKEN', text('SEAT_TAKEN.bot', { seat }), '$.seat');
    const credential = newCredential();
    if (!(await this.options.store.takeSeat(id, seat, hashCredential(credential), lang))) throw new ServerError(409, 'SEAT_TAKEN', text('SEAT_TAKEN', { seat }), '$.seat');
    return { seat, credential, lang };
  }

  /** Frees the seat `credential` holds, closing that seat's sockets. */
  async leave(id: string, credential: string): Promise<void> {
    const located = await this.locate(id);
    if ('redirect' in located) throw new Redirect(located.redirect);
    const seat = await this.options.store.freeSeat(id, hashCredential(credential));
    if (seat === undefined) throw new ServerError(401, 'BAD_CREDENTIAL', text('BAD_CREDENTIAL.seat'));
    for (const connection of located.match.connections) {
      if (connection.seat === seat) {
        located.match.connections.delete(connection);
        connection.close(4001, 'seat left');
      }
    }
  }

  /** The seat a credential holds in match `id` and the language of its messages, or undefined. */
  seatOf(id: string, credential: string): Promise<HeldSeat | undefined> {
    return this.options.store.seatOf(id, hashCredential(credential));
  }

  /** Words the messages of the seat `credential` holds in `lang` from now on (stored: it outlives the connection). */
  setSeatLanguage(id: string, credential: string, lang: Language): Promise<boolean> {
    return this.options.store.setSeatLanguage(id, hashCredential(credential), lang);
  }

  /** The live match `id`: held here, loaded from the store when its lease is free, or elsewhere. */
  locate(id: string): Promise<Located> {
    const match = this.live.get(id);
    if (match && !match.isClosed) return Promise.resolve({ match });
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** The socket URL of match `id` at the process `base`. */
  socketUrl(base: string, id: string): string {
    return `${base.replace(/^http/, 'ws')}/api/matches/${encodeURIComponent(id)}/socket`;
  }

  private async load(id: string): Promise<Located> {
    const row = await this.options.store.getMatch(id);
    if (!row) throw new ServerError(404, 'NO_SUCH_MATCH', text('NO_SUCH_MATCH', { match: JSON.stringify(id) }));
    if (row.expired) throw expiredError(id);
    if (this.live.size >= this.options.limits.liveMatches) throw new ServerError(503, 'TOO_MANY_MATCHES', text('TOO_MANY_MATCHES', { count: this.live.size }));
    const lease = await this.options.store.acquireLease(id, this.owner, this.owner, this.options.leaseSeconds);
    if (lease.owner !== this.owner) return { redirect: lease.url };
    const match = await this.rebuild(row);
    this.hold(match);
    match.scheduleBots();
    return { match };
  }

  /** The match as the store has it: the latest snapshot (or the setup) and every action after. */
  private async rebuild(row: MatchRow): Promise<LiveMatch> {
    const stored = await this.options.store.latestSnapshot(row.id);
    const game = stored ? (restoreGame(stored.snapshot as unknown as Snapshot) as unknown as Game) : this.newGame(row.setup);
    const from = stored?.version ?? 0;
    const bots = this.botsFor(row.bots, row.seats, true, from);
    const match = this.liveMatch(row, game, from, bots);
    const actions = await this.options.store.actionsAfter(row.id, from);
    const replayed: GameEvent[] = [];
    for (const entry of actions) {
      const result = game.apply(entry.action as unknown as Action);
      if (!result.ok) throw new ServerError(500, 'STORE_DIVERGED', text('STORE_DIVERGED', { version: entry.version, match: row.id, code: result.error.code }));
      match.advanceTo(entry.version, result.events, result.bySeat);
      replayed.push(...result.events);
    }
    // A game decided at time before the process stopped stays decided: its events since the snapshot, or the game as it stands, say so.
    match.checkHalt(replayed);
    return match;
  }

  private liveMatch(row: MatchRow, game: Game, version: number, bots: ReadonlyMap<string, BotSeat>): LiveMatch {
    return new LiveMatch(row, game, version, version, bots, {
      store: this.options.store,
      owner: this.owner,
      leaseSeconds: this.options.leaseSeconds,
      snapshotEvery: this.options.snapshotEvery,
      heldVersions: this.options.heldVersions ?? 1000,
      botPool: this.options.botPool,
      onLost: (lost) => void this.drop(lost),
      onOver: (over) => this.onMatchOver?.(over.id),
      onCommitted: (committed, events) => this.onCommitted?.(committed, events) ?? false,
    });
  }

  private newGame(setup: JsonObject): Game {
    try {
      return createGame(setup as never) as unknown as Game;
    } catch (error) {
      if (error instanceof LoadError) {
        // The error's own code: a fault of the schema or content is INVALID_DEFINITION (docs/rules.md).
        const issue = error.issues[0];
        throw new ServerError(400, error.code, issue === undefined ? error.message : issueWords(issue), issue?.path);
      }
      throw error;
    }
  }

  /** Decks given by seat, as createGame takes them: in seating order, one for every seat. */
  private decksInSeatOrder(base: JsonObject, decks: JsonObject | readonly JsonObject[]): JsonObject[] {
    if (Array.isArray(decks)) return [...decks];
    const probe = this.newGame(base);
    const seats = probe.seats;
    probe.dispose();
    for (const seat of Object.keys(decks)) if (!seats.includes(seat)) throw new ServerError(400, 'UNKNOWN_SEAT', text('UNKNOWN_SEAT.decks', { seats: seats.join(', ') }), `$.decks.${seat}`);
    return seats.map((seat) => {
      const deck = (decks as Record<string, JsonObject | undefined>)[seat];
      if (deck === undefined) throw new ServerError(400, 'MISSING_DECK', text('MISSING_DECK', { seats: seats.join(', ') }), `$.decks.${seat}`);
      return deck;
    });
  }

  /**
   * The bots of a match by seat; a name no bot has, or a seat the match lacks, is refused, and
   * so is a bot a client named (`byClient`) that is not within the server's allowed levels.
   */
  private botsFor(spec: Readonly<Record<string, string>>, seats: readonly string[], strict: boolean, salt = 0, byClient = false): Map<string, BotSeat> {
    const bots = new Map<string, BotSeat>();
    for (const [seat, name] of Object.entries(spec)) {
      if (!seats.includes(seat)) {
        if (strict) throw new ServerError(400, 'UNKNOWN_SEAT', text('UNKNOWN_SEAT.decks', { seats: seats.join(', ') }), `$.bots.${seat}`);
        continue;
      }
      bots.set(seat, this.botSeat(name, (seats.indexOf(seat) + 1) * 7919 + salt, `$.bots.${seat}`, byClient));
    }
    return bots;
  }

  /** The bot `name` playing a seat: refused (at `path`) when no bot has that name, or, named by a client, when it is past the allowed levels. */
  botSeat(name: string, seed: number, path: string, byClient: boolean): BotSeat {
    try {
      if (byClient && !botWithin(name, this.options.botLevels)) {
        const allowed = this.options.botLevels.length === 0 ? text('bots.none') : this.options.botLevels.join(', ');
        throw new ServerError(403, 'BOT_NOT_ALLOWED', text('BOT_NOT_ALLOWED', { bot: JSON.stringify(name), allowed }), path);
      }
      return new BotSeat(name, seed);
    } catch (error) {
      if (!(error instanceof BotSpecError)) throw error;
      throw new ServerError(400, error.code, text('BOT_SPEC', { reason: error.words, bots: BOT_SPECS.map((b) => b.spec).join(', ') }), path);
    }
  }

  /** Makes `match` live here; its idle time starts now. */
  private hold(match: LiveMatch): void {
    this.live.set(match.id, match);
    this.lastPlayed.set(match.id, this.now());
  }

  /** Lets go of a live match: it no longer counts against the limit. */
  private release(match: LiveMatch): void {
    if (this.live.get(match.id) !== match) return;
    this.live.delete(match.id);
    this.lastPlayed.delete(match.id);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /**
   * Expires every live match, not over, that no player's socket has been attached to for the
   * idle time: it is stored as expired, its spectators are told, and its slot is free.
   * Spectators do not keep a match: anyone may watch, and a slot must not be held that way.
   * Runs at every lease tick; tests call it with their own clock.
   */
  async expireIdle(): Promise<void> {
    const now = this.now();
    for (const match of [...this.live.values()]) {
      if (match.game.over) continue;
      if ([...match.connections].some((c) => c.seat !== null)) {
        this.lastPlayed.set(match.id, now);
        continue;
      }
      if (now - (this.lastPlayed.get(match.id) ?? now) < this.options.idleSeconds * 1000) continue;
      await match.settled();
      if (match.game.over || [...match.connections].some((c) => c.seat !== null)) continue;
      if (!(await this.options.store.expireMatch(match.id, this.owner))) continue;
      this.release(match);
      const expired = expiredError(match.id);
      match.close((lang) => ({ type: 'error', error: expired.toWire(lang) }), 4410, 'match expired');
    }
  }

  /**
   * Ends a match whose game the tournament decided at time (TR 408): stored as expired, so no
   * process takes it up again, and its sockets told why; false when this process does not hold it.
   */
  async endDecided(id: string): Promise<boolean> {
    const match = this.live.get(id);
    if (!match) return false;
    await match.settled();
    if (match.game.over || !(await this.options.store.expireMatch(id, this.owner))) return false;
    this.release(match);
    match.close((lang) => ({ type: 'error', error: wireError('GAME_DECIDED_AT_TIME', text('GAME_DECIDED_AT_TIME'), lang) }), 4408, 'decided at time');
    return true;
  }

  /** A match another process took (or whose store write failed): its clients go where it is now. */
  private async drop(match: LiveMatch): Promise<void> {
    this.release(match);
    const lease = await this.options.store.leaseOf(match.id).catch(() => undefined);
    const target = lease && lease.owner !== this.owner ? lease.url : undefined;
    const url = this.socketUrl(target ?? this.owner, match.id);
    match.close(() => ({ type: 'redirect', url }), 1012, 'match moved');
  }

  private async tick(): Promise<void> {
    const ids = [...this.live.keys()];
    const lost = await this.options.store.renewLeases(this.owner, ids, this.options.leaseSeconds);
    for (const id of lost) {
      const match = this.live.get(id);
      if (match) await this.drop(match);
    }
    // A finished match nobody watches is let go: the store answers for it from now on.
    for (const match of this.live.values()) {
      if (match.game.over && match.connections.size === 0) {
        this.release(match);
        match.close(undefined);
      }
    }
    await this.expireIdle();
    await this.adoptOrphans();
  }

  /** Loads every unfinished match whose owner is gone (none at first start). */
  private async adoptOrphans(): Promise<void> {
    for (const id of await this.options.store.orphanedMatches()) {
      if (this.live.size >= this.options.limits.liveMatches) return;
      if (!this.live.has(id)) await this.locate(id).catch(() => undefined);
    }
  }
}

/** The answer about a match that expired: gone for good (HTTP 410). */
function expiredError(id: string): ServerError {
  return new ServerError(410, 'MATCH_EXPIRED', text('MATCH_EXPIRED', { match: JSON.stringify(id) }));
}

/** A match owned by another process: HTTP answers 307 to `url`. */
export class Redirect extends Error {
  override readonly name = 'Redirect';
  constructor(readonly url: string) {
    super(text('MATCH_ELSEWHERE', { url }).in('en'));
  }
}

/** A live match's row as its game stands now: the version, end and winner its last action gave. */
function currentRow(match: LiveMatch): MatchRow {
  return { ...match.row, version: match.currentVersion, over: match.game.over, winner: match.game.winner };
}
