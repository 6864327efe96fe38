/**
 * Which browser pages may talk to the server, and by which names it may be asked.
 *
 * Origin: a request without an Origin header is not from a browser page and passes; a page's
 * Origin must be the server's own (the Host it was asked by) or one the operator allowed with
 * `--allow-origin`.
 *
 * Host: a page of a foreign site whose DNS name was rebound to this server's address sends its
 * own name as both Origin and Host, so the Origin check alone lets it through. The Host must
 * therefore be a name the server answers to: loopback names, the address it listens on, the
 * host of its advertised URL, and those the operator allowed with `--allow-host` (`*`: any).
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

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** Addresses that listen on every interface: no name of the machine follows from them. */
const ANY_ADDRESS = ['0.0.0.0', '::', '[::]'];

/** The host names (no port, lower case, IPv6 in brackets) a server answers to. */
export function allowedHostNames(listenHost: string, advertise: string | undefined, extra: readonly string[]): readonly string[] {
  const names = new Set(LOOPBACK_NAMES);
  const listened = listenHost.includes(':') && !listenHost.startsWith('[') ? `[${listenHost}]` : listenHost;
  if (!ANY_ADDRESS.includes(listened)) names.add(listened.toLowerCase());
  if (advertise !== undefined) {
    try {
      names.add(new URL(advertise).hostname.toLowerCase());
    } catch {
      // An advertised URL that does not parse names no host; the server refuses to start with it elsewhere.
    }
  }
  for (const name of extra) names.add(name.toLowerCase());
  return [...names];
}

/** The name of a Host header without its port: `example.org:8080` → `example.org`, `[::1]:80` → `[::1]`. */
function hostNameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) {
    const end = lower.indexOf(']');
    return end === -1 ? lower : lower.slice(0, end + 1);
  }
  const colon = lower.indexOf(':');
  return colon === -1 ? lower : lower.slice(0, colon);
}

/** Whether a request's Host header names this server (`allowed` from allowedHostNames). */
export function hostAllowed(host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes('*')) return true;
  if (host === undefined || host === '') return false;
  return allowed.includes(hostNameOf(host));
}
