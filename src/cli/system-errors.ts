/** Errors of the operating system (ports, files) as one line for a person, without a stack. */

const REASONS: Readonly<Record<string, string>> = {
  EADDRINUSE: 'is in use by another program',
  EADDRNOTAVAIL: 'is not available on this machine',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'is a folder',
  EEXIST: 'exists and is not a folder',
  ENOENT: 'does not exist',
  ENOSPC: 'no space left on the device',
};

interface SystemError {
  readonly code: string;
  readonly port?: number;
  readonly path?: string;
  readonly syscall?: string;
}

function isSystemError(error: unknown): error is SystemError {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && Object.hasOwn(REASONS, code);
}

/** One line for a system error, or undefined when `error` is not one. */
export function systemErrorLine(error: unknown): string | undefined {
  if (!isSystemError(error)) return undefined;
  const reason = REASONS[error.code] as string;
  if (error.syscall === 'listen' || error.port !== undefined) return `port ${error.port ?? '?'} ${reason} (${error.code})`;
  if (error.path !== undefined) return `${error.path}: ${reason} (${error.code})`;
  return `${reason} (${error.code})`;
}
