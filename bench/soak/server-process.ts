/**
 * The server under soak: the built `rulegraph serve` as a child process on a data folder (or
 * a PostgreSQL database), killed with SIGKILL and started again on the same folder and port.
 * `SoakServer` is what the soak needs of it, so a test can run the same clients against a
 * server in its own process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { openStore } from '../../src/store/open.js';
import type { StoredAction } from '../../src/store/store.js';

/** The stored record of matches, read once the server has stopped. */
export interface MatchRecords {
  actionsOf(matchId: string): Promise<readonly StoredAction[]>;
  close(): Promise<void>;
}

export interface SoakServer {
  /** The base URL; the same across restarts. */
  readonly url: string;
  /** Whether `kill` is possible (a child process). */
  readonly killable: boolean;
  /** The server process's resident memory now, in bytes. */
  rssBytes(): number | undefined;
  /** `kill -9`, then a start on the same data and port; resolves once it answers again. */
  killAndRestart(): Promise<void>;
  /** Called when the process exits by itself (a crash), with what it said on stderr. */
  onCrash(listener: (detail: string) => void): void;
  /** Stops the server as an operator would (SIGTERM) and opens its store to read the records. */
  finish(): Promise<{ exitCode: number | null; records: MatchRecords }>;
}

export interface ChildServerOptions {
  /** The PGlite data folder (also given when a database is). */
  readonly dataDir: string;
  /** A `postgres://` URL, or undefined for PGlite in `dataDir`. */
  readonly database: string | undefined;
  readonly maxMatches: number;
  readonly idleSeconds: number;
}

const MAIN = join(PACKAGE_ROOT, 'dist', 'src', 'cli', 'main.js');

/** Resident memory of process `pid` from /proc (Linux), in bytes. */
export function rssOf(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export class ChildServer implements SoakServer {
  readonly killable = true;
  private child: ChildProcess | undefined;
  private port = 0;
  private expectingExit = false;
  private crashListeners: ((detail: string) => void)[] = [];
  url = '';

  private constructor(private readonly options: ChildServerOptions) {}

  static async start(options: ChildServerOptions): Promise<ChildServer> {
    const server = new ChildServer(options);
    await server.spawn();
    return server;
  }

  rssBytes(): number | undefined {
    return this.child?.pid === undefined ? undefined : rssOf(this.child.pid);
  }

  onCrash(listener: (detail: string) => void): void {
    this.crashListeners.push(listener);
  }

  async killAndRestart(): Promise<void> {
    await this.stopWith('SIGKILL');
    // The port was just let go; a start that finds it still held tries again.
    for (let attempt = 0; ; attempt++) {
      try {
        await this.spawn();
        return;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  async finish(): Promise<{ exitCode: number | null; records: MatchRecords }> {
    const exitCode = await this.stopWith('SIGTERM');
    const store = await openStore(this.options.database, this.options.dataDir);
    return { exitCode, records: { actionsOf: (id) => store.actionsAfter(id, 0), close: () => store.close() } };
  }

  private stopWith(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child?.exitCode ?? null);
    this.expectingExit = true;
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  }

  private spawn(): Promise<void> {
    const { dataDir, database, maxMatches, idleSeconds } = this.options;
    const args = [MAIN, 'serve', '--port', String(this.port), '--data', dataDir, '--max-matches', String(maxMatches), '--idle-seconds', String(idleSeconds)];
    if (database !== undefined) args.push('--database', database);
    const child = spawn(process.execPath, args, { cwd: PACKAGE_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.expectingExit = false;
    let err = '';
    child.stderr?.on('data', (chunk) => (err = (err + String(chunk)).slice(-4000)));
    return new Promise((resolve, reject) => {
      let out = '';
      let listening = false;
      child.stdout?.on('data', (chunk) => {
        out += String(chunk);
        const match = /rulegraph serve: (http:\/\/\S+)/.exec(out);
        if (match && !listening) {
          listening = true;
          this.url = match[1] as string;
          this.port = Number(new URL(this.url).port);
          resolve();
        }
      });
      child.once('exit', (code, signal) => {
        if (!listening) reject(new Error(`rulegraph serve exited (${code ?? signal}) before listening: ${err}`));
        else if (!this.expectingExit) for (const listener of this.crashListeners) listener(`exit ${code ?? signal}: ${err}`);
      });
    });
  }
}
