/**
 * Seat credentials: 32 random bytes, base64url, handed to the player once. Only their SHA-256
 * is stored, so the database alone lets no one act for a seat.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newCredential(): string {
  return randomBytes(32).toString('base64url');
}

export function hashCredential(credential: string): string {
  return createHash('sha256').update(credential, 'utf8').digest('hex');
}

/** The credential of an `Authorization: Bearer ...` header, or undefined. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{1,128})$/.exec(header ?? '');
  return match?.[1];
}
