/**
 * Which browser pages may talk to the server. A request without an Origin header is not from
 * a browser page and passes; a page's Origin must be the server's own (the Host it was asked
 * by) or one the operator allowed with `--allow-origin`.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin) || allowed.includes('*')) return true;
  if (host === undefined) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host.toLowerCase();
}
