/** The built `rulegraph serve` as a child process, for the tests that kill or pair processes. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../src/node/paths.js';

/** Builds dist/ when a source is newer than the last build. */
export function buildOnce(): void {
  execFileSync(process.execPath, [join(PACKAGE_ROOT, 'scripts/build-if-stale.mjs')], { cwd: PACKAGE_ROOT, stdio: 'ignore' });
}

/** Starts the server with `args` and resolves with its URL once it listens. */
export function startChild(args: readonly string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(PACKAGE_ROOT, 'dist/src/cli/main.js'), 'serve', '--port', '0', ...args], { cwd: PACKAGE_ROOT });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (chunk) => (err += String(chunk)));
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const match = /rulegraph serve: (\S+)/.exec(out);
      if (match) resolve({ url: match[1] as string, child });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${err}`)));
  });
}

export function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
