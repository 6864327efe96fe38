/** The typed errors of the server: a stable code, a sentence, the HTTP status, and where. */
export interface WireError {
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
  readonly path?: string;
  /** Every fault found, with its own path (a deck the game's deck construction refused). */
  readonly issues?: readonly { readonly path: string; readonly message: string; readonly rule?: string; readonly code?: string }[];
}

export class ServerError extends Error {
  override readonly name = 'ServerError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly path?: string,
    readonly more: Pick<WireError, 'rule' | 'issues'> = {},
  ) {
    super(message);
  }

  toWire(): WireError {
    return { code: this.code, message: this.message, ...(this.more.rule === undefined ? {} : { rule: this.more.rule }), ...(this.path === undefined ? {} : { path: this.path }), ...(this.more.issues === undefined ? {} : { issues: this.more.issues }) };
  }
}
