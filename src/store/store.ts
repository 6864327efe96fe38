/**
 * What the server keeps of each match: its setup, seats (credential hashes only), action log,
 * first answers to client action ids, snapshots, and which process owns it (a lease).
 */
import type { Language } from '../types/game.js';
import type { JsonObject } from '../types/json.js';

export interface MatchRow {
  readonly id: string;
  readonly mode: string;
  /** The createGame options (mode, rules, decks, seed). */
  readonly setup: JsonObject;
  readonly seats: readonly string[];
  /** Bot name by seat, for the seats bots play. */
  readonly bots: Readonly<Record<string, string>>;
  readonly version: number;
  readonly over: boolean;
  readonly winner: string | null;
  /** No player was connected for the server's idle time: the match is never loaded again. */
  readonly expired: boolean;
}

export interface StoredAction {
  readonly version: number;
  readonly seat: string;
  readonly action: JsonObject;
}

/** An accepted action with what must be stored with it, in one transaction. */
export interface ActionCommit {
  readonly matchId: string;
  /** The version the action makes: the previous one plus one. */
  readonly version: number;
  readonly seat: string;
  readonly action: JsonObject;
  /** The client's id and the answer it gets, for a retried id; absent for a bot's action. */
  readonly answer?: { readonly clientId: string; readonly body: JsonObject };
  readonly over: boolean;
  readonly winner: string | null;
  /** The process that must still own the match for the commit to count. */
  readonly owner: string;
  readonly leaseSeconds: number;
}

export interface Lease {
  readonly owner: string;
  readonly url: string;
}

/** A tournament as the server keeps it: the event's state and the server's own data beside it. */
export interface TournamentRow {
  readonly id: string;
  /** SHA-256 of the organiser's credential. */
  readonly organiserHash: string;
  /** The event's state (`tournament.state`). */
  readonly state: JsonObject;
  /** What the server adds: the matches played at each table, bots by player, the matches' rules. */
  readonly host: JsonObject;
  /** Saves so far: each save names the version it read. */
  readonly version: number;
}

/** A seat a credential holds, and the language its messages are worded in. */
export interface HeldSeat {
  readonly seat: string;
  readonly lang: Language;
}

export interface Store {
  createMatch(match: MatchRow): Promise<void>;
  /** The newest matches that have not expired. */
  listMatches(limit: number): Promise<MatchRow[]>;
  getMatch(id: string): Promise<MatchRow | undefined>;
  /** Ids of matches neither over nor expired, oldest first. */
  unfinishedMatches(): Promise<string[]>;
  /** Takes a free seat, its messages worded in `lang`; false when it is taken already. */
  takeSeat(matchId: string, seat: string, credentialHash: string, lang: Language): Promise<boolean>;
  /** Frees the seat this credential holds; the seat, or undefined when it holds none. */
  freeSeat(matchId: string, credentialHash: string): Promise<string | undefined>;
  /** The seat this credential holds and its language, or undefined when it holds none. */
  seatOf(matchId: string, credentialHash: string): Promise<HeldSeat | undefined>;
  /** Words the messages of the seat this credential holds in `lang`; false when it holds none. */
  setSeatLanguage(matchId: string, credentialHash: string, lang: Language): Promise<boolean>;
  takenSeats(matchId: string): Promise<string[]>;
  /**
   * Stores an accepted action, its answer and the match's new version, renewing the lease; throws
   * when this version is stored already or the lease is no longer `owner`'s (then nothing is stored).
   */
  commitAction(commit: ActionCommit): Promise<void>;
  findAnswer(matchId: string, seat: string, clientId: string): Promise<JsonObject | undefined>;
  saveSnapshot(matchId: string, version: number, snapshot: JsonObject): Promise<void>;
  latestSnapshot(matchId: string): Promise<{ version: number; snapshot: JsonObject } | undefined>;
  actionsAfter(matchId: string, version: number): Promise<StoredAction[]>;
  /**
   * Takes the lease of a match for `owner` when it is free, expired or `owner`'s already, and
   * returns the lease holder after the attempt (`owner` when it succeeded).
   */
  acquireLease(matchId: string, owner: string, url: string, seconds: number): Promise<Lease>;
  /** Extends `owner`'s leases; the ids of those among `matchIds` it no longer holds. */
  renewLeases(owner: string, matchIds: readonly string[], seconds: number): Promise<string[]>;
  /** The unexpired lease of a match, or undefined. */
  leaseOf(matchId: string): Promise<Lease | undefined>;
  /** Unfinished, unexpired matches with no unexpired lease: their owner is gone (or never was). */
  orphanedMatches(): Promise<string[]>;
  /**
   * Marks a match expired and drops its lease, when `owner` holds the lease and the match is not
   * over; true when it did.
   */
  expireMatch(matchId: string, owner: string): Promise<boolean>;
  /** Drops `owner`'s leases; every lease when `owner` is undefined (a store only one process can open). */
  releaseLeases(owner: string | undefined): Promise<void>;
  createTournament(row: TournamentRow): Promise<void>;
  getTournament(id: string): Promise<TournamentRow | undefined>;
  /** Writes a tournament's state and host data when it is still at `version`; false when another save came first. */
  saveTournament(id: string, version: number, state: JsonObject, host: JsonObject): Promise<boolean>;
  /** Ids of tournaments not finished, oldest first. */
  unfinishedTournaments(): Promise<string[]>;
  /** True when only one process can open this store (PGlite): every lease in it is stale at start. */
  readonly exclusive: boolean;
  close(): Promise<void>;
}

/** A commit refused because another process owns the match now (or stored this version). */
export class LeaseLost extends Error {
  override readonly name = 'LeaseLost';
}
