/**
 * One process per PGlite data folder: a second store on a folder in use is refused, naming the
 * folder and the process that holds it; a lock whose process is gone is taken over. A path
 * that is no folder (`/dev/null`) is a system error naming it, never "[object Object]".
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { DataFolderInUse, LOCK_FILE, lockDataFolder } from '../../src/store/data-folder.js';

const folder = () => mkdtempSync(join(tmpdir(), 'rulegraph-data-'));

/** A process that holds `dir`'s lock as a server would (writes its pid), until it is killed. */
async function otherHolder(dir: string): Promise<{ pid: number; stop: () => Promise<void> }> {
  const script = `require('node:fs').writeFileSync(${JSON.stringify(join(dir, LOCK_FILE))}, process.pid + '\\n'); console.log('held'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  const stop = () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGKILL')));
  return { pid: child.pid as number, stop };
}

describe('the lock on a data folder', () => {
  it('a folder held by a live process is refused, naming the folder and the pid; once it is gone, its lock is taken over', async () => {
    const dir = folder();
    const other = await otherHolder(dir);
    try {
      const refused = (() => {
        try {
          lockDataFolder(dir);
        } catch (error) {
          return error;
        }
        return undefined;
      })();
      expect(refused).toBeInstanceOf(DataFolderInUse);
      expect((refused as DataFolderInUse).message).toContain(dir);
      expect((refused as DataFolderInUse).message).toContain(`process ${other.pid}`);
    } finally {
      await other.stop();
    }
    const release = lockDataFolder(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataFolder(dir)).toThrow(DataFolderInUse);
    release();
    lockDataFolder(dir)();
  });

  it('rulegraph serve on a folder in use exits 3 naming both', async () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n`);
    let err = '';
    const code = await runCli(['serve', '--port', '0', '--data', dir], { out: () => {}, err: (t) => (err += t) });
    expect(code).toBe(3);
    expect(err).toContain(dir);
    expect(err).toContain(`this process (${process.pid})`);
  });

  it('rulegraph serve --data /dev/null exits 3 naming the system error', async () => {
    let err = '';
    const code = await runCli(['serve', '--port', '0', '--data', '/dev/null'], { out: () => {}, err: (t) => (err += t) });
    expect(err).toBe('rulegraph: /dev/null: exists and is not a folder (EEXIST)\n');
    expect(code).toBe(3);
  });
});
