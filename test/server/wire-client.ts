/** A bare WebSocket client for the server tests: it queues every message and awaits them by type. */
import WebSocket from 'ws';

export interface Message {
  readonly type: string;
  readonly [key: string]: any;
}

export class WireClient {
  readonly received: Message[] = [];
  private waiters: { type: string; resolve: (m: Message) => void; reject: (e: Error) => void; from: number }[] = [];
  private read = 0;
  closed: { code: number; reason: string } | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(String(data)) as Message);
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      for (const w of this.waiters) w.reject(new Error(`socket closed (${code} ${String(reason)}) while waiting for ${w.type}`));
      this.waiters = [];
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<WireClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      socket.once('open', () => resolve(new WireClient(socket)));
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      socket.once('error', reject);
    });
  }

  send(message: object): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The next message of `type` not yet taken (earlier messages of other types are skipped). */
  next(type: string, timeoutMs = 20_000): Promise<Message> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} message within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        type,
        from: this.read,
        resolve: (m) => (clearTimeout(timer), resolve(m)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      this.wake();
      if (this.closed) reject(new Error(`socket closed (${this.closed.code})`));
    });
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) {
      const index = this.received.findIndex((m, i) => i >= this.read && m.type === waiter.type);
      if (index < 0) continue;
      this.read = index + 1;
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve(this.received[index] as Message);
    }
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** JSON over HTTP, as a browser-less client sends it. */
export async function http(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(base + path, {
    method,
    redirect: 'manual',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text), headers: response.headers };
}
