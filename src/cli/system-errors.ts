/** Errors of the operating system (ports, files) as one line for a person, without a stack. */
import type { Say } from './i18n/messages.js';

/** The codes worded by the catalogue's `system.<code>`. */
const CODES = ['EADDRINUSE', 'EADDRNOTAVAIL', 'EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EISDIR', 'EEXIST', 'ENOENT', 'ENOSPC'] as const;
type SystemCode = (typeof CODES)[number];

interface SystemError {
  readonly code: SystemCode;
  readonly port?: number;
  readonly path?: string;
  readonly syscall?: string;
}

function isSystemError(error: unknown): error is SystemError {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return (CODES as readonly unknown[]).includes(code);
}

/** One line for a system error in the run's language, or undefined when `error` is not one. */
export function systemErrorLine(error: unknown, say: Say): string | undefined {
  if (!isSystemError(error)) return undefined;
  const { code } = error;
  const reason = say(`system.${code}`);
  if (error.syscall === 'listen' || error.port !== undefined) return say('system.port', { port: error.port ?? '?', reason, code });
  if (error.path !== undefined) return say('system.path', { path: error.path, reason, code });
  return say('system.other', { reason, code });
}
