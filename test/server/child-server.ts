/** The built `rulegraph serve` as a child process, for the tests that kill or pair processes. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { DIST } from '../support/dist.js';

/** Starts the server with `args` and resolves with its URL once it listens (after `builtDist()`). */
export function startChild(args: readonly string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(DIST, 'src/cli/main.js'), 'serve', '--port', '0', ...args], { cwd: PACKAGE_ROOT });
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
