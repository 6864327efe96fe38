/**
 * What the soak saw: honest clients' latencies and acknowledged actions, every refusal's code,
 * the counts of hostile attempts, the times the server was down, and the faults. Each answer a
 * client gets passes through one of the `judge` methods, which decide whether it was a typed
 * refusal (a code the docs name) or a fault.
 */
import { ClientError } from '../../src/client/index.js';
import type { RawAnswer } from './loopback.js';

export type FaultKind =
  /** An action a client saw acknowledged is missing from (or different in) the match's record. */
  | 'lost-action'
  /** A refusal without a code, or with one the docs do not name. */
  | 'untyped-refusal'
  /** `SERVER_FAULT`, or a 5xx the docs do not promise. */
  | 'server-fault'
  /** A connection dropped or refused while the server was up, without a close code. */
  | 'dropped-connection'
  /** The server process exited when it was not stopped or killed. */
  | 'crash'
  /** An honest match made no progress for too long. */
  | 'stuck';

export interface Fault {
  /** Milliseconds since the soak started. */
  readonly at: number;
  readonly kind: FaultKind;
  readonly source: string;
  readonly detail: string;
}

/** Faults kept with their details; the rest are only counted. */
const KEPT_FAULTS = 200;
/** How long after the server is up again a failed connection is still put down to its restart. */
const RESTART_GRACE_MS = 1000;

/** Codes that are typed but say the server (or engine, or store) failed: faults, documented or not. */
const FAULT_CODES = new Set(['SERVER_FAULT', 'ENGINE_FAULT', 'STORE_DIVERGED', 'LEASE_FAILED']);

/** HTTP statuses at or over 500 that are promised answers, not faults: limits reached. */
const PROMISED_5XX = new Set(['TOO_MANY_MATCHES', 'TOO_MANY_CONNECTIONS']);

export class Ledger {
  readonly started = Date.now();
  /** Honest actions: send to acknowledgement, on one connection (ms). */
  readonly latencies: number[] = [];
  /** Honest actions whose connection was lost and reopened before their acknowledgement (ms). */
  readonly retriedLatencies: number[] = [];
  /** Acknowledged honest actions by match, by the version they made. */
  readonly acked = new Map<string, Map<number, object>>();
  /** Refusals by code, all clients. */
  readonly codes = new Map<string, number>();
  /** Refusals by kind of client (`honest`, `hostile flood`...), then by code. */
  readonly codesByClient = new Map<string, Map<string, number>>();
  /** Server close codes seen by clients. */
  readonly closeCodes = new Map<number, number>();
  /** Hostile and honest attempts by kind. */
  readonly counts = new Map<string, number>();
  readonly faults: Fault[] = [];
  readonly faultCounts = new Map<FaultKind, number>();
  /** Ids of matches that exist, for hostile clients that aim at real ones. */
  readonly knownMatches: string[] = [];
  private readonly down: { from: number; to: number | undefined }[] = [];

  constructor(private readonly documented: ReadonlySet<string>) {}

  now(): number {
    return Date.now() - this.started;
  }

  count(kind: string, by = 1): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + by);
  }

  /** The server is going down (a kill) now. */
  serverDown(): void {
    this.down.push({ from: this.now(), to: undefined });
  }

  /** The server answers again. */
  serverUp(): void {
    const last = this.down.at(-1);
    if (last && last.to === undefined) last.to = this.now();
  }

  /** Whether a failed connection at `at` is explained by the server being down (or just back). */
  private downAt(at: number): boolean {
    return this.down.some((w) => at >= w.from && (w.to === undefined || at <= w.to + RESTART_GRACE_MS));
  }

  fault(kind: FaultKind, source: string, detail: string): void {
    this.faultCounts.set(kind, (this.faultCounts.get(kind) ?? 0) + 1);
    if (this.faults.length < KEPT_FAULTS) this.faults.push({ at: this.now(), kind, source, detail: detail.slice(0, 500) });
  }

  noteMatch(id: string): void {
    this.knownMatches.push(id);
    if (this.knownMatches.length > 500) this.knownMatches.splice(0, 250);
  }

  recordAck(matchId: string, version: number, action: object): void {
    let actions = this.acked.get(matchId);
    if (!actions) this.acked.set(matchId, (actions = new Map()));
    actions.set(version, action);
  }

  /** The highest version acknowledged to an honest client in match `id` (0 if none). */
  highestAck(matchId: string): number {
    let highest = 0;
    for (const version of this.acked.get(matchId)?.keys() ?? []) highest = Math.max(highest, version);
    return highest;
  }

  /** A refusal's code, from an HTTP error body or a socket message. */
  judgeCode(code: unknown, status: number | undefined, source: string): void {
    if (typeof code !== 'string' || code === '') {
      this.fault('untyped-refusal', source, `no error code (HTTP ${status ?? '-'})`);
      return;
    }
    this.codes.set(code, (this.codes.get(code) ?? 0) + 1);
    const client = /^(honest|hostile \w+)/.exec(source)?.[1] ?? source;
    let byCode = this.codesByClient.get(client);
    if (!byCode) this.codesByClient.set(client, (byCode = new Map()));
    byCode.set(code, (byCode.get(code) ?? 0) + 1);
    if (FAULT_CODES.has(code) || (status !== undefined && status >= 500 && !PROMISED_5XX.has(code))) {
      this.fault('server-fault', source, `${code} (HTTP ${status ?? '-'})`);
    } else if (!this.documented.has(code)) {
      this.fault('untyped-refusal', source, `${code} is named in no table of the docs (HTTP ${status ?? '-'})`);
    }
  }

  /** An HTTP answer: a success, or a refusal that must be typed JSON. */
  judgeAnswer(answer: RawAnswer, source: string): unknown {
    let body: unknown;
    try {
      body = answer.text === '' ? undefined : JSON.parse(answer.text);
    } catch {
      if (answer.status >= 400) this.fault('untyped-refusal', source, `HTTP ${answer.status} with a body that is not JSON: ${answer.text.slice(0, 100)}`);
      return undefined;
    }
    if (answer.status >= 400 && answer.status !== 307) {
      const error = (body as { error?: { code?: unknown } } | undefined)?.error;
      this.judgeCode(error?.code, answer.status, source);
    }
    return body;
  }

  /** A request or socket that failed on the way: a fault unless the server was down. */
  judgeNetwork(error: unknown, source: string): void {
    if (this.downAt(this.now())) return;
    this.fault('dropped-connection', source, error instanceof Error ? error.message : String(error));
  }

  /**
   * A socket closed by the server: it must say why (a close code), unless the server died.
   * 1005 is a close frame without a code; 1006 no close frame at all.
   */
  judgeClose(code: number, source: string): void {
    this.closeCodes.set(code, (this.closeCodes.get(code) ?? 0) + 1);
    if ((code === 1005 || code === 1006) && !this.downAt(this.now())) this.fault('dropped-connection', source, `closed without a close code (${code})`);
    if (code === 1011) this.fault('server-fault', source, 'closed with 1011 (internal error)');
  }

  /** A failure the client library reported. */
  judgeClientError(error: unknown, source: string): void {
    if (!(error instanceof ClientError)) {
      this.fault('server-fault', source, `not a typed error: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
      return;
    }
    if (error.code === 'NETWORK_ERROR' || error.code === 'CONNECTION_CLOSED') this.judgeNetwork(error, source);
    else if (error.code === 'BAD_RESPONSE') this.fault('untyped-refusal', source, error.message);
    else this.judgeCode(error.code, error.status, source);
  }
}
