/** The typed errors of the server: a stable code, a sentence, the HTTP status, and where. */
export interface WireError {
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
  readonly path?: string;
}

export class ServerError extends Error {
  override readonly name = 'ServerError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }

  toWire(): WireError {
    return { code: this.code, message: this.message, ...(this.path === undefined ? {} : { path: this.path }) };
  }
}
