/**
 * Action ids: 128 random bits in hex. `crypto.getRandomValues` exists in browsers (also on
 * pages served over plain http, where `randomUUID` does not) and in Node 20.
 */
export function newActionId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
