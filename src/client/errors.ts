/**
 * The one error type of the client: every failure (a refused action, an HTTP error answer, a
 * lost connection) carries a stable code, a sentence, and the rule and JSON path when the
 * server gave them.
 */
import type { ServerErrorCode, WireError } from './wire.js';

/** Codes the client itself gives, when no server answer explains the failure. */
export type LocalErrorCode =
  /** The connection was closed by `close()` before the answer came. */
  | 'CONNECTION_CLOSED'
  /** The server could not be reached, or the request failed on the way. */
  | 'NETWORK_ERROR'
  /** The server answered with something that is not the protocol's JSON. */
  | 'BAD_RESPONSE'
  /** `act` was called before the first view arrived, so there is no version to act on. */
  | 'NOT_CONNECTED';

export class ClientError<C extends string = string> extends Error {
  readonly code: C | ServerErrorCode | LocalErrorCode;
  readonly rule: string | undefined;
  readonly path: string | undefined;
  /** The HTTP status of the answer, for HTTP requests. */
  readonly status: number | undefined;
  /** The match version the server named with a refusal (the current one for STALE_VERSION). */
  readonly version: number | undefined;

  constructor(error: WireError<C> | { code: LocalErrorCode; message: string }, extra: { status?: number; version?: number } = {}) {
    super(error.message);
    this.name = 'ClientError';
    this.code = error.code;
    this.rule = 'rule' in error ? error.rule : undefined;
    this.path = 'path' in error ? error.path : undefined;
    this.status = extra.status;
    this.version = extra.version;
  }
}

/** The wire error inside an answer body, if it has one. */
export function wireErrorOf(body: unknown): WireError | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  return error as WireError;
}
